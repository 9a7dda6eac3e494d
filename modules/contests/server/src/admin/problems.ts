import {
  type AddFromPublicInput,
  ADMIN_CONTEST_PAGE_SIZE,
  type AdminContestProblems,
  type AdminContestProblemsQuery,
  type AdminProblemRow,
  type ContestProblemInput,
  type ContestProblemKey,
  type ContestProblemRow,
  type ImportRemoteInput,
  type RemoveProblemQuery,
} from '@oj/contests-contract'
import {
  CATALOG_KEY,
  type CatalogProblem,
  type ProblemCatalog,
  ProblemCatalogs,
  REMOTE_IMPORT_KEY,
  RemoteImports,
} from '@oj/problems-contract'
import {
  type ApiError,
  type Caller,
  dbQuery,
  dbTransaction,
  Extensions,
  pageOf,
  pageOffset,
  refuse,
  serverError,
} from '@oj/sdk/server'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { boardChanged } from '../board/stream.ts'
import { rebuildCells } from '../board/update.ts'
import { ContestErrors } from '../contest/errors.ts'
import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contestProblem, contestRecord } from '../tables.ts'
import { virtualRecord } from '../virtual/tables.ts'
import { administered, theCaller } from './access.ts'
import { AdminErrors } from './errors.ts'
import { checkAddable } from './problem-rights.ts'

// A contest's problems in the admin area: the list, the public bank to add from (read through the
// problems module's catalogue, ProblemCatalogs, never its tables), a problem's display id, title and
// balloon colour, adding and removing.

const iso = (at: Date | string) => new Date(at).toISOString()

export const catalog: Effect.Effect<ProblemCatalog, ReturnType<typeof serverError>, Extensions> = Effect.gen(
  function* () {
    const provided = (yield* Extensions).get(ProblemCatalogs, CATALOG_KEY)
    if (!provided)
      return yield* Effect.fail(serverError('contests.error.noCatalog', 'The problem bank is not available'))
    return provided.value
  },
)

const placeView = (row: typeof contestProblem.$inferSelect): ContestProblemRow => ({
  id: row.id,
  displayId: row.displayId,
  cid: row.cid,
  pid: row.pid,
  displayTitle: row.displayTitle,
  color: row.color,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

type DbTx = Parameters<Parameters<typeof dbTransaction>[0]>[0]

/** Admits the caller to the contest within the transaction (its row, locked) or refuses (404, 403). */
export type ContestGuard = (tx: DbTx, cid: number) => Promise<ContestRow>

/** Refuses a problem the caller may not add to the contest (its row given). */
type AddableCheck = (tx: DbTx, problem: CatalogProblem, row: ContestRow) => Promise<void>

/** The contest's places in display-id order (A, B, …, Z, AA). */
const placesOf = (tx: DbTx, cid: number) =>
  tx
    .select()
    .from(contestProblem)
    .where(eq(contestProblem.cid, cid))
    .orderBy(sql`length(${contestProblem.displayId})`, asc(contestProblem.displayId))

/**
 * GET /admin/contest/get-problem-list: without `problemType` the contest's problems in display-id
 * order (keyword: display id, problem id or title); with it, a page of the public bank without the
 * contest's problems, to add from. `contestProblemMap`: the contest's places by pid either way.
 */
export const adminContestProblems = (query: AdminContestProblemsQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* contestProblemsGuarded(query, (tx, cid) => administered(tx, cid, caller))
  })

/**
 * The contest's problems (or the public bank to add from) once `guard` has admitted the caller to
 * the contest (it locks the contest's row, or refuses): the admin area's rule or a group's.
 */
export const contestProblemsGuarded = (query: AdminContestProblemsQuery, guard: ContestGuard) =>
  Effect.gen(function* () {
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_CONTEST_PAGE_SIZE
    const places = yield* dbTransaction(async (tx) => {
      await guard(tx, query.cid)
      return placesOf(tx, query.cid)
    })
    const contestProblemMap: Record<string, ContestProblemRow> = {}
    for (const place of places) contestProblemMap[String(place.pid)] = placeView(place)
    const bank = yield* catalog
    if (query.problemType === undefined) {
      const problems = new Map((yield* bank.byIds(places.map((p) => p.pid))).map((p) => [p.pid, p]))
      const keyword = query.keyword?.toLowerCase()
      const matching = places.flatMap((place) => {
        const p = problems.get(place.pid)
        if (!p) return []
        const matches =
          !keyword ||
          [place.displayId, place.displayTitle, p.problemId, p.title].some((t) =>
            t.toLowerCase().includes(keyword),
          )
        return matches ? [p.pid] : []
      })
      const offset = pageOffset(current, size)
      const rows: ReadonlyArray<AdminProblemRow> = yield* bank.problems(matching.slice(offset, offset + size))
      const result: AdminContestProblems = {
        problemList: pageOf(rows, matching.length, current, size),
        contestProblemMap,
      }
      return result
    }
    const found = yield* bank.searchPublic({
      keyword: query.keyword,
      excludePids: places.map((p) => p.pid),
      currentPage: current,
      limit: size,
    })
    const rows: ReadonlyArray<AdminProblemRow> = yield* bank.problems(found.records.map((p) => p.pid))
    const result: AdminContestProblems = {
      problemList: pageOf(rows, found.total, current, size),
      contestProblemMap,
    }
    return result
  })

/** GET /admin/contest/contest-problem */
export const getContestProblem = (key: ContestProblemKey) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* getContestProblemGuarded(key, (tx, cid) => administered(tx, cid, caller))
  })

