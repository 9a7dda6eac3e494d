import { describe, expect, it } from 'vitest'

import {
  type BoardInput,
  defaultMedals,
  finished,
  lowestPending,
  medals,
  parseHojTime,
  ranks,
  revealAll,
  revealCell,
  type RevealState,
  sealedBoard,
  step,
} from './reveal.ts'

// Times as the server sends them: GMT+8. The contest starts 2026/01/01 10:00:00 (GMT+8), seals at 14:00.
const START = '2026/01/01 10:00:00'
const SEAL = '2026/01/01 14:00:00'
const at = (h: number, m = 0) => `2026/01/01 ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`
const AC = 0
const WA = -1

const run = (who: string, displayId: string, status: number, time: string) => ({
  uid: `u-${who}`,
  username: who,
  realname: who.toUpperCase(),
  displayId,
  status,
  submitTime: time,
})

const base: BoardInput = {
  problems: ['A', 'B'],
  start: START,
  seal: SEAL,
  stars: [],
  removeStar: false,
  show: 'username',
  medals: [1, 1, 1],
  runs: [],
}

const order = (s: RevealState) => s.teams.map((t) => t.username)
const summary = (s: RevealState) => s.teams.map((t) => [t.username, t.solved, t.penalty])

describe('parseHojTime', () => {
  it.each([
    ['2026/01/01 08:00:00', Date.UTC(2026, 0, 1, 0, 0, 0)],
    ['2026/01/01 07:59:59', Date.UTC(2025, 11, 31, 23, 59, 59)],
    ['2026-03-05 18:30:15', Date.UTC(2026, 2, 5, 10, 30, 15)],
  ])('%s is GMT+8', (text, ms) => expect(parseHojTime(text)).toBe(ms))
  it('passes numbers through', () => expect(parseHojTime(5)).toBe(5))
})

describe('the sealed board', () => {
  it.each<[string, BoardInput['runs'], ReturnType<typeof summary>, Record<string, number>]>([
    ['nothing', [], [], {}],
    [
      'penalty: seconds to the AC + 20 min per rejected try; tries after the AC ignored',
      [run('ann', 'A', WA, at(10, 5)), run('ann', 'A', AC, at(10, 30)), run('ann', 'A', WA, at(11))],
      [['ann', 1, 30 * 60 + 20 * 60]],
      { ann: 0 },
    ],
    [
      'after the seal: pending, never counted',
      [run('ann', 'A', AC, at(14, 10)), run('bob', 'B', AC, at(11))],
      [
        ['bob', 1, 3600],
        ['ann', 0, 0],
      ],
      { ann: 1, bob: 0 },
    ],
    [
      'a problem solved before the seal has nothing pending',
      [run('ann', 'A', AC, at(11)), run('ann', 'A', WA, at(15))],
      [['ann', 1, 3600]],
      { ann: 0 },
    ],
    [
      'equal solved: less penalty first, then the username',
      [run('cat', 'A', AC, at(12)), run('bob', 'A', AC, at(11)), run('ann', 'A', AC, at(12))],
      [
        ['bob', 1, 3600],
        ['ann', 1, 7200],
        ['cat', 1, 7200],
      ],
      { ann: 0, bob: 0, cat: 0 },
    ],
  ])('%s', (_, runs, expected, pending) => {
    const s = sealedBoard({ ...base, runs })
    expect(summary(s)).toEqual(expected)
    for (const t of s.teams) {
      const n = Object.values(t.cells).reduce((k, c) => k + c.pending.length, 0)
      expect([t.username, n]).toEqual([t.username, pending[t.username]])
    }
  })

  it('leaves star users out with removeStar, and shows the chosen name', () => {
    const runs = [run('ann', 'A', AC, at(11)), run('star', 'A', AC, at(10, 30))]
    expect(order(sealedBoard({ ...base, runs, stars: ['star'], removeStar: true }))).toEqual(['ann'])
    const kept = sealedBoard({ ...base, runs, stars: ['star'], show: 'realname' })
    expect(kept.teams.map((t) => [t.name, t.star])).toEqual([
      ['STAR', true],
      ['ANN', false],
    ])
    expect(ranks(kept.teams)).toEqual(['*', 1])
  })

  it('has nothing pending without a seal', () => {
    const s = sealedBoard({ ...base, seal: null, runs: [run('ann', 'A', AC, at(15))] })
    expect(summary(s)).toEqual([['ann', 1, 5 * 3600]])
    expect(finished(s)).toBe(true)
  })
})

