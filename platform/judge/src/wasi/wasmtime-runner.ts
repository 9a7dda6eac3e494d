import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, type Readable, type Writable } from 'node:stream'

import { type Runner, type RunningProgram, type RunResult, type RunSpec } from '../runner.ts'
import { patchSleb10 } from './binary/bytes.ts'
import { fuelBudget } from './fuel.ts'
import { ModuleCache, type PreparedModule } from './module-cache.ts'
import { planSpawn } from './spawn-plan.ts'

export interface Wasmtime {
  readonly path: string
  readonly version: string
}

export async function findWasmtime(path = 'wasmtime'): Promise<Wasmtime | null> {
  const r = spawnSync(path, ['--version'], { encoding: 'utf8' })
  return r.status === 0 ? { path, version: r.stdout.trim() } : null
}

/** Reads wasmtime's report of a trap: which function trapped (frame 0) and why. */
export function classifyTrap(
  stderr: string,
  prepared: PreparedModule,
): Pick<RunResult, 'outcome' | 'signal' | 'message'> | null {
  const why = /wasm trap: (.+)/.exec(stderr)?.[1]
  if (!why) return null
  const frame = /^\s*0:\s+0x[0-9a-f]+ - .*<wasm function (\d+)>/m.exec(stderr)
  const fn = frame ? Number(frame[1]) : -1
  if (fn === prepared.instrumented.outOfFuelFunction)
    return { outcome: 'time', signal: null, message: 'out of fuel: time limit' }
  if (fn === prepared.instrumented.growFunction)
    return { outcome: 'memory', signal: null, message: 'memory.grow past the memory limit' }
  const signal = /unreachable/.test(why) ? 'SIGABRT' : /divide|overflow/.test(why) ? 'SIGFPE' : 'SIGSEGV'
  return { outcome: 'signal', signal, message: `trap: ${why}` }
}

/**
 * The WASI runner on the wasmtime CLI (production judges): the same instrumented module as the
 * thread runner, its fuel global's initial value rewritten to the budget, so both count the same
 * fuel and give the same verdicts. The CLI cannot report the fuel left: cpuMs is the wall time, or
 * the limit on a time verdict. It also has no read-only folders: run it inside the native sandbox.
 */
export class WasmtimeRunner implements Runner {
  readonly kind = 'wasi' as const
  readonly description: string
  private readonly wasmtime: Wasmtime
  private readonly cache = new ModuleCache(false)
  private readonly dir = join(tmpdir(), 'oj-wasmtime')

  constructor(wasmtime: Wasmtime) {
    this.wasmtime = wasmtime
    this.description = wasmtime.version
    mkdirSync(this.dir, { recursive: true })
  }

  /** The instrumented module with this budget, written once per (content, budget). */
  private moduleFile(prepared: PreparedModule, fuel: bigint): string {
    const file = join(this.dir, `${prepared.key}-${fuel}.wasm`)
    if (!existsSync(file)) {
      const bytes = prepared.instrumented.bytes.slice()
      patchSleb10(bytes, prepared.instrumented.fuelInitOffset, fuel)
      writeFileSync(`${file}.tmp`, bytes)
      renameSync(`${file}.tmp`, file)
    }
    return file
  }

