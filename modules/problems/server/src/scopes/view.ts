import type { ScopeView } from '@oj/problems-contract'
import type { Caller } from '@oj/sdk/server'
import { Effect } from 'effect'

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
}

type Row = Pick<SubmissionRow, 'uid' | 'share' | 'cid' | 'tid' | 'gid'>

/** The scope a stored submission was made in. */
export const scopeOfRow = (row: Row): ScopeKey | undefined =>
  scopeOf({ cid: row.cid, tid: row.tid, gid: row.gid })

/** The rules of the public bank (spec 1 §6). */
const publicVisibility = (
  caller: Caller | undefined,
  row: Row,
  problem: { readonly codeShare: boolean; readonly openCaseResult: boolean },
): Visibility => {
  const privileged = caller !== undefined && (caller.uid === row.uid || isAdmin(caller))
  return {
    verdict: true,
    code: canSeeCode(caller, row, problem.codeShare),
    cases: problem.openCaseResult || privileged,
    output: privileged,
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
  if (view.admin) return { verdict: true, code: true, cases: true, output: true }
  if (!own && view.submissions === 'own') return undefined
  const verdict = own ? view.ownVerdicts : view.othersVerdicts
  return { verdict, code: own, cases: own && verdict && view.cases, output: own }
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
    if (!key) return publicVisibility(caller, row, problem)
    const view = yield* viewsOf(caller)(key)
    const seen = scopedVisibility(caller, row, view)
    if (!seen) return yield* Effect.fail(JudgeErrors.submissionHidden())
    return seen
  })
