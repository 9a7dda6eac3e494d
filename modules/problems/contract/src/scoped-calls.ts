import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, PlatformServices, RequestContext } from '@oj/sdk/server'
import type { Effect } from 'effect'

import type { ProblemDetail } from './problem-page.ts'
import type { ProblemScope, SubmissionQuery } from './slots.ts'
import type { SubmissionListPage } from './submission-list.ts'

// The problems module's own calls for a scope's module to serve under its names (HOJ's
// /get-contest-problem-details, /contest-submissions): the problems module contributes them under
// the key 'problems'; the scope's SubmissionScopes contribution still decides access and visibility.

export interface ScopedProblemCalls {
  /** A problem's page by its display id in the scope, as `SubmissionScopes.problem` (purpose 'view') lets the caller see it. */
  detail(args: {
    readonly scope: ProblemScope
    readonly displayId: string
  }): Effect.Effect<ProblemDetail, ApiError, PlatformServices | RequestContext>
  /** A page of the scope's submissions, newest first, as the scope's view shows them (`problemID`: a display id there). */
  submissions(args: {
    readonly scope: ProblemScope
    readonly query: SubmissionQuery
  }): Effect.Effect<SubmissionListPage, ApiError, PlatformServices | RequestContext>
}

export const ScopedProblemCalls = defineExtensionPoint<ScopedProblemCalls>(
  'problems/scoped-calls',
  'the problem page and the submission list of a contest, training or group, for its module to serve',
)

/** The key the problems module contributes ScopedProblemCalls under. */
export const SCOPED_CALLS_KEY = 'problems'
