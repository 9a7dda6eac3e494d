import { Worker } from 'node:worker_threads'

import type { InstrumentedModule } from './binary/instrument.ts'

export type PrepareRequest =
  | { readonly id: number; readonly op: 'hash'; readonly path: string }
  | {
      readonly id: number
      readonly op: 'instrument'
      readonly path: string
      readonly maxPages: number
      readonly meterFuel: boolean
      /** A submission's module: the hash its bytes must still have (null for a trusted path). */
      readonly sourceKey: string | null
    }

export type PrepareReply =
  | { readonly id: number; readonly sourceKey: string }
  | { readonly id: number; readonly instrumented: InstrumentedModule; readonly key: string }
  | { readonly id: number; readonly error: string }

type Request = PrepareRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/**
 * One worker thread that reads, hashes and instruments modules off the event loop (requests in
 * order). Started on first use; it does not keep the process alive; a thread that dies is replaced.
 */
export class PrepareThread {
  #worker: Worker | null = null
  #nextId = 1
  readonly #pending = new Map<number, { resolve: (r: PrepareReply) => void; reject: (e: Error) => void }>()

  #start(): Worker {
    const worker = new Worker(new URL('./prepare-worker.ts', import.meta.url))
    worker.unref()
    worker.on('message', (reply: PrepareReply) => {
      const waiting = this.#pending.get(reply.id)
      this.#pending.delete(reply.id)
      if (waiting && 'error' in reply) waiting.reject(new Error(reply.error))
      else waiting?.resolve(reply)
    })
    const fail = (error: Error): void => {
      if (this.#worker === worker) this.#worker = null
      for (const waiting of this.#pending.values()) waiting.reject(error)
      this.#pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the module preparation thread ended (${code})`)))
    return worker
  }

  #ask(request: Request): Promise<PrepareReply> {
    this.#worker ??= this.#start()
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#worker?.postMessage({ ...request, id })
    })
  }

  /** `sha256:<hex>` of the file's bytes. */
  async hash(path: string): Promise<string> {
    const reply = await this.#ask({ op: 'hash', path })
    if (!('sourceKey' in reply)) throw new Error('the preparation thread answered out of turn')
    return reply.sourceKey
  }

  /**
   * The file instrumented, with the hash of the instrumented bytes. A submission's module must still
   * hash to `sourceKey` (its program may have rewritten it since it was hashed).
   */
  async instrument(
    path: string,
    options: { maxPages: number; meterFuel: boolean; sourceKey: string | null },
  ): Promise<{ instrumented: InstrumentedModule; key: string }> {
    const reply = await this.#ask({ op: 'instrument', path, ...options })
    if (!('instrumented' in reply)) throw new Error('the preparation thread answered out of turn')
    return reply
  }

  async close(): Promise<void> {
    const worker = this.#worker
    this.#worker = null
    await worker?.terminate()
  }
}
