import { HomeRoutes, LastWeekStatisticsQuery, ProblemHavedQuery } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'
import { Effect } from 'effect'

import { JudgeErrors, readDb } from '../submissions/errors.ts'
import type { Judging } from '../submissions/signals.ts'
import { cachedFor } from './cached.ts'
import {
  lastWeekStatistics,
  problemHaved,
  recentSevenAcRank,
  recentUpdatedProblems,
  withProfiles,
} from './home-lists.ts'

/** How long the week's submission statistics are served from memory. */
const STATISTICS_TTL_MS = 60_000

/** The home page's calls (anon). Each registration has its own statistics cache. */
export function homeRoutes(router: Router<Judging>): void {
  const statistics = cachedFor(STATISTICS_TTL_MS, (now) => readDb((db) => lastWeekStatistics(db, now)))
  router.get(HomeRoutes.recentUpdatedProblem, {
    auth: 'anon',
    handler: () => readDb(recentUpdatedProblems),
  })
  router.get(HomeRoutes.recentSevenAcRank, {
    auth: 'anon',
    handler: () =>
      readDb((db) => recentSevenAcRank(db, new Date())).pipe(
        Effect.flatMap((rows) =>
          withProfiles(rows).pipe(
            Effect.catchTag('DbError', (error) =>
              Effect.logError('problems: profile lookup failed', error.cause).pipe(
                Effect.andThen(Effect.fail(JudgeErrors.readFailed())),
              ),
            ),
          ),
        ),
      ),
  })
  router.get(HomeRoutes.lastWeekSubmissionStatistics, {
    auth: 'anon',
    input: LastWeekStatisticsQuery,
    handler: ({ forceRefresh }) => statistics(forceRefresh ?? false),
  })
  router.get(HomeRoutes.problemHaved, {
    auth: 'anon',
    input: ProblemHavedQuery,
    handler: ({ problemId }) => readDb((db) => problemHaved(db, problemId)),
  })
}
