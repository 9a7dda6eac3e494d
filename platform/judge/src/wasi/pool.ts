import { Worker } from 'node:worker_threads'

import { type JobResult, type RunJob, type WorkerMessage } from './protocol.ts'

/** What the pool tells the one who queued a job. */
export interface JobHandlers {
  onOutput(fd: 1 | 2, data: Uint8Array): void
  onDone(result: JobResult): void
}

interface Slot {
  worker: Worker
  modules: Set<string>
  job: { id: number; handlers: JobHandlers; timer: NodeJS.Timeout } | null
}

interface Queued {
  job: Omit<RunJob, 'module'>
  module: WebAssembly.Module
  wallMs: number
  handlers: JobHandlers
}

const WORKER_URL = new URL('./worker.ts', import.meta.url)

/**
 * Reused worker threads. A job runs on a free thread; a thread that passes the wall-clock backstop
 * or is killed is terminated and replaced, so one program can never hold the judge.
 */
export class WorkerPool {
  private readonly slots: Slot[] = []
  private readonly queue: Queued[] = []
  private readonly log: (m: string) => void
  private closed = false

  constructor(threads: number, log: (m: string) => void) {
    this.log = log
    for (let i = 0; i < threads; i++) this.slots.push(this.startSlot())
  }

  private startSlot(): Slot {
    // 128 MiB of native stack: wasm frames live there, and a DFS a million calls deep must work.
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 128 },
    })
    const slot: Slot = { worker, modules: new Set(), job: null }
    worker.on('message', (m: WorkerMessage) => {
      if (!slot.job || m.id !== slot.job.id) return
      if (m.type === 'out') slot.job.handlers.onOutput(m.fd, m.data)
      else this.finish(slot, m.result, false)
    })
    worker.on('error', (error: Error & { code?: string }) => {
      this.log(`wasi thread failed: ${error.message}`)
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      this.fail(
        slot,
        memory ? 'memory' : 'error',
        memory ? 'the thread ran out of heap' : `runner failure: ${error.message}`,
      )
    })
    worker.unref()
    return slot
  }

  run(job: Omit<RunJob, 'module'>, module: WebAssembly.Module, wallMs: number, handlers: JobHandlers): void {
    this.queue.push({ job, module, wallMs, handlers })
    this.dispatch()
  }

  /** Ends a job: queued ones are dropped, running ones cost their thread. */
  kill(id: number, result: JobResult): void {
    const queued = this.queue.findIndex((q) => q.job.id === id)
    if (queued >= 0) {
      const [q] = this.queue.splice(queued, 1)
      q!.handlers.onDone(result)
      return
    }
    const slot = this.slots.find((s) => s.job?.id === id)
    if (slot) this.finish(slot, result, true)
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0 || this.closed) continue
      const { job, module, wallMs, handlers } = this.queue.shift()!
      const timer = setTimeout(() => {
        this.finish(
          slot,
          {
            outcome: 'time',
            exitCode: null,
            signal: 'SIGKILL',
            fuelUsed: -1n,
            memoryBytes: 0,
            message: 'wall-clock limit',
          },
          true,
        )
      }, wallMs)
      slot.job = { id: job.id, handlers, timer }
      const first = !slot.modules.has(job.moduleKey)
      slot.modules.add(job.moduleKey)
      slot.worker.postMessage(first ? { ...job, module } : job)
    }
  }

  private fail(slot: Slot, outcome: JobResult['outcome'], message: string): void {
    this.finish(slot, { outcome, exitCode: null, signal: null, fuelUsed: -1n, memoryBytes: 0, message }, true)
  }

  private finish(slot: Slot, result: JobResult, replace: boolean): void {
    const job = slot.job
    if (job) clearTimeout(job.timer)
    slot.job = null
    if (replace) {
      void slot.worker.terminate()
      const index = this.slots.indexOf(slot)
      if (index >= 0 && !this.closed) this.slots[index] = this.startSlot()
    }
    job?.handlers.onDone(result)
    this.dispatch()
  }

  async close(): Promise<void> {
    this.closed = true
    for (const q of this.queue.splice(0)) {
      q.handlers.onDone({
        outcome: 'error',
        exitCode: null,
        signal: null,
        fuelUsed: -1n,
        memoryBytes: 0,
        message: 'runner closed',
      })
    }
    await Promise.all(this.slots.map((s) => s.worker.terminate()))
  }
}
