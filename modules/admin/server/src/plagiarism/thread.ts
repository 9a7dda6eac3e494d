// The plagiarism check's worker thread: the comparison is CPU work (tokenising, winnowing, pairing)
// that must not stall the server's requests, so it runs here, one group at a time, telling its progress.
import { parentPort } from 'node:worker_threads'

import { type Pair, similarPairs, type Submission } from './pairs.ts'

export interface ThreadJob {
  readonly groups: ReadonlyArray<{ readonly key: string; readonly subs: ReadonlyArray<Submission> }>
  readonly threshold: number
  readonly commonShare: number
}

export type ThreadMessage =
  | { readonly kind: 'progress'; readonly done: number }
  | { readonly kind: 'done'; readonly pairs: ReadonlyArray<Pair & { readonly key: string }> }
  | { readonly kind: 'failed'; readonly error: string }

parentPort?.on('message', (job: ThreadJob) => {
  try {
    // Each group's share of the work: its pairs, at least one.
    const weights = job.groups.map((g) => Math.max(1, (g.subs.length * (g.subs.length - 1)) / 2))
    const total = weights.reduce((a, b) => a + b, 0)
    let before = 0
    let last = -1
    const all: Array<Pair & { readonly key: string }> = []
    job.groups.forEach((group, i) => {
      const weight = weights[i] as number
      const pairs = similarPairs(group.subs, {
        threshold: job.threshold,
        commonShare: job.commonShare,
        progress: (done) => {
          const now = Math.floor(((before + done * weight) / total) * 100)
          if (now !== last)
            parentPort?.postMessage({ kind: 'progress', done: now / 100 } satisfies ThreadMessage)
          last = now
        },
      })
      for (const p of pairs) all.push({ ...p, key: group.key })
      before += weight
    })
    parentPort?.postMessage({ kind: 'done', pairs: all } satisfies ThreadMessage)
  } catch (error) {
    parentPort?.postMessage({ kind: 'failed', error: String(error) } satisfies ThreadMessage)
  }
})
