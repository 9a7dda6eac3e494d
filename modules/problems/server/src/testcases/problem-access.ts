import { type Caller, dbQuery, Errors } from '@oj/sdk/server'
import { Effect } from 'effect'

import { isRoot, requireCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { findProblem, type ProblemRow } from '../submissions/task.ts'

/** Root and problem admins manage every problem (delete, import, public problems, any author's). */
export const mayManageAny = (caller: Caller): boolean =>
  isRoot(caller) || caller.roles.includes('problem_admin')

/**
 * Who may read or change a problem through the admin problem calls (HOJ's rule): root and problem
 * admins any problem; an admin only the problems they authored (the stored author, not the body's).
 */
const mayManageProblem = (caller: Caller, row: Pick<ProblemRow, 'author'>): boolean =>
  mayManageAny(caller) || (row.author !== null && row.author === caller.username)

/** The problem, for the caller who may manage it: 404 when there is none, 403 when it is another's. */
export const managedProblem = (pid: number) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const row = yield* dbQuery((db) => findProblem(db, pid))
    if (!row) return yield* Effect.fail(JudgeErrors.problemNotFound())
    if (!mayManageProblem(caller, row)) return yield* Effect.fail(Errors.noPermission())
    return row
  })
