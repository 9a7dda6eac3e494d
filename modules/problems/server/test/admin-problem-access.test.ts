// Per-problem access of the admin problem calls (HOJ's rule): root and problem admins manage any
// problem, an admin only the ones they authored; others are refused before any object is read.
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import type { RoleName } from '@oj/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import problemsModule from '../src/index.ts'

let server: TestServer
const tokens: Record<string, string> = {}
/** Problem ids: one created by root, one by the admin 'ada'. */
let rootsPid: number
let adasPid: number

const NO_PERMISSION = 'Sorry, you do not have permission for this operation'

const api = <T>(method: string, path: string, token: string | undefined, body?: unknown) =>
  server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })
const casesOf = (pid: number, who: string | undefined) =>
  api<Array<{ input: string }>>('GET', `/admin/problem/get-problem-cases?pid=${pid}`, who && tokens[who])
const create = async (who: string, problemId: string) => {
  const reply = await api<{ pid: number }>('POST', '/admin/problem', tokens[who], {
    problem: { problemId, title: problemId },
    samples: [{ input: `${problemId} in`, output: `${problemId} out` }],
  })
  if (!reply.body.data) throw new Error(`${problemId}: ${reply.body.msg}`)
  return reply.body.data.pid
}
beforeAll(async () => {
  server = await startTestServer({ modules: [problemsModule], log: () => {} })
  tokens['root'] = await server.login('root', TEST_ADMIN_PASSWORD)
  const users: Array<[string, RoleName]> = [
    ['ada', 'admin'],
    ['abe', 'admin'],
    ['pam', 'problem_admin'],
    ['uma', 'default_user'],
  ]
  for (const [username, role] of users) {
    await server.createUser({ username, password: `${username}-password`, roles: [role] })
    tokens[username] = await server.login(username, `${username}-password`)
  }
  rootsPid = await create('root', 'AC1')
  adasPid = await create('ada', 'AC2')
}, 120_000)
afterAll(() => server?.close())

describe('GET /admin/problem/get-problem-cases', () => {
  it.each([
    ['root', 'root’s', 200, () => rootsPid],
    ['root', 'an admin’s', 200, () => adasPid],
    ['pam', 'root’s', 200, () => rootsPid],
    ['pam', 'an admin’s', 200, () => adasPid],
    ['ada', 'her own', 200, () => adasPid],
    ['ada', 'root’s', 403, () => rootsPid],
    ['abe', 'another admin’s', 403, () => adasPid],
    ['uma', 'root’s', 403, () => rootsPid],
    [undefined, 'root’s', 401, () => rootsPid],
  ] as const)('as %s, of %s problem: %i', async (who, _, status, pid) => {
    const reply = await casesOf(pid(), who)
    expect(reply.httpStatus).toBe(status)
    if (status === 200) expect(reply.body.data!.map((c) => c.input)).toHaveLength(1)
    else expect(reply.body.data).toBeNull()
    if (status === 403) expect(reply.body.msg).toBe(NO_PERMISSION)
  })

  it('answers an unknown problem as missing, to an admin too', async () => {
    const reply = await casesOf(999_999, 'ada')
    expect(reply.httpStatus).toBe(404)
  })

  it('says the refusal in Chinese too', async () => {
    const reply = await server.api('GET', `/ojapi/admin/problem/get-problem-cases?pid=${rootsPid}`, {
      headers: { 'Accept-Language': 'zh-CN' },
      token: tokens['ada']!,
    })
    expect(reply.httpStatus).toBe(403)
    expect(reply.body.msg).toBe('对不起，您无权限进行此操作！')
  })
})

describe('PUT /admin/problem', () => {
  const rename = (pid: number, who: string, title: string, extra: Record<string, unknown> = {}) =>
    api<{ pid: number }>('PUT', '/admin/problem', tokens[who], {
      problem: { id: pid, title, ...extra },
      samples: [{ input: `${title} in`, output: `${title} out` }],
    })
  const stored = async (pid: number) =>
    (
      await api<Array<{ input: string }>>(
        'GET',
        `/admin/problem/get-problem-cases?pid=${pid}`,
        tokens['root'],
      )
    ).body.data!.map((c) => c.input)

  it('lets an admin change her own problem, and a problem admin anyone’s', async () => {
    expect((await rename(adasPid, 'ada', 'Ada 1')).httpStatus).toBe(200)
    expect(await stored(adasPid)).toEqual(['Ada 1 in'])
    expect((await rename(adasPid, 'pam', 'Pam 1')).httpStatus).toBe(200)
    expect((await rename(rootsPid, 'pam', 'Pam 2')).httpStatus).toBe(200)
    expect(await stored(rootsPid)).toEqual(['Pam 2 in'])
  })

  it.each([
    ['ada', 'root’s', () => rootsPid],
    ['abe', 'another admin’s', () => adasPid],
  ] as const)('refuses %s on %s problem with a 403, changing nothing', async (who, _, pid) => {
    const before = await stored(pid())
    const reply = await rename(pid(), who, 'Taken over')
    expect(reply.httpStatus).toBe(403)
    expect(reply.body.msg).toBe(NO_PERMISSION)
    expect(await stored(pid())).toEqual(before)
  })

  it('goes by the stored author, not the one the body names', async () => {
    const before = await stored(rootsPid)
    const reply = await rename(rootsPid, 'ada', 'Mine now', { author: 'ada' })
    expect(reply.httpStatus).toBe(403)
    expect(await stored(rootsPid)).toEqual(before)
  })

  it('answers an unknown problem as missing', async () => {
    expect((await rename(999_999, 'ada', 'Nothing')).httpStatus).toBe(404)
  })
})
