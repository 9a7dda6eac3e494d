import {
  type CatalogPage,
  type CatalogProblem,
  type CatalogSearch,
  type ProblemCatalog,
  REMOTE_IMPORT_KEY,
  RemoteImports,
} from '@oj/problems-contract'
import {
  type ApiError,
  type Caller,
  type DbClient,
  dbQuery,
  dbTransaction,
  Extensions,
  pageOf,
  pageOffset,
  type PlatformServices,
  refuse,
  RequestContext,
} from '@oj/sdk/server'
import {
  type AddTrainingProblemInput,
  ADMIN_LIST_LIMIT,
  type AdminTrainingProblems,
  TrainingAuth,
  type TrainingDTOInput,
  type TrainingProblem,
} from '@oj/training-contract'
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { managedTraining, requireCaller, type TrainingRow } from './access.ts'
import { catalog } from './catalog.ts'
import { TrainingErrors } from './errors.ts'
import { likePattern } from './like.ts'
import { refreshStanding } from './progress.ts'
import { category, progress, record, register, standing, training, trainingProblem } from './tables.ts'
import { categoryView } from './trainings.ts'

// The admin area's training calls (api-surface [admin/training]). The route rules admit the admin
// roles; each call on one training also checks that the caller may manage that one (root and
// problem_admin any, an admin their own).

const iso = (at: Date | string) => new Date(at).toISOString()

export const theCaller = Effect.gen(function* () {
  return yield* requireCaller((yield* RequestContext).caller)
})

export const trainingView = (row: typeof training.$inferSelect) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  author: row.author,
  auth: row.auth,
  privatePwd: row.privatePwd,
  status: row.status,
  rank: row.rank,
  isGroup: row.gid !== null,
  gid: row.gid,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

const placeView = (row: typeof trainingProblem.$inferSelect): TrainingProblem => ({
  id: row.id,
  tid: row.tid,
  pid: row.pid,
  displayId: row.displayId,
  rank: row.rank,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

/** GET /admin/training */
export const getTraining = ({ tid }: { readonly tid: number }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* dbQuery(async (db) => trainingDTO(db, await managedTraining(db, tid, caller)))
  })

/** HOJ's TrainingDTO of a training: with its category. */
export const trainingDTO = async (db: DbClient, row: TrainingRow) => {
  const [cat] = row.categoryId ? await db.select().from(category).where(eq(category.id, row.categoryId)) : []
  return { training: trainingView(row), trainingCategory: cat ? categoryView(cat) : null }
}

/** The stored fields of a training from the admin's TrainingDTO; refuses a bad category or password. */
async function trainingFields(db: DbClient, input: TrainingDTOInput) {
  const [cat] = await db
    .select({ id: category.id })
    .from(category)
    .where(and(eq(category.id, input.trainingCategory.id), isNull(category.gid)))
  if (!cat) refuse(TrainingErrors.categoryNotFound())
  return storedFields(input.training, input.trainingCategory.id)
}

/** The stored fields of a training as sent, in the category `categoryId`; refuses a missing password. */
export function storedFields(t: TrainingDTOInput['training'], categoryId: number) {
  const pwd = t.privatePwd ?? ''
  if (t.auth === TrainingAuth.private && pwd === '') refuse(TrainingErrors.privatePwdRequired())
  return {
    title: t.title,
    description: t.description ?? '',
    auth: t.auth,
    privatePwd: t.auth === TrainingAuth.private ? pwd : null,
    status: t.status ?? true,
    rank: t.rank ?? 0,
    categoryId,
  }
}

/** POST /admin/training */
export const createTraining = (input: TrainingDTOInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      const fields = await trainingFields(tx, input)
      await tx.insert(training).values({ ...fields, author: caller.username, authorUid: caller.uid })
    })
    return null
  })

/** PUT /admin/training */
export const updateTraining = (input: TrainingDTOInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const tid = input.training.id
    if (tid === undefined) return yield* Effect.fail(TrainingErrors.idRequired())
    yield* dbTransaction(async (tx) => {
      await managedTraining(tx, tid, caller)
      const fields = await trainingFields(tx, input)
      await tx
        .update(training)
        .set({ ...fields, gmtModified: new Date() })
        .where(eq(training.id, tid))
    })
    return null
  })

/** DELETE /admin/training (root): the training with its problems, registrations and progress. */
export const deleteTraining = ({ tid }: { readonly tid: number }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      await managedTraining(tx, tid, caller)
      await tx.delete(training).where(eq(training.id, tid))
    })
    return null
  })

