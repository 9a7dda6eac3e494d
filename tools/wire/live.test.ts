// The wire contract, live: a server with every installed module, its demo data and its embedded judge,
// called as HOJ's own client calls it. First the calls the issue names (a submission by display id
// judged; the statement's id, samples, score and extra files; the status of a problem list; Online
// Test; the last accepted code), then every HOJ call we serve, each reply held against HOJ's type.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AllowEntry, checkCalls } from './conformance.ts'
import { readWire } from './hoj-wire.ts'
import { callLive, liveOrder, type LiveReport, type Values } from './live.ts'

const spec = readWire()
const allow = JSON.parse(
  readFileSync(join(import.meta.dirname, 'allow-list.json'), 'utf8'),
) as Array<AllowEntry>

const AC_CODE =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n'

let server: TestServer
let rootToken: string
let language: string

type Reply<T> = { status: number; msg: string; data: T }
/** A call as HOJ's client sends it: the token, the Url-Type header, a JSON body. */
async function hoj<T>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
  const response = await fetch(`${server.url}/ojapi${path}`, {
    method,
    headers: {
      Authorization: rootToken,
      'Url-Type': path.startsWith('/admin/') ? 'admin' : 'general',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return (await response.json()) as Reply<T>
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 90_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

beforeAll(async () => {
  server = await startTestServer({ judge: true, log: () => {} })
  await server.seedDemo()
  await server.db.client.execute(
    sql`insert into platform.site_config (key, value) values ('defaultSubmitInterval', '0'::jsonb)
        on conflict (key) do update set value = excluded.value`,
  )
  rootToken = await server.login('root', TEST_ADMIN_PASSWORD)
  language = await until(async () => {
    const names = (await hoj<Array<{ name: string }>>('GET', '/languages')).data.map((l) => l.name)
    return names.find((n) => /^C\+\+/.test(n)) ?? names.find((n) => /C\+\+/.test(n))
  }, 'a C++ language from the embedded judge')
}, 120_000)
afterAll(() => server?.close())

// What the issue's calls leave behind, for the run over every call.
const made = { pid: 0, submitId: 0, testJudgeKey: '' }

describe("HOJ's client on the problem page", () => {
  it('reads the statement: id, samples as HOJ string, ioScore, extra files as JSON strings', async () => {
    const detail = await hoj<{ problem: Record<string, unknown> }>(
      'GET',
      '/get-problem-detail?problemId=P1000',
    )
    expect(detail.status).toBe(200)
    const problem = detail.data.problem
    expect(typeof problem['id']).toBe('number')
    made.pid = problem['id'] as number
    expect(problem['examples']).toMatch(/^<input>[\s\S]*<\/input><output>[\s\S]*<\/output>/)
    expect(typeof problem['ioScore']).toBe('number')
    for (const field of ['userExtraFile', 'judgeExtraFile'])
      if (problem[field] !== null) expect(typeof JSON.parse(problem[field] as string)).toBe('object')
  })

  it('submits with the display id as a string, and the submission is judged Accepted', async () => {
    const submitted = await hoj<{ submitId: number }>('POST', '/submit-problem-judge', {
      pid: 'P1000',
      language,
      code: AC_CODE,
      cid: 0,
      tid: null,
      gid: null,
      isRemote: false,
    })
    expect(submitted.msg).toBe('success')
    made.submitId = submitted.data.submitId
    const status = await until(async () => {
      const d = await hoj<{ submission: { status: number } }>(
        'GET',
        `/get-submission-detail?submitId=${made.submitId}`,
      )
      const s = d.data.submission.status
      return s === 5 || s === 6 || s === 7 ? undefined : s
    }, 'the verdict')
    expect(status).toBe(0)
  }, 120_000)

  it('asks the status of the page’s problems by the ids the statement gave', async () => {
    const reply = await hoj<Record<string, { status: number }>>('POST', '/get-user-problem-status', {
      pidList: [made.pid],
      isContestProblemList: false,
      containsEnd: false,
      cid: null,
      gid: null,
    })
    expect(reply.status).toBe(200)
    expect(reply.data[String(made.pid)]?.status).toBe(0)
  })

  it('runs Online Test with the pid of the statement', async () => {
    const key = await hoj<string>('POST', '/submit-problem-test-judge', {
      pid: made.pid,
      language,
      code: AC_CODE,
      type: 'public',
      userInput: '20 22\n',
      expectedOutput: '42\n',
      isRemoteJudge: false,
      cid: null,
      tid: null,
      gid: null,
    })
    expect(key.status).toBe(200)
    made.testJudgeKey = key.data
    const result = await until(async () => {
      const r = await hoj<{ status: number; userOutput?: string }>(
        'GET',
        `/get-test-judge-result?testJudgeKey=${encodeURIComponent(made.testJudgeKey)}`,
      )
      return r.data.status === 5 || r.data.status === 6 || r.data.status === 7 ? undefined : r.data
    }, 'the test run')
    expect(result.status).toBe(0)
    expect(result.userOutput?.trim()).toBe('42')
  }, 120_000)

  it('gets the last accepted code by pid', async () => {
    const reply = await hoj<{ code: string; language: string }>('GET', `/get-last-ac-code?pid=${made.pid}`)
    expect(reply.status).toBe(200)
    expect(reply.data.code).toBe(AC_CODE)
    expect(reply.data.language).toBe(language)
  })
})

describe('every HOJ call we serve, live', () => {
  it('answers HOJ-shaped requests with data of HOJ’s reply type', async () => {
    const doc = (await (await server.request('/ojapi/openapi.json')).json()) as Record<string, unknown>
    const checked = checkCalls(doc, spec, allow)
    const servedNames = new Set(checked.filter((r) => r.served).map((r) => r.call))
    const emptyNames = new Set(checked.filter((r) => r.empty).map((r) => r.call))
    const calls = liveOrder(spec.calls.filter((c) => servedNames.has(`${c.method} ${c.path}`)))
    const me = await hoj<{ uid: string }>('GET', '/get-user-info')
    // A submission of its own for the calls that change one (rejudge, cancel, manual judge, share).
    const other = await hoj<{ submitId: number }>('POST', '/submit-problem-judge', {
      pid: 'P1000',
      language,
      code: 'int main() { return 0; }',
      cid: 0,
      tid: null,
      gid: null,
      isRemote: false,
    })
    expect(other.status).toBe(200)
    const values: Values = {
      byName: {
        problemId: { string: 'P1000' },
        pid: { number: made.pid, string: 'P1000' },
        pidList: [made.pid],
        submitId: other.data.submitId,
        submitIds: [made.submitId, other.data.submitId],
        testJudgeKey: made.testJudgeKey,
        uid: me.data.uid,
        username: 'root',
        password: TEST_ADMIN_PASSWORD,
        oldPassword: TEST_ADMIN_PASSWORD,
        newPassword: TEST_ADMIN_PASSWORD,
        currentPage: 1,
        limit: 10,
        keyword: '',
        // The ids HOJ's client has not got, outside a contest, training or group.
        cid: null,
        tid: null,
        gid: null,
        language,
        code: AC_CODE,
        userInput: '1 2\n',
        expectedOutput: '3\n',
        type: { number: 0, string: 'public' },
        isRemote: false,
        isRemoteJudge: false,
        isContestProblemList: false,
        containsEnd: false,
        onlyMine: false,
        completeProblemID: false,
        forceRefresh: false,
        status: 0,
        share: true,
        email: 'wire-check@example.com',
        title: 'Wire check',
        content: 'Sent as HOJ’s client sends it',
      },
      perCall: {
        // In a contest's screens HOJ's client always has the contest's id (the demo data's first
        // contest, when the contests module is on).
        'POST /check-contest-submissions-status': { cid: 1 },
        'GET /get-contest-info': { cid: 1 },
        'GET /get-contest-access': { cid: 1 },
        'GET /get-contest-problem': { cid: 1 },
        'GET /get-contest-announcement': { cid: 1 },
        'GET /get-contest-outsize-info': { cid: 1 },
        'POST /get-contest-rank': { cid: 1 },
        'POST /get-contest-outside-scoreboard': { cid: 1 },
        'POST /get-contest-not-read-announcement': { cid: 1 },
        'POST /register-contest': { cid: 1 },
        'GET /get-contest-problem-details': { cid: 1, displayId: 'A' },
        'GET /contest-submissions': { contestID: 1, problemID: null },
        'GET /get-contest-scroll-board-info': { cid: 1 },
        'GET /get-contest-ac-info': { cid: 1 },
        'PUT /check-contest-ac-info': { cid: 1, id: 1 },
        'GET /get-contest-print': { cid: 1 },
        'PUT /check-contest-print-status': { cid: 1, id: 1 },
        'POST /submit-print-text': {
          cid: 1,
          content: 'A text of at least fifty characters, as a contestant prints it.',
        },
        'GET /get-contest-scroll-board-submission': { cid: 1 },
        // In a group's screens HOJ's client has the group's id (the demo data's first group).
        'POST /group/announcement': { gid: 1 },
        'PUT /group/member': { gid: 1 },
        'POST /group/add-contest-problem-from-public': { cid: 1, displayId: 'Z' },
        'POST /group/contest-announcement': { cid: 1 },
        'PUT /group/contest-announcement': { cid: 1 },
        'PUT /group/contest-problem': { cid: 1 },
        'GET /admin/msg/notice': { type: null },
        'POST /admin/msg/notice': { type: 'All' },
        'DELETE /msg/clean': { type: 'sys' },
        // The admin area's contest screens have their contest's id.
        'POST /admin/contest/add-problem-from-public': { cid: 1, displayId: 'Z' },
        'POST /admin/contest/announcement': { cid: 1 },
        'PUT /admin/contest/announcement': { cid: 1 },
        'PUT /admin/contest/contest-problem': { cid: 1 },
      },
    }
    let token = rootToken
    const client = {
      url: server.url,
      token: async () => {
        // A call may end root's session (logout, a password change): sign in again.
        const check = await server.api('GET', '/ojapi/get-user-auth-info', { token })
        if (check.httpStatus === 401) token = await server.login('root', TEST_ADMIN_PASSWORD)
        return token
      },
    }
    const reports: Array<LiveReport> = []
    for (const call of calls) reports.push(await callLive(client, call, spec, values, allow))
    const own = reports.filter((r) => !emptyNames.has(r.call))
    const conforming = own.filter((r) => r.outcome === 'conforms')
    const refused = own.filter((r) => r.outcome === 'refused')
    const emptyOk = reports.filter((r) => emptyNames.has(r.call) && r.outcome === 'conforms')
    console.log(
      `wire conformance, live: ${conforming.length} of ${own.length} HOJ calls we serve answer HOJ's ` +
        `request with data of HOJ's type (${conforming.filter((r) => r.excused.length).length} with ` +
        `allow-listed differences); ${emptyOk.length} of ${emptyNames.size} calls of modules that are off ` +
        `answer empty data of HOJ's type; ${refused.length} refused for reasons of their own:\n` +
        refused.map((r) => `  ${r.call}: ${r.status || ''} ${r.msg}`).join('\n'),
    )
    expect(conforming.length).toBeGreaterThanOrEqual(30)
    const failures = reports
      .filter((r) => r.outcome === 'failed' || r.outcome === 'mismatch')
      .flatMap((r) =>
        r.outcome === 'failed'
          ? [`${r.call}: ${r.status} ${r.msg}`]
          : r.issues.map((i) => `${r.call} ${i.path || '(data)'}: ${i.problem}`),
      )
    expect(failures).toEqual([])
  }, 180_000)
})
