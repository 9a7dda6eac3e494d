import { PassThrough, Writable } from 'node:stream'

import { type Runner, type RunningProgram, type RunResult, type RunSpec } from '../runner.ts'
import { FUEL_PER_MS, fuelBudget, fuelToMs } from './fuel.ts'
import { ModuleCache } from './module-cache.ts'
import { WorkerPool } from './pool.ts'
import { type JobResult, type WorkerStdin, type WorkerStdout } from './protocol.ts'
import { planSpawn } from './spawn-plan.ts'
import { createPipeBuffer, PipeWriter } from './stdin-pipe.ts'

function toRunResult(r: JobResult, spec: RunSpec, wallMs: number): RunResult {
  const cpuMs = r.fuelUsed < 0n ? (r.outcome === 'time' ? spec.limits.cpuMs : 0) : fuelToMs(r.fuelUsed)
  return {
    outcome: r.outcome,
    exitCode: r.exitCode,
    signal: r.signal,
    cpuMs: Math.round(cpuMs * 1000) / 1000,
    wallMs,
    memoryKb: Math.ceil(r.memoryBytes / 1024),
    // The fuel itself, for people and the bench: cpuMs is this divided by FUEL_PER_MS.
    message: r.fuelUsed >= 0n ? `${r.message} (fuel ${r.fuelUsed})` : r.message,
  }
}

const failed = (message: string): JobResult => ({
  outcome: 'error',
  exitCode: null,
  signal: null,
  fuelUsed: -1n,
  memoryBytes: 0,
  message,
})

/** The WASI runner on Node's own worker threads, with the shim of ./shim. */
export class ThreadRunner implements Runner {
  readonly kind = 'wasi' as const
  readonly description: string
  private readonly pool: WorkerPool
  private readonly cache = new ModuleCache()
  private nextId = 1

  constructor(threads: number, log: (m: string) => void) {
    this.pool = new WorkerPool(threads, log)
    this.description = `wasi threads x${threads} (fuel ${FUEL_PER_MS}/ms)`
  }

  spawn(spec: RunSpec): RunningProgram {
    const id = this.nextId++
    const started = performance.now()
    const stdinPipe = spec.stdin === 'pipe' ? createPipeBuffer() : null
    const stdout = spec.stdout === 'pipe' ? new PassThrough() : null
    const stderr = spec.stderr === 'pipe' ? new PassThrough() : null
    let stdin: Writable | null = null
    if (stdinPipe) {
      const writer = new PipeWriter(stdinPipe)
      stdin = new Writable({
        write: (chunk: Buffer, _enc, done) => void writer.write(chunk).then(() => done(), done),
        final: (done) => (writer.close(), done()),
      })
      stdin.on('error', () => {})
    }
    let settle!: (r: JobResult) => void
    const settled = new Promise<JobResult>((resolve) => (settle = resolve))
    let killed = false
    const result = settled.then((r) => {
      stdout?.end()
      stderr?.end()
      return toRunResult(r, spec, Math.round(performance.now() - started))
    })
    const launch = async (): Promise<void> => {
      const plan = planSpawn(spec)
      const prepared = await this.cache.prepare(plan.modulePath, plan.trustedPath, plan.maxPages)
      if (prepared.instrumented.initialPages > plan.maxPages) {
        return settle({
          ...failed('the program needs more memory at start than the limit'),
          outcome: 'memory',
          memoryBytes: prepared.instrumented.initialPages * 65536,
        })
      }
      if (killed) return settle({ ...failed('killed'), outcome: 'signal', signal: 'SIGKILL' })
      const asWorker = (s: RunSpec['stdout']): WorkerStdout => (s === 'pipe' ? 'pipe' : s)
      const workerStdin: WorkerStdin = stdinPipe
        ? { pipe: stdinPipe }
        : (spec.stdin as Exclude<RunSpec['stdin'], 'pipe'>)
      const job = {
        type: 'run' as const,
        id,
        moduleKey: prepared.key,
        args: plan.args,
        ...(spec.reactor ? { reactor: spec.reactor } : {}),
        env: spec.env ?? {},
        preopens: plan.preopens,
        stdin: workerStdin,
        stdout: asWorker(spec.stdout),
        stderr: asWorker(spec.stderr),
        fuel: fuelBudget(spec.limits.cpuMs),
        fuelPerMs: FUEL_PER_MS,
        wallMs: spec.limits.wallMs,
        outputBytes: spec.limits.outputBytes,
      }
      this.pool.run(job, prepared.module!, spec.limits.wallMs, {
        onOutput: (fd, data) => (fd === 1 ? stdout : stderr)?.write(data),
        onDone: settle,
      })
    }
    launch().catch((error: unknown) =>
      settle(failed(`cannot start the module: ${error instanceof Error ? error.message : String(error)}`)),
    )
    return {
      stdin,
      stdout,
      stderr,
      result,
      kill: () => {
        killed = true
        this.pool.kill(id, { ...failed('killed'), outcome: 'signal', signal: 'SIGKILL' })
      },
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.cache.close()])
  }
}
