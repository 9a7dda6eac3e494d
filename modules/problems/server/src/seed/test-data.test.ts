import { describe, expect, it } from 'vitest'

import { caseScores, demoCases } from './cases.ts'
import { demoProblems } from './demo.ts'
import type { DemoProblem } from './types.ts'

// The demo problems' test data as the seed stores it (demoCases), solved again here, and the wrong
// solutions each set must reject run against it as a contestant's program would be judged.

const demo = (id: string): DemoProblem => {
  const found = demoProblems.find((p) => p.problemId === id)
  if (!found) throw new Error(`no demo problem ${id}`)
  return found
}

interface Instance {
  readonly capacity: number
  readonly items: ReadonlyArray<readonly [number, number]>
}

/** Reads a P1015 input as its statement defines it. */
function parse(input: string): Instance {
  const numbers = input.trim().split(/\s+/).map(Number)
  const [n = 0, capacity = 0, ...rest] = numbers
  expect(rest.length).toBe(2 * n)
  const items = Array.from({ length: n }, (_, i) => [rest[2 * i] ?? 0, rest[2 * i + 1] ?? 0] as const)
  return { capacity, items }
}

/** The best worth, by a table over items × capacities (the hint's one-row update is not reused). */
function best({ capacity, items }: Instance): number {
  let row = new Array<number>(capacity + 1).fill(0)
  for (const [w, v] of items) {
    const next = [...row]
    for (let c = w; c <= capacity; c++) next[c] = Math.max(row[c] ?? 0, (row[c - w] ?? 0) + v)
    row = next
  }
  return row[capacity] ?? 0
}

/** Every subset, for the small instances. */
function bruteForce({ capacity, items }: Instance): number {
  let top = 0
  for (let mask = 0; mask < 1 << items.length; mask++) {
    let w = 0
    let v = 0
    items.forEach(([wi, vi], i) => {
      if (mask & (1 << i)) {
        w += wi
        v += vi
      }
    })
    if (w <= capacity) top = Math.max(top, v)
  }
  return top
}

type Order = (a: readonly [number, number], b: readonly [number, number]) => number

/** Takes items in an order while they fit. */
const greedy =
  (order: Order) =>
  ({ capacity, items }: Instance): number => {
    let room = capacity
    let worth = 0
    for (const [w, v] of [...items].sort(order)) {
      if (w <= room) {
        room -= w
        worth += v
      }
    }
    return worth
  }

const byRatio: Order = (a, b) => b[1] / b[0] - a[1] / a[0]
const wrongSolutions: Record<string, (k: Instance) => number> = {
  'greedy by worth per weight': greedy(byRatio),
  'greedy by worth per weight, lighter first on ties': greedy((a, b) => byRatio(a, b) || a[0] - b[0]),
  'greedy by worth per weight, heavier first on ties': greedy((a, b) => byRatio(a, b) || b[0] - a[0]),
  'greedy by worth': greedy((a, b) => b[1] - a[1]),
  'greedy by lightness': greedy((a, b) => a[0] - b[0]),
  // the classic half-approximation
  'greedy by worth per weight or the best single item': (k) =>
    Math.max(greedy(byRatio)(k), ...k.items.filter(([w]) => w <= k.capacity).map(([, v]) => v), 0),
}

describe('P1015 (0/1 knapsack) test data', () => {
  const problem = demo('P1015')
  const cases = demoCases(problem).map(([input, output]) => ({ input, output, instance: parse(input) }))

  it('holds the sample and keeps to the statement’s limits', () => {
    const [sampleIn, sampleOut] = problem.samples[0] ?? ['', '']
    expect(
      cases.some((c) => c.input.trim() === sampleIn.trim() && c.output.trim() === sampleOut.trim()),
    ).toBe(true)
    for (const { instance } of cases) {
      expect(instance.items.length).toBeGreaterThanOrEqual(1)
      expect(instance.items.length).toBeLessThanOrEqual(100)
      expect(instance.capacity).toBeGreaterThanOrEqual(1)
      expect(instance.capacity).toBeLessThanOrEqual(10_000)
      for (const [w, v] of instance.items) {
        expect(w >= 1 && w <= 10_000 && v >= 0 && v <= 1_000_000).toBe(true)
      }
    }
    expect(cases.some((c) => c.instance.items.length === 100 && c.instance.capacity === 10_000)).toBe(true)
  })

  it('answers each case with the best worth', () => {
    for (const { input, output, instance } of cases) {
      expect(output, input).toBe(`${best(instance)}\n`)
      if (instance.items.length <= 16) expect(bruteForce(instance), input).toBe(best(instance))
    }
  })

  it.each(Object.entries(wrongSolutions))('rejects %s', (_, solve) => {
    const wrong = cases.filter(({ output, instance }) => `${solve(instance)}\n` !== output)
    expect(wrong.length).toBeGreaterThan(0)
  })

  it('rejects greedy by worth per weight and greedy by worth on the same cases too', () => {
    const both = cases.filter(
      ({ output, instance }) =>
        `${greedy(byRatio)(instance)}\n` !== output &&
        `${greedy((a, b) => b[1] - a[1])(instance)}\n` !== output,
    )
    expect(both.length).toBeGreaterThanOrEqual(3)
  })
})

describe('demo test data', () => {
  it('A+B keeps its ten cases, each the sum of its two numbers', () => {
    const cases = demoCases(demo('P1000'))
    expect(cases).toHaveLength(10)
    for (const [input, output] of cases) {
      const [a = 0, b = 0] = input.trim().split(' ').map(Number)
      expect(output).toBe(`${a + b}\n`)
    }
  })

  it('gives an OI problem 100 points over its cases', () => {
    for (const count of [1, 2, 3, 7, 9, 100]) {
      const scores = caseScores(count)
      expect(scores).toHaveLength(count)
      expect(scores.reduce((a, b) => a + b, 0)).toBe(100)
      expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(1)
    }
  })
})
