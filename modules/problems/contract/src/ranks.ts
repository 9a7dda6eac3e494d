import { CurrentPage, IntFromQuery, Limit, type PublicProfile } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { optionalParam } from './query.ts'

// The general ranks (spec 1 §2 general ranks, §9): ACM by accepted problems, OI by rank score.

/** Paths of the rank calls, relative to /ojapi. */
export const RankRoutes = {
  rankList: '/get-rank-list',
} as const

/** `type` of GET /get-rank-list. */
export const RankType = { acm: 0, oi: 1 } as const

/** Page size choices of the rank pages, and the defaults (ACM 10, OI 30). */
export const RANK_PAGE_SIZES = [10, 15, 30, 50, 100] as const
export const ACM_RANK_DEFAULT_LIMIT = 10
export const OI_RANK_DEFAULT_LIMIT = 30
export const SEARCH_USER_MAX_LENGTH = 255

/** GET /get-rank-list query. `searchUser` matches username, nickname or real name, ignoring case. */
export const RankListQuery = Schema.Struct({
  type: IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 }))),
  searchUser: optionalParam(
    Schema.String.pipe(
      Schema.decodeTo(
        Schema.String.check(Schema.isMaxLength(SEARCH_USER_MAX_LENGTH)),
        SchemaTransformation.trim(),
      ),
    ),
  ),
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
})
export type RankListQuery = typeof RankListQuery.Type

/**
 * A row of GET /get-rank-list. Profile fields are the user's current public profile (null when unset
 * or when the platform no longer knows the user).
 */
export interface RankRow extends PublicProfile {
  /** Distinct public problems accepted. */
  readonly ac: number
  /** Public submissions with a counted verdict. */
  readonly total: number
  /** Sum over problems of the best OI rank score, round(score × 0.1 + difficulty × 2). */
  readonly score: number
}

export interface RankPage {
  readonly records: ReadonlyArray<RankRow>
  readonly total: number
  readonly current: number
  readonly size: number
}
