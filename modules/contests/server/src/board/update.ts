import type { JudgedEvent } from '@oj/problems-contract'
import { type DbClient, dbTransaction, executePrepared } from '@oj/sdk/server'
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contest, contestProblem, contestRecord } from '../tables.ts'
import { forgetBoards } from './cache.ts'
import { type CellViews, cellViews } from './cells.ts'
import { pokeBoardStreams } from './stream.ts'

// The boards kept up to date per judged submission: the submission's record is stored (a rejudge
// overwrites it), then only its user's cell on its problem is computed again from that user's few
// records on it. A full rebuild (an admin's force update, a changed contest) recomputes every cell.
//
// A verdict is one transaction of two statements:
// 1. one locks the contest's row against a rebuild (for key share: verdicts do not wait for each
//    other, nor for edits of the row; a rebuild, which locks it for update, waits for the verdicts
//    under way, and those that come during it wait for its commit, so that it never writes a cell
//    from records older than a verdict that committed meanwhile), stores the record, touches the cell
//    (creating it, or writing a new version of it under its row lock, held to the commit) and
//    answers the contest (the row as locked: an edit that a rebuild waited for is in it), the cell's
//    records with the stored one, their fingerprint and the cell version it wrote (its xmin: this
//    transaction);
// 2. the other writes the cell's views, computed here from those records, on the condition that the
//    records still have that fingerprint. They differ only when statement 1 waited for the lock of
//    another verdict of the cell (its snapshot was taken before that one committed): the records are
//    then read again and the write tried again. The version check keeps the write correct even
//    without the transaction around it (each touch makes a new version; only the last toucher writes).
// Both run as named prepared statements: each connection parses and plans them once (a lone verdict
// took ~1 ms less in the benchmark). Most of a verdict's time is then its commit's WAL flush and the
// round trips (the benchmark prints both).

type RecordRow = typeof contestRecord.$inferSelect

/** A row of `table` from its `to_jsonb` (columns by their SQL names), as a select through drizzle reads it. */
function fromJson<T>(table: typeof contest | typeof contestRecord, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name]
    // jsonb values come parsed; timestamps as ISO text; numbers and booleans as they are.
    row[key] =
      value === null || value === undefined || column.dataType === 'json'
        ? (value ?? null)
        : column.mapFromDriverValue(value)
  }
  return row as T
}

/** The cell's records as JSON (the `checked` mark is not part of a cell) and their fingerprint. */
const cellRecordsSql = (cid: number | SQL, uid: string | SQL, displayId: SQL) => sql`
  select coalesce(jsonb_agg(to_jsonb(r) - 'checked' order by r.submit_id), '[]'::jsonb) as records
  from ${contestRecord} r where r.cid = ${cid} and r.uid = ${uid} and r.display_id = ${displayId}`

const fingerprintOf = (records: SQL) => sql`md5((${records})::text)`

