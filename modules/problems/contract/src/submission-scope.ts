import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, Caller, PlatformServices, RequestContext } from '@oj/sdk/server'
import type { Effect } from 'effect'

// The submission scopes: a problem can be submitted, tested, viewed and listed inside a scope that
// HOJ's calls name by a parameter (cid, tid, gid), each a column of the submission. The problems
// module owns submissions and names no module of any scope: whichever module contributes to this
// point under the parameter's name decides what the scope means (access, display id → problem, how
// it is judged, what results show). Without one the problems calls answer a 4xx naming the parameter.

/** The scope parameters of HOJ's calls (columns of the submission), the most specific first. */
export const SCOPE_PARAMS = ['cid', 'tid', 'gid'] as const
export type ScopeParam = (typeof SCOPE_PARAMS)[number]

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
  /**
   * Seconds between two submissions (and resubmits) of a user in this scope, or 'site': the site's
   * `defaultSubmitInterval`, which HOJ names the interval of non-contest submissions. HOJ applies it
   * outside contests only (`!isContestSubmission && defaultSubmitInterval > 0`): a contest's scope
   * answers 0 (or an interval of its own), a training's or a group's 'site'. Every scope says which:
   * there is no default that a contest could inherit unawares. Root is exempt everywhere.
   */
  readonly interval: number | 'site'
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

/** Runs of one scope whose verdicts are hidden now (a sealed board): those submitted at or after `since`. */
export interface HiddenRuns {
  readonly scopeId: number
  /** ISO time. */
  readonly since: string
}

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
  /**
   * The scope's problems in its own order, when the caller may open them now (as `problem` with
   * purpose 'view' decides): the strip of its focus mode (HOJ's get-full-screen-problem-list). A
   * scope without it offers no such list.
   */
  problems?(args: {
    readonly scopeId: number
    readonly caller: Caller
  }): Effect.Effect<ReadonlyArray<ScopedProblem>, ApiError, Services>
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
  /**
   * The runs whose verdicts the scope hides now from those who do not administer it (a contest's
   * sealed board): the figures anyone may read (a problem's counts, the 7-day rank, a user's solved
   * problems and scores) leave them out until they show. A scope without it hides none from them.
   */
  hiddenRuns?(): Effect.Effect<ReadonlyArray<HiddenRuns>, ApiError, PlatformServices>
}

export const SubmissionScopes = defineExtensionPoint<SubmissionScope>(
  'problems/submission-scope',
  'submissions, test runs, problem pages and submission lists inside a scope named by cid, tid or gid',
)
