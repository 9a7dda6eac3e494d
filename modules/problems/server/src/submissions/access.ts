import { ProblemAuth } from '@oj/problems-contract'
import { ADMIN_ROLES } from '@oj/sdk'
import { type Caller, Errors, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { ProblemRow } from './task.ts'

/** The logged-in caller; the route's auth rule has checked there is one, this only narrows the type. */
export const requireCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  if (!caller) return yield* Effect.fail(Errors.loginFirst())
  return caller
})

export const optionalCaller = Effect.gen(function* () {
  const { caller } = yield* RequestContext
  return caller
})

export const isAdmin = (caller: Caller | undefined): boolean =>
  caller !== undefined && caller.roles.some((role) => ADMIN_ROLES.includes(role))

export const isRoot = (caller: Caller | undefined): boolean => caller?.roles.includes('root') ?? false

/**
 * Outside any scope: public problems of the public bank are everyone's, private and contest ones the
 * admins'. A problem of a scope's own (a group's: gid) is seen inside that scope, as its owner says
 * (SubmissionScopes); outside it only by the super admin (HOJ: group problems are root's and members').
 */
export const canSeeProblem = (caller: Caller | undefined, row: Pick<ProblemRow, 'auth' | 'gid'>): boolean =>
  row.gid !== null ? isRoot(caller) : row.auth === ProblemAuth.public || isAdmin(caller)

/**
 * Code of a submission (spec 1 §6): its owner and admins always; others when it is shared and the
 * problem allows code sharing, and never for a contest submission (document 2 rules them), nor while
 * the site hides shared code (HOJ's hideNonContestSubmissionCode).
 */
export const canSeeCode = (
  caller: Caller | undefined,
  row: { readonly uid: string; readonly share: boolean; readonly cid: number },
  codeShare: boolean,
  sharedHidden = false,
): boolean => {
  if (caller && (caller.uid === row.uid || isAdmin(caller))) return true
  return !sharedHidden && row.cid === 0 && row.share && codeShare
}
