import type { Readable, Writable } from 'node:stream'

/**
 * What the judge asks of a place to run a program: the native sandbox (bubblewrap + cgroups) and the
 * WASI runner (worker threads, or the wasmtime CLI) both implement it, so the judge core, its
 * checkers and its interactive mode never care which one ran a program.
 */
export interface RunLimits {
  /** CPU time (user + system) in ms; past it the run is a time-limit verdict. */
  readonly cpuMs: number
  /** Wall-clock backstop in ms (about 2-3x cpuMs for programs; sleep forever ends here). */
  readonly wallMs: number
  /** Memory in KiB (peak, as the cgroup or the wasm memory sees it). */
  readonly memoryKb: number
  /** Stack in KiB (native: RLIMIT_STACK; WASI: ignored, the module's own stack). */
  readonly stackKb?: number
  /** Processes and threads at once (native: the pids cgroup). */
  readonly processes: number
  /** Largest stdout (and each written file) in bytes; past it the run is an output-limit verdict. */
  readonly outputBytes: number
}

/** The reactor adapters the WASI thread runner has (LanguageDef's `run.reactor`). */
export type RunReactor = 'quickjs'

/** Where a standard stream goes: a host file, a pipe the caller reads/writes, or nowhere. */
export type StdioSpec = { readonly file: string } | 'pipe' | 'ignore'

export interface RunSpec {
  /**
   * native: argv, resolved inside the sandbox (e.g. ['./main'] or ['/usr/bin/python3', 'main.py']).
   * wasi: [module, ...args]: a module file of workDir or an absolute host path of a WASI build.
   */
  readonly argv: ReadonlyArray<string>
  /** wasi only: the module is a reactor driven by this adapter (see wasi/reactor), not a command. */
  readonly reactor?: RunReactor
  /** Host folder that is the program's working folder (seen as /w inside a native sandbox). */
  readonly workDir: string
  /** Whether the program may write in workDir (compiles and file-IO programs do; others need not). */
  readonly writable: boolean
  readonly env?: Readonly<Record<string, string>>
  readonly stdin: StdioSpec
  readonly stdout: StdioSpec
  readonly stderr: StdioSpec
  /** Extra host folders to bind read-only at the same path (a language's toolchain). */
  readonly readOnlyBinds?: ReadonlyArray<string>
  /** native only: host folders to bind read-write at the same path (the wasmtime host's task folder). */
  readonly writableBinds?: ReadonlyArray<string>
  readonly limits: RunLimits
}

export type RunOutcome =
  /** Exited with status 0. */
  | 'ok'
  /** Exited with another status (exitCode says which). */
  | 'exit'
  /** Killed by a signal it raised or got (signal says which), not by a limit. */
  | 'signal'
  | 'time'
  | 'memory'
  | 'output'
  /** The runner itself failed (message says why): a system error, never the program's fault. */
  | 'error'

export interface RunResult {
  readonly outcome: RunOutcome
  readonly exitCode: number | null
  readonly signal: string | null
  /** CPU time in ms (cgroup, or fuel converted at the WASI rate). */
  readonly cpuMs: number
  readonly wallMs: number
  /** Peak memory in KiB. */
  readonly memoryKb: number
  /** A short description for people (why it failed, what the runner saw). */
  readonly message: string
}

export interface RunningProgram {
  /** Present when the matching stdio was 'pipe'. */
  readonly stdin: Writable | null
  readonly stdout: Readable | null
  readonly stderr: Readable | null
  readonly result: Promise<RunResult>
  /**
   * Resolves once the runner sees the program idle: half a second gone (or its CPU limit, when
   * less) with less than 4% of that time used in CPU (asleep, or blocked), so it holds no CPU and
   * another program may run beside it. Absent (or never resolving) where a runner cannot tell, or
   * need not: a WASI program's sleep advances its virtual clock and ends the run at once.
   */
  readonly idle?: Promise<void>
  /** Ends the program now (its result then says what it was doing). */
  kill(): void
}

export interface Runner {
  /** 'native' or 'wasi'. */
  readonly kind: 'native' | 'wasi'
  /** A short description for the worker's heartbeat, e.g. 'bwrap+cgroup-v1' or 'wasmtime 25.0'. */
  readonly description: string
  spawn(spec: RunSpec): RunningProgram
  /**
   * A runner for the runs of one task, where this runner can keep a sandbox warm between them
   * (the native one: see sandbox/session.ts); its close() ends what it kept, not this runner.
   */
  session?(): Runner
  close(): Promise<void>
}
