import type { ProblemCount } from './types.ts'

/** The verdicts of the statistic pies (spec 1 §2), with their judge status codes. */
const PIE_VERDICTS = [
  { key: 'ac', code: 0 },
  { key: 'wa', code: -1 },
  { key: 'tle', code: 1 },
  { key: 'mle', code: 2 },
  { key: 're', code: 3 },
  { key: 'ce', code: -2 },
  { key: 'pa', code: 8 },
  { key: 'pe', code: -3 },
] as const satisfies ReadonlyArray<{ key: keyof ProblemCount; code: number }>

export interface PieSlice {
  readonly code: number
  readonly value: number
}

/** The verdicts with at least one submission, in the spec's order. */
export function verdictSlices(count: ProblemCount): PieSlice[] {
  return PIE_VERDICTS.map((v) => ({ code: v.code, value: count[v.key] })).filter((s) => s.value > 0)
}

/** Accepted and the rest, for the pass pie. */
export function passSlices(count: ProblemCount): { ac: number; other: number } {
  return { ac: count.ac, other: Math.max(0, count.total - count.ac) }
}

/** Pass rate in percent with 2 decimals (spec 1 §9), '0.00' when nothing was submitted. */
export function passRate(count: ProblemCount): string {
  return count.total > 0 ? ((count.ac / count.total) * 100).toFixed(2) : '0.00'
}
