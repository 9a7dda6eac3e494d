import { Flag, Id, IntFromQuery, NoInput, optionalParam } from '@oj/sdk'
import { Schema } from 'effect'

import { JUDGE_CASE_MODES, JUDGE_MODES, MANUAL_JUDGE_STATUSES } from '../constants.ts'
import { SubmissionView } from './common.schemas.ts'

// Schemas of the admin calls (AdminApi), loaded lazily by admin.ts. The body of POST/PUT
// /admin/problem is the subset of HOJ's ProblemDTO this module stores; fields not listed are ignored.
// Example:
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
export { NoInput, SubmissionView }

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const NonNegativeInt = IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })))
const between = (minimum: number, maximum: number) =>
  optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum, maximum }))))

/** GET|POST /admin/judge/rejudge and cancel-judge */
export const SubmitIdQuery = Schema.Struct({ submitId: Id })

/** GET|POST /admin/judge/rejudge-contest-problem: the contest and the bank's problem id. */
export const ContestProblemQuery = Schema.Struct({ cid: Id, pid: Id })

/** A reply without data (HOJ's CommonResult<Void>). */
export const Nothing = Schema.Null

/** GET|POST /admin/judge/manual-judge */
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

/** A map of file name to content, as HOJ sends it: a JSON string (or null), or the object itself. */
const ExtraFiles = Schema.Union([Schema.String, Schema.Record(Schema.String, Schema.String)])

/** An inline case: its content (samples) or, for an uploaded zip, file names (testCaseScore). */
const CaseInput = Schema.Struct({
  input: optionalParam(Text(64 * 1024 * 1024)),
  output: optionalParam(Text(64 * 1024 * 1024)),
  score: optionalParam(Schema.Unknown),
  groupNum: optionalParam(Schema.Unknown),
})
export type CaseInput = typeof CaseInput.Type

const AdminProblemFields = Schema.Struct({
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
  type: between(0, 1),
  /** ms; default 1000 */
  timeLimit: between(1, 60_000),
  /** MB; default 256 */
  memoryLimit: between(1, 8192),
  /** MB; default 128 */
  stackLimit: between(1, 8192),
  difficulty: between(0, 2),
  /** 1 public, 2 private, 3 contest */
  auth: between(1, 3),
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

/** POST and PUT /admin/problem (a subset of HOJ's ProblemDTO). */
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
  /** The problem's tags: names, or HOJ Tag objects (by name); absent keeps them as they are. */
  tags: optionalParam(
    Schema.Array(Schema.Union([Text(255), Schema.Struct({ name: Text(255) })])).check(Schema.isMaxLength(50)),
  ),
  /**
   * Code templates (HOJ's CodeTemplate): by `language` name, or HOJ's `lid` (the language's id as
   * GET /languages numbers them). `status` false keeps the language's own. Absent keeps them.
   */
  codeTemplates: optionalParam(
    Schema.Array(
      Schema.Struct({
        lid: optionalParam(IntFromQuery),
        language: optionalParam(Text(100)),
        code: optionalParam(Text(65535)),
        status: optionalParam(Flag),
      }),
    ),
  ),
  /** HOJ's client: the special judge's code or language changed (it must have compiled). */
  changeModeCode: optionalParam(Flag),
  changeJudgeCaseMode: optionalParam(Flag),
})
export type AdminProblemInput = typeof AdminProblemInput.Type

/** What POST/PUT /admin/problem saved (HOJ answers nothing): the ids, and how many cases it now has. */
export const SavedProblem = Schema.Struct({
  pid: Schema.Int,
  problemId: Schema.String,
  /** null when the cases were kept as they were. */
  caseCount: Schema.NullOr(Schema.Int),
})

/** GET /admin/problem/get-problem-cases */
export const ProblemCasesQuery = Schema.Struct({ pid: Id, isUpload: optionalParam(Flag) })

/**
 * One case (HOJ's ProblemCase) with our `index` and content hashes; `input`/`output` are the file
 * names of uploaded cases, the content of typed-in ones.
 */
const ProblemCaseView = Schema.Struct({
  id: Schema.Int,
  pid: Schema.Int,
  input: Schema.String,
  output: Schema.String,
  score: Schema.Int,
  groupNum: Schema.Int,
  status: Schema.NullOr(Schema.Int),
  gmtCreate: Schema.NullOr(Schema.String),
  gmtModified: Schema.NullOr(Schema.String),
  index: Schema.Int,
  inputHash: Schema.String,
  outputHash: Schema.String,
})
export type ProblemCaseView = typeof ProblemCaseView.Type
export const ProblemCases = Schema.Array(ProblemCaseView)

/** POST /file/upload-testcase-zip: the multipart `file` plus `mode` and `gid`. */
export const UploadTestcaseInput = Schema.Struct({
  /** Checked by the handler, so that a missing file gets the module's own message. */
  file: optionalParam(Schema.Unknown),
  mode: optionalParam(Schema.String),
  gid: optionalParam(NonNegativeInt),
})

export const UploadedTestcases = Schema.Struct({
  fileList: Schema.Array(Schema.Struct({ input: Schema.String, output: Schema.String })),
  fileListDir: Schema.String,
})

/** One judge worker as its heartbeats describe it (an entry of HOJ's list of judge services). */
const JudgeWorkerView = Schema.Struct({
  name: Schema.String,
  lanes: Schema.Array(Schema.String),
  languages: Schema.Array(
    Schema.Struct({ name: Schema.String, family: Schema.String, version: Schema.String }),
  ),
  capacity: Schema.Int,
  load: Schema.Int,
  cpus: Schema.Int,
  runtimes: Schema.Array(Schema.String),
  startedAt: Schema.String,
  lastSeen: Schema.String,
  alive: Schema.Boolean,
  /**
   * HOJ's registry entry of a judge service, as its dashboard reads it: the worker's name as host
   * and `judgeName`, no port (workers take tasks from the bus), `nacos.healthy` 'true' while alive.
   */
  service: Schema.Struct({
    serviceId: Schema.String,
    host: Schema.String,
    port: Schema.NullOr(Schema.Int),
    secure: Schema.Boolean,
    metadata: Schema.Record(Schema.String, Schema.String),
  }),
  /** HOJ's name for `cpus`. */
  cpuCores: Schema.Int,
})
export type JudgeWorkerView = typeof JudgeWorkerView.Type
export const JudgeWorkers = Schema.Array(JudgeWorkerView)
