import { SCOPED_CALLS_KEY, ScopedProblemCalls } from '@oj/problems-contract'
import { contribute } from '@oj/sdk/server'

import { problemDetail } from '../problem-page/detail.ts'
import { submissionList } from '../submission-list/submission-list.ts'

/** The problem page and the submission list of a scope, for its module to serve under its own calls. */
export const scopedCalls = contribute(ScopedProblemCalls, SCOPED_CALLS_KEY, {
  detail: ({ scope, displayId }) => problemDetail({ problemId: displayId, [scope.param]: scope.id }),
  submissions: ({ scope, query }) => submissionList({ ...query, [scope.param]: scope.id }),
})