/** Checks, in a transaction, that the caller may manage the training `tid` and reads it. */
export type Guard = (db: DbClient, tid: number) => Promise<TrainingRow>
const publicGuard =
  (caller: Caller): Guard =>
  (db, tid) =>
    managedTraining(db, tid, caller)

/** PUT /admin/training/change-training-status */
export const changeStatus = ({ tid, status }: { readonly tid: number; readonly status: boolean }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* setStatus(publicGuard(caller), tid, status)
  })

export const setStatus = (guard: Guard, tid: number, status: boolean) =>
  Effect.as(
    dbTransaction(async (tx) => {
      await guard(tx, tid)
      await tx.update(training).set({ status, gmtModified: new Date() }).where(eq(training.id, tid))
    }),
    null,
  )

const managesAll = (caller: Caller) => caller.roles.includes('root') || caller.roles.includes('problem_admin')

/** GET /admin/training/get-training-list: every training for root and problem_admin, else one's own. */
export const adminTrainingList = (query: {
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
  readonly keyword?: string | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_LIST_LIMIT
    return yield* dbQuery(async (db) => {
      const where = and(
        isNull(training.gid),
        managesAll(caller) ? undefined : eq(training.authorUid, caller.uid),
        query.keyword ? ilike(training.title, likePattern(query.keyword)) : undefined,
      )
      const [total] = await db.select({ n: count() }).from(training).where(where)
      const rows = await db
        .select()
        .from(training)
        .where(where)
        .orderBy(desc(training.id))
        .limit(size)
        .offset(pageOffset(current, size))
      return pageOf(rows.map(trainingView), total?.n ?? 0, current, size)
    })
  })

/** GET /admin/training/get-problem-list */
export const adminTrainingProblems = (query: {
  readonly tid: number
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
  readonly keyword?: string | undefined
  readonly queryExisted?: boolean | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* problemsOf(publicGuard(caller), query, (bank, search) => bank.searchPublic(search))
  })

/**
 * A training's problems (queryExisted), or the candidates to add: those `candidates` finds (the
 * public bank's, or the training's group's), less those in the training.
 */
export const problemsOf = (
  guard: Guard,
  query: {
    readonly tid: number
    readonly currentPage?: number | undefined
    readonly limit?: number | undefined
    readonly keyword?: string | undefined
    readonly queryExisted?: boolean | undefined
  },
  candidates: (
    bank: ProblemCatalog,
    search: CatalogSearch,
    row: TrainingRow,
  ) => Effect.Effect<CatalogPage, ApiError, PlatformServices>,
) =>
  Effect.gen(function* () {
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_LIST_LIMIT
    const { row, places } = yield* dbQuery(async (db) => {
      const row = await guard(db, query.tid)
      const places = await db
        .select()
        .from(trainingProblem)
        .where(eq(trainingProblem.tid, query.tid))
        .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id))
      return { row, places }
    })
    const bank = yield* catalog
    const trainingProblemMap: Record<string, TrainingProblem> = {}
    for (const place of places) trainingProblemMap[String(place.pid)] = placeView(place)
    if (query.queryExisted) {
      const all = yield* bank.byIds(places.map((p) => p.pid))
      const keyword = query.keyword?.toLowerCase()
      const matching = keyword
        ? all.filter(
            (p) => p.problemId.toLowerCase().includes(keyword) || p.title.toLowerCase().includes(keyword),
          )
        : all
      const offset = pageOffset(current, size)
      const rows = yield* bank.problems(matching.slice(offset, offset + size).map((p) => p.pid))
      const result: AdminTrainingProblems = {
        problemList: pageOf(rows, matching.length, current, size),
        trainingProblemMap,
      }
      return result
    }
    const found = yield* candidates(
      bank,
      { keyword: query.keyword, excludePids: places.map((p) => p.pid), currentPage: current, limit: size },
      row,
    )
    const rows = yield* bank.problems(found.records.map((p) => p.pid))
    const result: AdminTrainingProblems = {
      problemList: pageOf(rows, found.total, current, size),
      trainingProblemMap,
    }
    return result
  })

