import { RankListQuery, RankRoutes } from '@oj/problems-contract'
import type { Router } from '@oj/sdk/server'
import { Effect } from 'effect'

import { JudgeErrors, readDb } from '../submissions/errors.ts'
import type { Judging } from '../submissions/signals.ts'
import { rankList, refreshCopies, withRankProfiles } from './list.ts'

/** GET /get-rank-list (anon): the general ranks, ACM (type 0) or OI (type 1). */
export function rankRoutes(router: Router<Judging>): void {
  router.get(RankRoutes.rankList, {
    auth: 'anon',
    input: RankListQuery,
    handler: (query) =>
      readDb((db) => rankList(db, query)).pipe(
        Effect.flatMap((page) =>
          withRankProfiles(page).pipe(
            Effect.catchTag('DbError', (error) =>
              Effect.logError('problems: profile lookup failed', error.cause).pipe(
                Effect.andThen(Effect.fail(JudgeErrors.readFailed())),
              ),
            ),
          ),
        ),
        Effect.tap(({ profiles }) =>
          readDb((db) => refreshCopies(db, profiles)).pipe(Effect.catch(() => Effect.void)),
        ),
        Effect.map(({ page }) => page),
      ),
  })
}
