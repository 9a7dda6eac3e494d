import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

import { type Runner, type RunningProgram, type RunSpec } from '../runner.ts'
import { openNativeRunner } from '../sandbox/index.ts'
import { closedFolderAbove, makePrivateDir, WORK_USER } from '../sandbox/work-dir.ts'
import { ThreadRunner } from './thread-runner.ts'
import { findWasmtimePy } from './wasmtime/install.ts'
import { WasmtimeRunner } from './wasmtime/runner.ts'

export { FUEL_PER_MS, fuelBudget, fuelToMs } from './fuel.ts'

export interface WasiRunnerOptions {
  /** Worker threads (default: 2, or 1 on a single core). */
  readonly threads?: number
  /** Use wasmtime where its Python embedding and the native sandbox are here (default true). */
  readonly preferWasmtime?: boolean
  /** wasmtime hosts at once (default: the CPUs). */
  readonly hosts?: number
  readonly log?: (m: string) => void
  /** Folders the wasmtime hosts' sandbox must never bind (see NativeRunnerOptions). */
  readonly protectedDirs?: ReadonlyArray<string>
}

/**
 * Opens the WASI runner: wasmtime (its Python embedding, in the native sandbox) where it is
 * installed and preferred, else Node worker threads with our own WASI shim, the fallback. Both run
 * the same module with the same memory cap, virtual clocks and random; time is fuel in both.
 */
export async function openWasiRunner(options: WasiRunnerOptions = {}): Promise<Runner> {
  const log = options.log ?? (() => {})
  const threads = (): ThreadRunner =>
    new ThreadRunner(options.threads ?? Math.min(2, availableParallelism()), log)
  if (!(options.preferWasmtime ?? true)) return threads()
  const wasmtime = await openWasmtimeRunner(
    options.hosts ?? availableParallelism(),
    log,
    options.protectedDirs,
  )
  return wasmtime ? withThreadsFor(wasmtime, threads) : threads()
}

/** The wasmtime runner, or null (with a log line saying why) where it cannot run here. */
export async function openWasmtimeRunner(
  hosts: number,
  log: (m: string) => void,
  protectedDirs: ReadonlyArray<string> = [],
): Promise<WasmtimeRunner | null> {
  const py = findWasmtimePy()
  if (typeof py === 'string') {
    log(`wasi runner: wasmtime is not available (${py}); worker threads instead`)
    return null
  }
  // The hosts run as the work user when the judge is root: they must reach the embedding themselves.
  const closed = process.geteuid?.() === 0 ? closedFolderAbove(join(py.dir, 'wasmtime'), WORK_USER) : null
  if (closed) {
    log(
      `wasi runner: wasmtime's Python embedding in ${py.dir} is out of the sandboxed hosts' reach (${closed} is closed to uid ${WORK_USER.uid}: install it in a system folder, e.g. /usr/local/lib/oj-wasmtime-py, or chmod o+x ${closed}); worker threads instead`,
    )
    return null
  }
  let sandbox: Runner
  try {
    sandbox = await openNativeRunner({ log, protectedDirs })
  } catch (error) {
    log(`wasi runner: no native sandbox for wasmtime (${(error as Error).message}); worker threads instead`)
    return null
  }
  // the hosts' user passes through (its group) to its folders
  const dir = makePrivateDir(tmpdir(), 'oj-wasmtime-')
  log(`wasi runner: ${py.version}, ${hosts} host(s) in the native sandbox`)
  const runner = new WasmtimeRunner(sandbox, py, dir, hosts)
  const close = runner.close.bind(runner)
  return Object.assign(runner, {
    close: async () => {
      await close()
      await sandbox.close()
    },
  })
}

/**
 * Piped stdio (interactive problems) and reactors (QuickJS) need what only the thread runner has:
 * beside wasmtime they go to worker threads, opened on first use.
 */
export function withThreadsFor(main: Runner, open: () => ThreadRunner): Runner {
  let threads: ThreadRunner | null = null
  return {
    kind: main.kind,
    description: `${main.description}; pipes and reactors on threads`,
    spawn(spec: RunSpec): RunningProgram {
      const piped = spec.stdin === 'pipe' || spec.stdout === 'pipe' || spec.stderr === 'pipe'
      if (!piped && !spec.reactor) return main.spawn(spec)
      threads ??= open()
      return threads.spawn(spec)
    },
    async close() {
      await Promise.all([main.close(), threads?.close()])
    },
  }
}
