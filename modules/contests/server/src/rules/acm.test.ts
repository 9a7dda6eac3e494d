import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { acmCell, type AcmCellOptions } from './acm.ts'
import type { BoardClock } from './records.ts'
import { acmStandings, DEFAULT_AWARDS } from './standings.ts'
import { byUserProblem, clock, HOUR, person, records, type Row } from './table-kit.ts'

const live: AcmCellOptions = { sealed: false, containsEnd: false }

function board(
  rows: ReadonlyArray<Row>,
  options: AcmCellOptions = live,
  c: BoardClock = clock(),
  stars = new Set<string>(),
) {
  const users = [...byUserProblem(records(rows))].map(([uid, problems]) => {
    const cells: Record<string, NonNullable<ReturnType<typeof acmCell>>> = {}
    for (const [id, rs] of problems) {
      const cell = acmCell(rs, c, options)
      if (cell) cells[id] = cell
    }
    return { participant: person(uid), cells }
  })
  return acmStandings(users, { stars, awards: { type: 0, config: [] } })
}

const summary = (rows: ReturnType<typeof board>) => rows.map((r) => [r.username, r.rank, r.ac, r.totalTime])

describe('ACM cells', () => {
  const cases: ReadonlyArray<{
    name: string
    rows: ReadonlyArray<Row>
    options?: AcmCellOptions
    cell: unknown
  }> = [
    {
      name: 'two rejected tries then Accepted: 40 minutes of penalty on top of the time',
      rows: [
        ['u', 'A', S.wrongAnswer, 60],
        ['u', 'A', S.timeLimitExceeded, 120],
        ['u', 'A', S.accepted, 600],
      ],
      cell: { isAC: true, ACTime: 600, errorNum: 2, tryNum: 0, isAfterContest: false },
    },
    {
      name: 'compile errors, system errors, cancelled and unjudged runs are no tries',
      rows: [
        ['u', 'A', S.compileError, 10],
        ['u', 'A', S.systemError, 20],
        ['u', 'A', S.cancelled, 30],
        ['u', 'A', S.judging, 40],
        ['u', 'A', S.submittedFailed, 45],
        ['u', 'A', S.accepted, 50],
      ],
      cell: { isAC: true, ACTime: 50, errorNum: 0 },
    },
    {
      name: 'tries after the first Accepted change nothing',
      rows: [
        ['u', 'A', S.accepted, 100],
        ['u', 'A', S.wrongAnswer, 200],
        ['u', 'A', S.accepted, 300],
      ],
      cell: { isAC: true, ACTime: 100, errorNum: 0 },
    },
    {
      name: 'the order is by submit time, not by arrival',
      rows: [
        ['u', 'A', S.accepted, 900],
        ['u', 'A', S.runtimeError, 300],
      ],
      cell: { isAC: true, ACTime: 900, errorNum: 1 },
    },
    {
      name: 'unsolved: every rejected try counts',
      rows: [
        ['u', 'A', S.wrongAnswer, 10],
        ['u', 'A', S.memoryLimitExceeded, 20],
        ['u', 'A', S.presentationError, 30],
      ],
      cell: { isAC: false, ACTime: null, errorNum: 3 },
    },
    {
      name: 'sealed: tries after the seal time are pending, never verdicts',
      rows: [
        ['u', 'A', S.wrongAnswer, 4 * HOUR - 1],
        ['u', 'A', S.wrongAnswer, 4 * HOUR],
        ['u', 'A', S.accepted, 4 * HOUR + 60],
      ],
      options: { sealed: true, containsEnd: false },
      cell: { isAC: false, ACTime: null, errorNum: 1, tryNum: 2 },
    },
    {
      name: 'the same runs unsealed (a contest admin): verdicts',
      rows: [
        ['u', 'A', S.wrongAnswer, 4 * HOUR - 1],
        ['u', 'A', S.wrongAnswer, 4 * HOUR],
        ['u', 'A', S.accepted, 4 * HOUR + 60],
      ],
      cell: { isAC: true, ACTime: 4 * HOUR + 60, errorNum: 2, tryNum: 0 },
    },
    {
      name: 'an Accepted before the seal stays visible while sealed',
      rows: [
        ['u', 'A', S.accepted, 100],
        ['u', 'A', S.wrongAnswer, 4 * HOUR + 5],
      ],
      options: { sealed: true, containsEnd: false },
      cell: { isAC: true, ACTime: 100, errorNum: 0, tryNum: 0 },
    },
    {
      name: 'after the end: ignored unless asked for',
      rows: [['u', 'A', S.accepted, 5 * HOUR + 10]],
      cell: null,
    },
    {
      name: 'after the end, asked for: marked as an after-contest Accepted',
      rows: [
        ['u', 'A', S.wrongAnswer, 100],
        ['u', 'A', S.accepted, 5 * HOUR + 10],
      ],
      options: { sealed: false, containsEnd: true },
      cell: { isAC: true, isAfterContest: true, ACTime: 5 * HOUR + 10, errorNum: 1 },
    },
    {
      name: 'runs before the start (an admin trying the problem) are not on the board',
      rows: [['u', 'A', S.accepted, -30]],
      cell: null,
    },
  ]
  for (const c of cases) {
    it(c.name, () => {
      const cell = acmCell(records(c.rows), clock(), c.options ?? live)
      if (c.cell === null) expect(cell).toBeNull()
      else expect(cell).toMatchObject(c.cell as object)
    })
  }
})

