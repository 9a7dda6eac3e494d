import { IntFromQuery } from '@oj/sdk'
import { Schema } from 'effect'

import { JUDGE_CASE_MODES, JUDGE_MODES } from './constants.ts'
import { optionalParam } from './query.ts'
import { Flag, Id } from './submission.ts'

// The body of POST/PUT /admin/problem: the subset of HOJ's ProblemDTO this module stores. Fields
// not listed are ignored (tags and code templates belong to later slices). Example:
//
// {
//   "problem": { "problemId": "P2000", "title": "Sum", "description": "...", "input": "...",
//                "output": "...", "type": 1, "timeLimit": 1000, "memoryLimit": 256,
//                "judgeMode": "default", "judgeCaseMode": "subtask_lowest", "isRemoveEndBlank": true },
//   "samples": [{ "input": "1 2", "output": "3", "score": 50, "groupNum": 1 }],
//   -- or, with a zip from POST /file/upload-testcase-zip --
//   "isUploadTestCase": true, "uploadTestcaseDir": "<data.fileListDir>",
//   "testCaseScore": [{ "input": "1.in", "output": "1.out", "score": 50, "groupNum": 1 }]
// }

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const NonNegativeInt = IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })))

/** A map of file name to content, as HOJ sends it: a JSON string (or null), or the object itself. */
export const ExtraFiles = Schema.Union([Schema.String, Schema.Record(Schema.String, Schema.String)])

/** An inline case: its content (samples) or, for an uploaded zip, file names (testCaseScore). */
export const CaseInput = Schema.Struct({
  input: optionalParam(Text(64 * 1024 * 1024)),
  output: optionalParam(Text(64 * 1024 * 1024)),
  score: optionalParam(Schema.Unknown),
  groupNum: optionalParam(Schema.Unknown),
})
export type CaseInput = typeof CaseInput.Type

export const AdminProblemFields = Schema.Struct({
  /** The numeric id: required by PUT, ignored by POST. */
  id: optionalParam(Id),
  problemId: optionalParam(Text(100)),
  title: optionalParam(Text(255)),
  author: optionalParam(Text(255)),
  description: optionalParam(Text(65535)),
  input: optionalParam(Text(65535)),
  output: optionalParam(Text(65535)),
  examples: optionalParam(Text(65535)),
  hint: optionalParam(Text(65535)),
  source: optionalParam(Text(65535)),
  /** 0 ACM, 1 OI */
  type: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 })))),
  /** ms; default 1000 */
  timeLimit: optionalParam(
    IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 60_000 }))),
  ),
  /** MB; default 256 */
  memoryLimit: optionalParam(
    IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 8192 }))),
  ),
  /** MB; default 128 */
  stackLimit: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 8192 })))),
  difficulty: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 2 })))),
  /** 1 public, 2 private, 3 contest */
  auth: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 3 })))),
  codeShare: optionalParam(Flag),
  isRemote: optionalParam(Flag),
  judgeMode: optionalParam(Schema.Literals(JUDGE_MODES)),
  judgeCaseMode: optionalParam(Schema.Literals(JUDGE_CASE_MODES)),
  isRemoveEndBlank: optionalParam(Flag),
  openCaseResult: optionalParam(Flag),
  /** The special judge or interactor source, for judgeMode spj / interactive. */
  spjCode: optionalParam(Text(65535)),
  spjLanguage: optionalParam(Text(100)),
  userExtraFile: optionalParam(ExtraFiles),
  judgeExtraFile: optionalParam(ExtraFiles),
  isFileIO: optionalParam(Flag),
  ioReadFileName: optionalParam(Text(100)),
  ioWriteFileName: optionalParam(Text(100)),
  isUploadCase: optionalParam(Flag),
  uploadTestcaseDir: optionalParam(Text(100)),
  testCaseScore: optionalParam(Schema.Array(CaseInput)),
  gid: optionalParam(NonNegativeInt),
})
export type AdminProblemFields = typeof AdminProblemFields.Type

/** POST and PUT /admin/problem (HOJ ProblemDTO subset). */
export const AdminProblemInput = Schema.Struct({
  problem: AdminProblemFields,
  /** Inline cases (content); used when the cases are not uploaded. */
  samples: optionalParam(Schema.Array(CaseInput)),
  isUploadTestCase: optionalParam(Flag),
  /** data.fileListDir of POST /file/upload-testcase-zip. */
  uploadTestcaseDir: optionalParam(Text(100)),
  /** Uploaded cases by file name, with their score and group. */
  testCaseScore: optionalParam(Schema.Array(CaseInput)),
  judgeMode: optionalParam(Schema.Literals(JUDGE_MODES)),
  /** Languages allowed for the problem (names, or HOJ Language objects); absent means all. */
  languages: optionalParam(
    Schema.Array(Schema.Union([Schema.String, Schema.Struct({ name: Schema.String })])),
  ),
})
export type AdminProblemInput = typeof AdminProblemInput.Type

/** GET /admin/problem/get-problem-cases */
export const ProblemCasesQuery = Schema.Struct({ pid: Id, isUpload: optionalParam(Flag) })
export type ProblemCasesQuery = typeof ProblemCasesQuery.Type

/** POST /file/upload-testcase-zip: the multipart `file` plus `mode` and `gid`. */
export const UploadTestcaseInput = Schema.Struct({
  /** Checked by the handler, so that a missing file gets the module's own message. */
  file: optionalParam(Schema.Unknown),
  mode: optionalParam(Schema.String),
  gid: optionalParam(NonNegativeInt),
})

/** One case of get-problem-cases (HOJ ProblemCase); `input`/`output` are names (uploaded) or content. */
export interface ProblemCaseView {
  readonly id: number
  readonly pid: number
  readonly index: number
  readonly input: string
  readonly output: string
  readonly inputHash: string
  readonly outputHash: string
  readonly score: number
  readonly groupNum: number
}

/** data of POST /file/upload-testcase-zip */
export interface UploadedTestcases {
  readonly fileList: ReadonlyArray<{ readonly input: string; readonly output: string }>
  readonly fileListDir: string
}