  spawn(spec: RunSpec): RunningProgram {
    const started = performance.now()
    const stdin = spec.stdin === 'pipe' ? new PassThrough() : null
    const stdout = spec.stdout === 'pipe' ? new PassThrough() : null
    const stderr = spec.stderr === 'pipe' ? new PassThrough() : null
    let child: ChildProcess | null = null
    let killedBy: RunResult['outcome'] | 'kill' | null = null
    const result = (async (): Promise<Omit<RunResult, 'wallMs'>> => {
      const plan = planSpawn(spec)
      const prepared = await this.cache.prepare(plan.modulePath, plan.trustedPath, plan.maxPages)
      const base = { exitCode: null, signal: null, cpuMs: 0, memoryKb: 0 }
      // A reactor is driven by a host adapter that lives on the thread runner only.
      if (spec.reactor)
        return { ...base, outcome: 'error', message: `the ${spec.reactor} reactor needs the thread runner` }
      if (prepared.instrumented.initialPages > plan.maxPages)
        return {
          ...base,
          outcome: 'memory',
          message: 'the program needs more memory at start than the limit',
        }
      const file = this.moduleFile(prepared, fuelBudget(spec.limits.cpuMs))
      const args = ['run']
      for (const p of plan.preopens) args.push('--dir', `${p.host}::${p.guest}`)
      for (const [k, v] of Object.entries(spec.env ?? {})) args.push('--env', `${k}=${v}`)
      args.push(file, ...plan.args.slice(1))
      child = spawn(this.wasmtime.path, args, { stdio: ['pipe', 'pipe', 'pipe'] })
      const timer = setTimeout(() => ((killedBy = 'time'), child?.kill('SIGKILL')), spec.limits.wallMs)
      connectInput(spec.stdin, stdin, child.stdin!)
      const cap = (): void => void ((killedBy = 'output'), child?.kill('SIGKILL'))
      connectOutput(spec.stdout, child.stdout!, stdout, spec.limits.outputBytes, cap)
      let trace = ''
      child.stderr!.on('data', (d: Buffer) => (trace = (trace + d.toString()).slice(-8192)))
      connectOutput(spec.stderr, child.stderr!, stderr, spec.limits.outputBytes, cap)
      const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
        child!.on('close', (c, s) => resolve([c, s])),
      )
      clearTimeout(timer)
      const wall = performance.now() - started
      if (killedBy === 'time')
        return {
          ...base,
          outcome: 'time',
          signal: 'SIGKILL',
          cpuMs: spec.limits.cpuMs,
          message: 'wall-clock limit',
        }
      if (killedBy === 'output') return { ...base, outcome: 'output', message: 'output limit' }
      if (killedBy === 'kill') return { ...base, outcome: 'signal', signal: 'SIGKILL', message: 'killed' }
      const trap = classifyTrap(trace, prepared)
      if (trap) return { ...base, ...trap, cpuMs: trap.outcome === 'time' ? spec.limits.cpuMs : wall }
      if (code === 0) return { ...base, outcome: 'ok', exitCode: 0, cpuMs: wall, message: 'exited normally' }
      if (code !== null)
        return { ...base, outcome: 'exit', exitCode: code, cpuMs: wall, message: `exit status ${code}` }
      return { ...base, outcome: 'error', signal, message: `wasmtime died: ${signal}` }
    })()
      .catch((error: unknown): Omit<RunResult, 'wallMs'> => ({
        outcome: 'error',
        exitCode: null,
        signal: null,
        cpuMs: 0,
        memoryKb: 0,
        message: `cannot run wasmtime: ${error instanceof Error ? error.message : String(error)}`,
      }))
      .then((r) => {
        stdout?.end()
        stderr?.end()
        return { ...r, wallMs: Math.round(performance.now() - started) }
      })
    return {
      stdin,
      stdout,
      stderr,
      result,
      kill: () => {
        killedBy = 'kill'
        ;(child as ChildProcess | null)?.kill('SIGKILL')
      },
    }
  }

  async close(): Promise<void> {}
}

function connectInput(spec: RunSpec['stdin'], pipe: PassThrough | null, to: Writable): void {
  to.on('error', () => {})
  if (pipe) pipe.pipe(to)
  else if (spec === 'ignore') to.end()
  else if (typeof spec === 'object') createReadStream(spec.file).pipe(to)
}

function connectOutput(
  spec: RunSpec['stdout'],
  from: Readable,
  pipe: PassThrough | null,
  cap: number,
  overflow: () => void,
): void {
  const file = typeof spec === 'object' ? createWriteStream(spec.file) : null
  let written = 0
  from.on('data', (d: Buffer) => {
    written += d.length
    if (written > cap) return overflow()
    pipe?.write(d)
    file?.write(d)
  })
  from.on('end', () => file?.end())
}
