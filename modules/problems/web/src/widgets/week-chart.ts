import type { LastWeekSubmissionStatistics } from '@oj/problems-contract'

export interface WeekDay {
  /** 'MM-DD' */
  readonly date: string
  readonly total: number
  readonly ac: number
}

/** The week as days, oldest first: missing or negative counts read as 0, never more accepted than submitted. */
export function weekDays(stats: LastWeekSubmissionStatistics): ReadonlyArray<WeekDay> {
  const count = (list: ReadonlyArray<number>, i: number) => Math.max(0, list[i] ?? 0)
  return stats.dateStrList.map((date, i) => {
    const total = count(stats.totalCountList, i)
    return { date, total, ac: Math.min(count(stats.acCountList, i), total) }
  })
}

export const WEEK_COLORS = { total: '#93c5fd', ac: '#22c55e' } as const

/** The series' names in the page's language (legend and tooltip). */
export interface WeekLabels {
  readonly total: string
  readonly ac: string
}

/**
 * The ECharts option of the chart: two bars a day (all and accepted) with the count above the first,
 * the tooltip on the whole day. Plain data, so it is tested without a canvas.
 */
export function weekChartOption(days: ReadonlyArray<WeekDay>, labels: WeekLabels) {
  const bar = (name: string, color: string, data: ReadonlyArray<number>, showCount: boolean) => ({
    type: 'bar' as const,
    name,
    data: [...data],
    barMaxWidth: 18,
    barGap: '15%',
    itemStyle: { color, borderRadius: [3, 3, 0, 0] },
    label: { show: showCount, position: 'top' as const, color: '#6b7280', fontSize: 11 },
  })
  return {
    animationDuration: 300,
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    legend: { top: 0, left: 0, itemWidth: 10, itemHeight: 10, textStyle: { color: '#6b7280', fontSize: 12 } },
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    xAxis: {
      type: 'category' as const,
      data: days.map((d) => d.date),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#e5e7eb' } },
      axisLabel: { color: '#6b7280', fontSize: 11, interval: 0 },
    },
    yAxis: {
      type: 'value' as const,
      minInterval: 1,
      splitLine: { lineStyle: { color: '#f3f4f6' } },
      axisLabel: { color: '#9ca3af', fontSize: 11 },
    },
    series: [
      bar(
        labels.total,
        WEEK_COLORS.total,
        days.map((d) => d.total),
        true,
      ),
      bar(
        labels.ac,
        WEEK_COLORS.ac,
        days.map((d) => d.ac),
        false,
      ),
    ],
  }
}

export type WeekChartOption = ReturnType<typeof weekChartOption>
