import { Id } from '@oj/sdk'
import { Schema } from 'effect'

// The ICPC Contest API (CCS specification 2023-06) as served under /api/contests/{id}: the objects'
// properties by their spec names. A property the spec makes optional and we do not know is left
// out; one that is known to be absent is null.

const Text = Schema.String
const NullText = Schema.NullOr(Schema.String)
/** TIME: ISO 8601 with milliseconds, e.g. 2026-06-25T10:00:00.000Z. */
const Time = Schema.String
/** RELTIME: (-)h:mm:ss.uuu, e.g. 5:00:00.000. */
const RelTime = Schema.String

/** The contest in the path: its numeric id. */
export const IcpcContestPath = Schema.Struct({ id: Id })
export type IcpcContestPath = typeof IcpcContestPath.Type

/** GET .../event-feed: `since_token` resumes after that token; `stream=false` ends after the current events. */
export const IcpcFeedQuery = Schema.Struct({
  id: Id,
  since_token: Schema.optional(Schema.String.check(Schema.isPattern(/^\d{1,15}$/))),
  stream: Schema.optional(Schema.Literals(['true', 'false'])),
})
export type IcpcFeedQuery = typeof IcpcFeedQuery.Type

export const IcpcContest = Schema.Struct({
  id: Text,
  name: Text,
  formal_name: NullText,
  start_time: Schema.NullOr(Time),
  duration: RelTime,
  scoreboard_freeze_duration: Schema.NullOr(RelTime),
  /** 'pass-fail' (ACM) or 'score' (OI) */
  scoreboard_type: Schema.Literals(['pass-fail', 'score']),
  /** Minutes per rejected try (pass-fail only). */
  penalty_time: Schema.optional(Schema.Int),
})
export type IcpcContest = typeof IcpcContest.Type

export const IcpcState = Schema.Struct({
  started: Schema.NullOr(Time),
  frozen: Schema.NullOr(Time),
  ended: Schema.NullOr(Time),
  thawed: Schema.NullOr(Time),
  finalized: Schema.NullOr(Time),
  end_of_updates: Schema.NullOr(Time),
})
export type IcpcState = typeof IcpcState.Type

export const IcpcJudgementType = Schema.Struct({
  id: Text,
  name: Text,
  penalty: Schema.Boolean,
  solved: Schema.Boolean,
})
export type IcpcJudgementType = typeof IcpcJudgementType.Type

export const IcpcLanguage = Schema.Struct({
  id: Text,
  name: Text,
  entry_point_required: Schema.Boolean,
  extensions: Schema.Array(Text),
})
export type IcpcLanguage = typeof IcpcLanguage.Type

export const IcpcProblem = Schema.Struct({
  id: Text,
  label: Text,
  name: Text,
  ordinal: Schema.Int,
  rgb: NullText,
})
export type IcpcProblem = typeof IcpcProblem.Type

export const IcpcOrganization = Schema.Struct({ id: Text, name: Text })
export type IcpcOrganization = typeof IcpcOrganization.Type

export const IcpcTeam = Schema.Struct({
  id: Text,
  name: Text,
  display_name: NullText,
  organization_id: NullText,
  /** Star users: off the scoreboard. */
  hidden: Schema.Boolean,
})
export type IcpcTeam = typeof IcpcTeam.Type

export const IcpcSubmission = Schema.Struct({
  id: Text,
  language_id: Text,
  problem_id: Text,
  team_id: Text,
  time: Time,
  contest_time: RelTime,
  entry_point: NullText,
})
export type IcpcSubmission = typeof IcpcSubmission.Type

export const IcpcJudgement = Schema.Struct({
  id: Text,
  submission_id: Text,
  /** null while judging, or while the seal hides the verdict. */
  judgement_type_id: NullText,
  /** Score contests only. */
  score: Schema.optional(Schema.Number),
  start_time: Time,
  start_contest_time: RelTime,
  end_time: Schema.NullOr(Time),
  end_contest_time: Schema.NullOr(RelTime),
  /** Seconds. */
  max_run_time: Schema.NullOr(Schema.Number),
})
export type IcpcJudgement = typeof IcpcJudgement.Type

const ScoreboardProblem = Schema.Struct({
  problem_id: Text,
  num_judged: Schema.Int,
  num_pending: Schema.Int,
  solved: Schema.optional(Schema.Boolean),
  score: Schema.optional(Schema.Number),
  /** Minutes into the contest when solved (or scored). */
  time: Schema.optional(Schema.Int),
})

const ScoreboardRow = Schema.Struct({
  rank: Schema.Int,
  team_id: Text,
  score: Schema.Struct({
    num_solved: Schema.optional(Schema.Int),
    /** Minutes. */
    total_time: Schema.optional(Schema.Int),
    score: Schema.optional(Schema.Number),
  }),
  problems: Schema.Array(ScoreboardProblem),
})

export const IcpcScoreboard = Schema.Struct({
  time: Time,
  contest_time: RelTime,
  state: IcpcState,
  rows: Schema.Array(ScoreboardRow),
})
export type IcpcScoreboard = typeof IcpcScoreboard.Type

export const IcpcProblems = Schema.Array(IcpcProblem)
export const IcpcTeams = Schema.Array(IcpcTeam)
export const IcpcOrganizations = Schema.Array(IcpcOrganization)
export const IcpcJudgementTypes = Schema.Array(IcpcJudgementType)
export const IcpcLanguages = Schema.Array(IcpcLanguage)
export const IcpcSubmissions = Schema.Array(IcpcSubmission)
export const IcpcJudgements = Schema.Array(IcpcJudgement)
export const Anything = Schema.Unknown