describe('ACM board', () => {
  it('orders by solved desc, then penalty asc; equal ones share a rank', () => {
    const rows = board([
      ['ann', 'A', S.accepted, 600],
      ['ann', 'B', S.wrongAnswer, 700],
      ['ann', 'B', S.accepted, 1200],
      ['bob', 'A', S.accepted, 300],
      ['bob', 'B', S.accepted, 900],
      ['cat', 'A', S.accepted, 100],
      ['dan', 'A', S.wrongAnswer, 100],
      ['eve', 'A', S.accepted, 300],
      ['eve', 'B', S.accepted, 900],
    ])
    expect(summary(rows)).toEqual([
      ['bob', 1, 2, 1200],
      ['eve', 1, 2, 1200],
      ['ann', 3, 2, 600 + 1200 + 1200],
      ['cat', 4, 1, 100],
      ['dan', 5, 0, 0],
    ])
    expect(rows[0]?.total).toBe(2)
    expect(rows[2]?.total).toBe(3)
  })

  it('first blood per problem: the earliest second, ties all first', () => {
    const rows = board([
      ['ann', 'A', S.accepted, 300],
      ['bob', 'A', S.accepted, 300],
      ['cat', 'A', S.accepted, 301],
      ['cat', 'B', S.accepted, 50],
    ])
    const first = Object.fromEntries(
      rows.map((r) => [
        r.username,
        Object.entries(r.submissionInfo)
          .filter(([, c]) => c.isFirstAC)
          .map(([id]) => id),
      ]),
    )
    expect(first).toEqual({ ann: ['A'], bob: ['A'], cat: ['B'] })
  })

  it('an after-contest Accepted neither solves nor takes first blood', () => {
    const rows = board(
      [
        ['ann', 'A', S.accepted, 5 * HOUR + 1],
        ['bob', 'A', S.accepted, 4000],
      ],
      { sealed: false, containsEnd: true },
    )
    expect(summary(rows)).toEqual([
      ['bob', 1, 1, 4000],
      ['ann', 2, 0, 0],
    ])
    expect(rows[1]?.submissionInfo.A).toMatchObject({ isAC: true, isAfterContest: true, isFirstAC: false })
  })

  it('sealed: the board ranks on what was known at the seal', () => {
    const rows: ReadonlyArray<Row> = [
      ['ann', 'A', S.accepted, 100],
      ['bob', 'A', S.accepted, 200],
      ['bob', 'B', S.accepted, 4 * HOUR + 30],
    ]
    expect(summary(board(rows, { sealed: true, containsEnd: false }))).toEqual([
      ['ann', 1, 1, 100],
      ['bob', 2, 1, 200],
    ])
    expect(summary(board(rows))).toEqual([
      ['bob', 1, 2, 200 + 4 * HOUR + 30],
      ['ann', 2, 1, 100],
    ])
  })

  it('star users show rank -1 and take no place', () => {
    const rows = board(
      [
        ['star', 'A', S.accepted, 10],
        ['ann', 'A', S.accepted, 20],
        ['bob', 'A', S.accepted, 30],
      ],
      live,
      clock(),
      new Set(['star']),
    )
    expect(summary(rows)).toEqual([
      ['star', -1, 1, 10],
      ['ann', 1, 1, 20],
      ['bob', 2, 1, 30],
    ])
  })

  it('default awards: 10/20/30 % of the non-star rows, rounded down, to rows that solved something', () => {
    const rows: Row[] = []
    for (let i = 0; i < 10; i += 1) rows.push([`u${i}`, 'A', S.accepted, 100 + i])
    rows.push(['star', 'A', S.accepted, 1])
    rows.push(['zero', 'A', S.wrongAnswer, 1])
    const users = [...byUserProblem(records(rows))].map(([uid, problems]) => ({
      participant: person(uid),
      cells: Object.fromEntries(
        [...problems].map(([id, rs]) => [
          id,
          acmCell(rs, clock(), live) as NonNullable<ReturnType<typeof acmCell>>,
        ]),
      ),
    }))
    const ranked = acmStandings(users, { stars: new Set(['star']), awards: DEFAULT_AWARDS })
    // 11 ranked rows: 1 gold, 2 silver, 3 bronze.
    expect(ranked.map((r) => [r.username, r.awardName])).toEqual([
      ['star', null],
      ['u0', 'Gold'],
      ['u1', 'Silver'],
      ['u2', 'Silver'],
      ['u3', 'Bronze'],
      ['u4', 'Bronze'],
      ['u5', 'Bronze'],
      ['u6', null],
      ['u7', null],
      ['u8', null],
      ['u9', null],
      ['zero', null],
    ])
  })

  it('awards by count go on to whoever ties with the last winner', () => {
    const rows = board([
      ['ann', 'A', S.accepted, 10],
      ['bob', 'A', S.accepted, 20],
      ['cat', 'A', S.accepted, 20],
      ['dan', 'A', S.accepted, 30],
    ])
    const users = rows.map((r) => ({ participant: person(r.uid), cells: r.submissionInfo }))
    const awarded = acmStandings(users, {
      stars: new Set(),
      awards: {
        type: 2,
        config: [
          { priority: 2, name: 'Second', background: '#ccc', color: '#000', num: 1 },
          { priority: 1, name: 'First', background: '#ff0', color: '#000', num: 2 },
        ],
      },
    })
    expect(awarded.map((r) => [r.username, r.rank, r.awardName])).toEqual([
      ['ann', 1, 'First'],
      ['bob', 2, 'First'],
      ['cat', 2, 'First'],
      ['dan', 4, 'Second'],
    ])
  })
})
