// Nothing a sealed viewer can call depends on a hidden verdict (issue 39 item 16). Two servers with
// every installed module are set up alike but for the verdicts a seal hides from alice: bob's run in a
// running ACM contest, alice's own run in a running OI contest (OI hides one's own verdicts while
// sealed), and bob's run in an ended ACM contest whose board stays sealed. In one world those runs
// are Accepted, in the other wrong (the ACM one stopped at its first case, as ACM judging does).
// Alice then walks every call a contestant can make: every GET route the server serves (filled with
// the contests' ids, the problems, the runs, for each contest) and the POST routes that read; every
// other POST route a user may call is named a write below. Any reply that differs between the two
// worlds (times set aside) tells a hidden verdict.
import { rebuildBoard } from '@oj/contests-server/board'
import { installedModules } from '@oj/platform-server'
import {
  offerLanguage,
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from '@oj/platform-server/testing'
import { JudgeStatus } from '@oj/sdk'
import { Db, type FinalReport, laneOf, RESULTS_LANE } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const HOUR = 3_600_000
const LANGUAGE = 'C (sealed walk)'
/** How long after its runs the third contest ends (it must end before the walk). */
const C3_ENDS_IN = 12_000

/** POST routes that only read: walked with the bodies of `readBodies`. */
const READ_POSTS = [
  '/get-contest-rank',
  '/get-contest-outside-scoreboard',
  '/get-virtual-contest-rank',
  '/get-user-problem-status',
  '/check-submissions-status',
  '/check-contest-submissions-status',
  '/get-contest-not-read-announcement',
]
/** POST routes a user may call that write (their replies carry no verdicts): not walked. */
const WRITE_POSTS = [
  '/login',
  '/logout',
  '/register',
  '/check-username-or-email',
  '/apply-reset-password',
  '/reset-password',
  '/change-password',
  '/change-email',
  '/change-userInfo',
  '/check-slide-puzzle',
  '/file/upload-avatar',
  '/submit-problem-judge',
  '/submit-problem-test-judge',
  '/resubmit',
  '/register-contest',
  '/register-training',
  '/start-virtual-contest',
  '/submit-print-text',
  '/discussion',
  '/discussion-report',
  '/comment',
  '/reply',
  '/file/delete-md-img',
  '/group',
  '/group/member',
  '/group/announcement',
  '/group/problem',
  '/group/discussion',
  '/group/training',
  '/group/add-training-problem-from-public',
  '/group/add-training-problem-from-group',
  '/group/compile-spj',
  '/group/compile-interactive',
  '/file/upload-testcase-zip',
  '/file/upload-md-img',
  '/file/upload-md-file',
  '/group/contest',
  '/group/add-contest-problem-from-public',
  '/group/add-contest-problem-from-group',
  '/group/contest-problem',
  '/group/contest-announcement',
  '/file/upload-group-avatar',
]
/** POST routes outside /admin/ for the admin roles only (the role table's rows). */
const ADMIN_POSTS = [
  '/file/upload-carouse-img',
  '/discussion-category',
  '/file/generate-user-excel',
  '/file/import-problem',
  '/file/import-fps-problem',
  '/file/import-qdoj-problem',
  '/file/import-hydro-problem',
  '/file/import-kattis-problem',
  '/file/import-polygon-problem',
]
/** GET routes not walked, and why. */
const NOT_WALKED: Record<string, string> = {
  '/openapi.json': 'the API document',
  '/docs': 'the API document',
  '/logout': 'ends the session',
  '/captcha': 'a random challenge',
  '/get-slide-puzzle': 'a random challenge',
  '/get-register-code': 'sends a mail (limited per address)',
  '/get-change-email-code': 'sends a mail',
  '/discussion-like': 'a write (toggles a like)',
  '/comment-like': 'a write (toggles a like)',
  '/contest-rank-stream': 'a stream that stays open: the board of POST /get-contest-rank',
  '/get-random-problem': 'a random problem',
}
/** Where a call names bob: each world's own uid. */
const BOB = 'xBOBUIDx'

interface Contest {
  readonly name: string
  readonly cid: number
  readonly pid: number
  readonly problemId: string
  /** The run whose verdict the seal hides from alice. */
  readonly run: number
}

interface World {
  readonly server: TestServer
  readonly alice: string
  readonly aliceUid: string
  readonly bobUid: string
  readonly contests: ReadonlyArray<Contest>
  readonly c3End: number
  /** Stops the fake worker's heartbeat. */
  readonly stopWorker: () => void
}

const worlds: World[] = []

async function startWorld(accepted: boolean): Promise<World> {
  const server = await startTestServer({ modules: installedModules, log: () => {} })
  await server.db.client.execute(
    sql`insert into platform.site_config (key, value) values ('defaultSubmitInterval', '0'::jsonb)
        on conflict (key) do update set value = excluded.value`,
  )
  const family = 'sealed-walk'
  // The fake worker beats as a real one does, for as long as the world lives: a walk that outlasts
  // the workers' alive window would otherwise see its language go from a problem's list midway.
  const stopWorker = await offerLanguage(server, {
    name: 'sealed-walk-worker',
    language: LANGUAGE,
    family,
    lanes: (['contest', 'normal', 'test', 'rejudge'] as const).map((p) => laneOf(p, family)),
    keepBeating: true,
  })

  const root = await server.login('root', TEST_ADMIN_PASSWORD)
  await server.createUser({ username: 'walk-author', password: 'author-pass', roles: ['admin'] })
  const aliceUid = await server.createUser({ username: 'alice', password: 'alice-pass' })
  const bobUid = await server.createUser({ username: 'bob', password: 'bob-pass' })
  const author = await server.login('walk-author', 'author-pass')
  const alice = await server.login('alice', 'alice-pass')
  const bob = await server.login('bob', 'bob-pass')
  const api = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const reply = await server.api<T>(method, `/ojapi${path}`, { token, ...(body ? { body } : {}) })
    if (reply.httpStatus !== 200) throw new Error(`${method} ${path}: ${reply.body.msg}`)
    return reply.body.data as T
  }
  const problem = async (problemId: string, type: 0 | 1) =>
    (
      await api<{ pid: number }>('POST', '/admin/problem', root, {
        problem: { problemId, title: `Walk ${problemId}`, auth: 1, type },
        samples: [1, 2, 3].map((n) => ({ input: `${n}`, output: `${n}`, score: type === 1 ? 33 : 0 })),
      })
    ).pid
  const acm = await problem('SWA', 0)
  const oi = await problem('SWO', 1)
  const at = (ms: number) => new Date(Date.now() + ms).toISOString()
  const contest = async (title: string, type: 0 | 1, endIn: number, autoRealRank: boolean, pid: number) => {
    await api('POST', '/admin/contest', author, {
      title,
      description: 'Sealed',
      startTime: at(-2 * HOUR),
      endTime: at(endIn),
      duration: 3 * 3600,
      type,
      auth: 0,
      openRank: true,
      sealRank: true,
      sealRankTime: at(-HOUR),
      autoRealRank,
    })
    const list = await api<{ records: Array<{ id: number }> }>(
      'GET',
      `/admin/contest/get-contest-list?keyword=${title}`,
      author,
    )
    const cid = list.records[0]!.id
    await api('POST', '/admin/contest/add-problem-from-public', author, { cid, pid, displayId: 'A' })
    return cid
  }
  const c1 = await contest('WalkAcmRunning', 0, 2 * HOUR, true, acm)
  const c2 = await contest('WalkOiRunning', 1, 2 * HOUR, true, oi)
  const c3 = await contest('WalkAcmEnded', 0, HOUR, false, acm)

  /** A run judged by a final report on the results lane (the worker's side), answering its id. */
  const run = async (token: string, cid: number, type: 0 | 1) => {
    const { submitId } = await api<{ submitId: number }>('POST', '/submit-problem-judge', token, {
      pid: 'A',
      language: LANGUAGE,
      code: 'int main(){return 0;}',
      cid,
    })
    const found = await server.db.client.execute(
      sql`select task_id, attempt from problems.submission where submit_id = ${submitId}`,
    )
    const task = (found as unknown as { rows: Array<{ task_id: string; attempt: number }> }).rows[0]!
    // ACM stops at its first failing case; OI runs them all.
    const cases = accepted || type === 1 ? [1, 2, 3] : [1]
    const caseStatus = accepted ? JudgeStatus.accepted : JudgeStatus.wrongAnswer
    const report: FinalReport = {
      kind: 'final',
      taskId: task.task_id,
      submitId,
      attempt: task.attempt,
      status: caseStatus,
      score: type === 1 && accepted ? 99 : 0,
      time: 5,
      memory: 100,
      errorMessage: '',
      judger: 'sealed-walk',
      cases: cases.map((n) => ({
        caseId: n,
        index: n,
        inputName: `${n}.in`,
        outputName: `${n}.out`,
        status: caseStatus,
        time: 5,
        memory: 100,
        score: type === 1 && accepted ? 33 : 0,
        groupNum: 0,
        userOutput: '',
        message: '',
      })),
      finishedAt: new Date().toISOString(),
    } as FinalReport
    await server.bus.enqueue(RESULTS_LANE, report, { id: `walk-${submitId}` })
    // The record and the feed's judgement both: the feed appends the verdict apart from the record,
    // and a contest's times changed before its verdict reached the feed would order the feed's
    // events differently in the two worlds.
    await until(async () => {
      const r = await server.db.client.execute(
        sql`select 1 from contests.contest_record where submit_id = ${submitId}
          and exists (select 1 from contests.feed_event where cid = ${cid} and type = 'judgements'
            and object_id like ${`${submitId}-%`})`,
      )
      return (r as unknown as { rows: unknown[] }).rows.length > 0
    }, `the contest record and the feed's judgement of ${submitId}`)
    return submitId
  }
  const r1 = await run(bob, c1, 0)
  const r2 = await run(alice, c2, 1)
  const r3 = await run(bob, c3, 0)
  // The third contest ends now, its board sealed for good (no automatic real rank): three hours
  // long, sealed for its last two (the same in both worlds), its board rebuilt on the new times.
  const c3End = Date.now() + C3_ENDS_IN
  await server.db.client.execute(sql`
    update contests.contest set end_time = ${new Date(c3End)}, start_time = ${new Date(c3End - 3 * HOUR)},
      seal_rank_time = ${new Date(c3End - 2 * HOUR)}
    where id = ${c3}`)
  await Effect.runPromise(Effect.provideService(rebuildBoard(c3), Db, server.db))
  return {
    server,
    alice,
    aliceUid,
    bobUid,
    c3End,
    stopWorker,
    contests: [
      { name: 'ACM running', cid: c1, pid: acm, problemId: 'SWA', run: r1 },
      { name: 'OI running', cid: c2, pid: oi, problemId: 'SWO', run: r2 },
      { name: 'ACM ended, sealed', cid: c3, pid: acm, problemId: 'SWA', run: r3 },
    ],
  }
}

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const stop = Date.now() + ms
  while (Date.now() < stop) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A reply with the times and the users' ids taken out (the worlds were set up a few seconds apart). */
