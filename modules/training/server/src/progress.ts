import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { type DbClient, dbTransaction, on } from '@oj/sdk/server'
import { ACCEPTED } from '@oj/training-contract'
import { and, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { progress, record, standing, training, trainingProblem } from './tables.ts'

// Progress and rank follow the problems module's judged events: each verdict of a submission made
// in a training updates that user's line for that problem, then their line of the rank — a few rows,
// in one transaction, never the whole training per request. Redelivered or stale events change
// nothing (a record keeps the latest attempt of its submission).

/** Cancelled submissions count for nothing. */
const CANCELLED = -4

/** Recomputes a user's progress on one problem of a training from their records there. */
async function refreshProgress(tx: DbClient, tid: number, uid: string, pid: number): Promise<void> {
  const rows = await tx
    .select()
    .from(record)
    .where(and(eq(record.tid, tid), eq(record.uid, uid), eq(record.pid, pid)))
    .orderBy(record.submitId)
  const counted = rows.filter((r) => r.status !== CANCELLED)
  if (counted.length === 0) {
    await tx.delete(progress).where(and(eq(progress.tid, tid), eq(progress.uid, uid), eq(progress.pid, pid)))
    return
  }
  const accepted = counted.filter((r) => r.status === ACCEPTED)
  const latest = counted[counted.length - 1]!
  const isAc = accepted.length > 0
  const runTime = isAc ? Math.min(...accepted.map((r) => r.time ?? 0)) : null
  const score = isAc ? Math.max(...accepted.map((r) => r.score ?? 0)) : latest.score
  const values = { status: isAc ? ACCEPTED : latest.status, isAc, score, runTime, gmtModified: new Date() }
  await tx
    .insert(progress)
    .values({ tid, uid, pid, ...values })
    .onConflictDoUpdate({ target: [progress.tid, progress.uid, progress.pid], set: values })
}

/** Recomputes a user's line of a training's rank from their progress there. */
export async function refreshStanding(
  tx: DbClient,
  tid: number,
  uid: string,
  username: string,
): Promise<void> {
  const [sums] = await tx
    .select({
      lines: sql<number>`count(*)::int`,
      ac: sql<number>`count(*) filter (where ${progress.isAc})::int`,
      runTime: sql<number>`coalesce(sum(${progress.runTime}) filter (where ${progress.isAc}), 0)::int`,
    })
    .from(progress)
    .where(and(eq(progress.tid, tid), eq(progress.uid, uid)))
  if (!sums || sums.lines === 0) {
    await tx.delete(standing).where(and(eq(standing.tid, tid), eq(standing.uid, uid)))
    return
  }
  const values = { username, ac: sums.ac, totalRunTime: sums.runTime, gmtModified: new Date() }
  await tx
    .insert(standing)
    .values({ tid, uid, ...values })
    .onConflictDoUpdate({ target: [standing.tid, standing.uid], set: values })
}

/** Applies one judged event (idempotent). */
const applyJudged = (event: JudgedEvent) => {
  const tid = event.tid
  // most verdicts are outside trainings: for them not even an empty transaction
  if (tid === null || tid <= 0) return Effect.void
  return dbTransaction(async (tx) => {
    const [place] = await tx
      .select({ tid: trainingProblem.tid })
      .from(trainingProblem)
      .innerJoin(training, eq(training.id, trainingProblem.tid))
      .where(and(eq(trainingProblem.tid, tid), eq(trainingProblem.pid, event.pid)))
    if (!place) return
    const values = {
      attempt: event.attempt,
      tid,
      pid: event.pid,
      uid: event.uid,
      status: event.status,
      score: event.score,
      time: event.time,
    }
    const written = await tx
      .insert(record)
      .values({ submitId: event.submitId, ...values })
      .onConflictDoUpdate({
        target: record.submitId,
        set: values,
        setWhere: sql`${record.attempt} <= ${event.attempt}`,
      })
      .returning({ submitId: record.submitId })
    if (written.length === 0) return
    await refreshProgress(tx, tid, event.uid, event.pid)
    await refreshStanding(tx, tid, event.uid, event.username)
  })
}

export const judgedSubscription = on(ProblemsEvents.judged, applyJudged)
