import { availableParallelism } from 'node:os'

import { type Runner, type RunningProgram, type RunSpec } from '../runner.ts'
import { ThreadRunner } from './thread-runner.ts'
import { findWasmtime, WasmtimeRunner } from './wasmtime-runner.ts'

export { FUEL_PER_MS, fuelBudget, fuelToMs } from './fuel.ts'

export interface WasiRunnerOptions {
  /** Worker threads (default: 2, or 1 on a single core). */
  readonly threads?: number
  /** Use the wasmtime CLI when it is on PATH (default true). */
  readonly preferWasmtime?: boolean
  readonly log?: (m: string) => void
}

/**
 * Opens the WASI runner: the wasmtime CLI where it is installed and preferred, otherwise Node worker
 * threads with our own WASI shim. Both run the same instrumented module (fuel and memory cap).
 */
export async function openWasiRunner(options: WasiRunnerOptions = {}): Promise<Runner> {
  const log = options.log ?? (() => {})
  if (options.preferWasmtime ?? true) {
    const wasmtime = await findWasmtime()
    if (wasmtime) {
      log(`wasi runner: ${wasmtime.version}`)
      return withReactorThreads(new WasmtimeRunner(wasmtime), log)
    }
  }
  const threads = options.threads ?? Math.min(2, availableParallelism())
  return new ThreadRunner(threads, log)
}

/**
 * Reactors (a LanguageDef's `run.reactor`, e.g. QuickJS) need a host adapter that only the thread
 * runner has: beside wasmtime they go to one worker thread, opened on first use.
 */
export function withReactorThreads(main: Runner, log: (m: string) => void): Runner {
  let threads: ThreadRunner | null = null
  return {
    kind: main.kind,
    description: `${main.description} (reactors on threads)`,
    spawn(spec: RunSpec): RunningProgram {
      if (!spec.reactor) return main.spawn(spec)
      threads ??= new ThreadRunner(1, log)
      return threads.spawn(spec)
    },
    async close() {
      await Promise.all([main.close(), threads?.close()])
    },
  }
}
