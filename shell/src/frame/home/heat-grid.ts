// The home page's activity heat grid (spec 1 §9): 14 weeks ending today, Sunday first, so the grid is
// "98 days minus the remaining days of the week", and five colour levels by the day's submissions.

const HEAT_GRID_WEEKS = 14
const DAY_MS = 86_400_000

/** 0: 0-3 submissions, 1: 4-6, 2: 7-9, 3: 10-12, 4: above 12. */
export type HeatLevel = 0 | 1 | 2 | 3 | 4

export function heatLevel(count: number): HeatLevel {
  if (count <= 3) return 0
  if (count <= 6) return 1
  if (count <= 9) return 2
  if (count <= 12) return 3
  return 4
}

export interface HeatDay {
  readonly date: string
  readonly count: number
}

export interface HeatCell extends HeatDay {
  readonly level: HeatLevel
  /** 0 Sunday … 6 Saturday: the cell's row. */
  readonly weekday: number
}

/** 'YYYY-MM-DD' as a UTC midnight, or undefined when it is not a real date. */
function parseDay(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(time).toISOString().slice(0, 10) === date ? time : undefined
}

/** How many days the grid shows when it ends on `endDate`: 98 minus the days left in that week. */
export function heatGridDays(endDate: string): number {
  const end = parseDay(endDate)
  if (end === undefined) return 0
  const remaining = 6 - new Date(end).getUTCDay()
  return HEAT_GRID_WEEKS * 7 - remaining
}

/**
 * The grid's cells, oldest first, from the Sunday 13 weeks before `endDate`'s week to `endDate`;
 * days missing from `days` (the server leaves out days without submissions) count 0.
 */
export function heatGrid(endDate: string, days: ReadonlyArray<HeatDay>): ReadonlyArray<HeatCell> {
  const end = parseDay(endDate)
  if (end === undefined) return []
  const counts = new Map<string, number>()
  for (const day of days) counts.set(day.date, (counts.get(day.date) ?? 0) + day.count)
  const length = heatGridDays(endDate)
  return Array.from({ length }, (_, i) => {
    const time = end - (length - 1 - i) * DAY_MS
    const date = new Date(time).toISOString().slice(0, 10)
    const count = counts.get(date) ?? 0
    return { date, count, level: heatLevel(count), weekday: new Date(time).getUTCDay() }
  })
}
