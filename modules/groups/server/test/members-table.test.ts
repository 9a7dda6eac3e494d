import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Spec 3 §6's member rules as a table over HTTP: every standing of the caller in a group (a
// stranger, applying, refused, member, admin, root member, the owner, a super admin outside it) ×
// every member action, each cell on a fresh protected group holding an applicant (1), a member (3)
// and an admin (4) beside the owner, answered as the spec says (or with its error).

type Reply = { httpStatus: number; body: { status: number; msg: string; data: unknown } }

let server: TestServer
const tokens: Record<string, string> = {}
const uids: Record<string, string> = {}

const api = (method: string, path: string, token: string | undefined, body?: unknown): Promise<Reply> =>
  server.api(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  }) as Promise<Reply>

const ok = async (reply: Promise<Reply>) => {
  const r = await reply
  expect(r.body.msg, JSON.stringify(r.body)).toBe('success')
  return r
}

const LEVELS = ['stranger', 'applying', 'refused', 'member', 'admin', 'root', 'owner', 'superAdmin'] as const
type Level = (typeof LEVELS)[number]

let made = 0
/** A fresh protected group with t1 applying, t3 a member, t4 an admin, and the actor at `level`. */
async function groupWith(level: Level): Promise<{ gid: number; actor: string }> {
  made += 1
  const shortName = `tbl${String(made).padStart(4, '0')}`
  await ok(
    api('POST', '/group', tokens.owner, {
      name: `Table group ${made}`,
      shortName,
      brief: 'A group of the member table',
      description: 'Made by the member table test',
      auth: 2,
      code: 'abcdef',
    }),
  )
  const list = await api('GET', `/get-group-list?onlyMine=true&keyword=${shortName}`, tokens.owner)
  const gid = (list.body.data as { records: Array<{ id: number }> }).records[0]!.id
  const apply = (who: string) =>
    ok(api('POST', '/group/member', tokens[who], { gid, reason: 'let me in please' }))
  const set = (who: string, auth: number) =>
    ok(api('PUT', '/group/member', tokens.owner, { gid, uid: uids[who], auth }))
  await apply('t1')
  await apply('t3')
  await set('t3', 3)
  await apply('t4')
  await set('t4', 4)
  const stored: Partial<Record<Level, number>> = { applying: 1, refused: 2, member: 3, admin: 4, root: 5 }
  const auth = stored[level]
  if (auth !== undefined) {
    await apply('actor')
    if (auth > 1) await set('actor', auth)
  }
  const actor = level === 'owner' ? tokens.owner! : level === 'superAdmin' ? tokens.root! : tokens.actor!
  return { gid, actor }
}

type Action = (gid: number, actor: string) => Promise<Reply>
const ACTIONS: Record<string, Action> = {
  'list members': (gid, t) => api('GET', `/group/get-member-list?gid=${gid}`, t),
  'list applications': (gid, t) => api('GET', `/group/get-apply-list?gid=${gid}`, t),
  'see the rank': (gid, t) => api('GET', `/get-group-rank-list?gid=${gid}&type=0`, t),
  'see the announcements': (gid, t) => api('GET', `/group/get-announcement-list?gid=${gid}`, t),
  'admit an applicant (1 → 3)': (gid, t) => api('PUT', '/group/member', t, { gid, uid: uids.t1, auth: 3 }),
  'refuse an applicant (1 → 2)': (gid, t) => api('PUT', '/group/member', t, { gid, uid: uids.t1, auth: 2 }),
  'make a member admin (3 → 4)': (gid, t) => api('PUT', '/group/member', t, { gid, uid: uids.t3, auth: 4 }),
  'demote an admin (4 → 3)': (gid, t) => api('PUT', '/group/member', t, { gid, uid: uids.t4, auth: 3 }),
  'change the owner (5 → 3)': (gid, t) => api('PUT', '/group/member', t, { gid, uid: uids.owner, auth: 3 }),
  'remove an applicant': (gid, t) => api('DELETE', `/group/member?gid=${gid}&uid=${uids.t1}`, t),
  'remove a member': (gid, t) => api('DELETE', `/group/member?gid=${gid}&uid=${uids.t3}`, t),
  'remove an admin': (gid, t) => api('DELETE', `/group/member?gid=${gid}&uid=${uids.t4}`, t),
  'remove the owner': (gid, t) => api('DELETE', `/group/member?gid=${gid}&uid=${uids.owner}`, t),
  'post an announcement': (gid, t) =>
    api('POST', '/group/announcement', t, { gid, title: 'Hello', content: 'From the table' }),
  'change the group': (gid, t) => api('PUT', '/group', t, { id: gid, brief: 'A changed brief' }),
  'disband the group': (gid, t) => api('DELETE', `/group?gid=${gid}`, t),
  exit: (gid, t) => api('DELETE', `/group/member/exit?gid=${gid}`, t),
  join: (gid, t) => api('POST', '/group/member', t, { gid, reason: 'let me in please' }),
}

