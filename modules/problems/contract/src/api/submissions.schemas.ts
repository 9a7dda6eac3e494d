import { CurrentPage, Flag, Id, IntFromQuery, Json, Limit, optionalParam, PageOf, TrimmedText } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { CODE_MAX_LENGTH, MAX_STATUS_IDS, TEST_INPUT_MAX_LENGTH } from '../constants.ts'
import { ScopeId, SubmissionView } from './common.schemas.ts'

// Schemas of the submission calls (SubmissionsApi), loaded lazily by submissions.ts. Checks that fail
// with a message id (problems.error.*) are shown to the caller as that message, in their language.
export { Json, SubmissionView }

const Int = Schema.Int
const Text = Schema.String
const NullInt = Schema.NullOr(Schema.Int)
const NullText = Schema.NullOr(Schema.String)

const trimmed = TrimmedText

const Code = Schema.String.check(
  Schema.makeFilter((code: string) => code.trim().length > 0 || 'problems.error.codeEmpty'),
  Schema.makeFilter((code: string) => code.length <= CODE_MAX_LENGTH || 'problems.error.codeTooLong'),
)
const LanguageName = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/**
 * POST /submit-problem-judge (HOJ's SubmitJudgeDTO). `pid` is the problem's display id as a string
 * ('P1000'; in a contest or training its id there, 'A'), as HOJ's client sends it.
 */
export const SubmitJudgeInput = Schema.Struct({
  pid: Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(Schema.isNonEmpty({ message: 'problems.error.problemIdRequired' })).check(
        Schema.isMaxLength(100),
      ),
      SchemaTransformation.trim(),
    ),
  ),
  language: LanguageName,
  code: Code,
  cid: ScopeId,
  tid: ScopeId,
  gid: ScopeId,
  isRemote: optionalParam(Flag),
  captcha: optionalParam(Schema.String),
})
export type SubmitJudgeInput = typeof SubmitJudgeInput.Type

/** POST /submit-problem-test-judge (HOJ's TestJudgeDTO); `cid`, `tid`, `gid` name the problem's scope. */
export const TestJudgeInput = Schema.Struct({
  pid: Id,
  language: LanguageName,
  code: Code,
  /** public, contest or group (HOJ's switch of which judging is open). */
  type: optionalParam(Schema.Literals(['public', 'contest', 'group'])),
  userInput: Schema.String.check(
    Schema.makeFilter((s: string) => s.length <= TEST_INPUT_MAX_LENGTH || 'problems.error.testInputTooLong'),
  ),
  expectedOutput: optionalParam(
    Schema.String.check(
      Schema.makeFilter((s: string) => s.length <= CODE_MAX_LENGTH || 'problems.error.expectedOutputTooLong'),
    ),
  ),
  mode: optionalParam(Schema.String),
  isRemoteJudge: optionalParam(Flag),
  cid: ScopeId,
  tid: ScopeId,
  gid: ScopeId,
})
export type TestJudgeInput = typeof TestJudgeInput.Type

export const SubmitIdQuery = Schema.Struct({ submitId: Id })

export const TestJudgeResultQuery = Schema.Struct({
  testJudgeKey: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
})

/** POST /check-submissions-status (HOJ's SubmitIdListDTO). */
export const SubmitIdsInput = Schema.Struct({
  submitIds: Schema.Array(Id).check(Schema.isMaxLength(MAX_STATUS_IDS)),
  cid: ScopeId,
})
export type SubmitIdsInput = typeof SubmitIdsInput.Type
/** POST /check-contest-submissions-status: the same, for a contest's submissions. */
export const ContestSubmitIdsInput = Schema.Struct({
  submitIds: Schema.Array(Id).check(Schema.isMaxLength(MAX_STATUS_IDS)),
  cid: Id,
})

/** PUT /submission (HOJ sends the Judge entity; only these fields count). */
export const ShareInput = Schema.Struct({
  submitId: Id,
  share: Flag,
  uid: optionalParam(Schema.String),
})

/** GET /get-submission-detail (HOJ's SubmissionInfoVO). */
export const SubmissionDetail = Schema.Struct({
  submission: SubmissionView,
  /** Whether the problem allows code sharing. */
  codeShare: Schema.Boolean,
})
export type SubmissionDetail = typeof SubmissionDetail.Type

