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
import { CATALOG_KEY, type CatalogProblem, type ProblemCatalog, ProblemCatalogs } from '@oj/problems-contract'
import {
  type ApiError,
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

// A contest's problems in the admin area: the list, the public bank to add from (read through the
// problems module's catalogue, ProblemCatalogs, never its tables), a problem's display id, title and
// balloon colour, adding and removing.

const iso = (at: Date | string) => new Date(at).toISOString()

const catalog: Effect.Effect<ProblemCatalog, ReturnType<typeof serverError>, Extensions> = Effect.gen(
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

const problemRow = (p: CatalogProblem): AdminProblemRow => ({
  id: p.pid,
  problemId: p.problemId,
  title: p.title,
  type: p.type,
  difficulty: p.difficulty,
  auth: p.auth,
  gid: p.gid,
  isGroup: p.gid !== null,
  gmtModified: p.gmtModified,
})

type DbTx = Parameters<Parameters<typeof dbTransaction>[0]>[0]

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
    const current = query.currentPage ?? 1
    const size = query.limit ?? ADMIN_CONTEST_PAGE_SIZE
    const places = yield* dbTransaction(async (tx) => {
      await administered(tx, query.cid, caller)
      return placesOf(tx, query.cid)
    })
    const contestProblemMap: Record<string, ContestProblemRow> = {}
    for (const place of places) contestProblemMap[String(place.pid)] = placeView(place)
    const bank = yield* catalog
    if (query.problemType === undefined) {
      const problems = new Map((yield* bank.byIds(places.map((p) => p.pid))).map((p) => [p.pid, p]))
      const keyword = query.keyword?.toLowerCase()
      const rows = places.flatMap((place) => {
        const p = problems.get(place.pid)
        if (!p) return []
        const matches =
          !keyword ||
          [place.displayId, place.displayTitle, p.problemId, p.title].some((t) =>
            t.toLowerCase().includes(keyword),
          )
        return matches ? [problemRow(p)] : []
      })
      const offset = pageOffset(current, size)
      const result: AdminContestProblems = {
        problemList: pageOf(rows.slice(offset, offset + size), rows.length, current, size),
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
    const result: AdminContestProblems = {
      problemList: pageOf(found.records.map(problemRow), found.total, current, size),
      contestProblemMap,
    }
    return result
  })

/** GET /admin/contest/contest-problem */
export const getContestProblem = (key: ContestProblemKey) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* dbTransaction(async (tx) => {
      await administered(tx, key.cid, caller)
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
  row: ContestRow,
  input: ContestProblemInput,
  problem: CatalogProblem | undefined,
): Promise<ContestProblemRow> {
  if (!problem) return refuse(AdminErrors.problemNotFound())
  if (problem.auth === 2 || problem.gid !== null) return refuse(AdminErrors.problemNotPublic())
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
    const [problem] = input.id === undefined ? yield* (yield* catalog).byIds([input.pid]) : []
    const placed = yield* dbTransaction(async (tx) => {
      const row = await administered(tx, input.cid, caller)
      const [place] = await tx
        .select()
        .from(contestProblem)
        .where(and(eq(contestProblem.cid, input.cid), eq(contestProblem.pid, input.pid)))
      if (!place && input.id === undefined) return placeNew(tx, row, input, problem)
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
 * A problem of the bank (public or contest-only, not private, not a group's) of the contest's rule
 * joins the contest under a display id, titled as in the bank; the caller must manage the contest.
 */
const placeBankProblem = (
  cid: number,
  problem: CatalogProblem | undefined,
  displayId: string,
  missing: () => ApiError = AdminErrors.problemNotFound,
) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      const row = await administered(tx, cid, caller)
      if (!problem) return refuse(missing())
      if (problem.auth === 2 || problem.gid !== null) return refuse(AdminErrors.problemNotPublic())
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
 * NAME-problemId (HOJ's key: the judge's name in capitals). HOJ fetches a missing one from the remote
 * judge first; here the problem admin adds it to the bank, and a missing one is refused with a
 * message saying so (after the contest's check: a caller who may not manage it learns nothing).
 */
export const importRemote = (input: ImportRemoteInput) =>
  Effect.gen(function* () {
    const problem = yield* (yield* catalog).byProblemId(`${input.name.toUpperCase()}-${input.problemId}`)
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
    yield* dbTransaction(async (tx) => {
      await administered(tx, cid, caller)
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