interface Touched {
  version: string | null
  contest: Record<string, unknown> | null
  records: Array<Record<string, unknown>> | null
  fingerprint: string | null
  displayId: string | null
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Statement 1: the record stored (unless a newer attempt is), the cell touched; what its views need. */
async function storeAndTouch(db: DbClient, event: JudgedEvent): Promise<Touched | undefined> {
  const cid = event.cid
  const submitTime = new Date(event.submitTime).toISOString()
  const subtasks = event.subtasks ? JSON.stringify(event.subtasks) : null
  // The cell's records as this statement wrote them: the table's (its snapshot) but the stored one,
  // then the stored one as written.
  const records = sql`
    select coalesce(jsonb_agg(to_jsonb(x) - 'checked' order by x.submit_id), '[]'::jsonb) from (
      select r.* from ${contestRecord} r, rec
      where r.cid = ${cid} and r.uid = rec.uid and r.display_id = rec.display_id and r.submit_id <> rec.submit_id
      union all select * from rec
    ) x`
  const [touched] = rowsOf<Touched>(
    await executePrepared(
      db,
      'contests.board.touch',
      sql`
      with live_contest as (
        select to_jsonb(c) as row from ${contest} c where c.id = ${cid} for key share
      ),
      problem as (
        select coalesce(${event.displayId || null}::text, (select p.display_id from ${contestProblem} p
          where p.cid = ${cid} and p.pid = ${event.pid})) as display_id
        from live_contest
      ),
      rec as (
        insert into ${contestRecord} (submit_id, attempt, cid, uid, username, pid, display_id, status, score,
          subtasks, use_time, submit_time)
        select ${event.submitId}, ${event.attempt}, ${cid}, ${event.uid}, ${event.username}, ${event.pid},
          problem.display_id, ${event.status}, ${event.score}, ${subtasks}::jsonb, ${event.time},
          ${submitTime}::timestamptz
        from problem where problem.display_id is not null
        on conflict (submit_id) do update set attempt = excluded.attempt, cid = excluded.cid,
          uid = excluded.uid, username = excluded.username, pid = excluded.pid,
          display_id = excluded.display_id, status = excluded.status, score = excluded.score,
          subtasks = excluded.subtasks, use_time = excluded.use_time, submit_time = excluded.submit_time
          -- An older attempt's late event never overwrites a newer verdict.
          where ${contestRecord}.attempt <= excluded.attempt
        returning *
      ),
      cell as (
        insert into ${boardCell} (cid, uid, display_id, username)
        select cid, uid, display_id, username from rec
        on conflict (cid, uid, display_id) do update set username = excluded.username
        returning xmin::text as version
      )
      select (select version from cell) as version,
        (select display_id from rec) as "displayId",
        (select row from live_contest) as contest,
        (${records}) as records,
        ${fingerprintOf(records)} as fingerprint`,
    ),
  )
  return touched
}

/** A cell, and the username its row shows (its last stored verdict's). */
interface CellKey {
  readonly uid: string
  readonly displayId: string
  readonly username: string
}

/** Statement 2: the cell's views, when the cell is still at `version` and its records are still these. */
async function writeViews(
  db: DbClient,
  row: ContestRow,
  cell: CellKey,
  version: string,
  records: ReadonlyArray<RecordRow>,
  fingerprint: string,
): Promise<boolean> {
  const views = cellViews(row, records)
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v))
  const written = await executePrepared(
    db,
    'contests.board.views',
    sql`
    update ${boardCell}
    -- clock_timestamp(): microseconds, so that the board cache (cache.ts) sees every change.
    set live = ${json(views.live)}::jsonb, sealed = ${json(views.sealed)}::jsonb,
      with_end = ${json(views.withEnd)}::jsonb, username = ${cell.username}, gmt_modified = clock_timestamp()
    where cid = ${row.id} and uid = ${cell.uid} and display_id = ${cell.displayId} and xmin::text = ${version}
      and ${fingerprintOf(cellRecordsSql(row.id, cell.uid, sql`${cell.displayId}`))} = ${fingerprint}
    returning 1 as one`,
  )
  return rowsOf(written).length > 0
}

/** After a failed write: the cell's records now, when the cell is still at `version` (else another verdict owns it). */
async function rereadIfMine(db: DbClient, cid: number, uid: string, displayId: string, version: string) {
  const records = cellRecordsSql(cid, uid, sql`${displayId}`)
  const [now] = rowsOf<{ mine: boolean; records: Array<Record<string, unknown>>; fingerprint: string }>(
    await db.execute(sql`
      select c.xmin::text = ${version} as mine, (${records}) as records, ${fingerprintOf(records)} as fingerprint
      from ${boardCell} c where c.cid = ${cid} and c.uid = ${uid} and c.display_id = ${displayId}`),
  )
  return now?.mine ? now : undefined
}

/**
 * After a write refused by its check: the cell's records read again and its views written from them,
 * until a write holds (or another verdict touched the cell since: its own write brings it up to date).
 */
async function rewriteCell(db: DbClient, row: ContestRow, cell: CellKey, version: string): Promise<void> {
  for (;;) {
    const now = await rereadIfMine(db, row.id, cell.uid, cell.displayId, version)
    if (!now) return
    const rows = now.records.map((r) => fromJson<RecordRow>(contestRecord, r))
    if (await writeViews(db, row, cell, version, rows, now.fingerprint)) return
  }
}

