import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { JudgeStatus as S } from '@oj/sdk'
import { Db } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'

import { applyJudged, applyJudgedBatch, rebuildBoard } from '../src/board/update.ts'
import { addContest, contestsHarness, HOUR, judgedEvent, waitFor } from './harness.ts'

// The judged events of a burst applied as one batch (board/update.ts applyJudgedBatch): the boards
// and records come out as applying the same events one by one, in order, leaves them.

const { h } = contestsHarness()

const run = <A, E>(effect: Effect.Effect<A, E, Db>) =>
  Effect.runPromise(Effect.provideService(effect, Db, h.server.db))
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Where an event goes: contest x or y of the case, a contest that does not exist, or none (cid 0). */
type Where = 'x' | 'y' | 'unknown' | 'none'

interface Spec {
  readonly where: Where
  /** The submission, by its number in the case. */
  readonly n: number
  readonly who: 'alice' | 'bob'
  readonly displayId: 'A' | 'B'
  readonly status: number
  /** Minutes after the start. */
  readonly minute: number
  readonly attempt?: number
  readonly username?: string
}

const UNKNOWN_CID = 987_654

const cases: ReadonlyArray<{ readonly name: string; readonly events: ReadonlyArray<Spec> }> = [
  {
    name: 'two submissions of one cell (the later one renamed)',
    events: [
      { where: 'x', n: 1, who: 'alice', displayId: 'A', status: S.wrongAnswer, minute: 5 },
      { where: 'x', n: 2, who: 'alice', displayId: 'A', status: S.accepted, minute: 9, username: 'alice2' },
      { where: 'x', n: 3, who: 'bob', displayId: 'B', status: S.accepted, minute: 7 },
    ],
  },
  {
    name: 'a rejudge with a higher attempt in the same batch',
    events: [
      { where: 'x', n: 1, who: 'alice', displayId: 'A', status: S.wrongAnswer, minute: 5 },
      { where: 'x', n: 2, who: 'alice', displayId: 'A', status: S.wrongAnswer, minute: 8 },
      { where: 'x', n: 1, who: 'alice', displayId: 'A', status: S.accepted, minute: 5, attempt: 2 },
    ],
  },
  {
    name: 'an older attempt arriving late',
    events: [
      { where: 'x', n: 1, who: 'alice', displayId: 'A', status: S.accepted, minute: 5, attempt: 2 },
      {
        where: 'x',
        n: 2,
        who: 'alice',
        displayId: 'A',
        status: S.wrongAnswer,
        minute: 8,
        username: 'alice2',
      },
      { where: 'x', n: 1, who: 'alice', displayId: 'A', status: S.wrongAnswer, minute: 5, attempt: 1 },
    ],
  },
  {
    name: 'two verdicts of one attempt: the later stands',
    events: [
      { where: 'x', n: 1, who: 'bob', displayId: 'B', status: S.wrongAnswer, minute: 5 },
      { where: 'x', n: 1, who: 'bob', displayId: 'B', status: S.accepted, minute: 5 },
    ],
  },
  {
    name: 'events of two contests, after the seal too',
    events: [
      { where: 'x', n: 1, who: 'alice', displayId: 'A', status: S.wrongAnswer, minute: 5 },
      { where: 'y', n: 2, who: 'alice', displayId: 'A', status: S.accepted, minute: 6 },
      { where: 'y', n: 3, who: 'bob', displayId: 'B', status: S.accepted, minute: 100 },
      { where: 'x', n: 4, who: 'alice', displayId: 'A', status: S.accepted, minute: 110 },
    ],
  },
  {
    name: 'an event of an unknown contest and one outside contests',
    events: [
      { where: 'unknown', n: 1, who: 'alice', displayId: 'A', status: S.accepted, minute: 5 },
      { where: 'none', n: 2, who: 'alice', displayId: 'A', status: S.accepted, minute: 5 },
      { where: 'x', n: 3, who: 'bob', displayId: 'A', status: S.wrongAnswer, minute: 5 },
    ],
  },
  {
    name: 'nothing but events that change no board',
    events: [
      { where: 'unknown', n: 1, who: 'alice', displayId: 'A', status: S.accepted, minute: 5 },
      { where: 'none', n: 2, who: 'bob', displayId: 'B', status: S.accepted, minute: 5 },
    ],
  },
]

let nextBase = 7_000_000

/** A case's two contests (sealed after 90 minutes) and its submission ids' base, for one way of applying it. */
async function setUp(now: number) {
  const contest = () => addContest(h, { now, startIn: -2 * HOUR, length: 3 * HOUR, sealAt: 90 * 60_000 })
  const base = (nextBase += 100)
  return { x: await contest(), y: await contest(), base, start: now - 2 * HOUR }
}
type Setup = Awaited<ReturnType<typeof setUp>>

const eventOf = (s: Setup, spec: Spec): JudgedEvent =>
  judgedEvent(h, {
    ...spec,
    cid: { x: s.x, y: s.y, unknown: UNKNOWN_CID, none: 0 }[spec.where],
    at: new Date(s.start + spec.minute * 60_000),
    submitId: s.base + spec.n,
  })

