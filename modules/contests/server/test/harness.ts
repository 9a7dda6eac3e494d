import {
  offerLanguage,
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from '@oj/platform-server/testing'
import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { JudgeStatus } from '@oj/sdk'
import { Db, Extensions, laneOf, Users } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, expect } from 'vitest'

// A server with the problems and contests modules, users, bank problems, and contests written
// straight into the tables (the admin calls come later).

export const MINUTE = 60_000
export const HOUR = 3_600_000
/** The one language a fake judge worker offers (so that submissions are taken, never judged). */
export const LANGUAGE = 'C (contests test)'

/** No module's contributions: these tests' contests are outside any group (no scope owner asked). */
export const noExtensions = Extensions.of({ get: () => undefined, all: () => [] })

/** Runs a module's effect against the harness's database and users (boards, feeds). */
export const runIn =
  (h: Harness) =>
  <A, E>(effect: Effect.Effect<A, E, Db | Users | Extensions>) =>
    Effect.runPromise(
      effect.pipe(
        Effect.provideService(Db, h.server.db),
        Effect.provideService(Users, h.server.users),
        Effect.provideService(Extensions, noExtensions),
      ),
    )

export interface Harness {
  readonly server: TestServer
  readonly tokens: Record<'root' | 'author' | 'alice' | 'bob', string>
  /** chief: a second super admin (root's role), whose runs boards leave out. */
  readonly uids: Record<'author' | 'alice' | 'bob' | 'chief', string>
  readonly pids: ReadonlyArray<number>
}

async function startHarness(): Promise<Harness> {
  const server = await startTestServer({ log: () => {} })
  const uids = {
    author: await server.createUser({ username: 'author', password: 'author-pass', roles: ['admin'] }),
    alice: await server.createUser({ username: 'alice', password: 'alice-pass' }),
    bob: await server.createUser({ username: 'bob', password: 'bob-pass' }),
    chief: await server.createUser({ username: 'chief', password: 'chief-pass', roles: ['root'] }),
  }
  const root = await server.login('root', TEST_ADMIN_PASSWORD)
  const tokens = {
    root,
    author: await server.login('author', 'author-pass'),
    alice: await server.login('alice', 'alice-pass'),
    bob: await server.login('bob', 'bob-pass'),
  }
  const pids: number[] = []
  for (const problemId of ['CT1', 'CT2']) {
    const reply = await server.api<{ pid: number }>('POST', '/ojapi/admin/problem', {
      token: root,
      body: {
        problem: { problemId, title: `Contest ${problemId}`, auth: 3 },
        samples: [{ input: '1', output: '1' }],
      },
    })
    if (!reply.body.data) throw new Error(`problem ${problemId}: ${reply.body.msg}`)
    pids.push(reply.body.data.pid)
  }
  const family = 'contests-test'
  const lanes = (['contest', 'normal', 'test', 'rejudge'] as const).map((p) => laneOf(p, family))
  await offerLanguage(server, { name: 'contests-test-worker', language: LANGUAGE, family, lanes })
  return { server, tokens, uids, pids }
}

/**
 * A test file's server: registers the hooks that start it before the file's tests (then runs `setup`,
 * in the same hook and its timeout) and close it after them. Answers the harness, whose fields may be
 * read once the hooks have run, and a caller of /ojapi in English.
 */
