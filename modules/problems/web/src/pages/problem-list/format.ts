/** AC rate as a whole percent (spec 1 §9: the list shows whole percents); 0 when nothing was submitted. */
export function acRatePercent(ac: number, total: number): number {
  if (!(total > 0) || !(ac > 0)) return 0
  return Math.min(100, Math.round((ac / total) * 100))
}

/** Chip palette per difficulty id: easy green, medium orange, hard red (out-of-range ids clamp). */
export const difficultyColor = (difficulty: number): 'green' | 'orange' | 'red' =>
  difficulty <= 0 ? 'green' : difficulty === 1 ? 'orange' : 'red'

/** The status code of a problem the user never submitted to (spec 1 §3). */
export const NOT_SUBMITTED = -10
