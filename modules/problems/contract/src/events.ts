import { defineEvent } from '@oj/sdk'
import { Schema } from 'effect'

// Events the problems module publishes (`@oj/problems-contract/events`), with the schemas of their
// payloads: subscribers use `on(ProblemsEvents.judged, ...)` from `@oj/sdk/server`. Web code never
// imports this file (it needs Effect at run time); the payload types are in the package's root.

const NullInt = Schema.NullOr(Schema.Int)

/**
 * A submission got a final verdict, or its verdict changed (a rejudge's result, a manual judge, a
 * cancel): everything contest boards, training progress and group statistics need.
 */
const Judged = Schema.Struct({
  submitId: Schema.Int,
  /** The judging attempt the verdict belongs to (rejudges and retries count up). */
  attempt: Schema.Int,
  pid: Schema.Int,
  /** The problem's own display id (P1000). */
  displayPid: Schema.String,
  /** The problem's id in the submission's contest or training ('A'), else null. */
  displayId: Schema.NullOr(Schema.String),
  /** 0 ACM, 1 OI */
  problemType: Schema.Int,
  difficulty: Schema.Int,
  uid: Schema.String,
  username: Schema.String,
  /** 0 outside contests. */
  cid: Schema.Int,
  tid: NullInt,
  gid: NullInt,
  status: Schema.Int,
  score: NullInt,
  /**
   * OI problems judged by subtask: the points each subtask earned (its group number → points, two
   * decimals at most), which `score` sums. Absent for problems without subtasks (their one subtask
   * is the whole score), for manual verdicts, and in events older than the field.
   */
  subtasks: Schema.optionalKey(Schema.Record(Schema.String, Schema.Finite)),
  oiRankScore: NullInt,
  /** ms */
  time: NullInt,
  /** KB */
  memory: NullInt,
  language: Schema.String,
  isManual: Schema.Boolean,
  /**
   * The submission had a final verdict before this one (a rejudge, a manual judge or a cancel):
   * boards replace what they counted for it instead of adding it.
   */
  isRejudge: Schema.Boolean,
  /** The verdict it counted as before (in the problem's counts), or null. */
  previousStatus: NullInt,
  /** ISO 8601 */
  submitTime: Schema.String,
  judgedAt: Schema.String,
})
export type JudgedEvent = typeof Judged.Type

/** A problem was created, changed or deleted by an administrator (or an import). */
const ProblemChanged = Schema.Struct({ pid: Schema.Int, problemId: Schema.String })
export type ProblemChangedEvent = typeof ProblemChanged.Type

export const ProblemsEvents = {
  judged: defineEvent('events.problems.judged', Judged),
  created: defineEvent('events.problems.created', ProblemChanged),
  updated: defineEvent('events.problems.updated', ProblemChanged),
  /** Gone with its cases and submissions: a contest or training listing it may drop it. */
  deleted: defineEvent('events.problems.deleted', ProblemChanged),
} as const