export function contestsHarness(options: { readonly setup?: () => Promise<void> } = {}) {
  let started: Harness | undefined
  beforeAll(async () => {
    started = await startHarness()
    await options.setup?.()
  }, 120_000)
  afterAll(() => started?.server.close())
  const up = (): Harness => {
    if (!started) throw new Error('the contests harness is read before its beforeAll ran')
    return started
  }
  const h: Harness = {
    get server() {
      return up().server
    },
    get tokens() {
      return up().tokens
    },
    get uids() {
      return up().uids
    },
    get pids() {
      return up().pids
    },
  }
  const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
    h.server.api<T>(method, `/ojapi${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
      headers: { 'Accept-Language': 'en' },
    })
  return { h, api }
}

export interface ContestFields {
  readonly title?: string
  readonly type?: 0 | 1
  readonly auth?: 0 | 1 | 2
  readonly pwd?: string
  /** The clock the times count from (ms since the epoch; default Date.now()): a test that dates its
   * runs from its own clock passes it, or its penalties may be a second short. */
  readonly now?: number
  /** ms from now */
  readonly startIn: number
  readonly length: number
  readonly sealAt?: number
  readonly openRank?: boolean
  readonly visible?: boolean
  readonly stars?: ReadonlyArray<string>
  readonly oiRankScoreType?: 'Recent' | 'Highest'
  readonly openPrint?: boolean
}

/** A contest by `author` with the harness's problems as A and B; answers its id. */
export async function addContest(h: Harness, f: ContestFields): Promise<number> {
  const now = f.now ?? Date.now()
  const start = new Date(now + f.startIn)
  const end = new Date(now + f.startIn + f.length)
  const seal = f.sealAt === undefined ? null : new Date(now + f.startIn + f.sealAt)
  const result = await h.server.db.client.execute(sql`
    insert into contests.contest (uid, author, title, type, auth, pwd, start_time, end_time, seal_rank,
      seal_rank_time, open_rank, visible, star_account, oi_rank_score_type, open_print)
    values (${h.uids.author}, 'author', ${f.title ?? 'A contest'}, ${f.type ?? 0}, ${f.auth ?? 0}, ${f.pwd ?? null},
      ${start}, ${end}, ${seal !== null}, ${seal}, ${f.openRank ?? false}, ${f.visible ?? true},
      ${JSON.stringify(f.stars ?? [])}::jsonb, ${f.oiRankScoreType ?? 'Recent'}, ${f.openPrint ?? false})
    returning id`)
  const cid = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)
  for (const [i, pid] of h.pids.entries()) {
    await h.server.db.client.execute(sql`
      insert into contests.contest_problem (cid, pid, display_id, display_title, color)
      values (${cid}, ${pid}, ${String.fromCharCode(65 + i)}, ${`Problem ${i + 1}`}, '#f00')`)
  }
  return cid
}

/** A judged event as the problems module publishes it, with this harness's users and problems. */
export interface JudgedSpec {
  readonly cid: number
  readonly who: 'alice' | 'bob' | 'chief' | 'author'
  /** The contest's problem ('' for an event without it: the contest's problem of `pid` stands, given then). */
  readonly displayId: string
  readonly status: number
  readonly at: Date
  readonly submitId: number
  /** 1 unless given; above 1 is a rejudge. */
  readonly attempt?: number
  /** The harness's problem the display id names unless given. */
  readonly pid?: number
  /** `who`'s unless given (a uid of no user: the event's username stands for its profile). */
  readonly uid?: string
  /** `who` unless given (a user renamed since). */
  readonly username?: string
  readonly score?: number
  readonly time?: number
  readonly language?: string
  /** Now unless given. */
  readonly judgedAt?: Date
}

function pidOf(h: Harness, displayId: string): number {
  const pid = h.pids[displayId.charCodeAt(0) - 65]
  if (pid === undefined) throw new Error(`no problem of the harness is ${displayId || "''"}: give the pid`)
  return pid
}

export function judgedEvent(h: Harness, e: JudgedSpec): JudgedEvent {
  const attempt = e.attempt ?? 1
  return {
    submitId: e.submitId,
    attempt,
    pid: e.pid ?? pidOf(h, e.displayId),
    displayPid: 'CT',
    displayId: e.displayId,
    problemType: 0,
    difficulty: 0,
    uid: e.uid ?? h.uids[e.who],
    username: e.username ?? e.who,
    cid: e.cid,
    tid: null,
    gid: null,
    status: e.status,
    score: e.score ?? null,
    oiRankScore: null,
    time: e.time ?? 10,
    memory: 100,
    language: e.language ?? 'C',
    isManual: false,
    isRejudge: attempt > 1,
    previousStatus: null,
    submitTime: e.at.toISOString(),
    judgedAt: (e.judgedAt ?? new Date()).toISOString(),
  }
}

let nextSubmitId = 1_000_000

/** Publishes a judged event as the problems module would (a rejudge when `submitId` is given again). */
export async function judged(
  h: Harness,
  e: Omit<JudgedSpec, 'submitId' | 'who'> & {
    readonly submitId?: number
    readonly who: 'alice' | 'bob' | 'chief'
  },
): Promise<number> {
  const submitId = e.submitId ?? nextSubmitId++
  await h.server.bus.publish(ProblemsEvents.judged.subject, judgedEvent(h, { ...e, submitId }))
  return submitId
}

/** Moves a virtual run so that it started `ago` ms ago (its end follows: same duration); answers its start (ms). */
export async function virtualStartedAgo(h: Harness, runId: number, ago: number): Promise<number> {
  const result = await h.server.db.client.execute(sql`
    update contests.virtual_run set start_time = now() - ${`${ago} milliseconds`}::interval,
      end_time = now() - ${`${ago} milliseconds`}::interval + (end_time - start_time)
    where id = ${runId} returning start_time as "at"`)
  return new Date((result as unknown as { rows: Array<{ at: string }> }).rows[0]!.at).getTime()
}

/** bob starts a virtual run of the contest; answers its id. */
export async function startBobsVirtualRun(h: Harness, cid: number): Promise<number> {
  const reply = await h.server.api<{ id: number }>('POST', '/ojapi/start-virtual-contest', {
    token: h.tokens.bob,
    body: { cid },
  })
  expect(reply.httpStatus).toBe(200)
  return reply.body.data!.id
}

/**
 * The virtual runs' scenario: bob starts a virtual run of the contest (`atStart` looks at it then),
 * the run is moved 30 minutes back, and two runs of his on A are judged, a rejected try 5 minutes in
 * and Accepted 20 minutes in. Answers the run's id and start (ms).
 */
export async function bobsVirtualRun(
  h: Harness,
  cid: number,
  atStart: (runId: number) => Promise<void> = async () => {},
): Promise<{ readonly runId: number; readonly start: number }> {
  const runId = await startBobsVirtualRun(h, cid)
  await atStart(runId)
  const start = await virtualStartedAgo(h, runId, 30 * MINUTE)
  await judged(h, {
    cid,
    who: 'bob',
    displayId: 'A',
    status: JudgeStatus.wrongAnswer,
    at: new Date(start + 5 * MINUTE),
  })
  await judged(h, {
    cid,
    who: 'bob',
    displayId: 'A',
    status: JudgeStatus.accepted,
    at: new Date(start + 20 * MINUTE),
  })
  return { runId, start }
}

/** Polls until `check` answers a value (the board follows events asynchronously). */
export async function waitFor<T>(check: () => Promise<T | undefined>, what: string, ms = 10_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
