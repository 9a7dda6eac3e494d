import type { JudgedEvent } from '@oj/problems-contract'
import { Db, type DbClient, dbQuery, dbTransaction, errorCauses, executePrepared } from '@oj/sdk/server'
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contest, contestProblem, contestRecord } from '../tables.ts'
import { type CellViews, cellViews } from './cells.ts'
import {
  cellKey,
  type CellMemo,
  forgetMemo,
  memoOf,
  type RecordRow,
  rememberCell,
  startLoading,
} from './memo.ts'
import { boardChanged } from './stream.ts'

// The boards kept up to date per judged submission: the submission's record is stored (a rejudge
// overwrites it), then only its user's cell on its problem is computed again from that user's few
// records on it. A full rebuild (an admin's force update, a changed contest) recomputes every cell.
//
// A verdict is one transaction of two statements (or, when its contest is kept in memory, one
// statement: below):
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

/** A view as a jsonb parameter (none: SQL null). */
const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v))

/** A record's store over an earlier one: an older attempt's late event never overwrites a newer verdict. */
const recordConflict = sql`on conflict (submit_id) do update set attempt = excluded.attempt, cid = excluded.cid,
  uid = excluded.uid, username = excluded.username, pid = excluded.pid, display_id = excluded.display_id,
  status = excluded.status, score = excluded.score, subtasks = excluded.subtasks, use_time = excluded.use_time,
  submit_time = excluded.submit_time
  where ${contestRecord}.attempt <= excluded.attempt`

