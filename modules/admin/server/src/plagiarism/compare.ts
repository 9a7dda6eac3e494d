import { Worker } from 'node:worker_threads'

import type { Pair, Submission } from './pairs.ts'
import type { ThreadJob, ThreadMessage } from './thread.ts'

/**
 * Compares the groups on a worker thread of its own (ended when done): the pairs of each group with
 * its key, most similar first within each; `progress` hears the share done (0 to 1).
 */
export function compareOffThread(
  groups: ReadonlyArray<{ readonly key: string; readonly subs: ReadonlyArray<Submission> }>,
  options: { readonly threshold: number; readonly commonShare: number },
  progress: (done: number) => void,
): Promise<ReadonlyArray<Pair & { readonly key: string }>> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL('./thread.ts', import.meta.url))
    let settled = false
    const finish = (f: () => void) => {
      if (settled) return
      settled = true
      f()
      void thread.terminate()
    }
    thread.on('message', (message: ThreadMessage) => {
      if (message.kind === 'progress') progress(message.done)
      else if (message.kind === 'done') finish(() => resolve(message.pairs))
      else finish(() => reject(new Error(message.error)))
    })
    thread.on('error', (error) => finish(() => reject(error)))
    thread.on('exit', (code) => finish(() => reject(new Error(`the comparison thread ended (${code})`))))
    thread.postMessage({ groups, ...options } satisfies ThreadJob)
  })
}
