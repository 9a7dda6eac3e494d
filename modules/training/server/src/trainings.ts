import {
  type DbClient,
  dbQuery,
  dbTransaction,
  Errors,
  guardedGuess,
  guessRules,
  isUniqueViolation,
  pageOf,
  pageOffset,
  refuse,
  RequestContext,
  Users,
} from '@oj/sdk/server'
import {
  NOT_SUBMITTED,
  TRAINING_LIST_LIMIT,
  TRAINING_RANK_LIMIT,
  TrainingAuth,
  type TrainingPage,
  type TrainingProblemRow,
  type TrainingRankRow,
  type TrainingVO,
} from '@oj/training-contract'
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { accessOf, anyTraining, hasAccess, openTraining, requireCaller, seeTraining } from './access.ts'
import { catalog } from './catalog.ts'
import { TrainingErrors } from './errors.ts'
import { likePattern } from './like.ts'
import { category, progress, register, standing, training, trainingProblem } from './tables.ts'

// The users' training calls (spec 2 §2, §7).

const iso = (at: Date | string) => new Date(at).toISOString()

type Db = DbClient

/** Problem counts of trainings, by tid. */
async function problemCounts(db: Db, tids: ReadonlyArray<number>): Promise<Map<number, number>> {
  if (tids.length === 0) return new Map()
  const rows = await db
    .select({ tid: trainingProblem.tid, n: count() })
    .from(trainingProblem)
    .where(inArray(trainingProblem.tid, [...tids]))
    .groupBy(trainingProblem.tid)
  return new Map(rows.map((r) => [r.tid, r.n]))
}

/** The caller's solved problems in trainings (from their kept progress), by tid. */
async function acCounts(
  db: Db,
  uid: string | undefined,
  tids: ReadonlyArray<number>,
): Promise<Map<number, number>> {
  if (!uid || tids.length === 0) return new Map()
  const rows = await db
    .select({ tid: progress.tid, n: count() })
    .from(progress)
    .where(and(eq(progress.uid, uid), eq(progress.isAc, true), inArray(progress.tid, [...tids])))
    .groupBy(progress.tid)
  return new Map(rows.map((r) => [r.tid, r.n]))
}

const trainingVO = (
  row: typeof training.$inferSelect,
  cat: typeof category.$inferSelect | null,
  problemCount: number,
  acCount: number,
): TrainingVO => ({
  id: row.id,
  title: row.title,
  description: row.description,
  author: row.author,
  auth: row.auth,
  categoryName: cat?.name ?? null,
  categoryColor: cat?.color ?? null,
  rank: row.rank,
  problemCount,
  acCount,
  gid: row.gid,
  gmtModified: iso(row.gmtModified),
})

/** GET /get-training-category */
export const listCategories = () =>
  dbQuery(async (db) => {
    const rows = await db.select().from(category).where(isNull(category.gid)).orderBy(asc(category.id))
    return rows.map(categoryView)
  })

export const categoryView = (row: typeof category.$inferSelect) => ({
  id: row.id,
  name: row.name,
  color: row.color,
  gid: row.gid,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

/** GET /get-training-list: visible trainings of the public site, by rank then newest. */
export const listTrainings = (query: {
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
  readonly keyword?: string | undefined
  readonly categoryId?: number | undefined
  readonly auth?: string | undefined
}) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    const current = query.currentPage ?? 1
    const size = query.limit ?? TRAINING_LIST_LIMIT
    const where = and(
      eq(training.status, true),
      isNull(training.gid),
      query.keyword ? ilike(training.title, likePattern(query.keyword)) : undefined,
      query.categoryId !== undefined ? eq(training.categoryId, query.categoryId) : undefined,
      query.auth ? eq(training.auth, query.auth) : undefined,
    )
    return yield* dbQuery((db) => trainingPage(db, where, caller?.uid, current, size))
  })

/** A page of the trainings `where` selects, by rank then newest, with `uid`'s progress. */
export async function trainingPage(
  db: Db,
  where: SQL | undefined,
  uid: string | undefined,
  current: number,
  size: number,
): Promise<TrainingPage> {
  const [total] = await db.select({ n: count() }).from(training).where(where)
  const rows = await db
    .select({ t: training, c: category })
    .from(training)
    .leftJoin(category, eq(category.id, training.categoryId))
    .where(where)
    .orderBy(asc(training.rank), desc(training.id))
    .limit(size)
    .offset(pageOffset(current, size))
  const tids = rows.map((r) => r.t.id)
  const [counts, acs] = await Promise.all([problemCounts(db, tids), acCounts(db, uid, tids)])
  const records = rows.map(({ t, c }) => trainingVO(t, c, counts.get(t.id) ?? 0, acs.get(t.id) ?? 0))
  return pageOf(records, total?.n ?? 0, current, size)
}