describe('revealing a cell', () => {
  it.each([
    [
      'the first AC solves it, tries before it count',
      [false, true, false],
      { solved: true, acTime: 20, errors: 2 },
    ],
    ['no AC: every try counts', [false, false], { solved: false, acTime: null, errors: 3 }],
    ['nothing pending', [], { solved: false, acTime: null, errors: 1 }],
  ])('%s', (_, pending, expected) => {
    const cell = revealCell({
      solved: false,
      acTime: null,
      errors: 1,
      pending: pending.map((ac, i) => ({ ac, time: 10 * (i + 1) })),
    })
    expect(cell).toEqual({ ...expected, pending: [] })
  })
})

describe('the rolling reveal', () => {
  // Before the seal: ann 2 solved, bob 1, cat 1 (more penalty). After: cat solves B at 14:30 after a WA,
  // bob's B is a WA, ann's nothing.
  const runs = [
    run('ann', 'A', AC, at(10, 20)),
    run('ann', 'B', AC, at(11)),
    run('bob', 'A', AC, at(10, 30)),
    run('cat', 'A', AC, at(12)),
    run('bob', 'B', WA, at(14, 5)),
    run('cat', 'B', WA, at(14, 10)),
    run('cat', 'B', AC, at(14, 30)),
  ]

  it('selects from the bottom row up, then reveals; rows move up when they improve', () => {
    let s = sealedBoard({ ...base, runs })
    expect(order(s)).toEqual(['ann', 'bob', 'cat'])
    expect(lowestPending(s)).toBe(2)
    expect(medals(s)).toEqual([null, null, null])

    s = step(s)
    expect(s.cursor).toEqual({ uid: 'u-cat', displayId: 'B' })
    s = step(s)
    // cat: A at 2 h, B at 4.5 h + 20 min; two solved like ann (20 min + 1 h), more penalty: second.
    expect(s.last).toEqual({ uid: 'u-cat', displayId: 'B', from: 2, to: 1 })
    expect(order(s)).toEqual(['ann', 'cat', 'bob'])
    expect(s.teams[1]!.penalty).toBe(2 * 3600 + 4.5 * 3600 + 20 * 60)

    s = step(s)
    expect(s.cursor).toEqual({ uid: 'u-bob', displayId: 'B' })
    s = step(s)
    expect(s.last).toEqual({ uid: 'u-bob', displayId: 'B', from: 2, to: 2 })
    expect(s.teams[2]!.cells['B']).toMatchObject({ solved: false, errors: 1 })
    expect(finished(s)).toBe(true)
    expect(step(s)).toBe(s)
    expect(medals(s)).toEqual(['gold', 'silver', 'bronze'])
  })

  it('gives medals only to final rows, by count, ties sharing', () => {
    const s = step(step(sealedBoard({ ...base, runs, medals: [1, 0, 1] })))
    // bob (last row) still pending: no medal anywhere yet; ann and cat above him are not final either.
    expect(medals(s)).toEqual([null, null, null])
    const done = revealAll(s)
    expect(medals(done)).toEqual(['gold', 'bronze', null])
    const tied = revealAll(
      sealedBoard({
        ...base,
        medals: [1, 0, 0],
        runs: [run('ann', 'A', AC, at(11)), run('bob', 'A', AC, at(11)), run('cat', 'A', AC, at(12))],
      }),
    )
    expect(ranks(tied.teams)).toEqual([1, 1, 3])
    expect(medals(tied)).toEqual(['gold', 'gold', null])
  })

  it('gives no medal to star users nor to rows with nothing solved', () => {
    const s = revealAll(
      sealedBoard({
        ...base,
        stars: ['ann'],
        runs: [run('ann', 'A', AC, at(11)), run('bob', 'A', AC, at(12)), run('cat', 'A', WA, at(12))],
      }),
    )
    expect(ranks(s.teams)).toEqual(['*', 1, 2])
    expect(medals(s)).toEqual([null, 'gold', null])
  })

  it.each([
    [0, [0, 0, 0]],
    [9, [0, 1, 2]],
    [10, [1, 2, 3]],
    [57, [5, 11, 17]],
  ])('default medals of %i participants', (n, expected) => expect(defaultMedals(n)).toEqual(expected))
})
