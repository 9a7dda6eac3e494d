import type { EndpointOutput } from '@oj/sdk'
import type { UserHomeApi } from '@oj/sdk/api'

// The figures of the user home (HOJ's UserHomeVO) that modules fill through `userHome.info`.

type Info = EndpointOutput<typeof UserHomeApi.info>
export type Statistics = Pick<
  Info,
  'total' | 'rating' | 'scoreList' | 'solvedList' | 'solvedGroupByDifficulty'
>

/** What the page shows when no enabled module says otherwise (e.g. the problems module is off). */
export const EMPTY_STATISTICS: Statistics = {
  total: 0,
  rating: null,
  scoreList: [],
  solvedList: [],
  solvedGroupByDifficulty: {},
}

const KEYS = Object.keys(EMPTY_STATISTICS) as ReadonlyArray<keyof Statistics>

/**
 * The figures a module's contribution gives. Only these: anything else it answers (a profile field,
 * an e-mail) never reaches the public page, whatever the module does.
 */
export function statisticsOf(part: Readonly<Record<string, unknown>>): Partial<Statistics> {
  return Object.fromEntries(KEYS.filter((k) => part[k] !== undefined).map((k) => [k, part[k]]))
}
