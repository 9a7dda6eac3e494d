import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { recordJudged, recordJudgedBatch } from '../src/icpc/record.ts'
import { addContest, contestsHarness, HOUR, judgedEvent, MINUTE, runIn, waitFor } from './harness.ts'

// The judged events of a burst recorded in the ICPC event feeds as one batch (icpc/record.ts
// recordJudgedBatch): the feeds come out as recording the same events one by one, in order, leaves
// them: the same rows, in the same order of tokens across the contests.

const { h } = contestsHarness()

const run = runIn(h)
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Where an event goes: contest x (running, sealed 90 minutes in), y (ended, sealed: the first look
 * thaws it), a contest that does not exist, or none (cid 0).
 */
type Where = 'x' | 'y' | 'unknown' | 'none'

interface Spec {
  readonly where: Where
  /** The submission, by its number in the case. */
  readonly n: number
  /** ghost: a user with no profile (the event's username stands for it). */
  readonly who: 'alice' | 'bob' | 'author' | 'chief' | 'ghost'
  /** '' for an event without it (the contest's problem of the pid is looked up); Z: a problem not in the contest. */
  readonly displayId: 'A' | 'B' | '' | 'Z'
  readonly status: number
  /** Minutes after the contest's start. */
  readonly minute: number
  readonly attempt?: number
  readonly language?: string
}

const UNKNOWN_CID = 987_654

const ev = (
  where: Where,
  n: number,
  who: Spec['who'],
  status: number,
  minute: number,
  more: Partial<Spec> = {},
): Spec => ({ where, n, who, displayId: 'A', status, minute, ...more })

const cases: ReadonlyArray<{
  readonly name: string
  /** Recorded one by one before the case, in both ways of applying it. */
  readonly before?: ReadonlyArray<Spec>
  readonly events: ReadonlyArray<Spec>
  /** The judgements the feeds then hold, in order (by the submission's number and the attempt). */
  readonly judgements: ReadonlyArray<string>
}> = [
  {
    name: 'events of two contests, interleaved',
    judgements: ['n01-1', 'n02-1', 'n03-1', 'n04-1', 'n05-1'],
    events: [
      ev('x', 1, 'alice', S.wrongAnswer, 5),
      ev('y', 2, 'alice', S.accepted, 6),
      ev('x', 3, 'bob', S.accepted, 7, { displayId: 'B' }),
      ev('y', 4, 'bob', S.wrongAnswer, 100, { language: 'C++ 17' }),
      ev('x', 5, 'alice', S.accepted, 110),
    ],
  },
  {
    name: 'events left out: no contest, an unknown one, the author, a super admin, before the start, no problem',
    judgements: ['n07-1'],
    events: [
      ev('none', 1, 'alice', S.accepted, 5),
      ev('unknown', 2, 'alice', S.accepted, 5),
      ev('x', 3, 'author', S.accepted, 5),
      ev('x', 4, 'chief', S.accepted, 5),
      ev('x', 5, 'bob', S.accepted, -5),
      ev('x', 6, 'bob', S.accepted, 6, { displayId: 'Z' }),
      ev('x', 7, 'bob', S.wrongAnswer, 7, { displayId: '' }),
    ],
  },
  {
    name: 'nothing but events left out',
    judgements: [],
    events: [ev('none', 1, 'alice', S.accepted, 5), ev('unknown', 2, 'bob', S.accepted, 5)],
  },
  {
    name: 'a rejudge with a higher attempt in the same batch',
    judgements: ['n01-1', 'n02-1', 'n01-2'],
    events: [
      ev('x', 1, 'alice', S.wrongAnswer, 5),
      ev('x', 2, 'alice', S.wrongAnswer, 8),
      ev('x', 1, 'alice', S.accepted, 5, { attempt: 2 }),
    ],
  },
  {
    name: 'an older attempt arriving late, in the batch and after an earlier one',
    judgements: ['n03-3', 'n01-2', 'n02-1'],
    before: [ev('x', 3, 'bob', S.accepted, 4, { attempt: 3 })],
    events: [
      ev('x', 1, 'alice', S.accepted, 5, { attempt: 2 }),
      ev('x', 2, 'alice', S.wrongAnswer, 8),
      ev('x', 1, 'alice', S.wrongAnswer, 5, { attempt: 1 }),
      ev('x', 3, 'bob', S.wrongAnswer, 4, { attempt: 2 }),
    ],
  },
  {
    name: 'the same submission twice: another verdict of one attempt, then a redelivery',
    judgements: ['n02-1', 'n01-1', 'n01-1'],
    before: [ev('y', 2, 'bob', S.wrongAnswer, 9)],
    events: [
      ev('x', 1, 'bob', S.wrongAnswer, 5, { displayId: 'B' }),
      ev('x', 1, 'bob', S.accepted, 5, { displayId: 'B' }),
      ev('x', 1, 'bob', S.accepted, 5, { displayId: 'B' }),
      ev('y', 2, 'bob', S.wrongAnswer, 9),
    ],
  },
  {
    name: 'a cancelled verdict, a user with no profile and a new language',
    judgements: ['n02-1', 'n03-1', 'n01-2'],
    events: [
      ev('x', 1, 'alice', S.cancelled, 5),
      ev('x', 2, 'ghost', S.accepted, 6),
      ev('x', 3, 'alice', S.accepted, 7, { language: 'Python 3' }),
      ev('x', 1, 'alice', S.accepted, 5, { attempt: 2 }),
    ],
  },
]

