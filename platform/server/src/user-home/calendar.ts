// The submission calendar of the user home: the last 365 local days, summed over the modules.

/** Days the heat map covers, today included. */
const CALENDAR_DAYS = 365

const pad = (n: number) => String(n).padStart(2, '0')

/** A date as `YYYY-MM-DD` in the server's time zone. */
export const localDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The first and last day of the heat map ending on `today`. */
export function calendarRange(today: Date): { readonly since: string; readonly endDate: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (CALENDAR_DAYS - 1))
  return { since: localDate(first), endDate: localDate(today) }
}

export interface DayCount {
  readonly date: string
  readonly count: number
}

/**
 * Sums the modules' daily counts per day, oldest first. Days outside [since, endDate], empty days
 * and malformed rows are left out: a module's mistake must not break the page.
 */
export function sumDailyCounts(
  lists: ReadonlyArray<ReadonlyArray<DayCount>>,
  since: string,
  endDate: string,
): Array<DayCount> {
  const totals = new Map<string, number>()
  for (const list of lists) {
    for (const { date, count } of list) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < since || date > endDate) continue
      if (!Number.isFinite(count) || count <= 0) continue
      totals.set(date, (totals.get(date) ?? 0) + count)
    }
  }
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, count]) => ({ date, count }))
}
