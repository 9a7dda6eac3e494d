import {
  type AdminProblemInput,
  type CatalogProblem,
  ProblemAuth,
  type ProblemChangedEvent,
  type ProblemListPage,
  type ScopedCompileInput,
} from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import {
  type Caller,
  dbQuery,
  dbTransaction,
  Errors,
  mayManageScoped,
  pageOf,
  refuse,
  type ScopeRole,
  scopeRole,
} from '@oj/sdk/server'
import { and, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm'
import { Effect } from 'effect'

import { compileChecker } from '../bank/compile.ts'
import { adminPage } from '../bank/problem-list.ts'
import { saveProblemWithin } from '../bank/save-problem.ts'
import { searchPage } from '../catalog.ts'
import { likePattern } from '../problem-list.ts'
import { problemView } from '../problem-page/detail.ts'
import { requireCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { addEvent } from '../submissions/outbox.ts'
import { Judging } from '../submissions/signals.ts'
import { findProblem, type ProblemRow } from '../submissions/task.ts'
import { problem, tag } from '../tables.ts'
import { tagView } from '../tags.ts'
import { problemCases } from '../testcases/cases.ts'
import { prefixed } from './prefix.ts'

// A scope's own problems (ScopedProblemsApi: a group's, gid): stored here like the bank's, seen and
// managed as the scope's owner says (ScopeOwners 'gid'): its members see the ones public in it, its
// admins create problems and manage those they authored, its root manages every one. Display ids
// carry the scope's prefix. The admin area reviews those asking to join the public bank.

const PARAM = 'gid'
const DEFAULT_LIMIT = 10

const scopeError = (role: ScopeRole) =>
  !role.exists ? JudgeErrors.problemNotFound() : role.see ? Errors.noPermission() : Errors.noPermission()

/** The caller's standing in the scope, failing when they may not see it (or, with `admin`, manage in it). */
const standing = (gid: number, caller: Caller, need: 'see' | 'admin') =>
  Effect.gen(function* () {
    const role = yield* scopeRole(PARAM, gid, caller)
    if (!role.exists) return yield* Effect.fail(JudgeErrors.problemNotFound())
    if (!role[need]) return yield* Effect.fail(scopeError(role))
    return role
  })

/** A scope's problem and the caller's standing, when they may manage it (404 for another scope's or the bank's). */
const managed = (pid: number, caller: Caller) =>
  Effect.gen(function* () {
    const row = yield* dbQuery((db) => findProblem(db, pid))
    if (!row || row.gid === null) return yield* Effect.fail(JudgeErrors.problemNotFound())
    const role = yield* standing(row.gid, caller, 'admin')
    if (!mayManageScoped(role, caller, { username: row.author }))
      return yield* Effect.fail(Errors.noPermission())
    return { row: row as ProblemRow & { gid: number }, role }
  })

const listRow = (p: CatalogProblem) => {
  const { auth: _auth, gid: _gid, author: _author, ...row } = p
  return row
}

/** GET /group/get-problem-list: the problems public in the group, for its members. */
export const scopedList = (query: {
  readonly gid: number
  readonly currentPage?: number
  readonly limit?: number
}) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* standing(query.gid, caller, 'see')
    const current = query.currentPage ?? 1
    const size = query.limit ?? DEFAULT_LIMIT
    const page = yield* searchPage(
      { gid: query.gid, auths: [ProblemAuth.public], currentPage: current, limit: size },
      true,
    )
    return pageOf(page.records.map(listRow), page.total, current, size) as ProblemListPage
  })

/** GET /group/get-admin-problem-list: every problem of the group, for its admins. */
export const scopedAdminList = (query: {
  readonly gid: number
  readonly currentPage?: number
  readonly limit?: number
}) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* standing(query.gid, caller, 'admin')
    return yield* dbQuery((db) =>
      adminPage(db, eq(problem.gid, query.gid), query.currentPage ?? 1, query.limit ?? DEFAULT_LIMIT),
    )
  })

/** GET /group/get-all-problem-tags: the public tags and the group's own. */
export const scopedTags = (query: { readonly gid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* standing(query.gid, caller, 'see')
    const rows = yield* dbQuery((db) =>
      db
        .select()
        .from(tag)
        .where(or(isNull(tag.gid), eq(tag.gid, query.gid))),
    )
    return rows.map(tagView)
  })

/** GET /group/problem */
export const scopedProblem = ({ pid }: { readonly pid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { row } = yield* managed(pid, caller)
    return yield* dbQuery((db) => problemView(db, row, { title: row.title, judgeFiles: true }))
  })

