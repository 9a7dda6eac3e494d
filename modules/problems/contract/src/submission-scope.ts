import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, Caller, PlatformServices, RequestContext } from '@oj/sdk/server'
import type { Effect } from 'effect'

// The submission scopes: a problem can be submitted, tested, viewed and listed inside a contest (cid),
// a training (tid) or a group (gid). The problems module owns submissions; the module that owns the
// scope decides what the scope means (access, display id → problem, how it is judged, what results
// show) and contributes it to this point under the scope's parameter name. Without such a module the
// problems calls answer a 4xx naming it.

/** The scope parameters of HOJ's calls, and the module that conventionally serves each. */
export const SCOPE_PARAMS = { cid: 'contests', tid: 'training', gid: 'groups' } as const
export type ScopeParam = keyof typeof SCOPE_PARAMS

/** A problem as a scope names it. */
export interface ScopedProblem {
  /** The problem's numeric id. */
  readonly pid: number
  /**
   * Its id in this scope (a contest's 'A'), stored with the submission as `displayId` (HOJ's
   * `displayPid` stays the problem's own id) and carried by the judged event.
   */
  readonly displayId: string
  /** The title the scope shows, when it differs from the problem's. */
  readonly title?: string
}

/** How a submission made in the scope is judged. */
export interface SubmitPolicy {
  /** The judge lane's priority. */
  readonly priority: 'contest' | 'normal'
  /** Stop at the first failing case (ACM contests: contestants see only the verdict). */
  readonly stopAtFirstFailure: boolean
  /** Seconds between two submissions of a user in this scope; undefined: the site's interval. */
  readonly interval?: number
}

/** What the caller may see of the scope's submissions. */
export interface ScopeView {
  /** The caller administers the scope (a contest's author, a group's admins): sees everything. */
  readonly admin: boolean
  /** Whose submissions the caller may list and open. */
  readonly submissions: 'all' | 'own'
  /** Verdicts (status, score, time, memory) of the caller's own submissions are shown now. */
  readonly ownVerdicts: boolean
  /** Verdicts of other users' submissions are shown now (false while a board is sealed, say). */
  readonly othersVerdicts: boolean
  /** Per-case results of the caller's own submissions are shown. */
  readonly cases: boolean
}

export type ScopePurpose = 'view' | 'submit' | 'test'

type Services = PlatformServices | RequestContext

export interface SubmissionScope {
  /**
   * The problem named in the scope, by its display id there or its numeric id, when the caller may
   * use it for `purpose` now; fails with the reason otherwise (404 unknown, 403 no access, 400 not
   * running).
   */
  problem(args: {
    readonly scopeId: number
    readonly ref: { readonly displayId: string } | { readonly pid: number }
    readonly caller: Caller | undefined
    readonly purpose: ScopePurpose
  }): Effect.Effect<ScopedProblem, ApiError, Services>
  /** How the caller's submission of `pid` in the scope is judged; fails when they may not submit now. */
  submitPolicy(args: {
    readonly scopeId: number
    readonly pid: number
    readonly caller: Caller
  }): Effect.Effect<SubmitPolicy, ApiError, Services>
  /** What the caller may see of the scope's submissions; fails when they may see none. */
  view(args: {
    readonly scopeId: number
    readonly caller: Caller | undefined
  }): Effect.Effect<ScopeView, ApiError, Services>
}

export const SubmissionScopes = defineExtensionPoint<SubmissionScope>(
  'problems/submission-scope',
  'submissions, test runs, problem pages and submission lists inside a contest (cid), a training (tid) or a group (gid)',
)
