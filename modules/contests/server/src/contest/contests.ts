import type {
  ContestListQuery,
  ContestProblemsQuery,
  ContestRankInput,
  RegisterContestInput,
} from '@oj/contests-contract'
import { CONTEST_LIST_PAGE_SIZE, ContestAuth } from '@oj/contests-contract'
import {
  dbQuery,
  dbTransaction,
  Errors,
  guardedGuess,
  guessRules,
  pageOf,
  RequestContext,
} from '@oj/sdk/server'
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { recentContest } from '../board/cache.ts'
import { boardPage, encodedPage } from '../board/read.ts'
import { contest, contestProblem, contestRegister } from '../tables.ts'
import { virtualProblemFigures } from '../virtual/problem-figures.ts'
import { runningRun } from '../virtual/runs.ts'
import { contestAdmin, enterContest, findContest, isRegistered } from './access.ts'
import { ContestErrors } from './errors.ts'
import { accountLimitAllows, type ContestRow, statusAt } from './policy.ts'
import { realFigures } from './problem-figures.ts'
import { contestView } from './views.ts'

const optionalCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  return caller
})
const requireCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

const registeredCounts = (cids: ReadonlyArray<number>) =>
  dbQuery(async (db) => {
    if (cids.length === 0) return new Map<number, number>()
    const rows = await db
      .select({ cid: contestRegister.cid, n: count() })
      .from(contestRegister)
      .where(inArray(contestRegister.cid, [...cids]))
      .groupBy(contestRegister.cid)
    return new Map(rows.map((r) => [r.cid, Number(r.n)]))
  })

/** GET /get-contest-list: visible contests outside groups; scheduled, running, then ended, latest first. */
export const listContests = (query: ContestListQuery) =>
  Effect.gen(function* () {
    const now = new Date()
    const limit = query.limit ?? CONTEST_LIST_PAGE_SIZE
    const current = query.currentPage ?? 1
    const state = sql<number>`case when ${contest.startTime} > ${now} then -1 when ${contest.endTime} > ${now} then 0 else 1 end`
    const where: SQL[] = [eq(contest.visible, true), isNull(contest.gid)]
    if (query.type !== undefined) where.push(eq(contest.type, query.type))
    if (query.status !== undefined) where.push(sql`${state} = ${query.status}`)
    if (query.keyword) where.push(ilike(contest.title, likeText(query.keyword)))
    const [rows, totals] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select()
          .from(contest)
          .where(and(...where))
          .orderBy(asc(state), desc(contest.startTime), desc(contest.id))
          .limit(limit)
          .offset((current - 1) * limit),
        db
          .select({ n: count() })
          .from(contest)
          .where(and(...where)),
      ]),
    )
    const counts = yield* registeredCounts(rows.map((r) => r.id))
    const records = rows.map((r) => contestView(r, counts.get(r.id) ?? 0, now.getTime()))
    return pageOf(records, Number(totals[0]?.n ?? 0), current, limit)
  })

const RECENT_DAYS = 14
const RECENT_MAX = 10

/** GET /get-recent-contest: visible contests outside groups starting in the last 14 days or later. */
export const recentContests = () =>
  Effect.gen(function* () {
    const now = new Date()
    const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000)
    const state = sql<number>`case when ${contest.startTime} > ${now} then -1 when ${contest.endTime} > ${now} then 0 else 1 end`
    const rows = yield* dbQuery((db) =>
      db
        .select()
        .from(contest)
        .where(and(eq(contest.visible, true), isNull(contest.gid), sql`${contest.startTime} >= ${since}`))
        .orderBy(asc(state), desc(contest.startTime), desc(contest.id))
        .limit(RECENT_MAX),
    )
    const counts = yield* registeredCounts(rows.map((r) => r.id))
    return rows.map((r) => contestView(r, counts.get(r.id) ?? 0, now.getTime()))
  })

const viewOne = (row: ContestRow) =>
  Effect.map(registeredCounts([row.id]), (counts) => contestView(row, counts.get(row.id) ?? 0, Date.now()))

/** GET /get-contest-info */
export const contestInfo = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const row = yield* findContest(cid, yield* optionalCaller)
    return yield* viewOne(row)
  })

/** GET /get-contest-access */
export const contestAccess = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const row = yield* findContest(cid, caller)
    if (row.auth === ContestAuth.public || (yield* contestAdmin(caller, row))) return { access: true }
    return { access: yield* isRegistered(row.id, caller.uid) }
  })

