import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { ioiCell, type OiCell, oiCell, type OiCellOptions } from './oi.ts'
import type { BoardRecord } from './records.ts'
import { DEFAULT_AWARDS, oiStandings, pinnedPage, shownName, viewOf } from './standings.ts'
import { byUserProblem, clock, HOUR, person, records, type Row } from './table-kit.ts'

const recent: OiCellOptions = { rule: 'Recent', sealed: false, containsEnd: false }
const highest: OiCellOptions = { ...recent, rule: 'Highest' }

function board(rows: ReadonlyArray<Row>, options: OiCellOptions, stars = new Set<string>()) {
  const users = [...byUserProblem(records(rows))].map(([uid, problems]) => {
    const cells: Record<string, OiCell> = {}
    for (const [id, rs] of problems) {
      const cell = oiCell(rs, clock(), options)
      if (cell) cells[id] = cell
    }
    return { participant: person(uid), cells }
  })
  return oiStandings(users, { stars, awards: { type: 0, config: [] } })
}

describe('OI cells', () => {
  const tries: ReadonlyArray<Row> = [
    ['u', 'A', S.partialAccepted, 100, 60],
    ['u', 'A', S.accepted, 200, 100, 35],
    ['u', 'A', S.accepted, 250, 100, 20],
    ['u', 'A', S.wrongAnswer, 300, 30],
  ]
  const cases: ReadonlyArray<{
    name: string
    rows: ReadonlyArray<Row>
    options: OiCellOptions
    cell: OiCell | null
  }> = [
    { name: 'Recent: the latest score counts', rows: tries, options: recent, cell: { score: 30, time: 20 } },
    { name: 'Highest: the best score counts', rows: tries, options: highest, cell: { score: 100, time: 20 } },
    {
      name: 'the time is the fastest Accepted run, null without one',
      rows: [['u', 'A', S.partialAccepted, 10, 40, 5]],
      options: highest,
      cell: { score: 40, time: null },
    },
    {
      name: 'runs without a score (compile errors) do not count',
      rows: [
        ['u', 'A', S.partialAccepted, 10, 40],
        ['u', 'A', S.compileError, 20],
      ],
      options: recent,
      cell: { score: 40, time: null },
    },
    {
      name: 'sealed: submissions after the seal time are left out',
      rows: [
        ['u', 'A', S.partialAccepted, 10, 40],
        ['u', 'A', S.accepted, 4 * HOUR + 1, 100, 9],
      ],
      options: { ...recent, sealed: true },
      cell: { score: 40, time: null },
    },
    {
      name: 'after the end only when asked',
      rows: [['u', 'A', S.accepted, 5 * HOUR, 100, 9]],
      options: recent,
      cell: null,
    },
  ]
  for (const c of cases) {
    it(c.name, () => {
      expect(oiCell(records(c.rows), clock(), c.options)).toEqual(c.cell)
    })
  }

  it('IOI: per subtask the best score, summed over subtasks', () => {
    const rs = records([
      ['u', 'A', S.partialAccepted, 10, 30],
      ['u', 'A', S.partialAccepted, 20, 50],
    ])
    const withSubtasks = [
      { ...rs[0]!, subtasks: { s1: 20, s2: 10, s3: 0 } },
      { ...rs[1]!, subtasks: { s1: 0, s2: 20, s3: 30 } },
    ]
    expect(ioiCell(withSubtasks, clock(), { sealed: false, containsEnd: false })).toEqual({
      score: 70,
      time: null,
    })
  })

  it('IOI: subtask points with decimals (subtask_average) sum to a whole score', () => {
    const rs = records([
      ['u', 'A', S.partialAccepted, 10, 27],
      ['u', 'A', S.partialAccepted, 20, 13],
    ])
    const withSubtasks: ReadonlyArray<BoardRecord> = [
      { ...rs[0]!, subtasks: { '1': 13.33, '2': 13.33 } },
      { ...rs[1]!, subtasks: { '1': 0, '2': 0, '3': 13.34 } },
    ]
    expect(ioiCell(withSubtasks, clock(), { sealed: false, containsEnd: false })?.score).toBe(40)
  })
})

