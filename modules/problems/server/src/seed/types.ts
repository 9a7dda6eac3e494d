/** A demo problem as the seed writes it; statements are Markdown with $…$ math. */
export interface DemoProblem {
  readonly problemId: string
  readonly title: string
  readonly difficulty: 0 | 1 | 2
  /** 0 ACM, 1 OI. */
  readonly type?: 0 | 1
  readonly timeLimit?: number
  readonly memoryLimit?: number
  readonly tags: ReadonlyArray<string>
  readonly description: string
  readonly input: string
  readonly output: string
  readonly samples: ReadonlyArray<readonly [input: string, output: string]>
  /** The test data (input, expected output); the samples when absent. */
  readonly tests?: ReadonlyArray<readonly [input: string, output: string]>
  readonly hint?: string
  readonly source?: string
}

/** Samples in the stored form: one string of <input>…</input><output>…</output> pairs (spec 1 §3). */
export const encodeExamples = (samples: DemoProblem['samples']): string =>
  samples.map(([i, o]) => `<input>${i}</input><output>${o}</output>`).join('')

/** Keeps LaTeX backslashes intact in statements (a plain template would eat `\le`). */
export const md = String.raw
