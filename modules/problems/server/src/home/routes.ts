import { HomeApi } from '@oj/problems-contract'
import { dbQuery, Errors, type Router } from '@oj/sdk/server'
import { Effect } from 'effect'

import { hiddenWindows } from '../scopes/hidden.ts'
import { isAdmin, optionalCaller } from '../submissions/access.ts'
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
  const statistics = cachedFor(STATISTICS_TTL_MS, (now) =>
    Effect.flatMap(hiddenWindows, (hidden) => dbQuery((db) => lastWeekStatistics(db, now, hidden))),
  )
  router.handle(HomeApi.recentUpdatedProblems, {
    auth: 'anon',
    handler: () => dbQuery(recentUpdatedProblems),
  })
  router.handle(HomeApi.recentSevenAcRank, {
    auth: 'anon',
    handler: () =>
      Effect.flatMap(hiddenWindows, (hidden) =>
        dbQuery((db) => recentSevenAcRank(db, new Date(), hidden)),
      ).pipe(
        Effect.flatMap((rows) =>
          withProfiles(rows).pipe(
            Effect.catchTag('DbError', (error) =>
              Effect.logError('problems: profile lookup failed', error.cause).pipe(
                Effect.andThen(Effect.fail(Errors.server())),
              ),
            ),
          ),
        ),
      ),
  })
  router.handle(HomeApi.lastWeekSubmissionStatistics, {
    auth: 'anon',
    // Rebuilding reads a week of submissions: only an administrator may force it; others get the cache.
    handler: ({ forceRefresh }) =>
      optionalCaller.pipe(Effect.flatMap((caller) => statistics((forceRefresh ?? false) && isAdmin(caller)))),
  })
  router.handle(HomeApi.problemHaved, {
    auth: 'anon',
    handler: ({ problemId }) => dbQuery((db) => problemHaved(db, problemId)),
  })
}
