import type { JudgedEvent } from '@oj/problems-contract'
import { type DbClient, dbTransaction } from '@oj/sdk/server'
import { and, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contest, contestProblem, contestRecord } from '../tables.ts'
import { forgetBoards } from './cache.ts'
import { cellViews } from './cells.ts'
import { pokeBoardStreams } from './stream.ts'

// The boards kept up to date per judged submission: the submission's record is stored (a rejudge
// overwrites it), then only its user's cell on its problem is computed again from that user's few
// records on it. A full rebuild (an admin's force update, a changed contest) recomputes every cell.

/** Recomputes one cell (in the caller's transaction); the cell row's lock serialises concurrent verdicts. */
async function refreshCell(tx: DbClient, row: ContestRow, uid: string, username: string, displayId: string) {
  // One statement creates the cell or locks it (an upsert that touches the row takes its lock).
  await tx
    .insert(boardCell)
    .values({ cid: row.id, uid, displayId, username })
    .onConflictDoUpdate({ target: [boardCell.cid, boardCell.uid, boardCell.displayId], set: { username } })
  const records = await tx
    .select()
    .from(contestRecord)
    .where(
      and(eq(contestRecord.cid, row.id), eq(contestRecord.uid, uid), eq(contestRecord.displayId, displayId)),
    )
  await tx
    .update(boardCell)
    // clock_timestamp(): microseconds, so that the board cache (cache.ts) sees every change.
    .set({ ...cellViews(row, records), username, gmtModified: sql`clock_timestamp()` })
    .where(and(eq(boardCell.cid, row.id), eq(boardCell.uid, uid), eq(boardCell.displayId, displayId)))
}

/** Applies one judged event to its contest's board (events outside contests, or of unknown ones, change nothing). */
export const applyJudged = (event: JudgedEvent) =>
  applyInTransaction(event).pipe(
    // this process's copies of the board go at once, then its live streams hear of the change
    Effect.tap(() => Effect.sync(() => forgetBoards(event.cid))),
    Effect.andThen(() => pokeBoardStreams(event.cid)),
  )

const applyInTransaction = (event: JudgedEvent) =>
  dbTransaction(async (tx) => {
    if (event.cid <= 0) return
    const [row] = await tx.select().from(contest).where(eq(contest.id, event.cid))
    if (!row) return
    let displayId = event.displayId
    if (!displayId) {
      const [problem] = await tx
        .select({ displayId: contestProblem.displayId })
        .from(contestProblem)
        .where(and(eq(contestProblem.cid, row.id), eq(contestProblem.pid, event.pid)))
      if (!problem) return
      displayId = problem.displayId
    }
    const values = {
      submitId: event.submitId,
      attempt: event.attempt,
      cid: row.id,
      uid: event.uid,
      username: event.username,
      pid: event.pid,
      displayId,
      status: event.status,
      score: event.score,
      subtasks: event.subtasks ?? null,
      useTime: event.time,
      submitTime: new Date(event.submitTime),
    }
    const stored = await tx
      .insert(contestRecord)
      .values(values)
      .onConflictDoUpdate({
        target: contestRecord.submitId,
        set: values,
        // An older attempt's late event never overwrites a newer verdict.
        setWhere: sql`${contestRecord.attempt} <= ${event.attempt}`,
      })
      .returning({ submitId: contestRecord.submitId })
    if (stored.length === 0) return
    await refreshCell(tx, row, event.uid, event.username, displayId)
  })

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
