import type { JudgeStatusCode } from '../shared/judge-status.ts'

/**
 * What travels between the server (problems module) and the judge workers over the bus.
 *
 * Tasks: `bus.enqueue(lane, JudgeTask, { id: task.taskId })` on lane `judge-<priority>-<family>`.
 * Reports: workers `bus.enqueue(RESULTS_LANE, JudgeReport, { id })`, consumed by the server's results
 * consumer, which applies them idempotently (by taskId; progress never moves a task backwards).
 * Heartbeats: workers `bus.publish(HEARTBEAT_SUBJECT, WorkerInfo)` every HEARTBEAT_INTERVAL_MS.
 */
export const JUDGE_PRIORITIES = ['contest', 'normal', 'test', 'rejudge'] as const
export type JudgePriority = (typeof JUDGE_PRIORITIES)[number]

/** The lane of a task: `judge-contest-native`, `judge-test-wasi`, ... */
export const laneOf = (priority: JudgePriority, family: string): string => `judge-${priority}-${family}`

export const RESULTS_LANE = 'judge-results'
export const HEARTBEAT_SUBJECT = 'events.judge.heartbeat'
export const HEARTBEAT_INTERVAL_MS = 10_000

/** Test data: by content hash (sha256 hex) from the file store, or inline (samples, test runs). */
export type DataRef = { readonly hash: string } | { readonly inline: string }

export interface JudgeCase {
  /** The case's id in the server's table (0 for test runs). */
  readonly caseId: number
  /** 1-based position. */
  readonly index: number
  /** Shown names of the input and answer files, e.g. '1.in', '1.out'. */
  readonly inputName: string
  readonly outputName: string
  readonly input: DataRef
  readonly output: DataRef
  /** Points of the case (OI); 0 for ACM problems. */
  readonly score: number
  /** Subtask group (OI subtask modes); 0 when none. */
  readonly groupNum: number
}

export type JudgeMode = 'default' | 'spj' | 'interactive'
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error'

export interface JudgeProblem {
  readonly pid: number
  readonly problemId: string
  /** 0 ACM, 1 OI. */
  readonly type: number
  /** The problem's limits as stored; the worker applies the language's factors. */
  readonly timeLimitMs: number
  readonly memoryLimitMb: number
  readonly stackLimitMb: number
  readonly judgeMode: JudgeMode
  readonly judgeCaseMode: JudgeCaseMode
  readonly isRemoveEndBlank: boolean
  /** Remote problems keep their limits as they are (no language factor). */
  readonly isRemote: boolean
  /** The special judge (checker) or interactor, for judgeMode 'spj' / 'interactive'. */
  readonly checker?: { readonly language: string; readonly code: string }
  /** File IO: the program reads `input` and writes `output` in its folder instead of stdin/stdout. */
  readonly fileIO?: { readonly input: string; readonly output: string }
  /** Files put beside the user's program, and beside the checker/interactor. */
  readonly userExtraFiles?: Readonly<Record<string, string>>
  readonly judgeExtraFiles?: Readonly<Record<string, string>>
}

export interface JudgeTask {
  readonly kind: 'submission' | 'test'
  /** Unique per attempt: `s<submitId>-<attempt>` or `t<testKey>`. The bus drops a repeated id. */
  readonly taskId: string
  /** Submissions only. */
  readonly submitId?: number
  /** Test runs only: the key get-test-judge-result is polled with. */
  readonly testKey?: string
  /** 1 for the first judging; a rejudge takes the next number. Reports of older attempts are ignored. */
  readonly attempt: number
  readonly priority: JudgePriority
  readonly language: string
  readonly code: string
  readonly problem: JudgeProblem
  readonly cases: ReadonlyArray<JudgeCase>
  /** Test runs: the expected output the user typed ('' when none). */
  readonly expectedOutput?: string
  /** ISO time the task was created (for latency figures). */
  readonly createdAt: string
}

export interface CaseResult {
  readonly caseId: number
  readonly index: number
  readonly inputName: string
  readonly outputName: string
  readonly status: JudgeStatusCode
  /** ms of CPU time, as measured. */
  readonly time: number
  /** KB. */
  readonly memory: number
  readonly score: number
  readonly groupNum: number
  /** The first bytes of the program's output (for the detail page; at most 1 KiB). */
  readonly userOutput: string
  /** A checker's message, or a runtime error's signal/exit description. */
  readonly message: string
}

export interface ProgressReport {
  readonly kind: 'progress'
  readonly taskId: string
  readonly submitId?: number
  readonly testKey?: string
  readonly attempt: number
  /** 6 Compiling or 7 Judging. */
  readonly status: 6 | 7
  /** Cases finished so far and in all (while Judging). */
  readonly done: number
  readonly total: number
  readonly judger: string
}

export interface FinalReport {
  readonly kind: 'final'
  readonly taskId: string
  readonly submitId?: number
  readonly testKey?: string
  readonly attempt: number
  readonly status: JudgeStatusCode
  /** OI: the points earned (sum over cases, or per subtask mode); ACM: 0 or 100 is not used (null). */
  readonly score: number | null
  /** Largest time (ms) and memory (KB) over the cases. */
  readonly time: number
  readonly memory: number
  /** Compile error text, system error text, or ''. */
  readonly errorMessage: string
  readonly judger: string
  readonly cases: ReadonlyArray<CaseResult>
  /** Test runs: what the program printed on stdout and stderr (each at most 64 KiB). */
  readonly stdout?: string
  readonly stderr?: string
  /** ISO time the worker finished. */
  readonly finishedAt: string
}

export type JudgeReport = ProgressReport | FinalReport

export interface WorkerLanguage {
  readonly name: string
  readonly description: string
  readonly family: string
  readonly version: string
  /** From the LanguageDef, for GET /languages (the editor's mode, template, compile line, spj use). */
  readonly contentType?: string
  readonly template?: string
  readonly compileCommand?: string
  readonly spj?: boolean
}

/** What a worker says of itself in each heartbeat (get-judge-service-info). */
export interface WorkerInfo {
  readonly name: string
  readonly lanes: ReadonlyArray<string>
  readonly languages: ReadonlyArray<WorkerLanguage>
  /** Tasks it runs at once. */
  readonly capacity: number
  /** Tasks running now. */
  readonly load: number
  readonly cpus: number
  readonly startedAt: string
  readonly sentAt: string
  /** 'native+wasi', 'wasmtime', ... */
  readonly runtimes: ReadonlyArray<string>
}