// The expected outcome per level, in LEVELS order: 'ok' or an HTTP status.
// (the owner removing themselves is exiting: refused with 400, they disband instead)
type Cell = 'ok' | 403 | 404 | 400
const T: Record<keyof typeof ACTIONS, ReadonlyArray<Cell>> = {
  //                              stranger applying refused member admin root owner superAdmin
  'list members': [403, 403, 403, 'ok', 'ok', 'ok', 'ok', 'ok'],
  'list applications': [403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok'],
  'see the rank': [403, 403, 403, 'ok', 'ok', 'ok', 'ok', 'ok'],
  'see the announcements': [403, 403, 403, 'ok', 'ok', 'ok', 'ok', 'ok'],
  'admit an applicant (1 → 3)': [403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok'],
  'refuse an applicant (1 → 2)': [403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok'],
  'make a member admin (3 → 4)': [403, 403, 403, 403, 403, 'ok', 'ok', 'ok'],
  'demote an admin (4 → 3)': [403, 403, 403, 403, 403, 'ok', 'ok', 'ok'],
  'change the owner (5 → 3)': [403, 403, 403, 403, 403, 403, 403, 403],
  'remove an applicant': [403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok'],
  'remove a member': [403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok'],
  'remove an admin': [403, 403, 403, 403, 403, 'ok', 'ok', 'ok'],
  'remove the owner': [403, 403, 403, 403, 403, 403, 400, 'ok'],
  'post an announcement': [403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok'],
  'change the group': [403, 403, 403, 403, 403, 'ok', 'ok', 'ok'],
  'disband the group': [403, 403, 403, 403, 403, 403, 'ok', 'ok'],
  exit: [404, 'ok', 'ok', 'ok', 'ok', 'ok', 400, 404],
  join: ['ok', 403, 'ok', 403, 403, 403, 403, 'ok'],
}

beforeAll(async () => {
  server = await startTestServer({ env: { OJ_MODULES: 'problems,groups' }, log: () => {} })
  for (const name of ['owner', 'actor', 't1', 't3', 't4'])
    uids[name] = await server.createUser({ username: name, password: `${name}-password` })
  tokens.root = await server.login('root', TEST_ADMIN_PASSWORD)
  for (const name of ['owner', 'actor', 't1', 't3', 't4'])
    tokens[name] = await server.login(name, `${name}-password`)
  // creating groups is limited by the site's switches: lifted for the table's owner
  await ok(
    api('PUT', '/admin/switch/update', tokens.root, {
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 10_000,
      defaultCreateGroupLimit: 10_000,
    }),
  )
}, 60_000)

afterAll(() => server?.close())

describe('the member table of spec 3 §6', () => {
  for (const [action, cells] of Object.entries(T)) {
    it(`${action}: ${LEVELS.map((l, i) => `${l} ${cells[i]}`).join(', ')}`, async () => {
      const seen: Record<string, Cell | number> = {}
      const want: Record<string, Cell> = {}
      for (const [i, level] of LEVELS.entries()) {
        const { gid, actor } = await groupWith(level)
        const reply = await ACTIONS[action]!(gid, actor)
        seen[level] = reply.body.msg === 'success' ? 'ok' : reply.httpStatus
        want[level] = cells[i]!
      }
      expect(seen).toEqual(want)
    }, 120_000)
  }

  it('an admitted member sees the content; a level change shows in get-group-auth', async () => {
    const { gid } = await groupWith('applying')
    const auth = async () => (await api('GET', `/get-group-auth?gid=${gid}`, tokens.actor)).body.data
    expect(await auth()).toBe(1)
    expect((await api('GET', `/get-group-access?gid=${gid}`, tokens.actor)).body.data).toEqual({
      access: false,
    })
    await ok(api('PUT', '/group/member', tokens.owner, { gid, uid: uids.actor, auth: 3 }))
    expect(await auth()).toBe(3)
    expect((await api('GET', `/get-group-access?gid=${gid}`, tokens.actor)).body.data).toEqual({
      access: true,
    })
    expect((await api('GET', `/get-group-auth?gid=${gid}`, tokens.owner)).body.data).toBe(5)
    expect((await api('GET', `/get-group-auth?gid=${gid}`, tokens.root)).body.data).toBe(5)
  })

  it('the owner removed by a super admin disbands the group', async () => {
    const { gid } = await groupWith('superAdmin')
    await ok(api('DELETE', `/group/member?gid=${gid}&uid=${uids.owner}`, tokens.root))
    expect((await api('GET', `/get-group-detail?gid=${gid}`, tokens.owner)).httpStatus).toBe(404)
  })
})