/** Stores the verdict and brings its cell up to date; answers whether anything changed. */
async function applyToCell(db: DbClient, event: JudgedEvent): Promise<boolean> {
  if (event.cid <= 0) return false
  const touched = await storeAndTouch(db, event)
  if (!touched?.version || !touched.contest || !touched.displayId) return false
  const row = fromJson<ContestRow>(contest, touched.contest)
  const { version, displayId } = touched
  const cell = { uid: event.uid, displayId, username: event.username }
  const rows = (touched.records ?? []).map((r) => fromJson<RecordRow>(contestRecord, r))
  if (!(await writeViews(db, row, cell, version, rows, touched.fingerprint ?? '')))
    await rewriteCell(db, row, cell, version)
  return true
}

/** Applies one judged event to its contest's board (events outside contests, or of unknown ones, change nothing). */
export const applyJudged = (event: JudgedEvent) =>
  // most verdicts are outside contests: nothing to do, not even an empty transaction
  event.cid <= 0
    ? Effect.void
    : dbTransaction((tx) => applyToCell(tx, event)).pipe(
        // this process's copies of the board go at once, then its live streams hear of the change
        Effect.tap(() => Effect.sync(() => forgetBoards(event.cid))),
        Effect.andThen(() => pokeBoardStreams(event.cid)),
      )

// A batch of verdicts (a burst the bus had waiting) is one transaction of the same two statements for
// all of them, so that its commit's flush is paid once:
// 1. one locks the contests' rows (as a lone verdict does, in one order), stores every record and
//    touches every cell they fall in (a cell once, however many of the batch's verdicts it has; the
//    records first, then the cells, each in one order, so that two batches never wait for each
//    other's locks in a circle) and answers each cell's records and version as above, and the
//    contests' rows;
// 2. the other writes every cell's views, each under the same check as a lone verdict's; a cell whose
//    check fails (statement 1 waited for another verdict's lock on it) is read again and written
//    alone, as a lone verdict's is.
// Two verdicts of one submission: the one that one-by-one would leave stored goes in alone (the
// highest attempt; of equal attempts, the later); a cell's username is its last stored verdict's.

/** A cell the batch touched, with what its views need. */
interface TouchedCell {
  readonly cid: number
  readonly uid: string
  readonly displayId: string
  readonly username: string
  readonly version: string
  readonly records: Array<Record<string, unknown>>
  readonly fingerprint: string
}

/** The records the batch stores (one per submission, as one-by-one would leave it), for jsonb_to_recordset. */
function batchRecords(events: ReadonlyArray<JudgedEvent>) {
  const kept = new Map<number, { readonly ord: number; readonly event: JudgedEvent }>()
  events.forEach((event, ord) => {
    const before = kept.get(event.submitId)
    // An older attempt's late event never overwrites a newer verdict.
    if (event.cid > 0 && (!before || before.event.attempt <= event.attempt))
      kept.set(event.submitId, { ord, event })
  })
  return [...kept.values()].map(({ ord, event }) => ({
    ord,
    submit_id: event.submitId,
    attempt: event.attempt,
    cid: event.cid,
    uid: event.uid,
    username: event.username,
    pid: event.pid,
    display_id: event.displayId || null,
    status: event.status,
    score: event.score,
    subtasks: event.subtasks ?? null,
    use_time: event.time,
    submit_time: new Date(event.submitTime).toISOString(),
  }))
}

