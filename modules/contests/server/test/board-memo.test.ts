import { JudgeStatus as S } from '@oj/sdk'
import { Db } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'

import { loadContest, memoOf } from '../src/board/memo.ts'
import { applyJudged, rebuildBoard } from '../src/board/update.ts'
import { addContest, contestsHarness, HOUR, judgedEvent, MINUTE, waitFor } from './harness.ts'

// A lone verdict of a contest kept in memory (board/memo.ts) is one statement outside any
// transaction; one whose kept guess no longer holds (another server's verdict, an admin's edit, a
// rebuild) takes the two-statement transaction. Either way the cells come out as a rebuild from the
// records computes them.

const { h } = contestsHarness()

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Every cell of the contest, in one order. */
const cells = async (cid: number) =>
  rowsOf<Record<string, unknown>>(
    await h.server.db.client.execute(sql`
      select uid, display_id, username, live, sealed, with_end from contests.board_cell
      where cid = ${cid} order by uid, display_id`),
  )

/** Applies the verdict; answers how many transactions it opened (0: the one statement did it). */
async function verdict(event: ReturnType<typeof judgedEvent>): Promise<number> {
  const db = h.server.db
  let transactions = 0
  const counted = {
    ...db,
    transaction: <A>(f: Parameters<typeof db.transaction<A>>[0]) => {
      transactions += 1
      return db.transaction(f)
    },
  }
  await Effect.runPromise(Effect.provideService(applyJudged(event), Db, counted))
  return transactions
}

const rebuild = (cid: number) => Effect.runPromise(Effect.provideService(rebuildBoard(cid), Db, h.server.db))

/** The cells as they are, then as a rebuild from the records leaves them: they must be the same. */
async function expectAsRebuilt(cid: number) {
  const before = await cells(cid)
  expect(before.length).toBeGreaterThan(0)
  await rebuild(cid)
  expect(await cells(cid)).toEqual(before)
}

const kept = (cid: number) =>
  waitFor(async () => (memoOf(h.server.db.client, cid) ? true : undefined), 'the contest kept in memory')