const normalise = (text: string, world: World) =>
  text
    .replaceAll(world.aliceUid, '<alice>')
    .replaceAll(world.bobUid, '<bob>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g, '<time>')
    .replace(/\d{4}[-/]\d{2}[-/]\d{2} \d{2}:\d{2}:\d{2}/g, '<time>')
    .replace(/-?\d+:\d{2}:\d{2}\.\d{3}/g, '<reltime>')
    .replace(/\b1\d{12}\b/g, '<ms>')

interface Call {
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly body?: unknown
}

async function send(world: World, call: Call): Promise<string> {
  const response = await world.server.request(call.path.replaceAll(BOB, world.bobUid), {
    method: call.method,
    headers: {
      'Accept-Language': 'en',
      Authorization: world.alice,
      ...(call.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(call.method === 'POST' ? { body: JSON.stringify(call.body ?? {}) } : {}),
  })
  // A stream is read for a moment (a hidden verdict's status stream ends at once).
  const reader = response.body?.getReader()
  const chunks: Uint8Array[] = []
  const stop = Date.now() + 1500
  while (reader) {
    const left = stop - Date.now()
    if (left <= 0) break
    const next = await Promise.race([
      reader.read(),
      new Promise<'late'>((r) => setTimeout(() => r('late'), left)),
    ])
    if (next === 'late' || next.done) break
    chunks.push(next.value)
  }
  await reader?.cancel().catch(() => {})
  return `${response.status} ${normalise(Buffer.concat(chunks).toString('utf8'), world)}`
}

type Doc = {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>
}

/** The values a parameter takes in a contest's walk (several: each is called). */
function valuesOf(name: string, c: Contest): ReadonlyArray<string> | undefined {
  const byName: Record<string, ReadonlyArray<string | number>> = {
    cid: [c.cid],
    contestID: [c.cid],
    id: [c.cid],
    pid: [c.pid],
    problemId: [c.problemId],
    problemID: ['A'],
    displayId: ['A'],
    submitId: [c.run],
    uid: [BOB],
    username: ['bob'],
    currentPage: [1],
    limit: [30],
    stream: ['false'],
    beforeContestSubmit: ['false'],
    completeProblemID: ['true'],
    containsEnd: ['false', 'true'],
    status: [JudgeStatus.accepted, JudgeStatus.wrongAnswer, JudgeStatus.submittedUnknown],
    type: [0, 1],
  }
  return byName[name]?.map(String)
}

/** Every walked call of one contest (and the calls without a contest, once). */
function callsOf(doc: Doc, c: Contest, first: boolean): Call[] {
  const calls: Call[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    const get = methods['get']
    if (!get) continue
    const route = path.replace(/^\/ojapi/, '')
    if (route in NOT_WALKED) continue
    const params = get.parameters ?? []
    const ofContest = params.some((p) =>
      ['cid', 'contestID', 'id', 'pid', 'submitId', 'problemID', 'displayId'].includes(p.name),
    )
    if (!ofContest && !first) continue
    let queries: Array<{ path: string; query: string[] }> = [{ path, query: [] }]
    for (const p of params) {
      const values = valuesOf(p.name, c)
      if (!values) continue
      queries = queries.flatMap((q) =>
        values.map((v) =>
          p.in === 'path'
            ? { path: q.path.replace(`{${p.name}}`, encodeURIComponent(v)), query: q.query }
            : { path: q.path, query: [...q.query, `${p.name}=${encodeURIComponent(v)}`] },
        ),
      )
    }
    for (const q of queries)
      calls.push({ method: 'GET', path: `${q.path}${q.query.length ? `?${q.query.join('&')}` : ''}` })
  }
  const post = (route: string, body: unknown) => calls.push({ method: 'POST', path: `/ojapi${route}`, body })
  for (const containsEnd of [false, true]) {
    post('/get-contest-rank', { cid: c.cid, currentPage: 1, limit: 50, containsEnd })
    post('/get-contest-outside-scoreboard', { cid: c.cid, currentPage: 1, limit: 50, containsEnd })
  }
  post('/get-virtual-contest-rank', { cid: c.cid })
  post('/get-user-problem-status', { pidList: [c.pid] })
  post('/get-user-problem-status', { pidList: [c.pid], cid: c.cid, isContestProblemList: true })
  post('/check-submissions-status', { submitIds: [c.run] })
  post('/check-contest-submissions-status', { submitIds: [c.run], cid: c.cid })
  post('/get-contest-not-read-announcement', { cid: c.cid, readAnnouncementList: [] })
  return calls
}

beforeAll(async () => {
  worlds.push(...(await Promise.all([startWorld(true), startWorld(false)])))
  // the third contests end
  const wait = Math.max(...worlds.map((w) => w.c3End)) + 500 - Date.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
}, 240_000)
afterAll(async () => {
  for (const w of worlds) {
    w.stopWorker()
    await w.server.close()
  }
})

describe('a sealed viewer', { timeout: 240_000 }, () => {
  it('knows every POST route a user may call: it reads (walked) or writes', async () => {
    const doc = (await (await worlds[0]!.server.request('/ojapi/openapi.json')).json()) as Doc
    const posts = Object.entries(doc.paths)
      .filter(([, methods]) => methods['post'])
      .map(([path]) => path.replace(/^\/ojapi/, ''))
      .filter((route) => !route.startsWith('/admin/') && !ADMIN_POSTS.includes(route))
    expect(posts.filter((route) => !READ_POSTS.includes(route) && !WRITE_POSTS.includes(route))).toEqual([])
    expect(READ_POSTS.filter((route) => !posts.includes(route))).toEqual([])
  })

  it('gets the same replies whatever the verdicts the seal hides', async () => {
    const [a, b] = worlds as [World, World]
    expect(a.contests.map((c) => [c.cid, c.run])).toEqual(b.contests.map((c) => [c.cid, c.run]))
    const doc = (await (await a.server.request('/ojapi/openapi.json')).json()) as Doc
    const differ: string[] = []
    let walked = 0
    for (const [i, c] of a.contests.entries()) {
      const calls = callsOf(doc, c, i === 0)
      for (const call of calls) {
        walked++
        const [inA, inB] = await Promise.all([send(a, call), send(b, call)])
        if (inA !== inB) {
          // the replies around their first difference
          let at = 0
          while (at < inA.length && inA[at] === inB[at]) at++
          const near = (text: string) => text.slice(Math.max(0, at - 160), at + 240)
          differ.push(
            `${c.name}: ${call.method} ${call.path} ${JSON.stringify(call.body ?? '')} (from character ${at})\n  Accepted: ${near(inA)}\n  Wrong:    ${near(inB)}`,
          )
        }
      }
    }
    console.log(`sealed walk: ${walked} calls in each world`)
    expect(walked).toBeGreaterThan(200)
    expect(differ, differ.join('\n')).toEqual([])
  })

  it('counts the runs once their verdicts show (the seal taken off)', async () => {
    const acOf = async (w: World) => {
      const page = await w.server.api<{ records: Array<{ problemId: string; ac: number; total: number }> }>(
        'GET',
        '/ojapi/get-problem-list?keyword=SWA',
      )
      return page.body.data!.records.map((r) => [r.problemId, r.ac, r.total])
    }
    for (const w of worlds)
      await w.server.db.client.execute(
        sql`update contests.contest set seal_rank = false where id = ${w.contests[0]!.cid}`,
      )
    // The first contest's run counts now; the third's board stays sealed.
    const [a, b] = worlds as [World, World]
    expect(await acOf(a)).toEqual([['SWA', 1, 1]])
    expect(await acOf(b)).toEqual([['SWA', 0, 1]])
  })
})
