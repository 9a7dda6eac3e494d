// Calendar days in the server's local time zone (the Node process's TZ): the home page's week and
// the user home's calendar count submissions per local day, as HOJ does with the server's clock.

const pad = (n: number): string => String(n).padStart(2, '0')

/** 'YYYY-MM-DD' of the local day of `at`. */
export const localDate = (at: Date): string =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`

/** Local midnight at the start of the day of `at`, `offset` days later. */
export const startOfLocalDay = (at: Date, offset = 0): Date =>
  new Date(at.getFullYear(), at.getMonth(), at.getDate() + offset)

/** Local midnight starting a 'YYYY-MM-DD' day; undefined unless it is a real date. */
export const parseLocalDate = (text: string): Date | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined
}

export interface LocalDay {
  /** Local midnight starting the day. */
  readonly start: Date
  /** Local midnight starting the next day (not always 24 h later: daylight saving time). */
  readonly end: Date
  /** 'MM-DD' */
  readonly label: string
}

/** The last `count` local days, oldest first, ending with the day of `now`. */
export const lastDays = (now: Date, count: number): ReadonlyArray<LocalDay> =>
  Array.from({ length: count }, (_, i) => {
    const start = startOfLocalDay(now, i - count + 1)
    return { start, end: startOfLocalDay(start, 1), label: localDate(start).slice(5) }
  })
