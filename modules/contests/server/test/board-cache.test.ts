import { JudgeStatus as S } from '@oj/sdk'
import { Db } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'

import { applyJudged, rebuildBoard } from '../src/board/update.ts'
import { addContest, contestsHarness, HOUR, judged, judgedEvent, waitFor } from './harness.ts'

// The board cache (board/cache.ts): a board page follows a verdict of this process at once, and a
// change another server made to the cells within its freshness window.

const { h } = contestsHarness()

type Page = { records: Array<{ username: string; ac: number }> }
const board = async (cid: number) =>
  (
    await h.server.api<Page>('POST', '/ojapi/get-contest-rank', {
      token: h.tokens.bob,
      body: { cid, currentPage: 1, limit: 50 },
    })
  ).body.data!.records.filter((r) => r.username === 'alice')

describe('the board cache', { timeout: 60_000 }, () => {
  it('shows a verdict at once, and a change of the cells by another server soon after', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.wrongAnswer,
      at: new Date(Date.now() - 60_000),
    })
    await waitFor(async () => ((await board(cid))[0]?.ac === 0 ? true : undefined), 'alice on the board')
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'B',
      status: S.accepted,
      at: new Date(Date.now() - 30_000),
    })
    await waitFor(async () => ((await board(cid))[0]?.ac === 1 ? true : undefined), 'alice’s AC')

    // Another server's change: the cell rewritten in the table, not through this process.
    await h.server.db.client.execute(sql`
      update contests.board_cell set live = null, sealed = null, gmt_modified = clock_timestamp()
      where cid = ${cid} and display_id = 'B'`)
    const seen = Date.now()
    await waitFor(async () => ((await board(cid))[0]?.ac === 0 ? true : undefined), 'the change', 3_000)
    expect(Date.now() - seen).toBeLessThan(2_000)
  })
})

describe('the board cache and the super admins', { timeout: 60_000 }, () => {
  const names = async (cid: number) =>
    (
      await h.server.api<Page>('POST', '/ojapi/get-contest-rank', {
        token: h.tokens.bob,
        body: { cid, currentPage: 1, limit: 50 },
      })
    ).body.data!.records.map((r) => r.username)
  const setRoot = (on: boolean) =>
    h.server.db.client.execute(
      on
        ? sql`insert into platform.user_role (uid, role_id)
            select ${h.uids.alice}, id from platform.role where role = 'root'`
        : sql`delete from platform.user_role where uid = ${h.uids.alice}
            and role_id = (select id from platform.role where role = 'root')`,
    )

  it('leaves out a user made super admin at once (within its freshness), and takes them back', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const at = new Date(Date.now() - 60_000)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at })
    await judged(h, { cid, who: 'bob', displayId: 'A', status: S.wrongAnswer, at })
    // (bob's own row comes first as well: the caller's row is pinned)
    await waitFor(async () => (new Set(await names(cid)).size === 2 ? true : undefined), 'both on the board')
    try {
      await setRoot(true)
      const made = Date.now()
      await waitFor(
        async () => (!(await names(cid)).includes('alice') ? true : undefined),
        'alice left out',
        3_000,
      )
      // Well within the cache's 5 s life: the set of super admins is part of the board's key.
      expect(Date.now() - made).toBeLessThan(2_000)
    } finally {
      await setRoot(false)
    }
    const unmade = Date.now()
    await waitFor(async () => ((await names(cid)).includes('alice') ? true : undefined), 'alice back', 3_000)
    expect(Date.now() - unmade).toBeLessThan(2_000)
  })
})

// Verdicts of one cell at the same time (the judged events of several judge workers, a rejudge
// racing the first verdicts): the cell ends as the rebuild from its records computes it.
describe('verdicts of one cell at once', { timeout: 60_000 }, () => {
  const cellOf = async (cid: number) => {
    const rows = await h.server.db.client.execute(sql`
      select live, sealed, with_end from contests.board_cell
      where cid = ${cid} and uid = ${h.uids.alice} and display_id = 'A'`)
    return (rows as unknown as { rows: Array<Record<string, unknown>> }).rows[0]
  }
  const event = (cid: number, start: number, submitId: number, status: number, minute: number, attempt = 1) =>
    judgedEvent(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status,
      at: new Date(start + minute * 60_000),
      submitId,
      attempt,
    })
  const all = (events: ReadonlyArray<ReturnType<typeof event>>) =>
    Effect.runPromise(
      Effect.provideService(
        Effect.all(events.map(applyJudged), { concurrency: 'unbounded' }),
        Db,
        h.server.db,
      ),
    )

  it('keeps every one of them, and a rejudge over a late older attempt', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const start = Date.now() - HOUR
    const base = 5_000_000 + cid * 100
    await all(Array.from({ length: 10 }, (_, i) => event(cid, start, base + i, S.wrongAnswer, i + 1)))
    expect((await cellOf(cid))?.['live']).toMatchObject({ isAC: false, errorNum: 10 })

    // The third run rejudged to Accepted while its first verdict arrives late, with new runs after it.
    await all([
      event(cid, start, base + 2, S.accepted, 3, 2),
      event(cid, start, base + 2, S.wrongAnswer, 3, 1),
      event(cid, start, base + 4, S.wrongAnswer, 5, 2),
      ...Array.from({ length: 6 }, (_, i) => event(cid, start, base + 10 + i, S.wrongAnswer, 20 + i)),
    ])
    const live = await cellOf(cid)
    expect(live?.['live']).toMatchObject({ isAC: true, ACTime: 180, errorNum: 2 })
    await Effect.runPromise(Effect.provideService(rebuildBoard(cid), Db, h.server.db))
    expect(await cellOf(cid)).toEqual(live)
  })
})
