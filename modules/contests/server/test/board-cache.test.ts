import { JudgeStatus as S } from '@oj/sdk'
import { Db, Extensions, Users } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  cachedBoard,
  cellsPrint,
  type Computed,
  CONFIRM_MS,
  forgetBoards,
  FRESH_MS,
  MAX_AGE_MS,
  printOf,
} from '../src/board/cache.ts'
import { rankedBoard, standings } from '../src/board/read.ts'
import { applyJudged, rebuildBoard } from '../src/board/update.ts'
import { contest } from '../src/tables.ts'
import {
  addContest,
  contestsHarness,
  HOUR,
  judged,
  judgedEvent,
  noExtensions,
  runIn,
  waitFor,
} from './harness.ts'

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

// Between changes: a board is confirmed by its cells' print instead of computed again; a change that
// leaves the latest stamp of the cells as it was is found by that print; an old board is computed
// again in the background (profiles), its readers keeping it meanwhile. The clock is moved by hand.
describe('the board cache between changes', { timeout: 60_000 }, () => {
  const run = runIn(h)
  afterEach(() => vi.useRealTimers())

  it('computes a board once while its cells keep their print, and again when the print moves', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const start = Date.now() - HOUR
    await run(
      Effect.forEach(['alice', 'bob'] as const, (who, i) =>
        applyJudged(
          judgedEvent(h, {
            cid,
            who,
            displayId: 'A',
            status: S.wrongAnswer,
            at: new Date(start + (i + 1) * 60_000),
            submitId: 7_000_000 + cid * 10 + i,
          }),
        ),
      ),
    )
    const [row] = await h.server.db.client.select().from(contest).where(eq(contest.id, cid))
    // A board's print, computed from its cells and from the one before (which it takes over), is
    // Postgres's print of the cells.
    const out = [h.uids.author]
    const first = await run(rankedBoard(row!, 'live')(undefined, out))
    expect(first.print).toBe(await run(cellsPrint(cid)))
    expect(first.print).toMatch(/^2:/)
    await h.server.db.client.execute(sql`
      update contests.board_cell set gmt_modified = clock_timestamp()
      where cid = ${cid} and uid = ${h.uids.bob}`)
    const next = await run(rankedBoard(row!, 'live')(first, out))
    expect(next.print).not.toBe(first.print)
    expect(next.print).toBe(await run(cellsPrint(cid)))
    expect(first.kept.taken).toBe(true)
    expect(next.kept.cells).toBe(first.kept.cells)
    expect(await run(cellsPrint(-1))).toBe(printOf(0, 0n))

    // Each computation answers its number, and notes the one it was given to start from.
    let computed = 0
    const from: Array<number | undefined> = []
    const compute = (before: Computed<number, null> | undefined) =>
      cellsPrint(cid).pipe(
        Effect.map((print) => {
          from.push(before?.value)
          return { value: (computed += 1), print, kept: null }
        }),
      )
    const board = () => run(cachedBoard(row!, 'test', compute))
    vi.useFakeTimers({ toFake: ['Date'] })
    let now = Date.now()
    const later = (ms: number) => vi.setSystemTime((now += ms))

    expect(await board()).toBe(1)
    later(FRESH_MS + 1)
    expect(await board()).toBe(1)
    // Past the confirm time, nothing changed: confirmed, not computed.
    later(CONFIRM_MS)
    expect(await board()).toBe(1)
    expect(computed).toBe(1)

    // alice's cell rewritten with its own (older) stamp, as by a transaction that commits after one
    // stamped later: the latest stamp stays bob's.
    await h.server.db.client.execute(sql`
      update contests.board_cell set gmt_modified = gmt_modified
      where cid = ${cid} and uid = ${h.uids.alice}`)
    later(FRESH_MS + 1)
    expect(await board()).toBe(1)
    later(CONFIRM_MS)
    expect(await board()).toBe(2)

    // Old: the old board answers at once, the new one follows.
    later(MAX_AGE_MS)
    expect(await board()).toBe(2)
    await waitFor(async () => ((await board()) === 3 ? true : undefined), 'the board computed again')
    expect(computed).toBe(3)

    // A change that moves the latest stamp: computed from the board before, after FRESH_MS, or at
    // once after this process's own change (forgetBoards).
    const touch = () =>
      h.server.db.client.execute(sql`
        update contests.board_cell set gmt_modified = clock_timestamp()
        where cid = ${cid} and uid = ${h.uids.alice}`)
    await touch()
    expect(await board()).toBe(3)
    later(FRESH_MS + 1)
    expect(await board()).toBe(4)
    await touch()
    forgetBoards(cid)
    expect(await board()).toBe(5)
    // Only the key's version moved for those two; the print and the age computed from nothing.
    expect(from).toEqual([undefined, undefined, undefined, 3, 4])
  })

  it('computes a board from the one before as it would from nothing, and from nothing when a change slips by', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const start = Date.now() - HOUR
    let submitId = 7_500_000 + cid * 100
    const verdict = (who: 'alice' | 'bob', displayId: string, status: number, minute: number) =>
      run(
        applyJudged(
          judgedEvent(h, {
            cid,
            who,
            displayId,
            status,
            at: new Date(start + minute * 60_000),
            submitId: submitId++,
          }),
        ),
      )
    const [row] = await h.server.db.client.select().from(contest).where(eq(contest.id, cid))
    type Row = Record<string, unknown> & { username: string }
    // The contest's author asks (no row of theirs, so none pinned on top).
    const page = async () =>
      (
        await h.server.api<{ records: Row[] }>('POST', '/ojapi/get-contest-rank', {
          token: h.tokens.author,
          body: { cid, currentPage: 1, limit: 300 },
        })
      ).body.data!.records
    const fromNothing = async () => JSON.parse(JSON.stringify(await run(standings(row!, 'live')))) as Row[]

    await verdict('alice', 'A', S.wrongAnswer, 1)
    await verdict('bob', 'A', S.accepted, 2)
    expect(await page()).toEqual(await fromNothing())
    await verdict('alice', 'A', S.accepted, 3)
    await verdict('alice', 'B', S.wrongAnswer, 4)
    const after = await page()
    expect(after.map((r) => r.username)).toEqual(['bob', 'alice'])
    expect(after).toEqual(await fromNothing())

    // bob's cell emptied with an old stamp (a change the read of what changed since does not see),
    // then a verdict of alice's: the merged cells' print differs, so all cells are read.
    await h.server.db.client.execute(sql`
      update contests.board_cell set live = null, gmt_modified = '2000-01-01'
      where cid = ${cid} and uid = ${h.uids.bob}`)
    await verdict('alice', 'B', S.wrongAnswer, 5)
    const slipped = await page()
    expect(slipped.map((r) => r.username)).toEqual(['alice'])
    expect(slipped).toEqual(await fromNothing())
  })

  it('lets the readers due for a check at once share it, but not with a reader after a change of its own', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    const [row] = await h.server.db.client.select().from(contest).where(eq(contest.id, cid))
    // Each key check asks who the super admins are (they are left out): counted here.
    let checks = 0
    const users = {
      ...h.server.users,
      holding: (name: Parameters<typeof h.server.users.holding>[0]) => {
        checks += 1
        return h.server.users.holding(name)
      },
    }
    const compute = () => cellsPrint(cid).pipe(Effect.map((print) => ({ value: 1, print, kept: null })))
    const board = () =>
      Effect.runPromise(
        cachedBoard(row!, 'shared', compute).pipe(
          Effect.provideService(Db, h.server.db),
          Effect.provideService(Users, users),
          Effect.provideService(Extensions, noExtensions),
        ),
      )
    vi.useFakeTimers({ toFake: ['Date'] })
    let now = Date.now()
    const later = (ms: number) => vi.setSystemTime((now += ms))

    await board()
    expect(checks).toBe(1)
    // Fresh: no check.
    await Promise.all(Array.from({ length: 20 }, board))
    expect(checks).toBe(1)
    // Due: 20 readers at once, one check.
    later(FRESH_MS + 1)
    await Promise.all(Array.from({ length: 20 }, board))
    expect(checks).toBe(2)
    // A reader after this process's change does not join the check begun before it.
    later(FRESH_MS + 1)
    const before = board()
    await vi.waitFor(() => expect(checks).toBe(3))
    forgetBoards(cid)
    await Promise.all([before, board(), board()])
    expect(checks).toBe(4)
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
