// Units of the submission screens (spec 1 §9): memory in KB, MB, GB by powers of 1024; time in ms;
// code length in B. Missing values (not judged yet) show as a dash.

const DASH = '-'

/** Trims a number to at most two decimals, without trailing zeros (1.50 → 1.5). */
const short = (n: number): string => String(Math.round(n * 100) / 100)

/** Memory given in KB, as the server sends it: 512 KB, 1.5 MB, 2 GB. */
export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || !Number.isFinite(kb) || kb < 0) return DASH
  if (kb < 1024) return `${short(kb)} KB`
  if (kb < 1024 * 1024) return `${short(kb / 1024)} MB`
  return `${short(kb / (1024 * 1024))} GB`
}

/** Run time in milliseconds. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return DASH
  return `${Math.round(ms)} ms`
}

/** Code length in bytes. */
export function formatLength(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return DASH
  return `${Math.round(bytes)} B`
}

/** A score, or a dash when the submission has none (ACM problems, not judged yet). */
export const formatScore = (score: number | null | undefined): string =>
  score === null || score === undefined ? DASH : String(score)