/** Statement 1 of a batch: every record stored (unless a newer attempt is), every cell touched once. */
async function storeAndTouchBatch(db: DbClient, events: ReadonlyArray<JudgedEvent>) {
  const records = batchRecords(events)
  if (records.length === 0) return { cells: [], contests: [] }
  const [answer] = rowsOf<{
    cells: Array<TouchedCell> | null
    contests: Array<Record<string, unknown>> | null
  }>(
    await executePrepared(
      db,
      'contests.board.touch-batch',
      sql`
      with ev as (
        select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as e(ord int, submit_id int,
          attempt int, cid int, uid text, username text, pid int, display_id text, status int, score int,
          subtasks jsonb, use_time int, submit_time timestamptz)
      ),
      live_contest as (
        select c.id, to_jsonb(c) as row from ${contest} c where c.id in (select cid from ev)
        order by c.id for key share
      ),
      problem as (
        select ev.*, coalesce(ev.display_id, (select p.display_id from ${contestProblem} p
          where p.cid = ev.cid and p.pid = ev.pid)) as shown
        from ev where ev.cid in (select id from live_contest)
      ),
      rec as (
        insert into ${contestRecord} (submit_id, attempt, cid, uid, username, pid, display_id, status, score,
          subtasks, use_time, submit_time)
        select submit_id, attempt, cid, uid, username, pid, shown, status, score,
          nullif(subtasks, 'null'), use_time, submit_time
        from problem where shown is not null order by submit_id
        on conflict (submit_id) do update set attempt = excluded.attempt, cid = excluded.cid,
          uid = excluded.uid, username = excluded.username, pid = excluded.pid,
          display_id = excluded.display_id, status = excluded.status, score = excluded.score,
          subtasks = excluded.subtasks, use_time = excluded.use_time, submit_time = excluded.submit_time
          where ${contestRecord}.attempt <= excluded.attempt
        returning *
      ),
      latest as (
        select distinct on (rec.cid, rec.uid, rec.display_id) rec.cid, rec.uid, rec.display_id, rec.username
        from rec join ev on ev.submit_id = rec.submit_id
        order by rec.cid, rec.uid, rec.display_id, ev.ord desc
      ),
      cell as (
        insert into ${boardCell} (cid, uid, display_id, username)
        select cid, uid, display_id, username from latest order by cid, uid, display_id
        on conflict (cid, uid, display_id) do update set username = excluded.username
        returning cid, uid, display_id, username, xmin::text as version
      ),
      -- each cell's records as this statement wrote them (as a lone verdict's, above)
      touched as (
        select cell.*, x.records from cell cross join lateral (
          select coalesce(jsonb_agg(to_jsonb(y) - 'checked' order by y.submit_id), '[]'::jsonb) as records from (
            select r.* from ${contestRecord} r
            where r.cid = cell.cid and r.uid = cell.uid and r.display_id = cell.display_id
              and not exists (select 1 from rec where rec.submit_id = r.submit_id)
            union all
            select * from rec where rec.cid = cell.cid and rec.uid = cell.uid and rec.display_id = cell.display_id
          ) y
        ) x
      )
      select
        (select jsonb_agg(jsonb_build_object('cid', cid, 'uid', uid, 'displayId', display_id,
          'username', username, 'version', version, 'records', records, 'fingerprint', md5(records::text)))
          from touched) as cells,
        (select jsonb_agg(row) from live_contest where id in (select cid from touched)) as contests`,
    ),
  )
  return { cells: answer?.cells ?? [], contests: answer?.contests ?? [] }
}

/**
 * A cell's views as its live / sealed / with_end column values in a jsonb_to_recordset parameter (a
 * missing view as JSON null, which the statement's nullif turns into SQL null).
 */
const viewColumns = (views: CellViews) => ({
  live: views.live ?? null,
  sealed: views.sealed ?? null,
  with_end: views.withEnd ?? null,
})

/** Statement 2 of a batch: every cell's views, each under its check; answers the cells written. */
async function writeViewsBatch(
  db: DbClient,
  cells: ReadonlyArray<{ readonly row: ContestRow; readonly cell: TouchedCell }>,
): Promise<Set<string>> {
  const values = cells.map(({ row, cell }) => ({
    cid: cell.cid,
    uid: cell.uid,
    display_id: cell.displayId,
    username: cell.username,
    version: cell.version,
    fingerprint: cell.fingerprint,
    ...viewColumns(
      cellViews(
        row,
        cell.records.map((r) => fromJson<RecordRow>(contestRecord, r)),
      ),
    ),
  }))
  const written = rowsOf<{ cid: number; uid: string; displayId: string }>(
    await executePrepared(
      db,
      'contests.board.views-batch',
      sql`
      update ${boardCell} b
      set live = nullif(v.live, 'null'), sealed = nullif(v.sealed, 'null'),
        with_end = nullif(v.with_end, 'null'), username = v.username, gmt_modified = clock_timestamp()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(cid int, uid text, display_id text,
        username text, version text, fingerprint text, live jsonb, sealed jsonb, with_end jsonb)
      where b.cid = v.cid and b.uid = v.uid and b.display_id = v.display_id and b.xmin::text = v.version
        and ${fingerprintOf(cellRecordsSql(sql`v.cid`, sql`v.uid`, sql`v.display_id`))} = v.fingerprint
      returning b.cid, b.uid, b.display_id as "displayId"`,
    ),
  )
  return new Set(written.map((w) => cellId(w)))
}

