import { IntFromQuery, optionalParam } from '@oj/sdk'
import { Schema } from 'effect'

// Schema pieces several descriptor files share: HOJ's Tag, TagClassification, Judge and Language as
// they go on the wire (hoj-wire.txt), and the scope parameters. Timestamps are ISO 8601 strings. A
// field of HOJ's class that we keep no data for is present and null, as Java sends an unset field.

const Int = Schema.Int
const Text = Schema.String
const NullInt = Schema.NullOr(Schema.Int)
const NullText = Schema.NullOr(Schema.String)

/** An optional scope id (cid, tid, gid): absent, null, '' and 0 all mean "none". */
export const ScopeId = optionalParam(
  IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 }))),
)

/** HOJ's Tag: `oj` is 'ME' for the product's own tags or a remote source; `gid` a group's tags. */
export const Tag = Schema.Struct({
  id: Int,
  name: Text,
  color: NullText,
  oj: Text,
  gid: NullInt,
  /** The classification (HOJ's name). */
  tcid: NullInt,
  gmtCreate: Text,
  gmtModified: Text,
})
export type Tag = typeof Tag.Type

export const TagClassification = Schema.Struct({
  id: Int,
  name: Text,
  oj: Text,
  rank: Int,
  gmtCreate: Text,
  gmtModified: Text,
})
export type TagClassification = typeof TagClassification.Type

/**
 * A submission (HOJ's Judge entity) with our extras: `title`, `tid`, `displayId` (the problem's id in
 * its contest or training), `attempt` and the case progress while Judging. `code` is null when the
 * caller may not see it; while a scope hides the verdict, status is -5 (Submitted Unknown Result) and
 * score, time and memory are null.
 */
export const SubmissionView = Schema.Struct({
  submitId: Int,
  pid: Int,
  /** The problem's own display id (P1000), in a contest too. */
  displayPid: Text,
  uid: Text,
  username: Text,
  submitTime: Text,
  status: Int,
  share: Schema.Boolean,
  errorMessage: NullText,
  /** ms */
  time: NullInt,
  /** KB */
  memory: NullInt,
  score: NullInt,
  /** bytes; null while a contest hides it from others */
  length: NullInt,
  code: NullText,
  language: Text,
  cid: Int,
  /** HOJ's contest-problem id: 0, contest problems are addressed by cid and display id here. */
  cpid: Int,
  gid: NullInt,
  judger: NullText,
  /** Never shown (the submitter's address stays on the server). */
  ip: NullText,
  /** Rejudges and resubmits so far (HOJ's counter): attempt - 1. */
  version: Int,
  oiRankScore: NullInt,
  vjudgeSubmitId: NullInt,
  vjudgeUsername: NullText,
  vjudgePassword: NullText,
  isManual: Schema.Boolean,
  gmtCreate: Text,
  gmtModified: Text,
  title: Text,
  tid: NullInt,
  displayId: NullText,
  attempt: Int,
  caseDone: Int,
  caseTotal: Int,
})
export type SubmissionView = typeof SubmissionView.Type

/** HOJ's Language: one language the live judge workers offer. */
export const Language = Schema.Struct({
  id: Int,
  contentType: Text,
  description: Text,
  name: Text,
  compileCommand: Text,
  template: Text,
  codeTemplate: Text,
  isSpj: Schema.Boolean,
  oj: Text,
  seq: Int,
  gmtCreate: NullText,
  gmtModified: NullText,
})
export type LanguageView = typeof Language.Type
