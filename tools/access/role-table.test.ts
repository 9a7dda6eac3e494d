// Walks the role × route table (README.md here) against a running server with every installed module
// and a stand-in contest: every served route must have a row, every row must be served, and each
// caller must get what its row says, on empty input and on the table's objects (another user's
// submission, a private problem's, a contest's during and after it, a hidden problem).
import { installedModules } from '@oj/platform-server'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addRealContests, setRealContestState } from './real-contest.ts'
import { standInContest } from './stand-in-contest.ts'
import { type Caller, CALLERS, expected, loadTable, mismatch, type Outcome } from './table.ts'

const files = loadTable()
const routeRows = files.flatMap((f) => f.routes.map((row) => ({ ...row, file: f.file })))
const objectCases = files.flatMap((f) => f.cases.map((row) => ({ ...row, file: f.file })))
const stand = standInContest()
// The contests module, when installed, serves the 'cid' scope itself: its real contest replaces the stand-in.
const realContests = installedModules.some((m) => m.id === 'contests')

let server: TestServer
const tokens = new Map<Caller, string>()
const accounts = new Map<Caller, { username: string; password: string }>()
const fixtures = new Map<string, number | string>()
let address = 0
/** Prefixes of the APIs served beside /ojapi (the ICPC Contest API's /api): their rows name the whole path. */
let otherBases: ReadonlyArray<string> = []

