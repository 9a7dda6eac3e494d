import type { PublicProfile } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { optionalParam } from './query.ts'
import { Flag } from './submission.ts'

// The home page's calls served by the problems module (spec 1 §Home page, api-surface [home]), and
// what the module adds to the user home (merged by the platform into GET /get-user-home-info).

/** Paths of the home-page calls, relative to /ojapi. */
export const HomeRoutes = {
  recentUpdatedProblem: '/get-recent-updated-problem',
  recentSevenAcRank: '/get-recent-seven-ac-rank',
  lastWeekSubmissionStatistics: '/get-last-week-submission-statistics',
  problemHaved: '/get-problem-haved',
} as const

/**
 * GET /get-problem-haved (the home page's quick start): the problem id, matched without regard to
 * case. Answers the id as the bank spells it, or null when no public problem has it.
 */
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

/** How many rows the home page's problem table and 7-day AC rank show. */
export const HOME_LIST_SIZE = 10

/** GET /get-last-week-submission-statistics: `forceRefresh=true` rebuilds the cached figures. */
export const LastWeekStatisticsQuery = Schema.Struct({ forceRefresh: optionalParam(Flag) })
export type LastWeekStatisticsQuery = typeof LastWeekStatisticsQuery.Type

/** A row of GET /get-recent-updated-problem (`id` is the numeric pid). */
export interface RecentUpdatedProblem {
  readonly id: number
  readonly problemId: string
  readonly title: string
  /** 0 ACM, 1 OI. */
  readonly type: number
  readonly gmtCreate: string
  readonly gmtModified: string
}

/**
 * A row of GET /get-recent-seven-ac-rank. The username and profile fields are the user's current
 * public profile (the platform's Users service); each profile field is null when unset, and for a
 * user the platform no longer knows (then the username is the one on their latest submission).
 */
export interface RecentAcRankRow extends PublicProfile {
  /** Distinct problems accepted in the last 7 days. */
  readonly ac: number
}

/** GET /get-last-week-submission-statistics: seven days, oldest first, ending today (server time zone). */
export interface LastWeekSubmissionStatistics {
  /** 'MM-DD' */
  readonly dateStrList: ReadonlyArray<string>
  readonly acCountList: ReadonlyArray<number>
  readonly totalCountList: ReadonlyArray<number>
}

/**
 * The problems module's fields of GET /get-user-home-info (a type, not an interface: the platform
 * merges it as a plain record).
 */
export type ProblemsUserHomeInfo = {
  /** Submissions of the user. */
  readonly total: number
  /** Display ids of the problems the user got accepted at least once, sorted. */
  readonly solvedList: ReadonlyArray<string>
  /** Sum over the user's OI problems of the best score on each. */
  readonly score: number
  /** solvedList by difficulty: '0' easy, '1' medium, '2' hard. */
  readonly solvedGroupByDifficulty: Readonly<Record<'0' | '1' | '2', ReadonlyArray<string>>>
}