/** GET /get-training-detail: a training and the caller's progress (0 until they may open it). */
export const trainingDetail = ({ tid }: { readonly tid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller((yield* RequestContext).caller)
    const seen = yield* seeTraining(tid, caller)
    const row = seen.row
    return yield* dbQuery(async (db) => {
      const [cat] = row.categoryId
        ? await db.select().from(category).where(eq(category.id, row.categoryId))
        : []
      const counts = await problemCounts(db, [tid])
      const acs = (await hasAccess(db, seen, caller))
        ? await acCounts(db, caller.uid, [tid])
        : new Map<number, number>()
      return trainingVO(row, cat ?? null, counts.get(tid) ?? 0, acs.get(tid) ?? 0)
    })
  })

/** GET /get-training-access: whether the caller may open the training's content. */
export const trainingAccess = ({ tid }: { readonly tid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller((yield* RequestContext).caller)
    const seen = yield* seeTraining(tid, caller)
    return yield* dbQuery(async (db) => {
      const state = await accessOf(db, seen, caller)
      return { access: state === 'open' || state === 'registered' || state === 'admin' }
    })
  })

/** Training passwords are guessed no faster than logins (per address and per user). */
const PASSWORD_GUESSES = guessRules('training.password')
const WRONG_PASSWORD = TrainingErrors.wrongPassword().msgId

/** POST /register-training: the password of a private training admits the caller. */
export const registerTraining = ({ tid, password }: { readonly tid: number; readonly password: string }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller((yield* RequestContext).caller)
    const { row } = yield* seeTraining(tid, caller)
    if (row.auth !== TrainingAuth.private) return yield* Effect.fail(TrainingErrors.notPrivate())
    const right = row.privatePwd === password ? Effect.void : Effect.fail(TrainingErrors.wrongPassword())
    yield* guardedGuess(PASSWORD_GUESSES, caller.uid, right, (e) => e.msgId === WRONG_PASSWORD)
    yield* dbTransaction(async (tx) => {
      // read again in the transaction: a password changed meanwhile is checked as it is now
      const now = await anyTraining(tx, tid)
      if (!now) return refuse(TrainingErrors.notFound())
      if (now.auth !== TrainingAuth.private) return refuse(TrainingErrors.notPrivate())
      if (now.privatePwd !== password) return refuse(TrainingErrors.wrongPassword())
      const [existing] = await tx
        .select({ id: register.id })
        .from(register)
        .where(and(eq(register.tid, tid), eq(register.uid, caller.uid)))
      if (existing) return refuse(TrainingErrors.alreadyRegistered())
      try {
        await tx.insert(register).values({ tid, uid: caller.uid, username: caller.username })
      } catch (error) {
        if (isUniqueViolation(error, 'register_tid_uid')) return refuse(TrainingErrors.alreadyRegistered())
        throw error
      }
    })
    return null
  })

/** GET /get-training-problem-list: the problems in order, with the caller's status on each. */
export const trainingProblems = ({ tid }: { readonly tid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller((yield* RequestContext).caller)
    yield* openTraining(tid, caller)
    const places = yield* dbQuery((db) =>
      db
        .select()
        .from(trainingProblem)
        .where(eq(trainingProblem.tid, tid))
        .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id)),
    )
    const mine = yield* dbQuery((db) =>
      db
        .select()
        .from(progress)
        .where(and(eq(progress.tid, tid), eq(progress.uid, caller.uid))),
    )
    const problems = yield* (yield* catalog).byIds(places.map((p) => p.pid))
    const byPid = new Map(problems.map((p) => [p.pid, p]))
    const statusByPid = new Map(mine.map((m) => [m.pid, m]))
    return places.flatMap((place): Array<TrainingProblemRow> => {
      const p = byPid.get(place.pid)
      if (!p) return []
      const own = statusByPid.get(place.pid)
      return [
        {
          pid: p.pid,
          problemId: p.problemId,
          displayId: place.displayId,
          title: p.title,
          difficulty: p.difficulty,
          type: p.type,
          tags: p.tags,
          total: p.total,
          ac: p.ac,
          mle: p.mle,
          tle: p.tle,
          re: p.re,
          pe: p.pe,
          ce: p.ce,
          wa: p.wa,
          se: p.se,
          pa: p.pa,
          score: own?.score ?? null,
          myStatus: own ? own.status : NOT_SUBMITTED,
        },
      ]
    })
  })

