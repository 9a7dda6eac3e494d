import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import type { BoardClock, BoardRecord } from '../rules/records.ts'
import { clock, HOUR, person, records, type Row } from '../rules/table-kit.ts'
import {
  elapsedAt,
  type RunWindow,
  sealedAtElapsed,
  virtualRecords,
  type VirtualRule,
  virtualStandings,
} from './merge.ts'

// The virtual board by table: real runs [user, problem, status, seconds from the contest's start],
// the virtual participant's ('me') runs in seconds from their run's start, the run's elapsed seconds.

const DAY = 24 * HOUR

/** A run that starts 30 days after the contest (5 hours, sealed for the last one). */
function runOf(c: BoardClock): RunWindow {
  const start = c.start + 30 * DAY * 1000
  return { start, end: start + (c.end - c.start) }
}

/** The virtual participant's runs, `at` seconds into their run. */
const mine = (rows: ReadonlyArray<Row>, run: RunWindow, c: BoardClock): BoardRecord[] =>
  records(rows).map((r, i) => ({ ...r, submitId: 100 + i, submitTime: r.submitTime - c.start + run.start }))

function board(args: {
  real: ReadonlyArray<Row>
  own: ReadonlyArray<Row>
  elapsed: number
  rule?: VirtualRule
  autoRealRank?: boolean
  c?: BoardClock
  /** IOI: points per subtask of a run, by its place in `real` and in `own`. */
  parts?: { real?: ReadonlyArray<Record<string, number>>; own?: ReadonlyArray<Record<string, number>> }
}) {
  const c = args.c ?? clock()
  const run = runOf(c)
  const now = run.start + args.elapsed * 1000
  const withParts = (rs: BoardRecord[], parts?: ReadonlyArray<Record<string, number>>) =>
    rs.map((r, i) => (parts?.[i] ? { ...r, subtasks: parts[i] } : r))
  const rs = virtualRecords({
    real: withParts(records(args.real), args.parts?.real),
    own: withParts(mine(args.own, run, c), args.parts?.own),
    uid: 'me',
    clock: c,
    run,
    now,
  })
  const sealed = sealedAtElapsed(c, elapsedAt(run, now), args.autoRealRank ?? true)
  const rows = virtualStandings({
    records: rs,
    clock: c,
    rule: args.rule ?? { kind: 'acm' },
    sealed,
    uid: 'me',
    participant: person,
    options: { stars: new Set(), awards: { type: 0, config: [] } },
  })
  return { rows, sealed }
}

type AcmSummary = [user: string, rank: number, ac: number, penalty: number, virtual: boolean]

describe('the virtual board (ACM)', () => {
  const real: Row[] = [
    ['ann', 'A', S.accepted, 600],
    ['bob', 'A', S.wrongAnswer, 300],
    ['bob', 'A', S.accepted, 1800],
    ['cat', 'B', S.accepted, 3 * HOUR],
    // after the seal (4 h): a contestant saw it pending
    ['ann', 'B', S.accepted, 4 * HOUR + 600],
  ]
  const cases: ReadonlyArray<{
    name: string
    own: ReadonlyArray<Row>
    elapsed: number
    autoRealRank?: boolean
    rows: ReadonlyArray<AcmSummary>
    sealed: boolean
  }> = [
    {
      name: 'at the start: nobody has a counted run yet',
      own: [],
      elapsed: 0,
      rows: [],
      sealed: false,
    },
    {
      name: 'the elapsed-time cut: only real runs made no later into the contest (600 s is in, 1800 s not)',
      own: [],
      elapsed: 600,
      rows: [
        ['ann', 1, 1, 600, false],
        ['bob', 2, 0, 0, false],
      ],
      sealed: false,
    },
    {
      name: 'the virtual participant’s penalty counts from their own start: a reject and an AC 900 s in',
      own: [
        ['me', 'A', S.wrongAnswer, 100],
        ['me', 'A', S.accepted, 900],
      ],
      elapsed: HOUR,
      rows: [
        ['ann', 1, 1, 600, false],
        ['me', 2, 1, 900 + 1200, true],
        ['bob', 3, 1, 1800 + 1200, false],
      ],
      sealed: false,
    },
    {
      name: 'own runs later than now are not on the board yet (none can be: the cut is the same for both)',
      own: [['me', 'A', S.accepted, 2 * HOUR]],
      elapsed: HOUR,
      rows: [
        ['ann', 1, 1, 600, false],
        ['bob', 2, 1, 3000, false],
      ],
      sealed: false,
    },
    {
      name: 'the seal at the same elapsed time: after 4 h the later runs (real and own) are pending',
      own: [['me', 'B', S.accepted, 4 * HOUR + 60]],
      elapsed: 4 * HOUR + 900,
      rows: [
        ['ann', 1, 1, 600, false],
        ['bob', 2, 1, 3000, false],
        ['cat', 3, 1, 3 * HOUR, false],
        ['me', 4, 0, 0, true],
      ],
      sealed: true,
    },
    {
      name: 'finished: the whole contest, unsealed as the real board is after the end (auto real rank)',
      own: [['me', 'B', S.accepted, 4 * HOUR + 60]],
      elapsed: 9 * HOUR,
      rows: [
        ['ann', 1, 2, 600 + 4 * HOUR + 600, false],
        ['bob', 2, 1, 3000, false],
        ['cat', 3, 1, 3 * HOUR, false],
        ['me', 4, 1, 4 * HOUR + 60, true],
      ],
      sealed: false,
    },
    {
      name: 'finished without auto real rank: still sealed, as for real contestants',
      own: [['me', 'A', S.accepted, 60]],
      elapsed: 5 * HOUR,
      autoRealRank: false,
      rows: [
        ['me', 1, 1, 60, true],
        ['ann', 2, 1, 600, false],
        ['bob', 3, 1, 3000, false],
        ['cat', 4, 1, 3 * HOUR, false],
      ],
      sealed: true,
    },
  ]
  for (const t of cases) {
    it(t.name, () => {
      const { rows, sealed } = board({
        real,
        own: t.own,
        elapsed: t.elapsed,
        ...(t.autoRealRank === undefined ? {} : { autoRealRank: t.autoRealRank }),
      })
      const summary = rows.map((r) => {
        const acm = r as unknown as { ac: number; totalTime: number }
        return [r.username, r.rank, acm.ac, acm.totalTime, r.virtual]
      })
      expect(summary).toEqual(t.rows)
      expect(sealed).toBe(t.sealed)
    })
  }

  it('shows the sealed tries of the virtual participant as pending on their cell', () => {
    const { rows } = board({
      real: [],
      own: [['me', 'B', S.accepted, 4 * HOUR + 60]],
      elapsed: 4 * HOUR + 120,
    })
    const me = rows.find((r) => r.uid === 'me') as unknown as { submissionInfo: Record<string, unknown> }
    expect(me.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1, errorNum: 0 })
  })

  it('drops a real run of the virtual participant, and own runs outside their window', () => {
    const c = clock()
    const run = runOf(c)
    const rs = virtualRecords({
      real: records([['me', 'A', S.accepted, 60]]),
      own: [
        { ...records([['x', 'A', S.accepted, 0]])[0]!, submitTime: run.start - 1000 },
        { ...records([['x', 'A', S.accepted, 0]])[0]!, submitTime: run.end },
      ],
      uid: 'me',
      clock: c,
      run,
      now: run.end + DAY,
    })
    expect(rs).toEqual([])
  })
})

