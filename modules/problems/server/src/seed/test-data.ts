// Test data of demo problems whose samples alone would let wrong solutions through. Each case is
// [input, expected output]; test-data.test.ts solves every case again and runs the wrong solutions
// each set must reject.

type Case = readonly [input: string, output: string]

/** A+B: ten cases from the small to the limits (|a|, |b| ≤ 10^9), the sums fitting in 64 bits. */
export const aPlusBCases = (): Array<Case> => {
  const pairs: Array<readonly [number, number]> = [
    [1, 2],
    [0, 0],
    [-5, 12],
    [123456, 654321],
    [-1000000000, -1000000000],
    [1000000000, 1000000000],
    [1000000000, -1000000000],
    [-7, 7],
    [987654321, 123456789],
    [-31415926, 27182818],
  ]
  return pairs.map(([a, b]) => [`${a} ${b}\n`, `${a + b}\n`] as const)
}

/** A knapsack instance: capacity W and items [weight, worth]. */
export interface Knapsack {
  readonly capacity: number
  readonly items: ReadonlyArray<readonly [weight: number, worth: number]>
}

export const knapsackInput = (k: Knapsack): string =>
  `${k.items.length} ${k.capacity}\n${k.items.map(([w, v]) => `${w} ${v}`).join('\n')}\n`

/**
 * `n` items from a fixed linear congruential sequence (the same on every machine): weights 1..maxWeight,
 * worths 0..maxWorth.
 */
function generatedKnapsack(
  seed: number,
  n: number,
  capacity: number,
  maxWeight: number,
  maxWorth: number,
): Knapsack {
  let x = seed >>> 0
  const next = (m: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    return (x >>> 8) % m
  }
  const items = Array.from({ length: n }, () => [1 + next(maxWeight), next(maxWorth + 1)] as const)
  return { capacity, items }
}

/**
 * P1015 (0/1 knapsack): the sample, the limits, and instances where taking items greedily, by worth
 * per weight, by worth or by lightness, with or without the best single item, falls short.
 */
export const knapsackCases: ReadonlyArray<readonly [Knapsack, answer: number]> = [
  // the statement's sample
  [
    {
      capacity: 5,
      items: [
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 6],
      ],
    },
    7,
  ],
  // the best worth per weight blocks two that fit together
  [
    {
      capacity: 10,
      items: [
        [6, 30],
        [5, 20],
        [5, 20],
      ],
    },
    40,
  ],
  // ... and so does the best single item
  [
    {
      capacity: 100,
      items: [
        [51, 60],
        [50, 50],
        [50, 50],
      ],
    },
    100,
  ],
  // the worthiest item is worth less than three light ones
  [
    {
      capacity: 10,
      items: [
        [10, 60],
        [3, 25],
        [3, 25],
        [4, 30],
      ],
    },
    80,
  ],
  // nothing fits; an exact fit at the limits
  [{ capacity: 1, items: [[2, 100]] }, 0],
  [{ capacity: 10000, items: [[10000, 1000000]] }, 1000000],
  // small mixed instances (worthless items included) that every greedy order gets wrong
  [
    {
      capacity: 52,
      items: [
        [20, 83],
        [22, 94],
        [2, 58],
        [25, 87],
        [18, 50],
        [13, 51],
        [13, 13],
        [16, 81],
        [13, 7],
        [7, 8],
        [7, 56],
      ],
    },
    291,
  ],
  [
    {
      capacity: 32,
      items: [
        [11, 26],
        [16, 79],
        [20, 0],
        [16, 83],
        [12, 82],
        [3, 84],
        [4, 49],
        [23, 96],
        [7, 61],
      ],
    },
    277,
  ],
  // n = 100 and W = 10^4 with worths up to 10^6
  [generatedKnapsack(2024, 100, 10000, 1000, 1000000), 26310183],
]