let nextBase = 8_000_000

/** A case's two contests and its submission ids' base, for one way of applying it. */
async function setUp(now: number) {
  const base = (nextBase += 100)
  return {
    x: await addContest(h, { now, startIn: -2 * HOUR, length: 3 * HOUR, sealAt: 90 * MINUTE }),
    y: await addContest(h, { now, startIn: -5 * HOUR, length: 3 * HOUR, sealAt: 90 * MINUTE }),
    base,
    now,
  }
}
type Setup = Awaited<ReturnType<typeof setUp>>

function eventOf(s: Setup, spec: Spec): JudgedEvent {
  const at = s.now + (spec.where === 'y' ? -5 * HOUR : -2 * HOUR) + spec.minute * MINUTE
  const attempt = spec.attempt ?? 1
  return judgedEvent(h, {
    ...spec,
    cid: { x: s.x, y: s.y, unknown: UNKNOWN_CID, none: 0 }[spec.where],
    who: spec.who === 'ghost' ? 'alice' : spec.who,
    ...(spec.who === 'ghost' ? { uid: 'no-such-user', username: 'ghost' } : {}),
    ...(spec.displayId === 'Z' ? { displayId: '', pid: 999_999 } : {}),
    ...(spec.displayId === '' ? { pid: h.pids[0]! } : {}),
    at: new Date(at),
    submitId: s.base + spec.n,
    time: 10 * spec.n,
    judgedAt: new Date(at + attempt * MINUTE),
  })
}

/**
 * The case's feed rows in token order across its contests, named by x / y and the submission's
 * number (so that two setups compare); the thaw's time is the clock's at the first look, so only
 * whether it is set counts.
 */
async function snapshot(s: Setup) {
  const label = (cid: number) => (cid === s.x ? 'x' : cid === s.y ? 'y' : `other ${cid}`)
  const ours = new RegExp(`\\b${Math.floor(s.base / 100)}(\\d\\d)\\b`, 'g')
  const rows = rowsOf<{
    cid: number
    type: string
    object_id: string | null
    data: unknown
    submit_time: unknown
  }>(
    await h.server.db.client.execute(sql`
      select cid, type, object_id, data, submit_time from contests.feed_event
      where cid in (${s.x}, ${s.y}) order by token`),
  )
  return rows.map((r) => {
    let data = r.data as Record<string, unknown> | null
    if (data && r.type === 'contest') data = { ...data, id: label(Number(data['id'])) }
    if (data && r.type === 'state')
      data = { ...data, thawed: data['thawed'] !== null, finalized: data['finalized'] !== null }
    return {
      cid: label(Number(r.cid)),
      type: r.type,
      objectId: r.object_id?.replace(ours, 'n$1') ?? null,
      data: JSON.parse(JSON.stringify(data).replace(ours, 'n$1')) as unknown,
      submitTime: r.submit_time === null ? null : new Date(r.submit_time as string).toISOString(),
    }
  })
}

describe('judged events recorded in the feeds in a batch', { timeout: 60_000 }, () => {
  it.each(cases)('leave the feeds as one by one: $name', async ({ before = [], events, judgements }) => {
    const now = Date.now()
    const one = await setUp(now)
    for (const spec of [...before, ...events]) await run(recordJudged(eventOf(one, spec)))
    const batch = await setUp(now)
    for (const spec of before) await run(recordJudged(eventOf(batch, spec)))
    await run(recordJudgedBatch(events.map((spec) => eventOf(batch, spec))))
    const expected = await snapshot(one)
    expect(await snapshot(batch)).toEqual(expected)
    expect(expected.filter((r) => r.type === 'judgements').map((r) => r.objectId)).toEqual(judgements)
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
    for (const spec of burst) await run(recordJudged(eventOf(one, spec)))
    const expected = await snapshot(one)
    const bus = await setUp(now)
    for (const spec of burst) await h.server.bus.publish(ProblemsEvents.judged.subject, eventOf(bus, spec))
    await waitFor(
      async () => (JSON.stringify(await snapshot(bus)) === JSON.stringify(expected) ? true : undefined),
      'the burst in the feeds',
    )
    // Leave nothing unacked behind (on NATS the next test server would be handed it): one more
    // event, of a contest of its own, comes after the burst's batches are done (and acked).
    const last = await setUp(now)
    await h.server.bus.publish(ProblemsEvents.judged.subject, eventOf(last, { ...burst[0]!, where: 'x' }))
    await waitFor(async () => ((await snapshot(last)).length > 0 ? true : undefined), 'the last event')
    await new Promise((resolve) => setTimeout(resolve, 300))
  })
})