/** A problem's place in the contest once `guard` admits the caller. */
export const getContestProblemGuarded = (key: ContestProblemKey, guard: ContestGuard) =>
  Effect.gen(function* () {
    return yield* dbTransaction(async (tx) => {
      await guard(tx, key.cid)
      const [place] = await tx
        .select()
        .from(contestProblem)
        .where(and(eq(contestProblem.cid, key.cid), eq(contestProblem.pid, key.pid)))
      if (!place) return refuse(ContestErrors.noProblem())
      return placeView(place)
    })
  })

/** A problem of the bank put in the contest by PUT /admin/contest/contest-problem. */
async function placeNew(
  tx: DbTx,
  caller: Caller,
  row: ContestRow,
  input: ContestProblemInput,
  problem: CatalogProblem | undefined,
): Promise<ContestProblemRow> {
  if (!problem) return refuse(AdminErrors.problemNotFound())
  await checkAddable(tx, caller, problem)
  if (problem.type !== row.type) return refuse(AdminErrors.problemTypeMismatch())
  const [taken] = await tx
    .select({ id: contestProblem.id })
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, row.id), eq(contestProblem.displayId, input.displayId)))
  if (taken) return refuse(AdminErrors.displayIdTaken())
  const [added] = await tx
    .insert(contestProblem)
    .values({
      cid: row.id,
      pid: problem.pid,
      displayId: input.displayId,
      displayTitle: input.displayTitle,
      color: input.color === undefined || input.color === '' ? null : input.color,
    })
    .returning()
  if (!added) return refuse(AdminErrors.problemExists())
  return placeView(added)
}

/**
 * PUT /admin/contest/contest-problem: display id, display title, balloon colour. A new display id
 * moves the problem's records with it and rebuilds the board (its cells are kept by display id).
 * A problem not yet in the contest (no `id`) is placed there, as HOJ's own client does right after
 * POST /admin/contest/problem (its saveOrUpdate), under add-problem-from-public's rules.
 */
export const setContestProblem = (input: ContestProblemInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* setContestProblemGuarded(input, (tx, cid) => administered(tx, cid, caller))
  })

/** Sets a place's display id, title and colour (or places a problem anew) once `guard` admits the caller. */
export const setContestProblemGuarded = (input: ContestProblemInput, guard: ContestGuard) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const [problem] = input.id === undefined ? yield* (yield* catalog).byIds([input.pid]) : []
    const placed = yield* dbTransaction(async (tx) => {
      const row = await guard(tx, input.cid)
      const [place] = await tx
        .select()
        .from(contestProblem)
        .where(and(eq(contestProblem.cid, input.cid), eq(contestProblem.pid, input.pid)))
      if (!place && input.id === undefined) return placeNew(tx, caller, row, input, problem)
      if (!place || (input.id !== undefined && input.id !== place.id))
        return refuse(ContestErrors.noProblem())
      const moved = place.displayId !== input.displayId
      if (moved) {
        const [taken] = await tx
          .select({ id: contestProblem.id })
          .from(contestProblem)
          .where(
            and(
              eq(contestProblem.cid, input.cid),
              eq(contestProblem.displayId, input.displayId),
              ne(contestProblem.id, place.id),
            ),
          )
        if (taken) return refuse(AdminErrors.displayIdTaken())
      }
      const [updated] = await tx
        .update(contestProblem)
        .set({
          displayId: input.displayId,
          displayTitle: input.displayTitle,
          color: input.color === undefined || input.color === '' ? null : input.color,
          gmtModified: new Date(),
        })
        .where(eq(contestProblem.id, place.id))
        .returning()
      if (moved) {
        await tx
          .update(contestRecord)
          .set({ displayId: input.displayId })
          .where(and(eq(contestRecord.cid, input.cid), eq(contestRecord.pid, input.pid)))
        // virtual runs' records follow (they keep the display id only)
        await tx
          .update(virtualRecord)
          .set({ displayId: input.displayId })
          .where(and(eq(virtualRecord.cid, input.cid), eq(virtualRecord.displayId, place.displayId)))
        await rebuildCells(tx, row)
      }
      return placeView(updated ?? place)
    })
    // A moved display id moved the cells: this process's board readers see it at once.
    yield* boardChanged(input.cid)
    return placed
  })

