import type { JudgedEvent } from '@oj/problems-contract'
import { type DbClient, dbTransaction } from '@oj/sdk/server'
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contest, contestProblem, contestRecord } from '../tables.ts'
import { forgetBoards } from './cache.ts'
import { cellViews } from './cells.ts'
import { pokeBoardStreams } from './stream.ts'

// The boards kept up to date per judged submission: the submission's record is stored (a rejudge
// overwrites it), then only its user's cell on its problem is computed again from that user's few
// records on it. A full rebuild (an admin's force update, a changed contest) recomputes every cell.
//
// A verdict is one transaction of two statements:
// 1. one stores the record, touches the cell (creating it, or writing a new version of it under its
//    row lock, held to the commit) and answers the contest, the cell's records with the stored one,
//    their fingerprint and the cell version it wrote (its xmin: this transaction);
// 2. the other writes the cell's views, computed here from those records, on the condition that the
//    records still have that fingerprint. They differ only when statement 1 waited for the lock of
//    another verdict of the cell (its snapshot was taken before that one committed): the records are
//    then read again and the write tried again. The version check keeps the write correct even
//    without the transaction around it (each touch makes a new version; only the last toucher writes).
// Most of a verdict's time is then its commit's WAL flush (the benchmark prints both).

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
const cellRecordsSql = (cid: number, uid: string, displayId: SQL) => sql`
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
    await db.execute(sql`
      with problem as (
        select coalesce(${event.displayId || null}::text, (select p.display_id from ${contestProblem} p
          where p.cid = ${cid} and p.pid = ${event.pid})) as display_id
        where exists (select 1 from ${contest} c where c.id = ${cid})
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
        (select to_jsonb(c) from ${contest} c where c.id = ${cid}) as contest,
        (${records}) as records,
        ${fingerprintOf(records)} as fingerprint`),
  )
  return touched
}

/** Statement 2: the cell's views, when the cell is still at `version` and its records are still these. */
async function writeViews(
  db: DbClient,
  row: ContestRow,
  event: JudgedEvent,
  displayId: string,
  version: string,
  records: ReadonlyArray<RecordRow>,
  fingerprint: string,
): Promise<boolean> {
  const views = cellViews(row, records)
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v))
  const written = await db.execute(sql`
    update ${boardCell}
    -- clock_timestamp(): microseconds, so that the board cache (cache.ts) sees every change.
    set live = ${json(views.live)}::jsonb, sealed = ${json(views.sealed)}::jsonb,
      with_end = ${json(views.withEnd)}::jsonb, username = ${event.username}, gmt_modified = clock_timestamp()
    where cid = ${row.id} and uid = ${event.uid} and display_id = ${displayId} and xmin::text = ${version}
      and ${fingerprintOf(cellRecordsSql(row.id, event.uid, sql`${displayId}`))} = ${fingerprint}
    returning 1 as one`)
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

/** Stores the verdict and brings its cell up to date; answers whether anything changed. */
async function applyToCell(db: DbClient, event: JudgedEvent): Promise<boolean> {
  if (event.cid <= 0) return false
  const touched = await storeAndTouch(db, event)
  if (!touched?.version || !touched.contest || !touched.displayId) return false
  const row = fromJson<ContestRow>(contest, touched.contest)
  const { version, displayId } = touched
  let records = touched.records ?? []
  let fingerprint = touched.fingerprint ?? ''
  for (;;) {
    const rows = records.map((r) => fromJson<RecordRow>(contestRecord, r))
    if (await writeViews(db, row, event, displayId, version, rows, fingerprint)) return true
    const now = await rereadIfMine(db, row.id, event.uid, displayId, version)
    if (!now) return true
    records = now.records
    fingerprint = now.fingerprint
  }
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

/** Recomputes every cell of a contest from its records (force update; after the contest's times change). */
export const rebuildBoard = (cid: number) =>
  dbTransaction(async (tx) => {
    const [row] = await tx.select().from(contest).where(eq(contest.id, cid)).for('update')
    if (!row) return 0
    return rebuildCells(tx, row)
  })

/** The rebuild in the caller's transaction (an admin's edit of the contest rebuilds with its change). */
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
    const views = cellViews(row, rs)
    return {
      uid: first.uid,
      display_id: first.displayId,
      username: latest.username,
      live: views.live ?? null,
      sealed: views.sealed ?? null,
      with_end: views.withEnd ?? null,
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
