/** Messages between the WASI runner and its worker threads. */
import { type RunOutcome, type RunReactor } from '../runner.ts'

export interface Preopen {
  readonly host: string
  readonly guest: string
  readonly writable: boolean
}

export type WorkerStdin = { readonly file: string } | { readonly pipe: SharedArrayBuffer } | 'ignore'
export type WorkerStdout = { readonly file: string } | 'pipe' | 'ignore'

export interface RunJob {
  readonly type: 'run'
  readonly id: number
  readonly moduleKey: string
  /** Sent the first time a thread sees this key; it keeps the module afterwards. */
  readonly module?: WebAssembly.Module
  readonly args: ReadonlyArray<string>
  /** The module is a reactor run through this adapter (see ./reactor). */
  readonly reactor?: RunReactor
  readonly env: Readonly<Record<string, string>>
  readonly preopens: ReadonlyArray<Preopen>
  readonly stdin: WorkerStdin
  readonly stdout: WorkerStdout
  readonly stderr: WorkerStdout
  readonly fuel: bigint
  readonly fuelPerMs: number
  readonly wallMs: number
  readonly outputBytes: number
}

export interface JobResult {
  readonly outcome: RunOutcome
  readonly exitCode: number | null
  readonly signal: string | null
  readonly fuelUsed: bigint
  readonly memoryBytes: number
  readonly message: string
}

export type WorkerMessage =
  | { readonly type: 'out'; readonly id: number; readonly fd: 1 | 2; readonly data: Uint8Array }
  | { readonly type: 'done'; readonly id: number; readonly result: JobResult }
