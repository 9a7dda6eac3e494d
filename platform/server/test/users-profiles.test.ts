// The Users service modules look people up through: public profiles by uid, private fields never.
import { endpoint } from '@oj/sdk/contract'
import { defineServerModule, Users } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openUsers } from '../src/accounts/users/public-profiles.ts'
import { userInfo } from '../src/accounts/users/tables.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'

const profilesCall = endpoint(
  'POST',
  '/users-probe/profiles',
  () => import('./fixtures/probe-schemas.ts'),
  (s) => ({ input: s.Uids, output: s.Profiles }),
  { summary: 'The public profiles of these users' },
)

/** A module that reads profiles through the Users service of the runtime, as real modules will. */
const usersProbe = defineServerModule({
  id: 'users-probe',
  requires: [],
  routes: (api) => {
    api.handle(profilesCall, {
      auth: 'anon',
      handler: ({ uids }) =>
        Effect.gen(function* () {
          const profiles = yield* (yield* Users).profiles(uids)
          return Object.fromEntries(profiles)
        }).pipe(Effect.orDie),
    })
  },
})

describe('Users.profiles', { timeout: 60_000 }, () => {
  let server: TestServer
  let ann: string
  let ben: string
  const avatar = `/ojapi/public/avatar/${'b'.repeat(64)}.png`

  const profiles = async (uids: ReadonlyArray<string>) => {
    const reply = await server.api<Record<string, Record<string, unknown>>>(
      'POST',
      '/ojapi/users-probe/profiles',
      { body: { uids } },
    )
    expect(reply.httpStatus).toBe(200)
    return reply.body.data!
  }

  beforeAll(async () => {
    server = await startTestServer({ modules: [usersProbe], log: () => {} })
    ann = await server.createUser({
      username: 'ann',
      password: 'ann-password',
      email: 'ann@example.com',
      nickname: 'Annie',
      realname: 'Ann Smith',
      school: 'North',
    })
    ben = await server.createUser({ username: 'ben', password: 'ben-password' })
    await server.db.client
      .update(userInfo)
      .set({
        avatar,
        titleName: 'Master',
        titleColor: '#00ff00',
        number: '20240001',
        gender: 'female',
        signature: 'Hello',
      })
      .where(eq(userInfo.uuid, ann))
  })
  afterAll(() => server?.close())

  it('answers the public profile of each known uid; unknown uids are left out', async () => {
    const found = await profiles([ann, 'no-such-uid', ben, ann])
    expect(Object.keys(found).sort()).toEqual([ann, ben].sort())
    expect(found[ann]).toEqual({
      uid: ann,
      username: 'ann',
      realname: 'Ann Smith',
      nickname: 'Annie',
      avatar,
      titleName: 'Master',
      titleColor: '#00ff00',
      gender: 'female',
      signature: 'Hello',
    })
    expect(found[ben]).toEqual({
      uid: ben,
      username: 'ben',
      realname: null,
      nickname: null,
      avatar: null,
      titleName: null,
      titleColor: null,
      gender: 'secrecy', // the accounts' default
      signature: null,
    })
  })

  it('never answers e-mail, password, student number or other private fields', async () => {
    const found = await profiles([ann])
    const text = JSON.stringify(found)
    for (const secret of ['ann@example.com', '20240001', 'North', 'email', 'password', 'number', 'school'])
      expect(text).not.toContain(secret)
  })

  it('answers an empty map for no uids or only unknown ones', async () => {
    expect(await profiles([])).toEqual({})
    expect(await profiles(['nobody', ''])).toEqual({})
    const direct = await Effect.runPromise(openUsers(server.db).profiles([]))
    expect(direct.size).toBe(0)
  })

  it('follows changes: the current username and nickname', async () => {
    await server.db.client
      .update(userInfo)
      .set({ username: 'benjamin', nickname: 'Benji' })
      .where(eq(userInfo.uuid, ben))
    const direct = await Effect.runPromise(openUsers(server.db).profiles([ben]))
    expect(direct.get(ben)).toMatchObject({ username: 'benjamin', nickname: 'Benji' })
  })

  it('finds users by their exact usernames (an @mention), keyed by username', async () => {
    const users = openUsers(server.db)
    const found = await Effect.runPromise(users.byUsernames(['ann', 'nobody', 'ann', 'ANN']))
    expect([...found.keys()]).toEqual(['ann'])
    expect(found.get('ann')).toMatchObject({ uid: ann, username: 'ann', nickname: 'Annie' })
    expect(JSON.stringify([...found.values()])).not.toContain('ann@example.com')
    expect((await Effect.runPromise(users.byUsernames([]))).size).toBe(0)
  })
})
