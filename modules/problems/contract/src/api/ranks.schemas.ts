import { CurrentPage, IntFromQuery, Limit, optionalParam, PageOf } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { SEARCH_USER_MAX_LENGTH } from '../constants.ts'

// Schemas of the general ranks (RanksApi), loaded lazily by ranks.ts.

const NullText = Schema.NullOr(Schema.String)

/** GET /get-rank-list. `searchUser` matches username, nickname or real name, ignoring case. */
export const RankListQuery = Schema.Struct({
  /** 0 ACM, 1 OI */
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

/** A user's public profile fields, as rank rows carry them (null when unset or unknown). */
export const ProfileFields = {
  uid: Schema.String,
  username: Schema.String,
  nickname: NullText,
  signature: NullText,
  avatar: NullText,
  titleName: NullText,
  titleColor: NullText,
  realname: NullText,
  gender: NullText,
}

/**
 * A row of GET /get-rank-list: HOJ's ACMRankVO and OIRankVO in one (both answer every field). The
 * profile is the user's current public one.
 */
const RankRow = Schema.Struct({
  ...ProfileFields,
  /** Distinct public problems accepted. */
  ac: Schema.Int,
  /** Public submissions with a counted verdict. */
  total: Schema.Int,
  /** Sum over problems of the best OI rank score, round(score × 0.1 + difficulty × 2). */
  score: Schema.Int,
  /** HOJ's contest rating: not kept here, null. */
  rating: Schema.NullOr(Schema.Int),
})
export type RankRow = typeof RankRow.Type
export const RankPage = PageOf(RankRow)
export type RankPage = typeof RankPage.Type