/** Adds a problem of the bank to a training (by its display id there, default its own id). */
export const addPlace = (
  guard: Guard,
  tid: number,
  problem: CatalogProblem,
  displayId: string | undefined,
  fits: (problem: CatalogProblem, row: TrainingRow) => boolean = isPublicProblem,
) =>
  dbTransaction(async (tx) => {
    const row = await guard(tx, tid)
    if (!fits(problem, row))
      refuse(fits === isPublicProblem ? TrainingErrors.problemNotPublic() : TrainingErrors.notGroupProblem())
    const shown = displayId && displayId !== '' ? displayId : problem.problemId
    const existing = await tx.select().from(trainingProblem).where(eq(trainingProblem.tid, tid))
    if (existing.some((p) => p.pid === problem.pid)) refuse(TrainingErrors.problemExists())
    if (existing.some((p) => p.displayId.toLowerCase() === shown.toLowerCase()))
      refuse(TrainingErrors.displayIdTaken())
    const rank = existing.reduce((max, p) => Math.max(max, p.rank), 0) + 1
    await tx.insert(trainingProblem).values({ tid, pid: problem.pid, displayId: shown, rank })
    await tx.update(training).set({ gmtModified: new Date() }).where(eq(training.id, tid))
  })

/** A public problem of the bank (not a group's). */
export const isPublicProblem = (problem: CatalogProblem) => problem.auth === 1 && problem.gid === null

/** POST /admin/training/add-problem-from-public */
export const addProblem = (input: AddTrainingProblemInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const [problem] = yield* (yield* catalog).byIds([input.pid])
    if (!problem) return yield* Effect.fail(TrainingErrors.problemNotFound())
    yield* addPlace(publicGuard(caller), input.tid, problem, input.displayId)
    return null
  })

/**
 * GET /admin/training/import-remote-oj-problem: a remote judge's problem, imported into the bank
 * first when it is not there (the bank's RemoteImports; without it, only one the bank holds). The
 * training's check comes first: a caller who may not manage it fetches nothing.
 */
export const importRemote = (input: {
  readonly name: string
  readonly problemId: string
  readonly tid: number
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbQuery((db) => managedTraining(db, input.tid, caller))
    const imports = (yield* Extensions).get(RemoteImports, REMOTE_IMPORT_KEY)
    const problem = imports
      ? (yield* imports.value.importRemote({ name: input.name, problemId: input.problemId })).problem
      : yield* (yield* catalog).byProblemId(`${input.name}-${input.problemId}`)
    if (!problem) return yield* Effect.fail(TrainingErrors.remoteNotInBank())
    yield* addPlace(publicGuard(caller), input.tid, problem, undefined)
    return null
  })

/** DELETE /admin/training/problem: the problem leaves the training, with its users' progress on it. */
export const removeProblem = (input: { readonly pid: number; readonly tid?: number | undefined }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const tid = input.tid
    if (tid === undefined) return yield* Effect.fail(TrainingErrors.idRequired())
    return yield* takeOut(publicGuard(caller), tid, input.pid)
  })

/** The problem `pid` leaves the training `tid`, with its users' progress on it. */
export const takeOut = (guard: Guard, tid: number, pid: number) =>
  Effect.gen(function* () {
    const input = { pid }
    yield* dbTransaction(async (tx) => {
      await guard(tx, tid)
      const removed = await tx
        .delete(trainingProblem)
        .where(and(eq(trainingProblem.tid, tid), eq(trainingProblem.pid, input.pid)))
        .returning({ id: trainingProblem.id })
      if (removed.length === 0) refuse(TrainingErrors.problemNotInTraining())
      const touched = await tx
        .delete(progress)
        .where(and(eq(progress.tid, tid), eq(progress.pid, input.pid)))
        .returning({ uid: progress.uid })
      await tx.delete(record).where(and(eq(record.tid, tid), eq(record.pid, input.pid)))
      const uids = [...new Set(touched.map((t) => t.uid))]
      if (uids.length > 0) {
        const lines = await tx
          .select({ uid: standing.uid, username: standing.username })
          .from(standing)
          .where(and(eq(standing.tid, tid), inArray(standing.uid, uids)))
        for (const line of lines) await refreshStanding(tx, tid, line.uid, line.username)
      }
      await tx.update(training).set({ gmtModified: new Date() }).where(eq(training.id, tid))
    })
    return null
  })

/** PUT /admin/training/problem: a training problem's display id and rank. */
export const updateProblem = (input: {
  readonly id: number
  readonly displayId?: string | undefined
  readonly rank?: number | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* changePlace(publicGuard(caller), input)
  })

