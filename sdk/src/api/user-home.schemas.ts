import { Schema } from 'effect'

import { optionalParam } from '../shared/schema-kit.ts'
import { DateTime, Text } from './fields.ts'

// Schemas of the user home (hoj-wire.txt: AccountController's get-user-home-info and
// get-user-calendar-heatmap). The statistics come from the enabled modules' contributions.

/** ?uid=|username=: the user to show; neither means the caller. */
export const WhoQuery = Schema.Struct({
  uid: optionalParam(Schema.String),
  username: optionalParam(Schema.String),
})

/** HOJ's UserHomeProblemVO: a solved problem of the user home's difficulty chart. */
export const SolvedProblem = Schema.Struct({
  /** The problem's numeric id. */
  id: Schema.Int,
  /** Its display id. */
  problemId: Schema.String,
  /** 0 easy, 1 medium, 2 hard. */
  difficulty: Schema.Int,
}).annotate({ identifier: 'UserHomeProblemVO' })

/** HOJ's UserHomeVO: the public profile, and what the modules count (zero while none does). */
export const UserHomeInfo = Schema.Struct({
  uid: Schema.String,
  username: Schema.String,
  nickname: Text,
  realname: Text,
  avatar: Text,
  gender: Text,
  signature: Text,
  school: Text,
  blog: Text,
  github: Text,
  cfUsername: Text,
  titleName: Text,
  titleColor: Text,
  /** The start of the user's latest session; null before any login. */
  recentLoginTime: Schema.NullOr(DateTime),
  /** Submissions made. */
  total: Schema.Int,
  rating: Schema.NullOr(Schema.Int),
  /** The best score on each OI problem tried (their sum is the user's score). */
  scoreList: Schema.Array(Schema.Number),
  /** Display ids of the problems solved. */
  solvedList: Schema.Array(Schema.String),
  /** The solved problems by difficulty ('0', '1', '2'; a difficulty with none may be left out). */
  solvedGroupByDifficulty: Schema.Record(Schema.String, Schema.Array(SolvedProblem)),
}).annotate({ identifier: 'UserHomeVO' })

/** HOJ's UserCalendarHeatmapVO: submissions per local day of the last year. */
export const CalendarHeatmap = Schema.Struct({
  /** Today, `YYYY-MM-DD`. */
  endDate: Schema.String,
  /** Days with submissions, oldest first. */
  dataList: Schema.Array(Schema.Struct({ date: Schema.String, count: Schema.Int })),
})