/** Contest passwords are guessed no faster than logins (per address and per user). */
const PASSWORD_GUESSES = guessRules('contests.password')
const WRONG_PASSWORD = ContestErrors.wrongPassword().msgId

/** POST /register-contest: a private or protected contest's password registers the caller. */
export const registerContest = (input: RegisterContestInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const row = yield* findContest(input.cid, caller)
    if (row.auth === ContestAuth.public) return yield* Effect.fail(ContestErrors.publicNoRegister())
    if (!accountLimitAllows(row, caller.username) && !(yield* contestAdmin(caller, row)))
      return yield* Effect.fail(ContestErrors.accountLimited())
    if (!input.password) return yield* Effect.fail(ContestErrors.passwordRequired())
    const right = input.password === row.pwd ? Effect.void : Effect.fail(ContestErrors.wrongPassword())
    yield* guardedGuess(PASSWORD_GUESSES, caller.uid, right, (e) => e.msgId === WRONG_PASSWORD)
    const added = yield* dbTransaction((tx) =>
      tx
        .insert(contestRegister)
        .values({ cid: row.id, uid: caller.uid })
        .onConflictDoNothing()
        .returning({ id: contestRegister.id }),
    )
    if (added.length === 0) return yield* Effect.fail(ContestErrors.alreadyRegistered())
    return null
  })

/**
 * GET /get-contest-problem: the problems by display id (HOJ's `-` access: anyone may ask; the
 * inside rules decide). AC and total (of the board's view) only for those who see the real board;
 * during the caller's virtual run, as a contestant saw them at the run's elapsed time.
 */
export const contestProblems = (query: ContestProblemsQuery) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const row = yield* findContest(query.cid, caller)
    yield* enterContest(row, caller)
    const now = Date.now()
    // Virtual runs are of ended contests only: no lookup before the end.
    const run = caller && statusAt(row, now) > 0 ? yield* runningRun(row.id, caller.uid, now) : undefined
    const figures = run
      ? yield* virtualProblemFigures(row, run, now)
      : yield* realFigures(row, caller, query, now)
    const problems = yield* dbQuery((db) =>
      db
        .select()
        .from(contestProblem)
        .where(eq(contestProblem.cid, row.id))
        .orderBy(sql`length(${contestProblem.displayId})`, asc(contestProblem.displayId)),
    )
    return problems.map((p) => ({
      id: p.id,
      displayId: p.displayId,
      cid: p.cid,
      pid: p.pid,
      displayTitle: p.displayTitle,
      color: p.color,
      ac: figures.shown ? (figures.counts.get(p.displayId)?.ac ?? 0) : null,
      total: figures.shown ? (figures.counts.get(p.displayId)?.total ?? 0) : null,
    }))
  })

/** POST /get-contest-rank: the board inside the contest. */
export const contestRank = (input: ContestRankInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    // Many readers a second: the contest's row as read within the board's freshness (board/cache.ts).
    const row = yield* findContest(input.cid, caller, recentContest)
    yield* enterContest(row, caller)
    return encodedPage(yield* boardPage(row, caller, input))
  })

/** The outside scoreboard: contests with an open rank, after their start. */
const outsideContest = (cid: number) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    const row = yield* findContest(cid, caller)
    if (!(yield* contestAdmin(caller, row))) {
      if (!row.openRank) return yield* Effect.fail(ContestErrors.rankClosed())
      if (Date.now() < new Date(row.startTime).getTime())
        return yield* Effect.fail(ContestErrors.notStarted())
    }
    return { row, caller }
  })

/** POST /get-contest-outside-scoreboard */
export const outsideBoard = (input: ContestRankInput) =>
  Effect.gen(function* () {
    const { row, caller } = yield* outsideContest(input.cid)
    return encodedPage(yield* boardPage(row, caller, input))
  })

/** GET /get-contest-outsize-info */
export const outsideInfo = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    const { row } = yield* outsideContest(cid)
    const contestVo = yield* viewOne(row)
    const problems = yield* dbQuery((db) =>
      db
        .select()
        .from(contestProblem)
        .where(eq(contestProblem.cid, row.id))
        .orderBy(sql`length(${contestProblem.displayId})`, asc(contestProblem.displayId)),
    )
    const problemList = problems.map((p) => ({
      id: p.id,
      displayId: p.displayId,
      cid: p.cid,
      pid: p.pid,
      displayTitle: p.displayTitle,
      color: p.color,
      gmtCreate: new Date(p.gmtCreate).toISOString(),
      gmtModified: new Date(p.gmtModified).toISOString(),
    }))
    return { contest: contestVo, problemList }
  })