/** One case's result (HOJ's JudgeCase). `score` is null on ACM problems. */
const CaseResultView = Schema.Struct({
  id: Int,
  pid: Int,
  submitId: Int,
  uid: Text,
  caseId: Int,
  /** ms */
  time: Int,
  /** KB */
  memory: Int,
  score: NullInt,
  status: Int,
  inputData: Text,
  outputData: Text,
  /** Empty unless the caller owns the submission or administers it. */
  userOutput: Text,
  groupNum: Int,
  seq: Int,
  /** The problem's judge case mode. */
  mode: Text,
  gmtCreate: NullText,
  gmtModified: NullText,
})
export type CaseResultView = typeof CaseResultView.Type

/** A subtask group (HOJ's SubTaskJudgeCaseVO) with its cases. */
const SubtaskView = Schema.Struct({
  groupNum: Int,
  time: Int,
  memory: Int,
  score: Int,
  status: Int,
  ac: Int,
  total: Int,
  subtaskDetailList: Schema.Array(CaseResultView),
})
export type SubtaskView = typeof SubtaskView.Type

/** GET /get-all-case-result (HOJ's JudgeCaseVO); no cases when the caller may not see them. */
export const AllCaseResult = Schema.Struct({
  judgeCaseMode: Text,
  judgeCaseList: Schema.Array(CaseResultView),
  subTaskJudgeCaseVoList: Schema.NullOr(Schema.Array(SubtaskView)),
})
export type AllCaseResult = typeof AllCaseResult.Type

/** submitId → the submission (never the code, nor the error message). */
export const SubmissionStatusMap = Schema.Record(Schema.String, SubmissionView)

/** The reply of calls that answer nothing (HOJ's Void). */
export const Nothing = Schema.Null

/** The key of a test run, for GET /get-test-judge-result. */
export const TestJudgeKey = Schema.String

/** GET /get-test-judge-result (HOJ's TestJudgeVO). */
export const TestJudgeResult = Schema.Struct({
  status: Int,
  time: NullInt,
  memory: NullInt,
  userInput: NullText,
  userOutput: NullText,
  expectedOutput: NullText,
  stderr: NullText,
  /** default, spj or interactive */
  problemJudgeMode: NullText,
})
export type TestJudgeResult = typeof TestJudgeResult.Type

/** GET /get-submission-list (HOJ's status page query); `gid` lists a group's submissions, `tid` a training's. */
export const SubmissionListQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
  /** Only the caller's submissions (needs login); `username` is then ignored. */
  onlyMine: optionalParam(Flag),
  /** A judge status code (0 = Accepted). */
  status: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: -10, maximum: 10 })))),
  username: optionalParam(trimmed(255)),
  /** A display id; part of one unless `completeProblemID`. */
  problemID: optionalParam(trimmed(100)),
  completeProblemID: optionalParam(Flag),
  gid: ScopeId,
  /** Only the submissions made in this training, as the training module lets the caller see them. */
  tid: ScopeId,
})
export type SubmissionListQuery = typeof SubmissionListQuery.Type

/** A row of GET /get-submission-list (HOJ's JudgeVO, never the code) with `gid` and `tid`. */
const SubmissionListRow = Schema.Struct({
  uid: Text,
  submitId: Int,
  username: Text,
  pid: Int,
  /** The problem's display id. */
  displayPid: Text,
  title: Text,
  /** Its id in the submission's contest or training, else null. */
  displayId: NullText,
  submitTime: Text,
  status: Int,
  share: Schema.Boolean,
  time: NullInt,
  memory: NullInt,
  score: NullInt,
  oiRankScore: NullInt,
  length: NullInt,
  language: Text,
  cid: Int,
  cpid: Int,
  /** The problem's source (a remote judge's problems). */
  source: NullText,
  judger: NullText,
  ip: NullText,
  isManual: Schema.Boolean,
  gid: NullInt,
  tid: NullInt,
})
export type SubmissionListRow = typeof SubmissionListRow.Type
export const SubmissionListPage = PageOf(SubmissionListRow)
export type SubmissionListPage = typeof SubmissionListPage.Type

/** One event of GET /submission-status-stream (the `data:` of each server-sent event). */
export const SubmissionStatusEvent = Schema.Struct({
  submitId: Int,
  status: Int,
  score: NullInt,
  time: NullInt,
  memory: NullInt,
  caseDone: Int,
  caseTotal: Int,
  final: Schema.Boolean,
})
export type SubmissionStatusEvent = typeof SubmissionStatusEvent.Type