describe('the virtual board (OI)', () => {
  it('ranks by the contest’s score rule with the same cut and seal', () => {
    const real: Row[] = [
      ['ann', 'A', S.partialAccepted, 600, 40],
      ['ann', 'A', S.accepted, 2 * HOUR, 100, 30],
      ['bob', 'A', S.accepted, 4 * HOUR + 60, 100, 10],
    ]
    const own: Row[] = [
      ['me', 'A', S.accepted, HOUR, 100, 50],
      ['me', 'A', S.wrongAnswer, HOUR + 60, 0],
    ]
    const summary = (elapsed: number, rule: VirtualRule) =>
      board({ real, own, elapsed, rule }).rows.map((r) => {
        const oi = r as unknown as { totalScore: number }
        return [r.username, r.rank, oi.totalScore, r.virtual]
      })
    // Recent: my last score (0) counts; ann at 90 minutes still has her 40
    expect(summary(HOUR + 1800, { kind: 'oi', rule: 'Recent' })).toEqual([
      ['ann', 1, 40, false],
      ['me', 2, 0, true],
    ])
    // Highest: my 100 counts
    expect(summary(HOUR + 1800, { kind: 'oi', rule: 'Highest' })).toEqual([
      ['me', 1, 100, true],
      ['ann', 2, 40, false],
    ])
    // past the seal, bob's run is left out (sealed), ann's 100 is in
    expect(summary(4 * HOUR + 120, { kind: 'oi', rule: 'Highest' })).toEqual([
      ['ann', 1, 100, false],
      ['me', 2, 100, true],
    ])
  })
})

describe('the virtual board (IOI)', () => {
  it('sums each subtask’s best run, with the same elapsed-time cut', () => {
    const real: Row[] = [
      ['ann', 'A', S.partialAccepted, 600, 40],
      ['ann', 'A', S.partialAccepted, 1200, 60],
    ]
    const own: Row[] = [
      ['me', 'A', S.partialAccepted, 300, 30],
      ['me', 'A', S.partialAccepted, 900, 60],
    ]
    const parts = {
      real: [
        { '1': 40, '2': 0 },
        { '1': 0, '2': 60 },
      ],
      own: [
        { '1': 30, '2': 0 },
        { '1': 0, '2': 60 },
      ],
    }
    const summary = (elapsed: number) =>
      board({ real, own, elapsed, rule: { kind: 'ioi' }, parts }).rows.map((r) => {
        const oi = r as unknown as { totalScore: number }
        return [r.username, r.rank, oi.totalScore, r.virtual]
      })
    // 700 s in: ann's first run and my first only
    expect(summary(700)).toEqual([
      ['ann', 1, 40, false],
      ['me', 2, 30, true],
    ])
    // 30 minutes in: ann 40 + 60, me 30 + 60
    expect(summary(1800)).toEqual([
      ['ann', 1, 100, false],
      ['me', 2, 90, true],
    ])
  })
})
