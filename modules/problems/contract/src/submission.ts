import { IntFromQuery } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { CODE_MAX_LENGTH, MANUAL_JUDGE_STATUSES, MAX_STATUS_IDS, TEST_INPUT_MAX_LENGTH } from './constants.ts'
import { optionalParam } from './query.ts'

// Inputs of the submission calls. Checks that fail with a message id (problems.error.*) are shown
// to the caller as that message, in their language.

/** A positive id, from JSON or a query string. */
export const Id = IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })))
/** An optional scope id (cid, gid, tid): absent, null, '' and 0 all mean "none". */
export const ScopeId = optionalParam(
  IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 }))),
)

/** true/false from JSON, or 'true'/'false'/'1'/'0' from a query string or a form. */
export const Flag = Schema.Union([Schema.Boolean, Schema.Literals(['true', 'false', '1', '0'])]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (v) => v === true || v === 'true' || v === '1',
      encode: (v) => v,
    }),
  ),
)

export const Code = Schema.String.check(
  Schema.makeFilter((code: string) => code.trim().length > 0 || 'problems.error.codeEmpty'),
  Schema.makeFilter((code: string) => code.length <= CODE_MAX_LENGTH || 'problems.error.codeTooLong'),
)

export const LanguageName = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/** POST /submit-problem-judge (HOJ SubmitJudgeDTO). `pid` is the numeric problem id. */
export const SubmitJudgeInput = Schema.Struct({
  pid: Id,
  language: LanguageName,
  code: Code,
  cid: ScopeId,
  tid: ScopeId,
  gid: ScopeId,
  isRemote: optionalParam(Flag),
  captcha: optionalParam(Schema.String),
})
export type SubmitJudgeInput = typeof SubmitJudgeInput.Type

/** POST /submit-problem-test-judge (HOJ TestJudgeDTO). */
export const TestJudgeInput = Schema.Struct({
  pid: Id,
  language: LanguageName,
  code: Code,
  /** public, contest or group. */
  type: optionalParam(Schema.Literals(['public', 'contest', 'group'])),
  userInput: Schema.String.check(
    Schema.makeFilter((s: string) => s.length <= TEST_INPUT_MAX_LENGTH || 'problems.error.testInputTooLong'),
  ),
  expectedOutput: optionalParam(
    Schema.String.check(
      Schema.makeFilter((s: string) => s.length <= 65535 || 'problems.error.expectedOutputTooLong'),
    ),
  ),
  mode: optionalParam(Schema.String),
  isRemoteJudge: optionalParam(Flag),
  cid: ScopeId,
  gid: ScopeId,
})
export type TestJudgeInput = typeof TestJudgeInput.Type

export const SubmitIdQuery = Schema.Struct({ submitId: Id })
export type SubmitIdQuery = typeof SubmitIdQuery.Type

export const TestJudgeResultQuery = Schema.Struct({
  testJudgeKey: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
})

/** POST /check-submissions-status (HOJ SubmitIdListDTO). */
export const SubmitIdsInput = Schema.Struct({
  submitIds: Schema.Array(Id).check(Schema.isMaxLength(MAX_STATUS_IDS)),
  cid: ScopeId,
})
export type SubmitIdsInput = typeof SubmitIdsInput.Type

/** PUT /submission (HOJ sends the Judge entity; only these fields count). */
export const ShareInput = Schema.Struct({
  submitId: Id,
  share: Flag,
  uid: optionalParam(Schema.String),
})
export type ShareInput = typeof ShareInput.Type

export const ManualJudgeInput = Schema.Struct({
  submitId: Id,
  status: IntFromQuery.check(
    Schema.makeFilter(
      (s: number) =>
        (MANUAL_JUDGE_STATUSES as ReadonlyArray<number>).includes(s) || 'problems.error.manualStatus',
    ),
  ),
  score: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })))),
})
export type ManualJudgeInput = typeof ManualJudgeInput.Type

/** GET /languages: `pid` narrows to the problem's languages; `all` includes those of remote judges. */
export const LanguagesQuery = Schema.Struct({
  pid: optionalParam(Id),
  all: optionalParam(Flag),
})
export type LanguagesQuery = typeof LanguagesQuery.Type

export const PidQuery = Schema.Struct({ pid: Id })
export type PidQuery = typeof PidQuery.Type
