import type { ProblemExample } from './types.ts'

export interface NumberedSample extends ProblemExample {
  /** From 1, as the statement shows it. */
  readonly n: number
}

/** The samples to show, numbered from 1; samples with neither input nor output are left out. */
export function numberedSamples(
  examples: ReadonlyArray<ProblemExample> | null | undefined,
): NumberedSample[] {
  return (examples ?? [])
    .filter((e) => e.input.trim() !== '' || e.output.trim() !== '')
    .map((e, i) => ({ input: e.input, output: e.output, n: i + 1 }))
}