describe('OI board', () => {
  it('orders by total score desc, then total time asc; stars get -1', () => {
    const rows = board(
      [
        ['ann', 'A', S.accepted, 10, 100, 50],
        ['ann', 'B', S.partialAccepted, 20, 40],
        ['bob', 'A', S.accepted, 10, 100, 30],
        ['bob', 'B', S.partialAccepted, 20, 40],
        ['cat', 'A', S.accepted, 10, 100, 10],
        ['star', 'A', S.accepted, 10, 100, 1],
        ['star', 'B', S.accepted, 10, 100, 1],
        ['dan', 'A', S.accepted, 10, 100, 30],
        ['dan', 'B', S.partialAccepted, 20, 40],
      ],
      highest,
      new Set(['star']),
    )
    expect(rows.map((r) => [r.username, r.rank, r.totalScore, r.totalTime])).toEqual([
      ['star', -1, 200, 2],
      ['bob', 1, 140, 30],
      ['dan', 1, 140, 30],
      ['ann', 3, 140, 50],
      ['cat', 4, 100, 10],
    ])
    expect(rows[1]?.submissionInfo).toEqual({ A: 100, B: 40 })
    expect(rows[1]?.timeInfo).toEqual({ A: 30 })
  })

  it('awards go to rows that scored', () => {
    const rows: Row[] = []
    for (let i = 0; i < 9; i += 1) rows.push([`u${i}`, 'A', S.partialAccepted, 10, 90 - i])
    rows.push(['nil', 'A', S.wrongAnswer, 10, 0])
    const users = [...byUserProblem(records(rows))].map(([uid, problems]) => ({
      participant: person(uid),
      cells: Object.fromEntries([...problems].map(([id, rs]) => [id, oiCell(rs, clock(), recent) as OiCell])),
    }))
    const ranked = oiStandings(users, { stars: new Set(), awards: DEFAULT_AWARDS })
    expect(ranked.filter((r) => r.isWinAward).map((r) => r.awardName)).toEqual([
      'Gold',
      'Silver',
      'Silver',
      'Bronze',
      'Bronze',
      'Bronze',
    ])
    expect(ranked.at(-1)).toMatchObject({ username: 'nil', isWinAward: false })
  })
})

describe('a viewer’s board', () => {
  const rows = board(
    [
      ['ann', 'A', S.accepted, 10, 100, 50],
      ['bob', 'A', S.accepted, 10, 90, 30],
      ['star', 'A', S.accepted, 10, 80, 30],
    ],
    highest,
    new Set(['star']),
  )
  it('removes stars, keeps ranks, and pins followed users on top', () => {
    const view = viewOf(rows, { removeStar: true, keyword: null, show: 'username', pinned: ['bob'] })
    expect(view.rows.map((r) => [r.username, r.rank])).toEqual([
      ['ann', 1],
      ['bob', 2],
    ])
    expect(view.pinned.map((r) => r.username)).toEqual(['bob'])
  })
  it('searches the shown name', () => {
    const view = viewOf(rows, { removeStar: false, keyword: 'REAL B', show: 'realname', pinned: [] })
    expect(view.rows.map((r) => r.username)).toEqual(['bob'])
    expect(viewOf(rows, { removeStar: false, keyword: 'real b', show: 'username', pinned: [] }).rows).toEqual(
      [],
    )
  })
  it('pins each asked user once, in the order asked, and takes the board as it is when nothing is filtered', () => {
    const view = viewOf(rows, {
      removeStar: false,
      keyword: null,
      show: 'username',
      pinned: ['star', 'nobody', 'ann', 'star'],
    })
    expect(view.pinned.map((r) => r.username)).toEqual(['star', 'ann'])
    expect(view.rows).toBe(rows)
    // A pinned row the view filters out is not pinned either.
    const starless = viewOf(rows, {
      removeStar: true,
      keyword: null,
      show: 'username',
      pinned: ['star', 'ann'],
    })
    expect(starless.pinned.map((r) => r.username)).toEqual(['ann'])
  })
  it('pages the pinned rows first, then the board, as one list would', () => {
    const view = { pinned: ['p1', 'p2', 'p3'], rows: Array.from({ length: 8 }, (_, i) => `r${i}`) }
    const all = [...view.pinned, ...view.rows]
    for (const limit of [1, 2, 3, 4, 5, 11, 50])
      for (let current = 1; current <= 13; current++)
        expect(pinnedPage(view, current, limit)).toEqual({
          records: all.slice((current - 1) * limit, current * limit),
          total: 11,
          size: limit,
          current,
          pages: Math.ceil(11 / limit),
        })
  })
  it('shows the configured name, falling back to the username', () => {
    const p = person('x')
    expect(shownName(p, 'realname')).toBe('Real x')
    expect(shownName(p, 'nickname')).toBe('x')
    expect(shownName(p, 'username')).toBe('x')
  })
})
