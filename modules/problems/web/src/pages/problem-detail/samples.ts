import { parseExamples, type ProblemExample } from '@oj/problems-contract'

export interface NumberedSample extends ProblemExample {
  /** From 1, as the statement shows it. */
  readonly n: number
}

/**
 * The samples to show, from HOJ's `examples` string, numbered from 1; samples with neither input nor
 * output are left out.
 */
export function numberedSamples(examples: string | null | undefined): NumberedSample[] {
  return parseExamples(examples ?? '')
    .filter((e) => e.input.trim() !== '' || e.output.trim() !== '')
    .map((e, i) => ({ input: e.input, output: e.output, n: i + 1 }))
}

/** The files offered to the program: HOJ's `userExtraFile`, a JSON object of name → content, as a string. */
export function extraFiles(json: string | null | undefined): Array<[string, string]> {
  if (!json) return []
  try {
    const value = JSON.parse(json) as unknown
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return []
    return Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')
  } catch {
    return []
  }
}
