import { Worker } from 'node:worker_threads'

import type { RawImage } from './bmp.ts'

let worker: Worker | null = null
let nextId = 1
const pending = new Map<
  number,
  { resolve: (image: RawImage | undefined) => void; reject: (e: Error) => void }
>()

function start(): Worker {
  const thread = new Worker(new URL('./bmp-worker.ts', import.meta.url))
  thread.unref() // an idle decoder never keeps the server alive
  thread.on('message', ({ id, image }: { id: number; image: RawImage | undefined }) => {
    pending.get(id)?.resolve(image)
    pending.delete(id)
  })
  const fail = (error: Error): void => {
    if (worker === thread) worker = null
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  thread.on('error', fail)
  thread.on('exit', (code) => fail(new Error(`the image decoding thread ended (${code})`)))
  return thread
}

/**
 * Decodes a BMP on a worker thread (one for the process, started on first use): undefined when it
 * is not one we read. sharp does the other formats on libuv's pool; this is the only decoding in JS.
 */
export function decodeBmpOffLoop(bytes: Uint8Array): Promise<RawImage | undefined> {
  worker ??= start()
  const id = nextId++
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    worker?.postMessage({ id, bytes })
  })
}