/** The case's boards and records, named by x / y and the submission's number (so that two setups compare). */
async function snapshot(s: Setup) {
  const label = (cid: number) => (cid === s.x ? 'x' : cid === s.y ? 'y' : `other ${cid}`)
  const cells = rowsOf<Record<string, unknown>>(
    await h.server.db.client.execute(sql`
      select cid, uid, display_id, username, live, sealed, with_end from contests.board_cell
      where cid in (${s.x}, ${s.y}) order by cid, uid, display_id`),
  ).map((c): Record<string, unknown> => ({ ...c, cid: label(Number(c['cid'])) }))
  const records = rowsOf<Record<string, unknown>>(
    await h.server.db.client.execute(sql`
      select submit_id, attempt, cid, uid, username, pid, display_id, status, score, use_time, submit_time
      from contests.contest_record where submit_id > ${s.base} and submit_id < ${s.base + 100}
      order by submit_id`),
  ).map((r) => ({ ...r, cid: label(Number(r['cid'])), submit_id: Number(r['submit_id']) - s.base }))
  return { cells, records }
}

describe('judged events applied in a batch', { timeout: 60_000 }, () => {
  it.each(cases)('leave the boards as one by one: $name', async ({ events }) => {
    const now = Date.now()
    const one = await setUp(now)
    for (const spec of events) await run(applyJudged(eventOf(one, spec)))
    const batch = await setUp(now)
    await run(applyJudgedBatch(events.map((spec) => eventOf(batch, spec))))
    const expected = await snapshot(one)
    expect(await snapshot(batch)).toEqual(expected)
    // and as the full rebuild from the records
    await run(rebuildBoard(batch.x))
    await run(rebuildBoard(batch.y))
    expect(await snapshot(batch)).toEqual(expected)
    expect(expected.records.every((r) => r.cid === 'x' || r.cid === 'y')).toBe(true)
  })

  it('takes a burst published on the bus as one by one would', async () => {
    const now = Date.now()
    const burst: Spec[] = Array.from({ length: 30 }, (_, i) => ({
      where: i % 3 === 0 ? 'y' : 'x',
      n: (i % 12) + 1,
      who: i % 2 === 0 ? 'alice' : 'bob',
      displayId: i % 4 < 2 ? 'A' : 'B',
      status: i % 5 === 0 ? S.accepted : S.wrongAnswer,
      minute: 10 + (i % 12),
      attempt: 1 + Math.floor(i / 12),
    }))
    const one = await setUp(now)
    for (const spec of burst) await run(applyJudged(eventOf(one, spec)))
    const expected = await snapshot(one)
    const bus = await setUp(now)
    for (const spec of burst) await h.server.bus.publish(ProblemsEvents.judged.subject, eventOf(bus, spec))
    await waitFor(
      async () => (JSON.stringify(await snapshot(bus)) === JSON.stringify(expected) ? true : undefined),
      'the burst on the boards',
    )
    // Leave nothing unacked behind (on NATS the next test server would be handed it): one more
    // event, of a contest of its own, comes after the burst's batches are done (and acked).
    const last = await setUp(now)
    await h.server.bus.publish(ProblemsEvents.judged.subject, eventOf(last, { ...burst[0]!, where: 'x' }))
    await waitFor(async () => ((await snapshot(last)).cells.length > 0 ? true : undefined), 'the last event')
    await new Promise((resolve) => setTimeout(resolve, 300))
  })

  it('comes out right beside lone verdicts of the same cells at the same time', async () => {
    const s = await setUp(Date.now())
    const spec = (n: number, status: number, attempt = 1): Spec => ({
      where: 'x',
      n,
      who: 'alice',
      displayId: 'A',
      status,
      minute: n,
      attempt,
    })
    await run(applyJudgedBatch(Array.from({ length: 10 }, (_, i) => eventOf(s, spec(i + 1, S.wrongAnswer)))))
    await run(
      Effect.all(
        [
          applyJudgedBatch([
            eventOf(s, spec(3, S.accepted, 2)),
            ...Array.from({ length: 5 }, (_, i) => eventOf(s, spec(20 + i, S.wrongAnswer))),
          ]),
          applyJudged(eventOf(s, spec(3, S.wrongAnswer, 1))),
          applyJudged(eventOf(s, spec(30, S.accepted))),
          applyJudgedBatch([eventOf(s, spec(31, S.wrongAnswer)), eventOf(s, spec(5, S.accepted, 2))]),
        ],
        { concurrency: 'unbounded' },
      ),
    )
    const after = await snapshot(s)
    expect(after.cells.find((c) => c['display_id'] === 'A')?.['live']).toMatchObject({
      isAC: true,
      ACTime: 180,
      errorNum: 2,
    })
    await run(rebuildBoard(s.x))
    expect(await snapshot(s)).toEqual(after)
  })

  it('loses no verdict to force updates of the board that run beside them', async () => {
    // A rebuild reads the records, then writes every cell: a verdict that committed in between would
    // be missing from its cell (on Postgres; PGlite runs one transaction at a time)
    const s = await setUp(Date.now())
    const specs = Array.from({ length: 60 }, (_, i): Spec => ({
      where: 'x',
      n: i + 1,
      who: i % 2 === 0 ? 'alice' : 'bob',
      displayId: i % 4 < 2 ? 'A' : 'B',
      status: i % 7 === 6 ? S.accepted : S.wrongAnswer,
      minute: i + 1,
    }))
    let judging = true
    const rebuilds = (async () => {
      let n = 0
      for (; judging; n++) await run(rebuildBoard(s.x))
      return n
    })()
    await run(Effect.forEach(specs, (spec) => applyJudged(eventOf(s, spec)), { concurrency: 4 }))
    judging = false
    expect(await rebuilds).toBeGreaterThan(0)
    const live = await snapshot(s)
    expect(live.records).toHaveLength(specs.length)
    await run(rebuildBoard(s.x))
    expect(live).toEqual(await snapshot(s))
  })
})
