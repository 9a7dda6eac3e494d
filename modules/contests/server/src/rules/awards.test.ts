import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { acmCell } from './acm.ts'
import { acmStandings, DEFAULT_AWARDS } from './standings.ts'
import { byUserProblem, clock, person, records, type Row } from './table-kit.ts'

// Awards by proportion on small boards, as HOJ has them (ContestCalculateRankManager's
// getContestAwardConfigList: each award's count is num % of the non-star rows, truncated to an
// integer, and an award of none is dropped): a board of fewer than 10 rows has no gold.

/** `n` rows that each solved A, one a minute later than the last (no ties), and a star row. */
function awarded(n: number) {
  const rows: Row[] = [['star', 'A', S.accepted, 1]]
  for (let i = 0; i < n; i += 1) rows.push([`u${i}`, 'A', S.accepted, 60 * (i + 2)])
  const users = [...byUserProblem(records(rows))].map(([uid, problems]) => ({
    participant: person(uid),
    cells: Object.fromEntries(
      [...problems].map(([id, rs]) => [
        id,
        acmCell(rs, clock(), { sealed: false, containsEnd: false }) as NonNullable<
          ReturnType<typeof acmCell>
        >,
      ]),
    ),
  }))
  const board = acmStandings(users, { stars: new Set(['star']), awards: DEFAULT_AWARDS })
  const count = (name: string) => board.filter((r) => r.awardName === name).length
  return [count('Gold'), count('Silver'), count('Bronze')]
}

describe('awards by proportion (10 / 20 / 30 %), rounded down as HOJ', () => {
  it.each([
    [1, [0, 0, 0]],
    [3, [0, 0, 0]],
    [4, [0, 0, 1]],
    [5, [0, 1, 1]],
    [9, [0, 1, 2]],
    [10, [1, 2, 3]],
    [19, [1, 3, 5]],
    [20, [2, 4, 6]],
  ])('%d teams: gold, silver, bronze %j', (n, counts) => {
    expect(awarded(n)).toEqual(counts)
  })
})