/** Each request comes from an address of its own, so that per-address limits never answer for roles. */
const nextAddress = () => {
  address++
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

interface Reply {
  readonly status: number
  readonly data: unknown
}

async function call(method: string, path: string, token: string | undefined, body?: unknown): Promise<Reply> {
  const withBody = method !== 'GET' && method !== 'DELETE'
  const outside = otherBases.some((base) => path.startsWith(`${base}/`))
  const response = await server.request(outside ? path : `/ojapi${path}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      'X-Forwarded-For': nextAddress(),
      ...(token ? { Authorization: token } : {}),
      ...(withBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(withBody ? { body: JSON.stringify(body ?? {}) } : {}),
  })
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    // A page, an image, an event stream or feed: only its status is checked.
    await response.body?.cancel()
    return { status: response.status, data: undefined }
  }
  // An API of another shape answers its data itself (no envelope).
  if (outside) return { status: response.status, data: await response.json() }
  const envelope = (await response.json()) as { data?: unknown }
  return { status: response.status, data: envelope.data }
}

async function login(caller: Caller): Promise<string> {
  const account = accounts.get(caller)!
  const reply = await server.api<{ token: string }>('POST', '/ojapi/login', {
    body: account,
    headers: { 'X-Forwarded-For': nextAddress() },
  })
  if (!reply.body.data) throw new Error(`login of ${account.username} failed: ${reply.body.msg}`)
  return reply.body.data.token
}

/** `{name}` placeholders: a whole string becomes the fixture itself (a number stays one). */
function fill(value: unknown): unknown {
  if (typeof value === 'string') {
    const whole = /^\{([\w.]+)\}$/.exec(value)
    if (whole) return fixture(whole[1] as string)
    return value.replace(/\{([\w.]+)\}/g, (_, name: string) => String(fixture(name)))
  }
  if (Array.isArray(value)) return value.map(fill)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [fill(key) as string, fill(v)] as const),
    )
  }
  return value
}
const fixture = (name: string) => {
  const value = fixtures.get(name)
  if (value === undefined) throw new Error(`the table names an unknown fixture {${name}}`)
  return value
}

/** Checks one call for every caller; answers the mismatches. */
async function walk(
  what: string,
  expect: Parameters<typeof expected>[0],
  send: (caller: Caller) => Promise<Reply>,
): Promise<Array<string>> {
  const problems: Array<string> = []
  for (const caller of CALLERS) {
    const outcome: Outcome | undefined = expected(expect, caller)
    if (outcome === undefined) {
      problems.push(`${what} as ${caller}: the table says nothing`)
      continue
    }
    const reply = await send(caller)
    const wrong = mismatch(fill(outcome) as Outcome, reply.status, reply.data)
    if (wrong) problems.push(`${what} as ${caller}: ${wrong}`)
  }
  return problems
}

/** A finished (or pending) submission stored directly, with two judged cases printing `echo <n>`. */
async function storeSubmission(fields: {
  pid: number
  uid: string
  username: string
  status: number
  cid?: number
  errorMessage?: string
}): Promise<number> {
  const result = await server.db.client.execute(sql`
    insert into problems.submission
      (pid, display_pid, display_id, uid, username, cid, status, time, memory, length, language, code,
       error_message, priority, family)
    values (${fields.pid}, ${'P' + fields.pid}, ${fields.cid ? 'A' : null}, ${fields.uid},
       ${fields.username}, ${fields.cid ?? 0}, ${fields.status}, 1, 1, 13, 'C', 'int main() {}',
       ${fields.errorMessage ?? null}, 'normal', 'access')
    returning submit_id`)
  const submitId = Number((result as unknown as { rows: Array<{ submit_id: number }> }).rows[0]!.submit_id)
  for (const n of [1, 2]) {
    await server.db.client.execute(sql`
      insert into problems.judge_case
        (submit_id, attempt, case_id, seq, input_name, output_name, status, time, memory, user_output)
      values (${submitId}, 1, ${n}, ${n}, ${n + '.in'}, ${n + '.out'}, ${fields.status}, 1, 1, ${'echo ' + n})`)
  }
  return submitId
}

beforeAll(async () => {
  server = await startTestServer({
    modules: realContests ? installedModules : [...installedModules, stand.module],
    log: () => {},
  })
  for (const caller of CALLERS) {
    if (caller === 'anon') continue
    const account = { username: `r-${caller}`.slice(0, 20), password: 'role-pass' }
    await server.createUser({ ...account, roles: [caller] })
    accounts.set(caller, account)
    tokens.set(caller, await login(caller))
  }
  const strangerUid = await server.createUser({ username: 'stranger', password: 'stranger-pass' })
  const root = await server.login('root', TEST_ADMIN_PASSWORD)
  const doc = (await (await server.request('/ojapi/openapi.json')).json()) as {
    paths: Record<string, unknown>
  }
  otherBases = [
    ...new Set(
      Object.keys(doc.paths)
        .filter((path) => !path.startsWith('/ojapi/'))
        .map((path) => `/${path.split('/')[1]}`),
    ),
  ]

  const create = async (problemId: string, extra: Record<string, unknown>, token = root) => {
    const reply = await server.api<{ pid: number }>('POST', '/ojapi/admin/problem', {
      token,
      body: {
        problem: { problemId, title: `Access ${problemId}`, ...extra },
        samples: [{ input: '1', output: '1' }],
      },
    })
    if (!reply.body.data) throw new Error(`problem ${problemId}: ${reply.body.msg}`)
    return reply.body.data.pid
  }
  const open = await create('AT1', {})
  const priv = await create('AT2', { auth: 2 })
  const hidden = await create('AT3', { auth: 3 })
  const closed = await create('AT4', { openCaseResult: false })
  stand.contest.pid = hidden
  if (realContests) {
    const [author] = (
      (await server.db.client.execute(
        sql`select uuid, username from platform.user_info where username = ${accounts.get('admin')!.username}`,
      )) as unknown as { rows: Array<{ uuid: string; username: string }> }
    ).rows
    const { privateCid } = await addRealContests(
      server,
      { uid: author!.uuid, username: author!.username },
      hidden,
    )
    fixtures.set('contest.private', privateCid)
  }
  fixtures.set('problem.private', 'AT2').set('problem.hidden', 'AT3').set('pid.private', priv)
  // A private problem the `admin` caller authored (the others are root's).
  fixtures.set('pid.admins', await create('AT5', { auth: 2 }, tokens.get('admin')))

  const [mine] = (
    (await server.db.client.execute(
      sql`select uuid from platform.user_info where username = ${accounts.get('default_user')!.username}`,
    )) as unknown as { rows: Array<{ uuid: string }> }
  ).rows
  const user = { uid: mine!.uuid, username: accounts.get('default_user')!.username }
  const other = { uid: strangerUid, username: 'stranger' }
  const AC = 0
  const WA = -1
  const store = async (name: string, fields: Parameters<typeof storeSubmission>[0]) =>
    fixtures.set(name, await storeSubmission(fields))
  await store('sub.open.mine', { pid: open, ...user, status: WA })
  await store('sub.open.other', { pid: open, ...other, status: AC })
  await store('sub.ce.mine', {
    pid: open,
    ...user,
    status: -2,
    errorMessage: "main.cpp:1: error: expected ';'",
  })
  await store('sub.se.mine', {
    pid: open,
    ...user,
    status: 4,
    errorMessage: 'checker failed: /judge/chk.cpp:3',
  })
  await store('sub.private.mine', { pid: priv, ...user, status: AC })
  await store('sub.private.other', { pid: priv, ...other, status: AC })
  await store('sub.hidden.other', { pid: hidden, ...other, status: AC })
  await store('sub.closed.mine', { pid: closed, ...user, status: WA })
  await store('sub.contest.mine', { pid: hidden, ...user, status: WA, cid: 1 })
  await store('sub.contest.other', { pid: hidden, ...other, status: AC, cid: 1 })
}, 240_000)
afterAll(() => server?.close())

describe('the role × route table', { timeout: 120_000 }, () => {
  it('has a row for every served route, and serves every row', async () => {
    const doc = (await (await server.request('/ojapi/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.replace(/^\/ojapi/, '').replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    )
    const rows = routeRows.map((r) => r.route)
    expect(served.length).toBeGreaterThan(80)
    expect(
      served.filter((route) => !rows.includes(route)),
      'served routes missing from the table',
    ).toEqual([])
    expect(
      rows.filter((route) => !served.includes(route)),
      'rows of routes not served',
    ).toEqual([])
    expect(new Set(rows).size, 'a route with two rows').toBe(rows.length)
    const cases = routeRows.length * CALLERS.length
    const objects = objectCases.length * CALLERS.length
    console.log(
      `role table: ${routeRows.length} routes × ${CALLERS.length} callers = ${cases} cases; ` +
        `${objectCases.length} per-object cases × ${CALLERS.length} callers = ${objects} calls`,
    )
  })

  it.each(routeRows.map((row) => [row.route, row] as const))('%s', async (_name, row) => {
    const [method, path] = row.route.split(' ') as [string, string]
    const problems = await walk(row.route, row.expect, async (caller) => {
      const token = caller === 'anon' ? undefined : row.ownSession ? await login(caller) : tokens.get(caller)
      return call(method, path.replace(/:(\w+)/g, 'x'), token)
    })
    expect(problems).toEqual([])
  })

  it.each(objectCases.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const state = row.contest ?? 'running'
    if (realContests) await setRealContestState(server, state)
    else if (state === 'scheduled')
      return // the stand-in contest is never scheduled
    else stand.contest.state = state
    const [method, target] = (fill(row.call) as string).split(' ') as [string, string]
    const body = row.body === undefined ? undefined : fill(row.body)
    const problems = await walk(`${row.call}`, row.expect, (caller) =>
      call(method, target, caller === 'anon' ? undefined : tokens.get(caller), body),
    )
    expect(problems).toEqual([])
  })
})
