import { execFile } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'

import type { Runner, RunningProgram, RunResult, RunSpec } from '../../runner.ts'
import { SANDBOX_WORK_DIR } from '../../sandbox/bwrap-args.ts'
import { prepareWorkDir, removeSpecialFiles } from '../../sandbox/work-dir.ts'
import { FUEL_PER_MS, fuelBudget, fuelToMs } from '../fuel.ts'
import { ModuleCache, type PreparedModule } from '../module-cache.ts'
import { planSpawn } from '../spawn-plan.ts'
import { HOST_SCRIPT, type HostAnswer, type HostPlace, WasmtimeHost } from './host.ts'
import { HOST_PYTHON, type WasmtimePy } from './install.ts'

const PAGE_BYTES = 65536
/** Submissions' module files kept once no run uses them (a task's next case reuses its own). */
const MAX_IDLE_MODULES = 8
const fileKeyOf = (prepared: PreparedModule, trusted: boolean): string =>
  `${prepared.key}${trusted ? '.cwasm' : '.wasm'}`
/** The native sandbox's work user when the judge is root (nobody). */
const WORK_USER = { uid: 65534, gid: 65534 }
const placeKey = (p: Omit<HostPlace, 'exchange' | 'modules' | 'script'>): string =>
  JSON.stringify([p.workDir, p.writable, p.readOnlyBinds, p.memoryKb])

const outcomeOf = (a: HostAnswer, spec: RunSpec, wallMs: number): RunResult => ({
  outcome: a.outcome,
  exitCode: a.exitCode,
  signal: a.signal,
  cpuMs:
    a.fuelUsed < 0
      ? a.outcome === 'time'
        ? spec.limits.cpuMs
        : 0
      : Math.round(fuelToMs(BigInt(a.fuelUsed)) * 1000) / 1000,
  wallMs,
  memoryKb: Math.ceil(a.memoryBytes / 1024),
  message: a.fuelUsed >= 0 ? `${a.message} (fuel ${a.fuelUsed})` : a.message,
})

/**
 * The WASI runner on wasmtime (its Python embedding): hosts in the native sandbox, one per task's
 * work folder and at most `maxHosts` at once, kept while their task runs cases. wasmtime's own fuel
 * gives the time (the module is instrumented for the memory cap only), store limits the memory. Runs
 * with piped stdio and reactors are not its business: see openWasiRunner.
 */
export class WasmtimeRunner implements Runner {
  readonly kind = 'wasi' as const
  readonly description: string
  readonly #sandbox: Runner
  readonly #py: WasmtimePy
  readonly #dir: string
  readonly #maxHosts: number
  /** host.py, copied into the runner's folder (see HostPlace.script). */
  readonly #script: string
  readonly #cache = new ModuleCache(false, false)
  readonly #hosts = new Map<WasmtimeHost, string>()
  readonly #written = new Map<string, Promise<string>>()
  readonly #waiting: Array<() => void> = []
  /** Runs using each module file, and the files of submissions no run uses (oldest first). */
  readonly #uses = new Map<string, number>()
  readonly #idle: string[] = []
  #nextId = 1