describe('lone verdicts of a contest kept in memory', { timeout: 60_000 }, () => {
  // Started two hours ago, three hours long, sealed from its 90th minute (half an hour ago).
  const contest = async () => {
    const now = Date.now()
    const cid = await addContest(h, { now, startIn: -2 * HOUR, length: 3 * HOUR, sealAt: 90 * MINUTE })
    const at = (minute: number) => new Date(now - 2 * HOUR + minute * MINUTE)
    const base = 7_000_000 + cid * 100
    return { cid, at, base }
  }

  it('are one statement each, and leave the cells as a rebuild does', async () => {
    const { cid, at, base } = await contest()
    const ev = (
      who: 'alice' | 'bob',
      displayId: string,
      n: number,
      status: number,
      minute: number,
      attempt = 1,
    ) => judgedEvent(h, { cid, who, displayId, status, at: at(minute), submitId: base + n, attempt })
    // The contest's first verdict takes the transaction and starts loading the contest.
    expect(await verdict(ev('alice', 'A', 1, S.wrongAnswer, 10))).toBe(1)
    await kept(cid)
    expect(await verdict(ev('alice', 'A', 2, S.accepted, 20))).toBe(0) // a kept cell
    expect(await verdict(ev('bob', 'A', 3, S.wrongAnswer, 100))).toBe(0) // a new cell, after the seal
    expect(await verdict(ev('bob', 'A', 4, S.accepted, 101))).toBe(0)
    expect(await verdict(ev('alice', 'B', 5, S.compileError, 30))).toBe(0)
    // A rejudge of alice's AC to WA, then its first attempt's verdict arriving late: refused, so the
    // statement writes nothing and the transaction finds nothing to change.
    expect(await verdict(ev('alice', 'A', 2, S.wrongAnswer, 20, 2))).toBe(0)
    expect(await verdict(ev('alice', 'A', 2, S.accepted, 20, 1))).toBe(1)
    const [aliceA] = (await cells(cid)).filter((c) => c['uid'] === h.uids.alice && c['display_id'] === 'A')
    expect(aliceA?.['live']).toMatchObject({ isAC: false, errorNum: 2 })
    const [bobA] = (await cells(cid)).filter((c) => c['uid'] === h.uids.bob)
    // bob's tries came after the seal: pending in the sealed view, counted in the live one
    expect(bobA?.['live']).toMatchObject({ isAC: true, errorNum: 1 })
    expect(bobA?.['sealed']).not.toEqual(bobA?.['live'])
    await expectAsRebuilt(cid)
  })

  it('take the transaction when what is kept no longer holds, and never leave a wrong cell', async () => {
    const { cid, at, base } = await contest()
    const ev = (who: 'alice' | 'bob', displayId: string, n: number, status: number, minute: number) =>
      judgedEvent(h, { cid, who, displayId, status, at: at(minute), submitId: base + n })
    expect(await verdict(ev('alice', 'A', 1, S.wrongAnswer, 10))).toBe(1)
    await kept(cid)
    expect(await verdict(ev('alice', 'A', 2, S.wrongAnswer, 11))).toBe(0)

    // Another server's verdict of the same cell (its record stored, its cell touched, as update.ts
    // does), then one of ours: the kept version is stale.
    const elsewhere = async (uid: string, displayId: string, n: number, status: number, minute: number) => {
      await h.server.db.client.transaction(async (tx) => {
        await tx.execute(sql`
          insert into contests.contest_record (submit_id, attempt, cid, uid, username, pid, display_id, status,
            score, use_time, submit_time)
          values (${base + n}, 1, ${cid}, ${uid}, ${uid === h.uids.alice ? 'alice' : 'bob'}, ${h.pids[0]!},
            ${displayId}, ${status}, null, 10, ${at(minute).toISOString()}::timestamptz)`)
        await tx.execute(sql`
          insert into contests.board_cell (cid, uid, display_id, username) values (${cid}, ${uid}, ${displayId},
            ${uid === h.uids.alice ? 'alice' : 'bob'})
          on conflict (cid, uid, display_id) do update set username = excluded.username`)
      })
    }
    await elsewhere(h.uids.alice, 'A', 3, S.accepted, 12)
    expect(await verdict(ev('alice', 'A', 4, S.wrongAnswer, 13))).toBe(1)
    const [aliceA] = (await cells(cid)).filter((c) => c['display_id'] === 'A' && c['uid'] === h.uids.alice)
    expect(aliceA?.['live']).toMatchObject({ isAC: true, errorNum: 2 }) // the other server's AC is in
    expect(await verdict(ev('alice', 'A', 5, S.wrongAnswer, 14))).toBe(0) // kept again by the transaction

    // A cell another server made: ours is kept as absent, which the statement finds untrue.
    await elsewhere(h.uids.bob, 'B', 6, S.wrongAnswer, 20)
    expect(await verdict(ev('bob', 'B', 7, S.accepted, 21))).toBe(1)
    expect(await verdict(ev('bob', 'B', 8, S.accepted, 22))).toBe(0)

    // The contest edited (its seal moved): the kept contest row is stale, the contest loaded again.
    await h.server.db.client.execute(sql`
      update contests.contest set seal_rank_time = start_time + interval '15 minutes' where id = ${cid}`)
    await rebuild(cid)
    expect(await verdict(ev('alice', 'B', 9, S.wrongAnswer, 30))).toBe(1)
    await kept(cid)
    expect(await verdict(ev('alice', 'B', 10, S.wrongAnswer, 31))).toBe(0)
    const [aliceB] = (await cells(cid)).filter((c) => c['display_id'] === 'B' && c['uid'] === h.uids.alice)
    // both after the new seal: pending in the sealed view
    expect(aliceB?.['live']).toMatchObject({ errorNum: 2 })
    expect(aliceB?.['sealed']).not.toEqual(aliceB?.['live'])

    // A rebuild writes every cell anew: the next verdict takes the transaction.
    await rebuild(cid)
    expect(await verdict(ev('bob', 'A', 11, S.wrongAnswer, 40))).toBe(1)
    await expectAsRebuilt(cid)
  })

  it('load a contest a few records at a time as in one read', async () => {
    const { cid, at, base } = await contest()
    // 3 users × 2 problems, 1 to 4 records a cell: chunks of 4 split cells and end mid-cell.
    let n = 0
    for (const who of ['alice', 'bob', 'author'] as const)
      for (const displayId of ['A', 'B'])
        for (let k = 0; k <= n % 4; k++, n++)
          await verdict(
            judgedEvent(h, { cid, who, displayId, status: S.wrongAnswer, at: at(n), submitId: base + n }),
          )
    const whole = await loadContest(h.server.db.client, cid, 1_000)
    if (typeof whole !== 'object') throw new Error(`not loaded: ${whole}`)
    expect([...whole.cells.values()].flatMap((c) => c.records)).toHaveLength(n)
    expect(await loadContest(h.server.db.client, cid, 1_000, n)).toEqual({
      ...whole,
      loadedAt: expect.any(Number),
    })
    expect(await loadContest(h.server.db.client, cid, 1_000, n - 1)).toBe('too large')
    for (const size of [1, 4, 5])
      expect(await loadContest(h.server.db.client, cid, size)).toEqual({
        ...whole,
        loadedAt: expect.any(Number),
      })
  })

  // Only on Postgres: PGlite has one connection, where the two cannot wait for each other.
  it.skipIf(!process.env['DATABASE_URL'])(
    'take the transaction when the statement is ended to break a deadlock',
    async () => {
      const { cid, at, base } = await contest()
      const ev = (n: number, status: number, minute: number) =>
        judgedEvent(h, { cid, who: 'alice', displayId: 'A', status, at: at(minute), submitId: base + n })
      expect(await verdict(ev(1, S.wrongAnswer, 10))).toBe(1)
      await kept(cid)
      // A transaction elsewhere stores a rejudge of submission 2, then touches its cell: the record
      // before the cell. Meanwhile the statement for submission 2's first verdict locks the cell and
      // waits for the record: each waits for the other, and the statement, waiting longer, is ended.
      const elsewhere = h.server.db.client.transaction(async (tx) => {
        await tx.execute(sql`
          insert into contests.contest_record (submit_id, attempt, cid, uid, username, pid, display_id, status,
            score, use_time, submit_time)
          values (${base + 2}, 2, ${cid}, ${h.uids.alice}, 'alice', ${h.pids[0]!}, 'A', ${S.accepted}, null, 10,
            ${at(20).toISOString()}::timestamptz)`)
        await new Promise((r) => setTimeout(r, 400))
        await tx.execute(sql`
          update contests.board_cell set username = username
          where cid = ${cid} and uid = ${h.uids.alice} and display_id = 'A'`)
      })
      await new Promise((r) => setTimeout(r, 100))
      expect(await verdict(ev(2, S.wrongAnswer, 20))).toBe(1)
      await elsewhere
      // The late first attempt was refused by the transaction: the rejudge's record stands.
      const [record] = rowsOf<{ attempt: number; status: number }>(
        await h.server.db.client.execute(sql`
          select attempt, status from contests.contest_record where submit_id = ${base + 2}`),
      )
      expect(record).toEqual({ attempt: 2, status: S.accepted })
    },
  )
})
