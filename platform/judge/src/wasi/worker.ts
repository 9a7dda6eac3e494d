/** A thread that runs WASI programs, one at a time, for the WASI runner (see pool.ts). */
import { realpathSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'

import { FUEL_EXPORT, Status, STATUS_EXPORT } from './binary/instrument.ts'
import { type JobResult, type RunJob, type WorkerMessage } from './protocol.ts'
import { openReactor } from './reactor/index.ts'
import { VirtualClock, WallLimit } from './shim/clock.ts'
import { OutputLimit, ProcExit } from './shim/errno.ts'
import { WasiShim } from './shim/wasi.ts'
import { RunStreams } from './worker-streams.ts'

const port = parentPort!
const modules = new Map<string, { module: WebAssembly.Module; wasiImports: string[] }>()
const MAX_MODULES = 16

port.on('message', (job: RunJob) => {
  if (job.module) {
    if (modules.size >= MAX_MODULES) modules.delete(modules.keys().next().value!)
    const wasiImports = WebAssembly.Module.imports(job.module)
      .filter((i) => i.module === 'wasi_snapshot_preview1')
      .map((i) => i.name)
    modules.set(job.moduleKey, { module: job.module, wasiImports })
  }
  const result = run(job)
  const message: WorkerMessage = { type: 'done', id: job.id, result }
  port.postMessage(message)
})

function trapSignal(message: string): string {
  if (message.includes('unreachable')) return 'SIGABRT'
  if (
    message.includes('divide by zero') ||
    message.includes('integer overflow') ||
    message.includes('remainder by zero')
  )
    return 'SIGFPE'
  return 'SIGSEGV'
}

function run(job: RunJob): JobResult {
  const cached = modules.get(job.moduleKey)
  let fuel: WebAssembly.Global | null = null
  let status: WebAssembly.Global | null = null
  let memory: WebAssembly.Memory | null = null
  const fuelUsed = (): bigint => (fuel ? job.fuel - (fuel.value as bigint) : 0n)
  const result = (
    outcome: JobResult['outcome'],
    message: string,
    exitCode: number | null = null,
    signal: string | null = null,
  ): JobResult => ({
    outcome,
    exitCode,
    signal,
    fuelUsed: fuelUsed(),
    memoryBytes: memory ? memory.buffer.byteLength : 0,
    message,
  })
  if (!cached) return result('error', 'the module was not sent to this thread')
  let streams: RunStreams | null = null
  let shim: WasiShim | null = null
  try {
    streams = new RunStreams(job.id, port, job.stdin, job.stdout, job.stderr, job.outputBytes)
    const clock = new VirtualClock(() => (fuelUsed() * 1_000_000n) / BigInt(job.fuelPerMs), job.wallMs)
    const roots = job.preopens.map((p) => ({ ...p, host: realpathSync(p.host) }))
    shim = new WasiShim({
      args: job.args,
      env: job.env,
      stdio: streams.streams,
      roots,
      clock,
      outputBytes: job.outputBytes,
    })
    const reactor = job.reactor ? openReactor(job.reactor, job.args, roots, streams.streams) : null
    const instance = new WebAssembly.Instance(cached.module, {
      wasi_snapshot_preview1: shim.imports(cached.wasiImports),
      ...(reactor ? { env: reactor.env } : {}),
    })
    const exports = instance.exports
    fuel = exports[FUEL_EXPORT] as WebAssembly.Global
    status = exports[STATUS_EXPORT] as WebAssembly.Global
    memory = exports.memory as WebAssembly.Memory
    shim.memory.memory = memory
    fuel.value = job.fuel
    if (reactor) {
      const code = reactor.run(instance)
      return code === 0 ? result('ok', 'exited normally', 0) : result('exit', `exit status ${code}`, code)
    }
    const start = exports._start
    if (typeof start !== 'function') return result('error', 'the module has no _start: not a WASI command')
    start()
    return result('ok', 'exited normally', 0)
  } catch (error) {
    if (error instanceof ProcExit)
      return result(error.code === 0 ? 'ok' : 'exit', `exit status ${error.code}`, error.code)
    if (error instanceof OutputLimit) return result('output', `${error.stream} passed the output limit`)
    if (error instanceof WallLimit) return result('time', 'slept past the wall-clock limit')
    if (error instanceof WebAssembly.RuntimeError) {
      const code = status ? (status.value as number) : Status.running
      if (code === Status.outOfFuel) return result('time', 'out of fuel: time limit')
      if (code === Status.outOfMemory) return result('memory', 'memory.grow past the memory limit')
      return result('signal', `trap: ${error.message}`, null, trapSignal(error.message))
    }
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      return result('signal', 'stack overflow', null, 'SIGSEGV')
    }
    if (error instanceof WebAssembly.LinkError) return result('error', `cannot link: ${error.message}`)
    if (error instanceof RangeError && memory === null)
      return result('memory', `cannot allocate the initial memory: ${error.message}`)
    return result('error', `runner failure: ${String(error)}`)
  } finally {
    shim?.close()
    streams?.close()
  }
}