interface Touched {
  version: string | null
  contest: Record<string, unknown> | null
  /** The contest row's xmin as locked. */
  contestVersion: string | null
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
        select to_jsonb(c) as row, c.xmin::text as version from ${contest} c where c.id = ${cid} for key share
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
        ${recordConflict}
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
        (select version from live_contest) as "contestVersion",
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
async function rewriteCell(
  db: DbClient,
  row: ContestRow,
  cell: CellKey,
  version: string,
): Promise<CellMemo | undefined> {
  for (;;) {
    const now = await rereadIfMine(db, row.id, cell.uid, cell.displayId, version)
    if (!now) return undefined
    const rows = now.records.map((r) => fromJson<RecordRow>(contestRecord, r))
    if (await writeViews(db, row, cell, version, rows, now.fingerprint)) return { version, records: rows }
  }
}

/** A cell as a committed transaction leaves it, for the contest's memo (memo.ts). */
interface Written {
  readonly cid: number
  readonly contestVersion: string
  readonly key: string
  readonly cell: CellMemo
}

const remember = (db: DbClient) => (written: ReadonlyArray<Written>) =>
  Effect.sync(() => {
    for (const w of written) rememberCell(db, w.cid, w.contestVersion, w.key, w.cell)
  })

/** Stores the verdict and brings its cell up to date; answers the cell as written (none: nothing changed, or another verdict wrote it). */
async function applyToCell(db: DbClient, event: JudgedEvent): Promise<Written[]> {
  if (event.cid <= 0) return []
  const touched = await storeAndTouch(db, event)
  if (!touched?.version || !touched.contest || !touched.contestVersion || !touched.displayId) return []
  const row = fromJson<ContestRow>(contest, touched.contest)
  const { version, displayId } = touched
  const cell = { uid: event.uid, displayId, username: event.username }
  const rows = (touched.records ?? []).map((r) => fromJson<RecordRow>(contestRecord, r))
  const written = (await writeViews(db, row, cell, version, rows, touched.fingerprint ?? ''))
    ? { version, records: rows }
    : await rewriteCell(db, row, cell, version)
  return written
    ? [
        {
          cid: event.cid,
          contestVersion: touched.contestVersion,
          key: cellKey(event.uid, displayId),
          cell: written,
        },
      ]
    : []
}

// A lone verdict whose contest is in memory (memo.ts) is one statement: its cell's views are computed
// here first, from the cell's records as kept with the new one, and the statement writes the record
// and the views together, in autocommit, on two conditions that it checks under the rows' locks: the
// contest's row and the cell's are still the versions (xmin) kept with those records. Every change of
// a cell's records makes a new version of its row in the same transaction (a verdict touches the
// cell; a rebuild writes every cell anew and the contest's row too), so a kept version that holds
// vouches for the kept records. When one does not hold, nothing is written and the verdict takes the
// two statements above, whose result is kept for the next. A verdict thus costs one round trip and one
// WAL flush (in the benchmark a lone verdict's p50 went from ~1.0 ms to ~0.5 ms).
// - The cell has a row: the statement locks it (for update) where its xmin is the kept one, stores
//   the record only then, and writes the views only when the record was stored (an older attempt's
//   late event is refused, and then nothing is written).
// - It has none: the statement makes it where it has no records and its submission no record (in
//   the statement's snapshot), and stores the record only when it made it. The one case left, a
//   newer attempt of the submission stored elsewhere meanwhile, leaves a cell without records, which
//   is removed at once.
// The statement locks the cell before the record, the transaction the record before the cell: two
// verdicts of one submission at once (a rejudge racing its first verdict), one each way, can wait for
// each other. Postgres ends one of them; when it is the statement, the verdict takes the transaction.

/** Postgres' error of a statement it ended to break a deadlock. */
const DEADLOCK = '40P01'

/** The fast statement's answer. */
interface Fast {
  readonly contest: boolean
  readonly version: string | null
  readonly stored: boolean
}

/** The columns of a record, the event's values (as storeAndTouch stores them). */
const recordValues = (event: JudgedEvent, displayId: string) => sql`${event.submitId}, ${event.attempt},
  ${event.cid}, ${event.uid}, ${event.username}, ${event.pid}, ${displayId}, ${event.status}, ${event.score},
  ${event.subtasks ? JSON.stringify(event.subtasks) : null}::jsonb, ${event.time},
  ${new Date(event.submitTime).toISOString()}::timestamptz`

async function fastStatement(
  db: DbClient,
  event: JudgedEvent,
  displayId: string,
  contestVersion: string,
  cellVersion: string | null,
  views: CellViews,
): Promise<Fast> {
  const cid = event.cid
  const liveContest = sql`live_contest as (
    select 1 from ${contest} c where c.id = ${cid} and c.xmin::text = ${contestVersion} for key share
  )`
  const columns = sql`(submit_id, attempt, cid, uid, username, pid, display_id, status, score, subtasks, use_time,
    submit_time)`
  const answer = sql`select exists (select 1 from live_contest) as contest, (select version from cell) as version,
    exists (select 1 from rec) as stored`
  const result = rowsOf<Fast>(
    cellVersion === null
      ? await executePrepared(
          db,
          'contests.board.fast-new',
          sql`
          with ${liveContest},
          cell as (
            insert into ${boardCell} (cid, uid, display_id, username, live, sealed, with_end, gmt_modified)
            select ${cid}, ${event.uid}, ${displayId}, ${event.username}, ${json(views.live)}::jsonb,
              ${json(views.sealed)}::jsonb, ${json(views.withEnd)}::jsonb, clock_timestamp()
            from live_contest
            where not exists (select 1 from ${contestRecord} r
                where r.cid = ${cid} and r.uid = ${event.uid} and r.display_id = ${displayId})
              and not exists (select 1 from ${contestRecord} r where r.submit_id = ${event.submitId})
            on conflict (cid, uid, display_id) do nothing
            returning xmin::text as version
          ),
          rec as (
            insert into ${contestRecord} ${columns}
            select ${recordValues(event, displayId)} from cell
            ${recordConflict}
            returning 1
          )
          ${answer}`,
        )
      : await executePrepared(
          db,
          'contests.board.fast',
          sql`
          with ${liveContest},
          guard as (
            select 1 from ${boardCell} b
            where b.cid = ${cid} and b.uid = ${event.uid} and b.display_id = ${displayId}
              and b.xmin::text = ${cellVersion} and exists (select 1 from live_contest)
            for update
          ),
          rec as (
            insert into ${contestRecord} ${columns}
            select ${recordValues(event, displayId)} from guard
            ${recordConflict}
            returning 1
          ),
          cell as (
            update ${boardCell} set live = ${json(views.live)}::jsonb, sealed = ${json(views.sealed)}::jsonb,
              with_end = ${json(views.withEnd)}::jsonb, username = ${event.username},
              gmt_modified = clock_timestamp()
            where cid = ${cid} and uid = ${event.uid} and display_id = ${displayId} and exists (select 1 from rec)
            returning xmin::text as version
          )
          ${answer}`,
        ),
  )
  return result[0] ?? { contest: false, version: null, stored: false }
}

/**
 * The verdict by the one statement, when its contest is kept: answers whether it is done (else the
 * two statements must do it). A contest not kept yet starts loading.
 */
async function applyFast(root: DbClient, db: DbClient, event: JudgedEvent): Promise<boolean> {
  const memo = memoOf(root, event.cid)
  if (!memo) {
    startLoading(root, event.cid)
    return false
  }
  const displayId = event.displayId
  if (!displayId) return false // the statement would look it up: the long path does
  const key = cellKey(event.uid, displayId)
  const kept = memo.cells.get(key) ?? { version: null, records: [] }
  const record: RecordRow = {
    submitId: event.submitId,
    attempt: event.attempt,
    cid: event.cid,
    uid: event.uid,
    username: event.username,
    pid: event.pid,
    displayId,
    status: event.status,
    score: event.score,
    subtasks: event.subtasks ?? null,
    useTime: event.time,
    submitTime: new Date(event.submitTime),
    checked: false,
  }
  const records = [...kept.records.filter((r) => r.submitId !== event.submitId), record].sort(
    (a, b) => a.submitId - b.submitId,
  )
  const views = cellViews(memo.row, records)
  const answer = await fastStatement(db, event, displayId, memo.version, kept.version, views).catch(
    (error: unknown) => {
      if (errorCauses(error).some((e) => (e as { code?: unknown }).code === DEADLOCK)) return undefined
      throw error
    },
  )
  if (!answer) return false
  if (!answer.contest) {
    forgetMemo(root, event.cid) // the contest changed (or is gone): load it again
    startLoading(root, event.cid)
    return false
  }
  if (!answer.version) return false
  if (answer.stored) {
    memo.cells.set(key, { version: answer.version, records })
    return true
  }
  // The new cell's record was refused: the cell goes again (unless a verdict has touched it since).
  await db.execute(sql`
    delete from ${boardCell} b where b.cid = ${event.cid} and b.uid = ${event.uid} and b.display_id = ${displayId}
      and b.xmin::text = ${answer.version}
      and not exists (select 1 from ${contestRecord} r
        where r.cid = b.cid and r.uid = b.uid and r.display_id = b.display_id)`)
  return false
}

/** Applies one judged event to its contest's board (events outside contests, or of unknown ones, change nothing). */
export const applyJudged = (event: JudgedEvent) =>
  // most verdicts are outside contests: nothing to do, not even an empty transaction
  event.cid <= 0
    ? Effect.void
    : Effect.gen(function* () {
        const { client } = yield* Db
        const done = yield* dbQuery((db) => applyFast(client, db, event))
        if (!done) yield* dbTransaction((tx) => applyToCell(tx, event)).pipe(Effect.flatMap(remember(client)))
        // this process's copies of the board go at once, then its live streams hear of the change
        yield* boardChanged(event.cid)
      })

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
    contests: Array<{ row: Record<string, unknown>; version: string }> | null
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
        select c.id, to_jsonb(c) as row, c.xmin::text as version from ${contest} c where c.id in (select cid from ev)
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
        ${recordConflict}
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
        (select jsonb_agg(jsonb_build_object('row', row, 'version', version)) from live_contest
          where id in (select cid from touched)) as contests`,
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
async function writeViewsBatch(db: DbClient, cells: ReadonlyArray<BatchCell>): Promise<Set<string>> {
  const values = cells.map(({ row, cell, records }) => ({
    cid: cell.cid,
    uid: cell.uid,
    display_id: cell.displayId,
    username: cell.username,
    version: cell.version,
    fingerprint: cell.fingerprint,
    ...viewColumns(cellViews(row, records)),
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

/** A touched cell of a batch with its contest's row and its records. */
interface BatchCell {
  readonly row: ContestRow
  readonly contestVersion: string
  readonly cell: TouchedCell
  readonly records: RecordRow[]
}

/** Stores a batch's verdicts and brings their cells up to date; answers the cells as written. */
async function applyBatchToCells(db: DbClient, events: ReadonlyArray<JudgedEvent>): Promise<Written[]> {
  const { cells, contests } = await storeAndTouchBatch(db, events)
  if (cells.length === 0) return []
  const rows = new Map(
    contests.map((c) => {
      const row = fromJson<ContestRow>(contest, c.row)
      return [row.id, { row, version: c.version }]
    }),
  )
  const touched = cells.flatMap((cell): BatchCell[] => {
    const live = rows.get(cell.cid)
    const records = cell.records.map((r) => fromJson<RecordRow>(contestRecord, r))
    return live ? [{ row: live.row, contestVersion: live.version, cell, records }] : []
  })
  const written = await writeViewsBatch(db, touched)
  const kept: Written[] = []
  for (const { row, contestVersion, cell, records } of touched) {
    const now = written.has(cellId(cell))
      ? { version: cell.version, records }
      : await rewriteCell(db, row, cell, cell.version)
    if (now) kept.push({ cid: cell.cid, contestVersion, key: cellKey(cell.uid, cell.displayId), cell: now })
  }
  return kept
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
    : Effect.gen(function* () {
        const { client } = yield* Db
        const written = yield* dbTransaction((tx) => applyBatchToCells(tx, inContests))
        yield* remember(client)(written)
      }).pipe(Effect.andThen(() => Effect.forEach(cids, (cid) => boardChanged(cid), { discard: true })))
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
 * those to come wait for this transaction's end. The caller tells the boards once it has committed
 * (boardChanged): told before, a reader would compute the board again from the cells as they were.
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
  // A new version of the contest's row: the servers' kept cells of it (memo.ts) are all stale now.
  await tx.execute(sql`update ${contest} set gmt_modified = gmt_modified where id = ${cid}`)
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
  return cells.length
}
