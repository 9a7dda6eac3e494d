import { Result, Schema } from 'effect'

import { Amount, Count, Files, Int, Positive, schemaProblem } from './parts.ts'

/**
 * What travels between the server (problems module) and the judge workers over the bus, as Effect
 * Schemas: each side decodes what it receives (the worker its tasks, the server its reports) and
 * drops a malformed message with a log line instead of trusting it.
 *
 * Tasks: `bus.enqueue(lane, JudgeTask, { id: task.taskId })` on lane `judge-<priority>-<family>`.
 * Reports: workers `bus.enqueue(RESULTS_LANE, JudgeReport, { id })`, consumed by the server's results
 * consumer, which applies them idempotently (by taskId; progress never moves a task backwards).
 * Heartbeats: workers `bus.publish(HEARTBEAT_SUBJECT, WorkerInfo)` every HEARTBEAT_INTERVAL_MS.
 */
export const JUDGE_PRIORITIES = ['contest', 'normal', 'test', 'rejudge'] as const
export const JudgePriority = Schema.Literals(JUDGE_PRIORITIES)
export type JudgePriority = typeof JudgePriority.Type

/** The lane of a task: `judge-contest-native`, `judge-test-wasi`, ... */
export const laneOf = (priority: JudgePriority, family: string): string => `judge-${priority}-${family}`

export const RESULTS_LANE = 'judge-results'
export const HEARTBEAT_SUBJECT = 'events.judge.heartbeat'
/**
 * The server asks every worker to stop a task (`JudgeCancel`): an admin cancelled it, a new attempt
 * replaced it, or it was given up. A worker running it stops at once and acks it without a report;
 * one that gets it later drops it.
 */
export const JUDGE_CANCEL_SUBJECT = 'events.judge.cancel'
export const JudgeCancel = Schema.Struct({ taskIds: Schema.Array(Schema.NonEmptyString) })
export type JudgeCancel = typeof JudgeCancel.Type
export const HEARTBEAT_INTERVAL_MS = 10_000

/** Test data: by content hash (sha256 hex) from the file store, or inline (samples, test runs). */
export const DataRef = Schema.Union([
  Schema.Struct({ hash: Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/)) }),
  Schema.Struct({ inline: Schema.String }),
])
export type DataRef = typeof DataRef.Type

export const JudgeCase = Schema.Struct({
  /** The case's id in the server's table (0 for test runs). */
  caseId: Count,
  /** 1-based position. */
  index: Positive,
  /** Shown names of the input and answer files, e.g. '1.in', '1.out'. */
  inputName: Schema.String,
  outputName: Schema.String,
  input: DataRef,
  output: DataRef,
  /** Points of the case (OI); 0 for ACM problems. */
  score: Amount,
  /** Subtask group (OI subtask modes); 0 when none. */
  groupNum: Int,
})
export type JudgeCase = typeof JudgeCase.Type

export const JudgeMode = Schema.Literals(['default', 'spj', 'interactive'])
export type JudgeMode = typeof JudgeMode.Type
export const JudgeCaseMode = Schema.Literals([
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
])
export type JudgeCaseMode = typeof JudgeCaseMode.Type

export const JudgeProblem = Schema.Struct({
  pid: Int,
  problemId: Schema.String,
  /** 0 ACM, 1 OI. */
  type: Schema.Literals([0, 1]),
  /** The problem's limits as stored; the worker applies the language's factors. */
  timeLimitMs: Positive,
  memoryLimitMb: Positive,
  stackLimitMb: Count,
  judgeMode: JudgeMode,
  judgeCaseMode: JudgeCaseMode,
  isRemoveEndBlank: Schema.Boolean,
  /** Remote problems keep their limits as they are (no language factor). */
  isRemote: Schema.Boolean,
  /** The special judge (checker) or interactor, for judgeMode 'spj' / 'interactive'. */
  checker: Schema.optionalKey(Schema.Struct({ language: Schema.String, code: Schema.String })),
  /** File IO: the program reads `input` and writes `output` in its folder instead of stdin/stdout. */
  fileIO: Schema.optionalKey(Schema.Struct({ input: Schema.String, output: Schema.String })),
  /** Files put beside the user's program, and beside the checker/interactor. */
  userExtraFiles: Schema.optionalKey(Files),
  judgeExtraFiles: Schema.optionalKey(Files),
})
export type JudgeProblem = typeof JudgeProblem.Type

export const JudgeTask = Schema.Struct({
  kind: Schema.Literals(['submission', 'test']),
  /** Unique per attempt: `s<submitId>-<attempt>-<random>` or `t<testKey>`. The bus drops a repeated id. */
  taskId: Schema.NonEmptyString,
  /** Submissions only. */
  submitId: Schema.optionalKey(Positive),
  /** Test runs only: the key get-test-judge-result is polled with. */
  testKey: Schema.optionalKey(Schema.NonEmptyString),
  /** 1 for the first judging; a rejudge takes the next number. Reports of older attempts are ignored. */
  attempt: Positive,
  priority: JudgePriority,
  language: Schema.String,
  code: Schema.String,
  problem: JudgeProblem,
  cases: Schema.Array(JudgeCase),
  /**
   * Stop at the first case that fails (ACM contests: contestants see only the verdict). Absent or
   * false: the problem's judge case mode decides which cases run.
   */
  stopAtFirstFailure: Schema.optionalKey(Schema.Boolean),
  /** Test runs: the expected output the user typed ('' when none). */
  expectedOutput: Schema.optionalKey(Schema.String),
  /**
   * Test runs only: compile the problem's checker (or interactor), nothing else; the final report is
   * Accepted, or Compile Error with the compiler's message (the admin form's compile button).
   */
  compileChecker: Schema.optionalKey(Schema.Boolean),
  /** ISO time the task was created (for latency figures). */
  createdAt: Schema.String,
})
export type JudgeTask = typeof JudgeTask.Type

/** A task as it came off the bus, or why it is not one. */
export function decodeJudgeTask(payload: unknown): { task: JudgeTask } | { error: string } {
  const result = Schema.decodeUnknownResult(JudgeTask)(payload)
  return Result.isSuccess(result) ? { task: result.success } : { error: schemaProblem(result.failure) }
}

/**
 * A task too large for the bus travels by reference: its JSON is a blob of the file store (the
 * NATS object store for workers elsewhere), named by its sha256, and the lane carries this stub. It
 * names its target, so a worker that cannot fetch the task still reports a System Error for it.
 */
export const JudgeTaskRef = Schema.Struct({
  kind: Schema.Literal('ref'),
  taskId: Schema.NonEmptyString,
  submitId: Schema.optionalKey(Positive),
  testKey: Schema.optionalKey(Schema.NonEmptyString),
  attempt: Positive,
  priority: JudgePriority,
  language: Schema.String,
  /** The sha256 (hex) of the task's JSON in the file store, and its size in bytes. */
  hash: Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/)),
  size: Count,
})
export type JudgeTaskRef = typeof JudgeTaskRef.Type

/** What a lane carries: a task, or a reference to one; or why it is neither. */
export function decodeTaskMessage(
  payload: unknown,
): { task: JudgeTask } | { ref: JudgeTaskRef } | { error: string } {
  if (typeof payload === 'object' && payload !== null && (payload as { kind?: unknown }).kind === 'ref') {
    const result = Schema.decodeUnknownResult(JudgeTaskRef)(payload)
    return Result.isSuccess(result) ? { ref: result.success } : { error: schemaProblem(result.failure) }
  }
  return decodeJudgeTask(payload)
}

// The reports and heartbeats, in a file of their own (re-exported here: one import for both sides).
export * from './reports.ts'
