import { Result, Schema } from 'effect'

import { isFinalStatus } from '../shared/judge-status.ts'
import { Amount, Count, Int, Positive, schemaProblem, StatusCode } from './parts.ts'

/** Which submission or test run a report is about; one of submitId and testKey is there. */
const target = {
  taskId: Schema.NonEmptyString,
  submitId: Schema.optionalKey(Positive),
  testKey: Schema.optionalKey(Schema.NonEmptyString),
  attempt: Positive,
}
const hasTarget = Schema.makeFilter((r: { readonly submitId?: number; readonly testKey?: string }) =>
  r.submitId !== undefined || r.testKey !== undefined ? undefined : 'a report names its submitId or testKey',
)

export const CaseResult = Schema.Struct({
  caseId: Count,
  index: Positive,
  inputName: Schema.String,
  outputName: Schema.String,
  status: StatusCode,
  /** ms of CPU time, as measured. */
  time: Amount,
  /** KB. */
  memory: Amount,
  score: Amount,
  groupNum: Int,
  /** The first bytes of the program's output (for the detail page; at most 1 KiB). */
  userOutput: Schema.String,
  /** A checker's message, or a runtime error's signal/exit description. */
  message: Schema.String,
})
export type CaseResult = typeof CaseResult.Type

/** One subtask's points in the subtask judge modes: the group's lowest or average case score. */
export const SubtaskScore = Schema.Struct({ groupNum: Int, score: Amount })
export type SubtaskScore = typeof SubtaskScore.Type

export const ProgressReport = Schema.Struct({
  kind: Schema.Literal('progress'),
  ...target,
  /** 6 Compiling or 7 Judging. */
  status: Schema.Literals([6, 7]),
  /** Cases finished so far and in all (while Judging). */
  done: Count,
  total: Count,
  judger: Schema.String,
  /**
   * The bus delivery of the task this judging is (Compiling reports): the server counts the times a
   * task started judging without an end, to give up on one that kills its workers.
   */
  delivery: Schema.optionalKey(Positive),
}).check(hasTarget)
export type ProgressReport = typeof ProgressReport.Type

export const FinalReport = Schema.Struct({
  kind: Schema.Literal('final'),
  ...target,
  status: StatusCode.check(
    Schema.makeFilter((s: number) =>
      isFinalStatus(s) ? undefined : 'a final report carries a final status',
    ),
  ),
  /** OI: the points earned (sum over cases, or per subtask mode); ACM: null. */
  score: Schema.NullOr(Amount),
  /** Largest time (ms) and memory (KB) over the cases. */
  time: Amount,
  memory: Amount,
  /** Compile error text, system error text, or ''. */
  errorMessage: Schema.String,
  judger: Schema.String,
  cases: Schema.Array(CaseResult),
  /**
   * OI problems judged by subtask (subtask_lowest / subtask_average): the points each group earned,
   * which `score` sums. Absent in the other modes and from workers older than the field.
   */
  subtasks: Schema.optionalKey(Schema.Array(SubtaskScore)),
  /** Test runs: what the program printed on stdout and stderr (each at most 64 KiB). */
  stdout: Schema.optionalKey(Schema.String),
  stderr: Schema.optionalKey(Schema.String),
  /** ISO time the worker finished. */
  finishedAt: Schema.String,
}).check(hasTarget)
export type FinalReport = typeof FinalReport.Type

export const JudgeReport = Schema.Union([ProgressReport, FinalReport])
export type JudgeReport = typeof JudgeReport.Type

/** A report as it came off the results lane, or why it is not one. */
export function decodeJudgeReport(payload: unknown): { report: JudgeReport } | { error: string } {
  const result = Schema.decodeUnknownResult(JudgeReport)(payload)
  return Result.isSuccess(result) ? { report: result.success } : { error: schemaProblem(result.failure) }
}

export const WorkerLanguage = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  family: Schema.String,
  version: Schema.String,
  /** From the LanguageDef, for GET /languages (the editor's mode, template, compile line, spj use). */
  contentType: Schema.optionalKey(Schema.String),
  template: Schema.optionalKey(Schema.String),
  compileCommand: Schema.optionalKey(Schema.String),
  spj: Schema.optionalKey(Schema.Boolean),
})
export type WorkerLanguage = typeof WorkerLanguage.Type

/** What a worker says of itself in each heartbeat (get-judge-service-info). */
export const WorkerInfo = Schema.Struct({
  name: Schema.String,
  lanes: Schema.Array(Schema.String),
  languages: Schema.Array(WorkerLanguage),
  /** Tasks it runs at once. */
  capacity: Count,
  /** Tasks running now. */
  load: Count,
  cpus: Count,
  startedAt: Schema.String,
  sentAt: Schema.String,
  /** 'bwrap 0.8+cgroup-v1', 'wasmtime 49', ... */
  runtimes: Schema.Array(Schema.String),
})
export type WorkerInfo = typeof WorkerInfo.Type
