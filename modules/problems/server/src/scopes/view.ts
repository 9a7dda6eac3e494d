import type { ScopeView } from '@oj/problems-contract'
import { type Caller, readSetting } from '@oj/sdk/server'
import { Effect } from 'effect'

import { hideSharedCode } from '../settings.ts'
import { canSeeCode, isAdmin } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import type { SubmissionRow } from '../submissions/views.ts'
import { type ScopeKey, scopeOf, scopeService } from './scope.ts'

/** What the caller may see of one submission they may open. */
export interface Visibility {
  /** Its verdict (status, score, time, memory); hidden ones read as Submitted Unknown Result. */
  readonly verdict: boolean
  readonly code: boolean
  /** Its per-case results (statuses, times). */
  readonly cases: boolean
  /** The program's output of each case. */
  readonly output: boolean
  /**
   * Its error message: 'all' to admins (the judge's own errors, a checker's included), 'compiler'
   * to its owner (the compiler's output on their own code, nothing else), 'none' to anyone else.
   */
  readonly errors: ErrorsShown
}

type ErrorsShown = 'all' | 'compiler' | 'none'

type Row = Pick<SubmissionRow, 'uid' | 'share' | 'cid' | 'tid' | 'gid'>

/** The scope a stored submission was made in. */
export const scopeOfRow = (row: Row): ScopeKey | undefined =>
  scopeOf({ cid: row.cid, tid: row.tid, gid: row.gid })

/**
 * The rules of the public bank (spec 1 §6): per-case results only where the problem opens them
 * (HOJ's openCaseResult), the program's output of each case to its owner only then (a program that
 * echoes its input would read hidden tests otherwise); admins see everything.
 */
const publicVisibility = (
  caller: Caller | undefined,
  row: Row,
  problem: { readonly codeShare: boolean; readonly openCaseResult: boolean },
  sharedHidden: boolean,
): Visibility => {
  const admin = isAdmin(caller)
  const own = caller !== undefined && caller.uid === row.uid
  return {
    verdict: true,
    code: canSeeCode(caller, row, problem.codeShare, sharedHidden),
    cases: problem.openCaseResult || admin,
    output: admin || (own && problem.openCaseResult),
    errors: admin ? 'all' : own ? 'compiler' : 'none',
  }
}

/**
 * What `view` lets the caller see of a submission of its scope; undefined when they may not open it
 * (another user's, where the scope lists only one's own).
 */
export const scopedVisibility = (
  caller: Caller | undefined,
  row: Row,
  view: ScopeView,
): Visibility | undefined => {
  const own = caller !== undefined && caller.uid === row.uid
  if (view.admin) return { verdict: true, code: true, cases: true, output: true, errors: 'all' }
  if (!own && view.submissions === 'own') return undefined
  const verdict = own ? view.ownVerdicts : view.othersVerdicts
  const cases = own && verdict && view.cases
  return { verdict, code: own, cases, output: cases, errors: own && verdict ? 'compiler' : 'none' }
}

/** The scope's view for the caller, asked once per scope for a batch of rows. */
export const viewsOf = (caller: Caller | undefined) => {
  const asked = new Map<string, ScopeView>()
  return (key: ScopeKey) =>
    Effect.gen(function* () {
      const name = `${key.param}:${key.id}`
      const known = asked.get(name)
      if (known) return known
      const view = yield* (yield* scopeService(key)).view({ scopeId: key.id, caller })
      asked.set(name, view)
      return view
    })
}

/**
 * What the caller may see of a submission: the public bank's rules, or its scope's (asked of the
 * module owning it). Fails when they may not open it.
 */
export const visibilityOf = (
  caller: Caller | undefined,
  row: Row,
  problem: { readonly codeShare: boolean; readonly openCaseResult: boolean },
) =>
  Effect.gen(function* () {
    const key = scopeOfRow(row)
    if (!key) return publicVisibility(caller, row, problem, yield* readSetting(hideSharedCode))
    const view = yield* viewsOf(caller)(key)
    const seen = scopedVisibility(caller, row, view)
    if (!seen) return yield* Effect.fail(JudgeErrors.submissionHidden())
    // A problem that hides its case results hides them in every scope, to all but the scope's admins.
    if (seen.errors === 'all' || problem.openCaseResult) return seen
    return { ...seen, cases: false, output: false }
  })
