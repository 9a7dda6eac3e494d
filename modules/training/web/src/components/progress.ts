/** Solved over total as a percentage with at most 2 decimals (spec 2 §9); 0 for an empty training. */
export function progressPercent(acCount: number, problemCount: number): number {
  if (problemCount <= 0) return 0
  return Math.round((Math.min(acCount, problemCount) / problemCount) * 10_000) / 100
}
