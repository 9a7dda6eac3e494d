/** The AC rate as a percentage with 2 decimals (spec 1 §9), '0.00' before the first submission. */
export function acRate(solved: number, submissions: number): string {
  if (!(submissions > 0)) return '0.00'
  return ((Math.max(0, solved) / submissions) * 100).toFixed(2)
}