/** POST /group/problem (creating) and PUT /group/problem. */
export const saveScopedProblem = (body: AdminProblemInput, creating: boolean) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    const caller = yield* requireCaller
    let gid: number
    let prefix: string
    if (creating) {
      const given = body.problem.gid
      if (!given) return yield* Effect.fail(Errors.noPermission())
      prefix = (yield* standing(given, caller, 'admin')).problemPrefix
      gid = given
    } else {
      const id = body.problem.id
      if (id === undefined) return yield* Effect.fail(JudgeErrors.problemNotFound())
      const { row, role } = yield* managed(id, caller)
      gid = row.gid
      prefix = role.problemPrefix
    }
    const input: AdminProblemInput = {
      ...body,
      problem: {
        ...body.problem,
        gid,
        problemId: prefixed(body.problem.problemId, prefix),
        ...(creating && body.problem.auth === undefined ? { auth: ProblemAuth.public } : {}),
      },
    }
    const { saved } = yield* saveProblemWithin(judging, input, creating, async () => undefined)
    return { pid: saved.pid, problemId: saved.problemId, caseCount: saved.caseCount }
  })

/** DELETE /group/problem: with its cases, tags, templates and submissions; `events.problems.deleted` tells others. */
export const removeScopedProblem = ({ pid }: { readonly pid: number }) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    const caller = yield* requireCaller
    const { row } = yield* managed(pid, caller)
    yield* dbTransaction(async (tx) => {
      await tx.delete(problem).where(eq(problem.id, row.id))
      const event: ProblemChangedEvent = { pid: row.id, problemId: row.problemId }
      const { subject } = ProblemsEvents.deleted
      await addEvent(tx, subject, `${subject}-${row.id}-${Date.now()}`, event)
    })
    judging.wakeOutbox()
    return null
  })

/** PUT /group/change-problem-auth */
export const changeScopedAuth = (input: { readonly pid: number; readonly auth: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { row } = yield* managed(input.pid, caller)
    yield* dbTransaction((tx) =>
      tx
        .update(problem)
        .set({ auth: input.auth, modifiedUser: caller.username, gmtModified: new Date() })
        .where(eq(problem.id, row.id)),
    )
    return null
  })

/** PUT /group/apply-public: true asks (unless asking or refused already), false withdraws a pending ask. */
export const applyPublic = (input: { readonly pid: number; readonly isApplied: boolean }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { row } = yield* managed(input.pid, caller)
    yield* dbTransaction(async (tx) => {
      if (input.isApplied && row.applyPublicProgress !== null) refuse(JudgeErrors.applyPublicAnswered())
      if (!input.isApplied && row.applyPublicProgress !== 1) refuse(JudgeErrors.applyPublicAnswered())
      await tx
        .update(problem)
        .set({ applyPublicProgress: input.isApplied ? 1 : null, gmtModified: new Date() })
        .where(eq(problem.id, row.id))
    })
    return null
  })

/** GET /admin/group-problem/list (root, problem admins): problems that asked to join the public bank. */
export const reviewList = (query: {
  readonly currentPage?: number
  readonly limit?: number
  readonly keyword?: string
  readonly gid?: number
}) =>
  dbQuery((db) =>
    adminPage(
      db,
      and(
        isNotNull(problem.applyPublicProgress),
        query.gid !== undefined ? eq(problem.gid, query.gid) : undefined,
        query.keyword
          ? or(
              ilike(problem.problemId, likePattern(query.keyword)),
              ilike(problem.title, likePattern(query.keyword)),
            )
          : undefined,
      ),
      query.currentPage ?? 1,
      query.limit ?? DEFAULT_LIMIT,
    ),
  )

/** PUT /admin/group-problem/change-progress: 2 accepts (the problem joins the public bank, public), 3 refuses. */
export const changeProgress = (input: { readonly pid: number; readonly progress: number }) =>
  dbTransaction(async (tx) => {
    const row = await findProblem(tx, input.pid)
    if (!row || row.applyPublicProgress === null) return refuse(JudgeErrors.problemNotFound())
    await tx
      .update(problem)
      .set({
        applyPublicProgress: input.progress,
        ...(input.progress === 2 ? { gid: null, auth: ProblemAuth.public } : {}),
        gmtModified: new Date(),
      })
      .where(eq(problem.id, row.id))
    return null
  })

/** GET /group/get-problem-cases: a group problem's cases, for those who may manage it there. */
export const scopedCases = (query: { readonly pid: number; readonly isUpload?: boolean | undefined }) =>
  problemCases(query, (pid) =>
    Effect.gen(function* () {
      const caller = yield* requireCaller
      return (yield* managed(pid, caller)).row
    }),
  )

/**
 * POST /group/compile-spj and compile-interactive: the group's admins compile a checker; for a stored
 * problem, one of that group they may manage (another group's or the bank's is 404).
 */
export const scopedCompile = (input: ScopedCompileInput, mode: 'spj' | 'interactive') =>
  compileChecker(input, mode, (checked) =>
    Effect.gen(function* () {
      const caller = yield* requireCaller
      if (checked.pid === undefined) return yield* standing(input.gid, caller, 'admin')
      const { row } = yield* managed(checked.pid, caller)
      if (row.gid !== input.gid) return yield* Effect.fail(JudgeErrors.problemNotFound())
      return row
    }),
  )
