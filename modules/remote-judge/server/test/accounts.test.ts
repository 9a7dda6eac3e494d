import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import {
  REMOTE_ACCOUNTS_SUBJECT,
  REMOTE_ACCOUNTS_WANTED_SUBJECT,
  type RemoteAccountSet,
} from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The accounts over HTTP, through the real platform: sealed at rest, never shown, the super
// admin's alone, sent to the judges (still sealed) after each change and when one asks.
describe('remote judge accounts over HTTP', { timeout: 60_000 }, () => {
  let server: TestServer
  let token: string
  const sets: RemoteAccountSet[] = []
  const saved = process.env.OJ_REMOTE_JUDGE_KEY
  beforeAll(async () => {
    process.env.OJ_REMOTE_JUDGE_KEY = 'a key of this test'
    server = await startTestServer({ log: () => {} })
    token = await server.login('root', TEST_ADMIN_PASSWORD)
    await server.bus.subscribe(REMOTE_ACCOUNTS_SUBJECT, 'test-accounts', async (msg) => {
      sets.push(msg.json<RemoteAccountSet>())
      await msg.ack()
    })
  })
  afterAll(async () => {
    await server?.close()
    if (saved === undefined) delete process.env.OJ_REMOTE_JUDGE_KEY
    else process.env.OJ_REMOTE_JUDGE_KEY = saved
  })
  const call = (method: string, path: string, body?: unknown, as = token) =>
    server.api<any>(method, `/ojapi${path}`, {
      token: as,
      headers: { 'Accept-Language': 'en' },
      ...(body ? { body } : {}),
    })
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
    return check()
  }

  it('adds, lists, changes and removes accounts, passwords sealed and never shown', async () => {
    const added = await call('POST', '/admin/remote-judge/account', {
      oj: 'cf',
      username: ' tourist ',
      password: 'p@ss word',
    })
    expect(added.body.data).toMatchObject({ oj: 'CF', username: 'tourist' })
    expect(JSON.stringify(added.body)).not.toContain('p@ss word')
    const [row] = (
      (await server.db.client.execute(sql`select secret from "remote-judge".account`)) as {
        rows: Array<{ secret: string }>
      }
    ).rows
    expect(row?.secret).toMatch(/^v1\./)
    expect(row?.secret).not.toContain('p@ss')
    const listed = await call('GET', '/admin/remote-judge/accounts?oj=CF')
    expect(listed.body.data).toEqual([expect.objectContaining({ username: 'tourist' })])
    expect(JSON.stringify(listed.body.data)).not.toMatch(/secret|p@ss/)
    expect(await until(() => sets.some((s) => s.accounts.some((a) => a.username === 'tourist')))).toBe(true)
    expect(JSON.stringify(sets)).not.toContain('p@ss word')
    const twice = await call('POST', '/admin/remote-judge/account', {
      oj: 'CF',
      username: 'tourist',
      password: 'x',
    })
    expect([twice.httpStatus, twice.body.msg]).toEqual([409, 'CF has an account tourist already'])
    const changed = await call('PUT', '/admin/remote-judge/account', {
      id: added.body.data.id,
      username: 'petr',
    })
    expect(changed.body.data).toMatchObject({ username: 'petr' })
    const sites = await call('GET', '/admin/remote-judge/sites')
    expect(sites.body.data.keySet).toBe(true)
    expect(sites.body.data.sites.find((s: { oj: string }) => s.oj === 'CF')).toMatchObject({
      name: 'Codeforces',
      accounts: 1,
    })
    expect((await call('DELETE', `/admin/remote-judge/account?id=${added.body.data.id}`)).httpStatus).toBe(
      200,
    )
    expect((await call('GET', '/admin/remote-judge/accounts?oj=CF')).body.data).toEqual([])
    expect((await call('DELETE', `/admin/remote-judge/account?id=${added.body.data.id}`)).httpStatus).toBe(
      404,
    )
  })

  it('answers a judge that asks for the accounts', async () => {
    const before = sets.length
    await server.bus.publish(REMOTE_ACCOUNTS_WANTED_SUBJECT, {
      worker: 'w',
      sentAt: new Date().toISOString(),
    })
    expect(await until(() => sets.length > before)).toBe(true)
  })

  it('refuses bad input and callers who are not the super admin, with clear messages', async () => {
    const unknown = await call('POST', '/admin/remote-judge/account', {
      oj: 'XYZ',
      username: 'a',
      password: 'b',
    })
    expect([unknown.httpStatus, unknown.body.msg]).toEqual([
      400,
      'No such remote judge: use one of HDU, CF, GYM, POJ, AC, SPOJ, HOJ',
    ])
    const empty = await call('POST', '/admin/remote-judge/account', {
      oj: 'CF',
      username: ' ',
      password: 'b',
    })
    expect([empty.httpStatus, empty.body.msg]).toEqual([400, 'The username is required'])
    const uid = await server.createUser({ username: 'plainuser', password: 'plain-pass' })
    expect(uid).toBeTruthy()
    const user = await server.login('plainuser', 'plain-pass')
    expect((await call('GET', '/admin/remote-judge/accounts?oj=CF', undefined, user)).httpStatus).toBe(403)
    expect((await server.api('GET', '/ojapi/admin/remote-judge/sites')).httpStatus).toBe(401)
    process.env.OJ_REMOTE_JUDGE_KEY = ''
    try {
      const keyless = await call('POST', '/admin/remote-judge/account', {
        oj: 'CF',
        username: 'a',
        password: 'b',
      })
      expect([keyless.httpStatus, keyless.body.msg]).toEqual([
        400,
        'Remote judge passwords are sealed with OJ_REMOTE_JUDGE_KEY, which this server’s environment does not set',
      ])
    } finally {
      process.env.OJ_REMOTE_JUDGE_KEY = 'a key of this test'
    }
  })
})
