import type { EndpointOutput } from '@oj/sdk'
import type { UserHomeApi } from '@oj/sdk/api'

// The figures of the user home (HOJ's UserHomeVO) that modules fill through `userHome.info`.

type Info = EndpointOutput<typeof UserHomeApi.info>
export type Statistics = Pick<
  Info,
  'total' | 'rating' | 'scoreList' | 'solvedList' | 'solvedGroupByDifficulty'
>
type SolvedProblem = Info['solvedGroupByDifficulty'][string][number]

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
 * Transitional: the problems module still answers HOJ's figures in its first shape, a summed
 * `score` and display ids in `solvedGroupByDifficulty`. Until it answers `scoreList` and HOJ's
 * `{id, problemId, difficulty}` objects, the sum becomes a one-entry list (its sum is the same) and
 * a display id an object without its numeric id (0). Remove once no module answers the old shape.
 */
function fromFirstShape(part: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...part }
  if (typeof copy['score'] === 'number' && copy['scoreList'] === undefined)
    copy['scoreList'] = [copy['score']]
  const groups = copy['solvedGroupByDifficulty']
  if (groups && typeof groups === 'object') {
    copy['solvedGroupByDifficulty'] = Object.fromEntries(
      Object.entries(groups as Record<string, ReadonlyArray<unknown>>).map(([difficulty, list]) => [
        difficulty,
        list.map((p): SolvedProblem =>
          typeof p === 'string'
            ? { id: 0, problemId: p, difficulty: Number(difficulty) }
            : (p as SolvedProblem),
        ),
      ]),
    )
  }
  return copy
}

/**
 * The figures a module's contribution gives. Only these: anything else it answers (a profile field,
 * an e-mail) never reaches the public page, whatever the module does.
 */
export function statisticsOf(part: Readonly<Record<string, unknown>>): Partial<Statistics> {
  const adapted = fromFirstShape(part)
  return Object.fromEntries(KEYS.filter((k) => adapted[k] !== undefined).map((k) => [k, adapted[k]]))
}
