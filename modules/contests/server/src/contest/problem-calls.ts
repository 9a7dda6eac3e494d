import type { ContestProblemQuery, ContestSubmissionsQuery } from '@oj/contests-contract'
import { SCOPED_CALLS_KEY, ScopedProblemCalls } from '@oj/problems-contract'
import { Errors, Extensions } from '@oj/sdk/server'
import { Effect } from 'effect'

// The contest's problem page and submission list are the problems module's, served under HOJ's
// contest names; the contest scope (scope.ts) decides who sees what.

const calls = Effect.gen(function* () {
  const provided = (yield* Extensions).get(ScopedProblemCalls, SCOPED_CALLS_KEY)
  if (!provided) return yield* Effect.fail(Errors.server())
  return provided.value
})

/** GET /get-contest-problem-details */
export const contestProblemDetail = (query: ContestProblemQuery) =>
  Effect.flatMap(calls, (c) =>
    c.detail({ scope: { param: 'cid', id: query.cid }, displayId: query.displayId }),
  )

/** GET /contest-submissions */
export const contestSubmissions = (query: ContestSubmissionsQuery) =>
  Effect.flatMap(calls, (c) =>
    c.submissions({
      scope: { param: 'cid', id: query.contestID },
      query: {
        currentPage: query.currentPage ?? 1,
        limit: query.limit ?? 15,
        onlyMine: query.onlyMine ?? false,
        ...(query.status === undefined ? {} : { status: query.status }),
        ...(query.problemID ? { problemID: query.problemID } : {}),
        ...(query.completeProblemID ? { completeProblemID: true } : {}),
        ...(query.username ? { username: query.username } : {}),
      },
    }),
  )