/**
 * A problem of the bank of the contest's rule joins the contest under a display id, titled as in the
 * bank; the caller must manage the contest, and may add only what they may (problem-rights.ts: a
 * public problem, or a contest-only one they may edit).
 */
const placeBankProblem = (
  cid: number,
  problem: CatalogProblem | undefined,
  displayId: string,
  missing: () => ApiError = AdminErrors.problemNotFound,
) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* placeProblemGuarded(
      { cid, problem, displayId, missing },
      (tx, id) => administered(tx, id, caller),
      (tx, p) => checkAddable(tx, caller, p),
    )
  })

/** Places the problem in the contest once `guard` admits the caller and `addable` the problem. */
export const placeProblemGuarded = (
  place: {
    readonly cid: number
    readonly problem: CatalogProblem | undefined
    readonly displayId: string
    readonly missing?: () => ApiError
  },
  guard: ContestGuard,
  addable: AddableCheck,
) =>
  Effect.gen(function* () {
    const { cid, problem, displayId } = place
    yield* dbTransaction(async (tx) => {
      const row = await guard(tx, cid)
      if (!problem) return refuse((place.missing ?? AdminErrors.problemNotFound)())
      await addable(tx, problem, row)
      if (problem.type !== row.type) return refuse(AdminErrors.problemTypeMismatch())
      const added = await tx
        .insert(contestProblem)
        .values({ cid: row.id, pid: problem.pid, displayId, displayTitle: problem.title })
        .onConflictDoNothing()
        .returning({ id: contestProblem.id })
      if (added.length === 0) return refuse(AdminErrors.problemExists())
    })
    return null
  })

/** POST /admin/contest/add-problem-from-public: a problem of the bank by its id. */
export const addFromPublic = (input: AddFromPublicInput) =>
  Effect.gen(function* () {
    const [problem] = yield* (yield* catalog).byIds([input.pid])
    return yield* placeBankProblem(input.cid, problem, input.displayId)
  })

/**
 * GET /admin/contest/import-remote-oj-problem: a remote judge's problem, which the bank holds as
 * NAME-problemId (HOJ's key: the judge's name in capitals). As HOJ does, a missing one is imported
 * from the remote judge first (the bank's RemoteImports); without that seam, a missing one is
 * refused with a message saying so. The contest's check comes first: a caller who may not manage
 * it learns nothing and fetches nothing.
 */
export const importRemote = (input: ImportRemoteInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbQuery((db) => administered(db, input.cid, caller))
    const imports = (yield* Extensions).get(RemoteImports, REMOTE_IMPORT_KEY)
    const problem = imports
      ? (yield* imports.value.importRemote({ name: input.name, problemId: input.problemId })).problem
      : yield* (yield* catalog).byProblemId(`${input.name.toUpperCase()}-${input.problemId}`)
    return yield* placeBankProblem(input.cid, problem, input.displayId, AdminErrors.remoteNotInBank)
  })

/**
 * DELETE /admin/contest/problem: removes the problem from the contest with its records and board
 * cells (HOJ also deletes its contest submissions; those are the problems module's). Without `cid`
 * HOJ deletes the problem itself: that is the problem admin's call, refused here.
 */
export const removeProblem = (query: RemoveProblemQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const cid = query.cid
    if (cid === undefined) return yield* Effect.fail(AdminErrors.deleteProblemElsewhere())
    return yield* removeProblemGuarded({ cid, pid: query.pid }, (tx, id) => administered(tx, id, caller))
  })

/** Removes the problem from the contest (its records and board cells) once `guard` admits the caller. */
export const removeProblemGuarded = (
  query: { readonly cid: number; readonly pid: number },
  guard: ContestGuard,
) =>
  Effect.gen(function* () {
    const cid = query.cid
    yield* dbTransaction(async (tx) => {
      await guard(tx, cid)
      const [removed] = await tx
        .delete(contestProblem)
        .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, query.pid)))
        .returning({ displayId: contestProblem.displayId })
      if (!removed) return refuse(ContestErrors.noProblem())
      await tx.delete(contestRecord).where(and(eq(contestRecord.cid, cid), eq(contestRecord.pid, query.pid)))
      await tx
        .delete(virtualRecord)
        .where(and(eq(virtualRecord.cid, cid), eq(virtualRecord.displayId, removed.displayId)))
      await tx
        .delete(boardCell)
        .where(and(eq(boardCell.cid, cid), eq(boardCell.displayId, removed.displayId)))
    })
    // Its cells went (no cell left is newer for it): this process's boards are confirmed by their print.
    yield* boardChanged(cid, { cellsRemoved: true })
    return null
  })
