import { type Document, documentOf } from './winnow.ts'

// The pairs of one language's submissions worth a look, found through an index from fingerprint to
// the submissions holding it (no comparison of every pair by itself): each shared fingerprint counts
// once for each pair holding it. Fingerprints held by most submissions (the template everybody starts
// from, `#include <bits/stdc++.h>` and `int main()`) say nothing and are left out.

export interface Submission {
  readonly id: number
  readonly uid: string
  readonly code: string
}

export interface Pair {
  readonly a: number
  readonly b: number
  /** The parts of a and of b the other shares (0 to 1), and their mean, by which pairs rank. */
  readonly similarityA: number
  readonly similarityB: number
  readonly similarity: number
  readonly shared: number
}

export interface PairOptions {
  /** Pairs below this mean similarity are not reported. */
  readonly threshold: number
  /** A fingerprint held by more than this share of the submissions (and by 3 at least) is ignored. */
  readonly commonShare: number
  /** Called now and then with the share of the work done (0 to 1), and may stop the work by throwing. */
  readonly progress?: (done: number) => void
}

export const DEFAULT_PAIR_OPTIONS: PairOptions = { threshold: 0.3, commonShare: 0.5 }

/** The hashes too common to tell anything among these documents. */
export function commonHashes(docs: ReadonlyArray<Document>, share: number): Set<number> {
  const held = new Map<number, number>()
  for (const d of docs) for (const h of d.hashes) held.set(h, (held.get(h) ?? 0) + 1)
  const limit = Math.max(3, Math.floor(docs.length * share))
  return new Set([...held].filter(([, n]) => n > limit).map(([h]) => h))
}

/**
 * The pairs of submissions of different users whose similarity reaches the threshold, most
 * similar first. One submission per user is expected (the caller picks each user's latest).
 */
export function similarPairs(
  subs: ReadonlyArray<Submission>,
  options: PairOptions = DEFAULT_PAIR_OPTIONS,
): Array<Pair> {
  const docs = subs.map((s) => documentOf(s.code))
  options.progress?.(0.2)
  const common = commonHashes(docs, options.commonShare)
  const kept = docs.map((d) => new Set([...d.hashes].filter((h) => !common.has(h))))
  const index = new Map<number, Array<number>>()
  kept.forEach((hashes, i) => {
    for (const h of hashes) {
      const list = index.get(h)
      if (list) list.push(i)
      else index.set(h, [i])
    }
  })
  options.progress?.(0.4)
  // Shared counts per pair (i < j), keyed i * n + j.
  const n = subs.length
  const shared = new Map<number, number>()
  let step = 0
  for (const holders of index.values()) {
    for (let x = 0; x < holders.length; x++) {
      for (let y = x + 1; y < holders.length; y++) {
        const key = (holders[x] as number) * n + (holders[y] as number)
        shared.set(key, (shared.get(key) ?? 0) + 1)
      }
    }
    if (++step % 5000 === 0) options.progress?.(0.4 + (0.5 * step) / index.size)
  }
  const pairs: Array<Pair> = []
  for (const [key, count] of shared) {
    const i = Math.floor(key / n)
    const j = key % n
    const a = subs[i] as Submission
    const b = subs[j] as Submission
    if (a.uid === b.uid) continue
    const sizeA = (kept[i] as Set<number>).size
    const sizeB = (kept[j] as Set<number>).size
    const similarityA = sizeA === 0 ? 0 : count / sizeA
    const similarityB = sizeB === 0 ? 0 : count / sizeB
    const similarity = (similarityA + similarityB) / 2
    if (similarity >= options.threshold)
      pairs.push({ a: a.id, b: b.id, similarityA, similarityB, similarity, shared: count })
  }
  options.progress?.(1)
  return pairs.sort((x, y) => y.similarity - x.similarity || y.shared - x.shared || x.a - y.a || x.b - y.b)
}