/**
 * GET /get-training-rank: users by solved problems, then total run time (the training's admins are
 * left out, as HOJ leaves out its author); `realname` only for the training's admins.
 */
export const trainingRank = (query: {
  readonly tid: number
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
  readonly keyword?: string | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller((yield* RequestContext).caller)
    const { row, admin } = yield* openTraining(query.tid, caller)
    const current = query.currentPage ?? 1
    const size = query.limit ?? TRAINING_RANK_LIMIT
    // HOJ leaves the super admins and the training's author out of its rank
    const users = yield* Users
    const superAdmins = yield* users.holding('root').pipe(Effect.mapError(() => Errors.server()))
    const ranked = and(
      eq(standing.tid, query.tid),
      ne(standing.uid, row.authorUid),
      ne(standing.username, row.author),
      superAdmins.length > 0 ? notInArray(standing.uid, [...superAdmins]) : undefined,
    )
    const where = and(
      ranked,
      query.keyword ? ilike(standing.username, likePattern(query.keyword)) : undefined,
    )
    const { lines, total, places, cells, ahead } = yield* dbQuery(async (db) => {
      const [totalRow] = await db.select({ n: count() }).from(standing).where(where)
      const lines = await db
        .select()
        .from(standing)
        .where(where)
        .orderBy(desc(standing.ac), asc(standing.totalRunTime), asc(standing.gmtModified), asc(standing.uid))
        .limit(size)
        .offset(pageOffset(current, size))
      const places = await db
        .select({ pid: trainingProblem.pid, displayId: trainingProblem.displayId })
        .from(trainingProblem)
        .where(eq(trainingProblem.tid, query.tid))
      if (lines.length === 0) return { lines, total: totalRow?.n ?? 0, places, cells: [], ahead: new Map() }
      const uids = lines.map((l) => l.uid)
      const cells = await db
        .select()
        .from(progress)
        .where(and(eq(progress.tid, query.tid), inArray(progress.uid, uids)))
      // Ties keep one place, over everyone ranked (a keyword search keeps the place): one query.
      const everyone = db
        .select({
          uid: standing.uid,
          place: sql<number>`rank() over (order by ${standing.ac} desc, ${standing.totalRunTime} asc)`.as(
            'place',
          ),
        })
        .from(standing)
        .where(ranked)
        .as('everyone')
      const placed = await db.select().from(everyone).where(inArray(everyone.uid, uids))
      const ahead = new Map(placed.map((p) => [p.uid, Number(p.place) - 1]))
      return { lines, total: totalRow?.n ?? 0, places, cells, ahead }
    })
    const profiles = yield* users
      .profiles(lines.map((l) => l.uid))
      .pipe(Effect.mapError(() => Errors.server()))
    const displayOf = new Map(places.map((p) => [p.pid, p.displayId]))
    const records = lines.map((line): TrainingRankRow => {
      const profile = profiles.get(line.uid)
      const submissionInfo: Record<string, TrainingRankRow['submissionInfo'][string]> = {}
      for (const cell of cells) {
        const displayId = displayOf.get(cell.pid)
        if (cell.uid !== line.uid || displayId === undefined) continue
        submissionInfo[displayId] = {
          status: cell.status,
          score: cell.score,
          isAC: cell.isAc,
          runTime: cell.isAc ? cell.runTime : null,
        }
      }
      return {
        rank: (ahead.get(line.uid) ?? 0) + 1,
        uid: line.uid,
        username: profile?.username ?? line.username,
        realname: admin ? (profile?.realname ?? null) : null,
        nickname: profile?.nickname ?? null,
        school: null,
        gender: profile?.gender ?? null,
        avatar: profile?.avatar ?? null,
        ac: line.ac,
        totalRunTime: line.totalRunTime,
        submissionInfo,
      }
    })
    return pageOf(records, total, current, size)
  })