const cellId = (c: { readonly cid: number; readonly uid: string; readonly displayId: string }) =>
  `${c.cid}\u0000${c.uid}\u0000${c.displayId}`

/** Stores a batch's verdicts and brings their cells up to date. */
async function applyBatchToCells(db: DbClient, events: ReadonlyArray<JudgedEvent>): Promise<void> {
  const { cells, contests } = await storeAndTouchBatch(db, events)
  if (cells.length === 0) return
  const rows = new Map(contests.map((c) => fromJson<ContestRow>(contest, c)).map((row) => [row.id, row]))
  const touched = cells.flatMap((cell) => {
    const row = rows.get(cell.cid)
    return row ? [{ row, cell }] : []
  })
  const written = await writeViewsBatch(db, touched)
  for (const { row, cell } of touched)
    if (!written.has(cellId(cell))) await rewriteCell(db, row, cell, cell.version)
}

/**
 * Applies a batch of judged events to their contests' boards, in one transaction: the boards come
 * out as applying them one by one, in order, with `applyJudged` would leave them.
 */
export const applyJudgedBatch = (events: ReadonlyArray<JudgedEvent>) => {
  const inContests = events.filter((event) => event.cid > 0)
  const cids = [...new Set(inContests.map((event) => event.cid))]
  return inContests.length === 0
    ? Effect.void
    : dbTransaction((tx) => applyBatchToCells(tx, inContests)).pipe(
        Effect.tap(() => Effect.sync(() => cids.forEach((cid) => forgetBoards(cid)))),
        Effect.andThen(() => Effect.forEach(cids, pokeBoardStreams, { discard: true })),
      )
}

/** Recomputes every cell of a contest from its records (force update; after the contest's times change). */
export const rebuildBoard = (cid: number) =>
  dbTransaction(async (tx) => {
    const [row] = await tx.select().from(contest).where(eq(contest.id, cid)).for('update')
    if (!row) return 0
    return rebuildCells(tx, row)
  })

/**
 * The rebuild in the caller's transaction (an admin's edit of the contest rebuilds with its change),
 * which holds the contest's row for update (or made it): the verdicts under way have committed, and
 * those to come wait for this transaction's end.
 */
export async function rebuildCells(tx: DbClient, row: ContestRow): Promise<number> {
  const cid = row.id
  const records = await tx.select().from(contestRecord).where(eq(contestRecord.cid, cid))
  const groups = new Map<string, typeof records>()
  for (const r of records) {
    const key = `${r.uid}\u0000${r.displayId}`
    const group = groups.get(key)
    if (group) group.push(r)
    else groups.set(key, [r])
  }
  await tx.delete(boardCell).where(eq(boardCell.cid, cid))
  const cells = [...groups.values()].map((rs) => {
    const first = rs[0] as (typeof rs)[number]
    const latest = rs.reduce((a, b) => (a.submitId > b.submitId ? a : b))
    return {
      uid: first.uid,
      display_id: first.displayId,
      username: latest.username,
      ...viewColumns(cellViews(row, rs)),
    }
  })
  // Every cell in one statement: one JSON parameter unpacked by Postgres (not 7 parameters a cell).
  if (cells.length > 0) {
    await tx.execute(sql`
      insert into ${boardCell} (cid, uid, display_id, username, live, sealed, with_end)
      select ${cid}, c.uid, c.display_id, c.username,
        nullif(c.live, 'null'), nullif(c.sealed, 'null'), nullif(c.with_end, 'null')
      from jsonb_to_recordset(${JSON.stringify(cells)}::jsonb)
        as c(uid text, display_id text, username text, live jsonb, sealed jsonb, with_end jsonb)`)
  }
  forgetBoards(cid)
  return cells.length
}