/** A training problem's display id and rank (the guard checks its training). */
export const changePlace = (
  guard: Guard,
  input: { readonly id: number; readonly displayId?: string | undefined; readonly rank?: number | undefined },
) =>
  Effect.gen(function* () {
    yield* dbTransaction(async (tx) => {
      const [place] = await tx.select().from(trainingProblem).where(eq(trainingProblem.id, input.id))
      if (!place) return refuse(TrainingErrors.problemNotInTraining())
      await guard(tx, place.tid)
      const displayId = input.displayId && input.displayId !== '' ? input.displayId : place.displayId
      const [clash] = await tx
        .select({ id: trainingProblem.id })
        .from(trainingProblem)
        .where(
          and(
            eq(trainingProblem.tid, place.tid),
            ne(trainingProblem.id, place.id),
            sql`lower(${trainingProblem.displayId}) = lower(${displayId})`,
          ),
        )
      if (clash) refuse(TrainingErrors.displayIdTaken())
      await tx
        .update(trainingProblem)
        .set({ displayId, rank: input.rank ?? place.rank, gmtModified: new Date() })
        .where(eq(trainingProblem.id, place.id))
    })
    return null
  })

/** POST /admin/training/category */
export const addCategory = (input: { readonly name: string; readonly color?: string | undefined }) =>
  dbTransaction(async (tx) => {
    const [row] = await tx
      .insert(category)
      .values({ name: input.name, color: input.color ?? null })
      .returning()
    return row ? categoryView(row) : refuse(TrainingErrors.categoryNotFound())
  })

/** PUT /admin/training/category */
export const updateCategory = (input: {
  readonly id?: number | undefined
  readonly name: string
  readonly color?: string | undefined
}) =>
  Effect.gen(function* () {
    const id = input.id
    if (id === undefined) return yield* Effect.fail(TrainingErrors.idRequired())
    yield* dbTransaction(async (tx) => {
      const changed = await tx
        .update(category)
        .set({
          name: input.name,
          ...(input.color !== undefined ? { color: input.color } : {}),
          gmtModified: new Date(),
        })
        .where(and(eq(category.id, id), isNull(category.gid)))
        .returning({ id: category.id })
      if (changed.length === 0) refuse(TrainingErrors.categoryNotFound())
    })
    return null
  })

/** DELETE /admin/training/category: only a category no training uses. */
export const removeCategory = ({ cid }: { readonly cid: number }) =>
  Effect.gen(function* () {
    yield* dbTransaction(async (tx) => {
      const [used] = await tx
        .select({ id: training.id })
        .from(training)
        .where(eq(training.categoryId, cid))
        .limit(1)
      if (used) refuse(TrainingErrors.categoryInUse())
      const removed = await tx
        .delete(category)
        .where(and(eq(category.id, cid), isNull(category.gid)))
        .returning({ id: category.id })
      if (removed.length === 0) refuse(TrainingErrors.categoryNotFound())
    })
    return null
  })

/** GET /admin/training/register: a training's registrations, newest first. */
export const registerList = (query: {
  readonly tid: number
  readonly currentPage?: number | undefined
  readonly limit?: number | undefined
  readonly keyword?: string | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_LIST_LIMIT
    return yield* dbQuery(async (db) => {
      await managedTraining(db, query.tid, caller)
      const where = and(
        eq(register.tid, query.tid),
        query.keyword ? ilike(register.username, likePattern(query.keyword)) : undefined,
      )
      const [total] = await db.select({ n: count() }).from(register).where(where)
      const rows = await db
        .select()
        .from(register)
        .where(where)
        .orderBy(desc(register.id))
        .limit(size)
        .offset(pageOffset(current, size))
      const records = rows.map((r) => ({
        id: r.id,
        tid: r.tid,
        uid: r.uid,
        username: r.username,
        status: r.status,
        gmtCreate: iso(r.gmtCreate),
        gmtModified: iso(r.gmtModified),
      }))
      return pageOf(records, total?.n ?? 0, current, size)
    })
  })

/** PUT /admin/training/register: bans or readmits a registered user. */
export const setRegisterStatus = (input: {
  readonly tid: number
  readonly uid: string
  readonly status: boolean
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      await managedTraining(tx, input.tid, caller)
      const changed = await tx
        .update(register)
        .set({ status: input.status, gmtModified: new Date() })
        .where(and(eq(register.tid, input.tid), eq(register.uid, input.uid)))
        .returning({ id: register.id })
      if (changed.length === 0) refuse(TrainingErrors.registerNotFound())
    })
    return null
  })

/** DELETE /admin/training/register */
export const removeRegister = (input: { readonly tid: number; readonly uid: string }) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      await managedTraining(tx, input.tid, caller)
      const removed = await tx
        .delete(register)
        .where(and(eq(register.tid, input.tid), eq(register.uid, input.uid)))
        .returning({ id: register.id })
      if (removed.length === 0) refuse(TrainingErrors.registerNotFound())
    })
    return null
  })
