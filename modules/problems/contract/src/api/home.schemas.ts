import { Flag, NoInput, optionalParam } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { ProfileFields } from './ranks.schemas.ts'

// Schemas of the home page's calls (HomeApi), loaded lazily by home.ts.
export { NoInput }

/** A row of GET /get-recent-updated-problem (HOJ's RecentUpdatedProblemVO; `id` is the numeric pid). */
const RecentUpdatedProblem = Schema.Struct({
  id: Schema.Int,
  problemId: Schema.String,
  title: Schema.String,
  /** 0 ACM, 1 OI */
  type: Schema.Int,
  gmtCreate: Schema.String,
  gmtModified: Schema.String,
})
export type RecentUpdatedProblem = typeof RecentUpdatedProblem.Type
export const RecentUpdatedProblems = Schema.Array(RecentUpdatedProblem)

/** A row of GET /get-recent-seven-ac-rank (HOJ's ACMRankVO) over the last 7 × 24 hours. */
const RecentAcRankRow = Schema.Struct({
  ...ProfileFields,
  /** Distinct problems accepted. */
  ac: Schema.Int,
  /** Submissions made. */
  total: Schema.Int,
  /** HOJ's contest rating: not kept here, null. */
  rating: Schema.NullOr(Schema.Int),
})
export type RecentAcRankRow = typeof RecentAcRankRow.Type
export const RecentAcRank = Schema.Array(RecentAcRankRow)

/** GET /get-last-week-submission-statistics: `forceRefresh=true` rebuilds the cached figures. */
export const LastWeekStatisticsQuery = Schema.Struct({ forceRefresh: optionalParam(Flag) })

/** Seven days, oldest first, ending today (server time zone); HOJ's SubmissionStatisticsVO. */
export const LastWeekSubmissionStatistics = Schema.Struct({
  /** 'MM-DD' */
  dateStrList: Schema.Array(Schema.String),
  acCountList: Schema.Array(Schema.Int),
  totalCountList: Schema.Array(Schema.Int),
})
export type LastWeekSubmissionStatistics = typeof LastWeekSubmissionStatistics.Type

/** GET /get-problem-haved (the home page's quick start): the problem id, without regard to case. */
export const ProblemHavedQuery = Schema.Struct({
  problemId: Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(Schema.isNonEmpty({ message: 'please enter problem id' })).check(
        Schema.isMaxLength(100),
      ),
      SchemaTransformation.trim(),
    ),
  ),
})
/** The id as the bank spells it, or null when no public problem has it. */
export const ProblemHaved = Schema.NullOr(Schema.String)
