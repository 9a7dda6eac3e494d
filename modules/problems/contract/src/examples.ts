// The samples of a statement: HOJ keeps them as one string of `<input>…</input><output>…</output>`
// pairs (get-problem-detail's `problem.examples`). Pure, so that web code may use it.

/** A sample of the statement. */
export interface ProblemExample {
  readonly input: string
  readonly output: string
}

const EXAMPLE = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g

/** The samples of an `examples` string, in order; anything else in it is ignored. */
export const parseExamples = (text: string): Array<ProblemExample> =>
  [...text.matchAll(EXAMPLE)].map((m) => ({ input: m[1] ?? '', output: m[2] ?? '' }))
