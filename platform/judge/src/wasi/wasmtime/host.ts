import { dirname } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

import type { Runner, RunningProgram } from '../../runner.ts'
import { HOST_PYTHON, type WasmtimePy } from './install.ts'

/** A job as host.py reads it (one JSON line). */
export interface HostJob {
  readonly id: number
  /** The judge's key of the module; `module` is its file (a .wasm, or a trusted .cwasm). */
  readonly key: string
  readonly module: string
  readonly precompiled: boolean
  readonly args: ReadonlyArray<string>
  readonly env: Readonly<Record<string, string>>
  readonly stdin: string | null
  readonly stdout: string | null
  readonly stderr: string | null
  readonly preopens: ReadonlyArray<{ host: string; guest: string; writable: boolean }>
  readonly fuel: number
  readonly fuelPerMs: number
  readonly wallMs: number
  readonly memoryBytes: number
  readonly outputBytes: number
}

export interface HostAnswer {
  readonly id: number
  readonly outcome: 'ok' | 'exit' | 'signal' | 'time' | 'memory' | 'output' | 'error'
  readonly exitCode: number | null
  readonly signal: string | null
  readonly fuelUsed: number
  readonly memoryBytes: number
  readonly message: string
}

/** host.py where the judge is installed: copied for the hosts (see HostPlace.script), run as is outside. */
export const HOST_SCRIPT = fileURLToPath(new URL('./host.py', import.meta.url))

/** What a host sees of the machine: its exchange folder, the task's folder, the modules. */
export interface HostPlace {
  /**
   * host.py as the hosts read it: a copy in the runner's own folder, never the judge's install
   * folder, which the work user may not be able to reach (a clone in root's home, mode 0700).
   */
  readonly script: string
  /** Its own folder (read-write): stdin, stdout and stderr files of its runs. */
  readonly exchange: string
  /** The task's work folder, bound at its own path. */
  readonly workDir: string
  readonly writable: boolean
  readonly readOnlyBinds: ReadonlyArray<string>
  /** The judge's folder of modules (read-only). */
  readonly modules: string
  readonly memoryKb: number
}

const FOREVER_MS = 24 * 3600_000
/** Room for Python, wasmtime and the compiled code beside the program's own memory. */
const HOST_MEMORY_KB = 512 * 1024

/**
 * One wasmtime host: host.py under /usr/bin/python3 in the native sandbox (its own cgroup, no
 * network, nothing of the host but the folders of `place`), taking jobs one at a time. A job past
 * its wall limit costs the host: it is killed, and the runner starts another.
 */
export class WasmtimeHost {
  readonly place: HostPlace
  readonly #program: RunningProgram
  readonly #pending = new Map<number, (answer: HostAnswer | Error) => void>()
  #dead: Error | null = null
  readonly ready: Promise<void>

  constructor(sandbox: Runner, py: WasmtimePy, place: HostPlace) {
    this.place = place
    const workBinds = [place.workDir, ...place.readOnlyBinds].filter((p) => p !== place.exchange)
    this.#program = sandbox.spawn({
      argv: [HOST_PYTHON, '-S', '-B', place.script],
      workDir: place.exchange,
      writable: true,
      env: { PYTHONPATH: py.dir, PYTHONDONTWRITEBYTECODE: '1' },
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'pipe',
      readOnlyBinds: [py.dir, dirname(place.script), place.modules, ...(place.writable ? [] : workBinds)],
      ...(place.writable ? { writableBinds: workBinds } : {}),
      limits: {
        cpuMs: FOREVER_MS,
        wallMs: FOREVER_MS,
        memoryKb: place.memoryKb + HOST_MEMORY_KB,
        // wasmtime's WASI does file IO on a pool of threads of its own
        processes: 64,
        outputBytes: 64 * 1024 * 1024 + 1,
      },
    })
    let said = ''
    this.#program.stderr?.on('data', (d: Buffer) => (said = (said + d.toString()).slice(-2000)))
    let started: () => void
    let failed: (e: Error) => void
    this.ready = new Promise<void>((resolve, reject) => ((started = resolve), (failed = reject)))
    this.ready.catch(() => undefined)
    const lines = createInterface({ input: this.#program.stdout! })
    lines.on('line', (line) => {
      let message: HostAnswer | { ready: string }
      try {
        message = JSON.parse(line) as HostAnswer | { ready: string }
      } catch {
        return
      }
      if ('ready' in message) return started()
      this.#pending.get(message.id)?.(message)
      this.#pending.delete(message.id)
    })
    void this.#program.result.then((r) => {
      this.#dead = new Error(`the wasmtime host ended: ${r.message}${said ? `: ${said.trim()}` : ''}`)
      failed(this.#dead)
      for (const settle of this.#pending.values()) settle(this.#dead)
      this.#pending.clear()
    })
  }

  get alive(): boolean {
    return this.#dead === null
  }

  get busy(): boolean {
    return this.#pending.size > 0
  }

  /** Runs a job; rejects when the host dies first (killed at the wall limit, or broken). */
  async run(job: HostJob): Promise<HostAnswer> {
    await this.ready
    if (this.#dead) throw this.#dead
    return new Promise((resolve, reject) => {
      this.#pending.set(job.id, (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)))
      this.#program.stdin!.write(`${JSON.stringify(job)}\n`)
    })
  }

  kill(): void {
    this.#program.kill()
  }
}
