import { RanksApi } from '@oj/problems-contract'
import { dbQuery, Errors, type Router } from '@oj/sdk/server'
import { Effect } from 'effect'

import type { Judging } from '../submissions/signals.ts'
import { rankList, withRankProfiles } from './list.ts'

/**
 * GET /get-rank-list (anon): the general ranks, ACM (type 0) or OI (type 1). It only reads: the
 * searchable copies of names are refreshed by the verdicts (`rankCopiesSubscription`).
 */
export function rankRoutes(router: Router<Judging>): void {
  router.handle(RanksApi.rankList, {
    auth: 'anon',
    handler: (query) =>
      dbQuery((db) => rankList(db, query)).pipe(
        Effect.flatMap((page) =>
          withRankProfiles(page).pipe(
            Effect.catchTag('DbError', (error) =>
              Effect.logError('problems: profile lookup failed', error.cause).pipe(
                Effect.andThen(Effect.fail(Errors.server())),
              ),
            ),
          ),
        ),
        Effect.map(({ page }) => page),
      ),
  })
}
