// The user home's rules as data and pure functions (spec 1 §2 User home, §9): whose page, the level
// tier, the heat levels and the ECharts options of both charts.
import type { EndpointOutput } from '@oj/sdk'
import type { UserHomeApi } from '@oj/sdk/api'
import type { HeatmapSeriesOption, PieSeriesOption } from 'echarts/charts'
import type {
  CalendarComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components'
import type { ComposeOption } from 'echarts/core'

/** A user's home (UserHomeApi.info): the profile and the figures of the enabled modules. */
export type UserHomeInfo = EndpointOutput<typeof UserHomeApi.info>

/** The submissions per day of the last year (UserHomeApi.heatmap). */
export type CalendarHeatmap = EndpointOutput<typeof UserHomeApi.heatmap>

/** The user's score: the sum of their best score on each OI problem (HOJ's scoreList). */
export const userScore = (scoreList: ReadonlyArray<number>): number =>
  scoreList.reduce((sum, score) => sum + score, 0)

/** Whose home to show: the query's uid (first) or username, else the logged-in user, else nobody. */
export function whoseHome(
  query: URLSearchParams,
  user: { readonly uid: string } | undefined,
): { readonly uid: string } | { readonly username: string } | undefined {
  const uid = query.get('uid')?.trim()
  if (uid) return { uid }
  const username = query.get('username')?.trim()
  if (username) return { username }
  return user ? { uid: user.uid } : undefined
}

/** Spec 1 §9: the level is the solved count divided by 50, floored; under 17 it has a tier picture. */
const TIER_STEP = 50
const TIER_IMAGES = 17
export function levelTier(solved: number): { readonly level: number; readonly pictured: boolean } {
  const level = Math.floor(Math.max(0, Number.isFinite(solved) ? solved : 0) / TIER_STEP)
  return { level, pictured: level < TIER_IMAGES }
}

/** Spec 1 §9: five colour levels of a day by its submissions: 0-3, 4-6, 7-9, 10-12, above 12. */
const HEAT_LEVELS: ReadonlyArray<{ readonly min: number; readonly max?: number }> = [
  { min: 0, max: 3 },
  { min: 4, max: 6 },
  { min: 7, max: 9 },
  { min: 10, max: 12 },
  { min: 13 },
]
/** Lightest to darkest; the lightest is also the colour of a day without submissions. */
export const HEAT_COLORS = ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'] as const

export function heatLevel(count: number): number {
  const i = HEAT_LEVELS.findIndex((l) => count >= l.min && (l.max === undefined || count <= l.max))
  return i < 0 ? 0 : i
}

/** The first day of a one-year calendar ending on `endDate` (365 days, both ends included). */
export function calendarStart(endDate: string): string {
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number]
  const start = new Date(Date.UTC(y, m - 1, d - 364))
  return start.toISOString().slice(0, 10)
}

export type HeatmapOption = ComposeOption<
  HeatmapSeriesOption | CalendarComponentOption | TooltipComponentOption | VisualMapComponentOption
>

export interface HeatmapTexts {
  /** "{count} submissions on {date}" for the tooltip. */
  readonly tooltip: (date: string, count: number) => string
  /** Short month names, January first, and weekday names, Sunday first. */
  readonly months: ReadonlyArray<string>
  readonly days: ReadonlyArray<string>
}

/** The one-year calendar heat grid of the submissions. */
export function heatmapOption(heatmap: CalendarHeatmap, texts: HeatmapTexts): HeatmapOption {
  return {
    tooltip: {
      formatter: (params) => {
        const value = (Array.isArray(params) ? params[0] : params)?.value as [string, number] | undefined
        return value ? texts.tooltip(value[0], value[1]) : ''
      },
    },
    visualMap: {
      type: 'piecewise',
      show: false,
      pieces: HEAT_LEVELS.map((l, i) => ({
        min: l.min,
        ...(l.max === undefined ? {} : { max: l.max }),
        color: HEAT_COLORS[i],
      })),
    },
    calendar: {
      range: [calendarStart(heatmap.endDate), heatmap.endDate],
      top: 24,
      left: 32,
      right: 8,
      bottom: 4,
      cellSize: ['auto', 13],
      splitLine: { show: false },
      itemStyle: { color: HEAT_COLORS[0], borderColor: '#fff', borderWidth: 2 },
      yearLabel: { show: false },
      monthLabel: { nameMap: [...texts.months], color: '#57606a', fontSize: 11 },
      dayLabel: { firstDay: 0, nameMap: [...texts.days], color: '#57606a', fontSize: 10 },
    },
    series: [
      {
        type: 'heatmap',
        coordinateSystem: 'calendar',
        data: heatmap.dataList.map((d) => [d.date, d.count]),
      },
    ],
  }
}

export type DifficultyOption = ComposeOption<PieSeriesOption | TooltipComponentOption | LegendComponentOption>

export interface DifficultySlice {
  readonly level: number
  readonly name: string
  readonly color: string
  readonly count: number
}

/** Counts of solvedGroupByDifficulty by level, lowest level first (levels the UI kit knows). */
export function difficultyCounts(
  groups: Readonly<Record<string, ReadonlyArray<unknown>>> | undefined,
  levels: ReadonlyArray<number>,
): Array<{ readonly level: number; readonly count: number }> {
  return levels.map((level) => ({ level, count: groups?.[String(level)]?.length ?? 0 }))
}

/** The difficulty statistics as a ring: one slice per difficulty, with its count in the legend. */
export function difficultyOption(slices: ReadonlyArray<DifficultySlice>): DifficultyOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: {
      bottom: 0,
      icon: 'circle',
      formatter: (name) => `${name} ${slices.find((s) => s.name === name)?.count ?? 0}`,
    },
    series: [
      {
        type: 'pie',
        radius: ['45%', '72%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: slices.map((s) => ({ name: s.name, value: s.count, itemStyle: { color: s.color } })),
      },
    ],
  }
}

/** Only http(s) addresses become links (a profile's blog is user input). */
export function safeLink(address: string | null | undefined): string | undefined {
  const text = address?.trim()
  return text && /^https?:\/\/\S+$/i.test(text) ? text : undefined
}

/** A GitHub name or address as a link to the profile. */
export function githubLink(github: string | null | undefined): string | undefined {
  const text = github?.trim()
  if (!text) return undefined
  return safeLink(text) ?? (/^[A-Za-z0-9-]{1,39}$/.test(text) ? `https://github.com/${text}` : undefined)
}

/** The badge colour of a level: the bands stand in for the tier pictures (none ship yet). */
export function tierColor(level: number): string {
  if (level >= TIER_IMAGES) return '#d4380d'
  if (level >= 10) return '#fa8c16'
  if (level >= 6) return '#722ed1'
  if (level >= 3) return '#1677ff'
  if (level >= 1) return '#52c41a'
  return '#8c8c8c'
}

/** A title colour is shown only when it is a plain hex colour. */
export const safeColor = (color: string | null | undefined): string | undefined =>
  color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined
