import type { JudgedEvent } from '@oj/problems-contract'
import { type DbClient, dbTransaction } from '@oj/sdk/server'
import { and, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contest, contestProblem, contestRecord } from '../tables.ts'
import { cellViews } from './cells.ts'
import { pokeBoardStreams } from './stream.ts'

// The boards kept up to date per judged submission: the submission's record is stored (a rejudge
// overwrites it), then only its user's cell on its problem is computed again from that user's few
// records on it. A full rebuild (an admin's force update, a changed contest) recomputes every cell.

/** Recomputes one cell (in the caller's transaction); the cell row's lock serialises concurrent verdicts. */
async function refreshCell(tx: DbClient, row: ContestRow, uid: string, username: string, displayId: string) {
  await tx.insert(boardCell).values({ cid: row.id, uid, displayId, username }).onConflictDoNothing()
  await tx
    .select({ uid: boardCell.uid })
    .from(boardCell)
    .where(and(eq(boardCell.cid, row.id), eq(boardCell.uid, uid), eq(boardCell.displayId, displayId)))
    .for('update')
  const records = await tx
    .select()
    .from(contestRecord)
    .where(
      and(eq(contestRecord.cid, row.id), eq(contestRecord.uid, uid), eq(contestRecord.displayId, displayId)),
    )
  await tx
    .update(boardCell)
    .set({ ...cellViews(row, records), username, gmtModified: new Date() })
    .where(and(eq(boardCell.cid, row.id), eq(boardCell.uid, uid), eq(boardCell.displayId, displayId)))
}

/** Applies one judged event to its contest's board (events outside contests, or of unknown ones, change nothing). */
export const applyJudged = (event: JudgedEvent) =>
  applyJudgedEvent(event).pipe(Effect.andThen(() => pokeBoardStreams(event.cid)))

const applyJudgedEvent = (event: JudgedEvent) =>
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
    groups.set(key, [...(groups.get(key) ?? []), r])
  }
  await tx.delete(boardCell).where(eq(boardCell.cid, cid))
  const cells = [...groups.values()].map((rs) => {
    const first = rs[0] as (typeof rs)[number]
    const latest = rs.reduce((a, b) => (a.submitId > b.submitId ? a : b))
    return {
      cid,
      uid: first.uid,
      displayId: first.displayId,
      username: latest.username,
      ...cellViews(row, rs),
    }
  })
  for (let i = 0; i < cells.length; i += 500) await tx.insert(boardCell).values(cells.slice(i, i + 500))
  return cells.length
}