  /**
   * `dir`: the runner's own folder, passable by the hosts' group (makePrivateDir). `hostScript`: the
   * host.py to copy there (the judge's own unless a test gives another).
   */
  constructor(sandbox: Runner, py: WasmtimePy, dir: string, maxHosts: number, hostScript = HOST_SCRIPT) {
    this.#sandbox = sandbox
    this.#py = py
    this.#dir = dir
    this.#maxHosts = maxHosts
    // The hosts read host.py as the work user: from here, never from where the judge is installed,
    // which that user may not reach (a clone in root's home).
    const scripts = join(dir, 'host')
    mkdirSync(scripts, { mode: 0o755 })
    chmodSync(scripts, 0o755)
    this.#script = join(scripts, 'host.py')
    copyFileSync(hostScript, this.#script)
    chmodSync(this.#script, 0o644)
    this.description = `${py.version} (python, fuel ${FUEL_PER_MS}/ms) in ${sandbox.description}`
  }

  spawn(spec: RunSpec): RunningProgram {
    const started = performance.now()
    let host: WasmtimeHost | null = null
    let killed = false
    const result = this.#run(
      spec,
      (h) => (host = h),
      () => killed,
    )
      .catch((error: unknown): Omit<RunResult, 'wallMs'> => ({
        outcome: 'error',
        exitCode: null,
        signal: null,
        cpuMs: 0,
        memoryKb: 0,
        message: `wasmtime: ${error instanceof Error ? error.message : String(error)}`,
      }))
      .then((r) => ({ ...r, wallMs: Math.round(performance.now() - started) }))
    return {
      stdin: null,
      stdout: null,
      stderr: null,
      result,
      kill: () => {
        killed = true
        ;(host as WasmtimeHost | null)?.kill()
      },
    }
  }

  async #run(spec: RunSpec, onHost: (h: WasmtimeHost) => void, killed: () => boolean): Promise<RunResult> {
    if (spec.stdin === 'pipe' || spec.stdout === 'pipe' || spec.stderr === 'pipe' || spec.reactor)
      throw new Error('pipes and reactors run on the thread runner')
    const plan = planSpawn(spec)
    const prepared = await this.#cache.prepare(plan.modulePath, plan.trustedPath, plan.maxPages)
    const none = { exitCode: null, signal: null, cpuMs: 0, wallMs: 0 }
    if (prepared.instrumented.initialPages > plan.maxPages)
      return {
        ...none,
        outcome: 'memory',
        memoryKb: prepared.instrumented.initialPages * 64,
        message: 'the program needs more memory at start than the limit',
      }
    const fileKey = this.#hold(prepared, plan.trustedPath)
    try {
      return await this.#runModule(
        spec,
        plan,
        prepared,
        await this.#moduleFile(prepared, plan.trustedPath),
        onHost,
        killed,
      )
    } finally {
      this.#letGo(fileKey, plan.trustedPath)
    }
  }

  async #runModule(
    spec: RunSpec,
    plan: ReturnType<typeof planSpawn>,
    prepared: PreparedModule,
    module: string,
    onHost: (h: WasmtimeHost) => void,
    killed: () => boolean,
  ): Promise<RunResult> {
    const none = { exitCode: null, signal: null, cpuMs: 0, wallMs: 0 }
    const place = {
      workDir: spec.workDir,
      writable: spec.writable,
      readOnlyBinds: spec.readOnlyBinds ?? [],
      memoryKb: spec.limits.memoryKb,
    }
    const host = await this.#acquire(place)
    onHost(host)
    const id = this.#nextId++
    const file = (name: string) => join(host.place.exchange, `${name}-${id}`)
    const io = {
      stdin: typeof spec.stdin === 'object' ? file('in') : null,
      stdout: typeof spec.stdout === 'object' ? file('out') : null,
      stderr: typeof spec.stderr === 'object' ? file('err') : null,
    }
    const started = performance.now()
    let wall = false
    const timer = setTimeout(() => ((wall = true), host.kill()), spec.limits.wallMs)
    try {
      if (typeof spec.stdin === 'object' && io.stdin) linkOrCopy(spec.stdin.file, io.stdin)
      if (killed()) throw new Error('killed')
      const answer = await host.run({
        id,
        key: prepared.key,
        module: module,
        precompiled: plan.trustedPath,
        args: plan.args,
        env: spec.env ?? {},
        // The exchange folder is the host's working folder: /w in its sandbox.
        stdin: io.stdin && inSandbox(io.stdin),
        stdout: io.stdout && inSandbox(io.stdout),
        stderr: io.stderr && inSandbox(io.stderr),
        preopens: plan.preopens,
        fuel: Number(fuelBudget(spec.limits.cpuMs)),
        fuelPerMs: FUEL_PER_MS,
        wallMs: spec.limits.wallMs,
        memoryBytes: plan.maxPages * PAGE_BYTES,
        outputBytes: spec.limits.outputBytes,
      })
      return outcomeOf(answer, spec, Math.round(performance.now() - started))
    } catch (error) {
      const base = { ...none, memoryKb: 0, wallMs: Math.round(performance.now() - started) }
      if (wall)
        return {
          ...base,
          outcome: 'time',
          signal: 'SIGKILL',
          cpuMs: spec.limits.cpuMs,
          message: 'wall-clock limit',
        }
      if (killed()) return { ...base, outcome: 'signal', signal: 'SIGKILL', message: 'killed' }
      throw error
    } finally {
      clearTimeout(timer)
      if (spec.writable) removeSpecialFiles(spec.workDir)
      this.#collect(spec, io)
      this.#release(host)
    }
  }

  /**
   * Moves the run's outputs where the spec wants them: regular files only, never a link. Sync calls:
   * each is a few microseconds, less than a hop to the thread pool and back.
   */
  #collect(spec: RunSpec, io: Record<'stdin' | 'stdout' | 'stderr', string | null>): void {
    for (const name of ['stdout', 'stderr'] as const) {
      const from = io[name]
      const to = spec[name]
      if (!from || typeof to !== 'object') continue
      if (lstatSync(from, { throwIfNoEntry: false })?.isFile()) {
        try {
          renameSync(from, to.file)
        } catch {
          copyFileSync(from, to.file)
        }
      } else writeFileSync(to.file, '')
      rmSync(from, { force: true })
    }
    if (io.stdin) rmSync(io.stdin, { force: true })
  }

  /**
   * Marks a module's file in use by a run. A submission's file is removed once no run uses it and
   * more than MAX_IDLE_MODULES others are idle (hosts keep what they compiled); an interpreter's
   * stays until the runner closes, which removes the whole folder.
   */
  #hold(prepared: PreparedModule, trusted: boolean): string {
    const key = fileKeyOf(prepared, trusted)
    this.#uses.set(key, (this.#uses.get(key) ?? 0) + 1)
    const idle = this.#idle.indexOf(key)
    if (idle >= 0) this.#idle.splice(idle, 1)
    return key
  }

  #letGo(key: string, trusted: boolean): void {
    const left = (this.#uses.get(key) ?? 1) - 1
    if (left > 0) return void this.#uses.set(key, left)
    this.#uses.delete(key)
    if (trusted) return
    this.#idle.push(key)
    while (this.#idle.length > MAX_IDLE_MODULES) {
      const old = this.#idle.shift() as string
      const file = this.#written.get(old)
      this.#written.delete(old)
      void file?.then((path) => rm(path, { force: true })).catch(() => undefined)
    }
  }

  /** The module as a file the hosts read: instrumented bytes, or compiled ahead for an interpreter. */
  #moduleFile(prepared: PreparedModule, trusted: boolean): Promise<string> {
    const key = fileKeyOf(prepared, trusted)
    let file = this.#written.get(key)
    if (!file) {
      file = (async () => {
        const modules = join(this.#dir, 'modules')
        await mkdir(modules, { recursive: true, mode: 0o755 })
        // a name of its own each time: a file removed late never takes a newer one with it
        const wasm = join(modules, `${prepared.key}-${this.#nextId++}.wasm`)
        await writeFile(`${wasm}.tmp`, prepared.instrumented.bytes, { mode: 0o644 })
        await rename(`${wasm}.tmp`, wasm)
        if (!trusted) return wasm
        // Trusted input (an interpreter of the machine), so compiled outside the sandbox, once.
        const cwasm = join(modules, `${prepared.key}.cwasm`)
        await promisify(execFile)(HOST_PYTHON, ['-S', '-B', HOST_SCRIPT, '--compile', wasm, cwasm], {
          env: { PYTHONPATH: this.#py.dir },
        })
        await rm(wasm, { force: true }) // only the compiled one is read
        return cwasm
      })()
      this.#written.set(key, file)
      file.catch(() => this.#written.delete(key))
    }
    return file
  }

  /** An idle host of this place, a new one, or the first to free up. */
  async #acquire(place: Omit<HostPlace, 'exchange' | 'modules' | 'script'>): Promise<WasmtimeHost> {
    const key = placeKey(place)
    for (;;) {
      for (const host of this.#hosts.keys()) if (!host.alive) this.#forget(host)
      const idle = [...this.#hosts].filter(([h]) => !h.busy && !this.#taken.has(h))
      const same = idle.find(([, k]) => k === key)?.[0]
      if (same) return this.#take(same)
      const evicted = idle[0]?.[0]
      if (this.#hosts.size >= this.#maxHosts && evicted) {
        evicted.kill()
        this.#forget(evicted)
      }
      if (this.#hosts.size < this.#maxHosts) {
        const exchange = join(this.#dir, `x-${this.#nextId++}`)
        await mkdir(exchange, { recursive: true })
        // The hosts' user reads (and for file IO writes) the task's folder, as a native run's does.
        prepareWorkDir(place.workDir, process.geteuid?.() === 0 ? WORK_USER : null)
        const host = new WasmtimeHost(this.#sandbox, this.#py, {
          ...place,
          exchange,
          modules: join(this.#dir, 'modules'),
          script: this.#script,
        })
        this.#hosts.set(host, key)
        void host.ready.catch(() => undefined)
        return this.#take(host)
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    }
  }

  readonly #taken = new Set<WasmtimeHost>()
  #take(host: WasmtimeHost): WasmtimeHost {
    this.#taken.add(host)
    return host
  }

  #release(host: WasmtimeHost): void {
    this.#taken.delete(host)
    if (!host.alive) this.#forget(host)
    this.#waiting.shift()?.()
  }

  #forget(host: WasmtimeHost): void {
    this.#hosts.delete(host)
    void rm(host.place.exchange, { recursive: true, force: true })
  }

  /** Ends the hosts and removes the runner's folder: its modules and the hosts' exchange folders. */
  async close(): Promise<void> {
    for (const host of this.#hosts.keys()) host.kill()
    this.#hosts.clear()
    for (const wake of this.#waiting.splice(0)) wake()
    this.#written.clear()
    await this.#cache.close()
    await rm(this.#dir, { recursive: true, force: true })
  }
}

const inSandbox = (file: string): string => `${SANDBOX_WORK_DIR}/${basename(file)}`

/** A link when the host's user cannot write the file (mode 0644 as the judge writes them), else a copy. */
function linkOrCopy(from: string, to: string): void {
  if ((statSync(from).mode & 0o022) === 0) {
    try {
      return linkSync(from, to)
    } catch {
      // another file system: copied below
    }
  }
  copyFileSync(from, to)
}
