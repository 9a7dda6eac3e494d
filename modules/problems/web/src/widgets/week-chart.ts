import type { LastWeekSubmissionStatistics } from '@oj/problems-contract'

export interface WeekBar {
  /** 'MM-DD' */
  readonly date: string
  readonly total: number
  readonly ac: number
  /** Bar heights in percent of the tallest day (which is 100; all 0 in an empty week). */
  readonly totalHeight: number
  readonly acHeight: number
}

/** The chart's bars: one day each, oldest first, heights relative to the busiest day. */
export function weekBars(stats: LastWeekSubmissionStatistics): ReadonlyArray<WeekBar> {
  const count = (list: ReadonlyArray<number>, i: number) => Math.max(0, list[i] ?? 0)
  const peak = Math.max(1, ...stats.dateStrList.map((_, i) => count(stats.totalCountList, i)))
  const height = (n: number) => Math.round((n / peak) * 1000) / 10
  return stats.dateStrList.map((date, i) => {
    const total = count(stats.totalCountList, i)
    const ac = Math.min(count(stats.acCountList, i), total)
    return { date, total, ac, totalHeight: height(total), acHeight: height(ac) }
  })
}
