import type { VirtualRefusal, VirtualRunView } from '@oj/contests-contract'
import { type Caller, type DbClient, dbQuery, dbTransaction, isUniqueViolation, refuse } from '@oj/sdk/server'
import { and, desc, eq, gt, gte, lt, lte } from 'drizzle-orm'
import { Effect } from 'effect'

import { isRegistered, leftOut } from '../contest/access.ts'
import { type ContestRow, needsRegistrationToSubmit, statusAt } from '../contest/policy.ts'
import { contestRecord } from '../tables.ts'
import { VirtualErrors } from './errors.ts'
import { elapsedAt } from './merge.ts'
import { virtualRun } from './tables.ts'

// Virtual runs: who may start one, starting it, and the run a moment belongs to.

export type RunRow = typeof virtualRun.$inferSelect

const ms = (d: Date | string) => new Date(d).getTime()

/** The caller's latest run of the contest, or undefined. */
export const latestRun = (cid: number, uid: string) =>
  dbQuery(async (db) => {
    const [row] = await db
      .select()
      .from(virtualRun)
      .where(and(eq(virtualRun.cid, cid), eq(virtualRun.uid, uid)))
      .orderBy(desc(virtualRun.attempt))
      .limit(1)
    return row
  })

/** The user's run of the contest that is running at `at` (ms), or undefined. */
export async function runAt(db: DbClient, cid: number, uid: string, at: number): Promise<RunRow | undefined> {
  const when = new Date(at)
  const [row] = await db
    .select()
    .from(virtualRun)
    .where(
      and(
        eq(virtualRun.cid, cid),
        eq(virtualRun.uid, uid),
        lte(virtualRun.startTime, when),
        gt(virtualRun.endTime, when),
      ),
    )
    .limit(1)
  return row
}

/** The caller's run of the contest while it runs now, or undefined. */
export const runningRun = (cid: number, uid: string, now = Date.now()) =>
  dbQuery((db) => runAt(db, cid, uid, now))

export const runView = (run: RunRow, now: number): VirtualRunView => {
  const window = { start: ms(run.startTime), end: ms(run.endTime) }
  return {
    id: run.id,
    cid: run.cid,
    attempt: run.attempt,
    startTime: new Date(run.startTime).toISOString(),
    endTime: new Date(run.endTime).toISOString(),
    now: new Date(now).toISOString(),
    status: now < window.end ? 0 : 1,
    elapsed: Math.floor(elapsedAt(window, now) / 1000),
  }
}

/** Whether a run of theirs counts on the contest's real board (made between its start and end). */
const tookPart = (row: ContestRow, uid: string) =>
  dbQuery(async (db) => {
    const [hit] = await db
      .select({ id: contestRecord.submitId })
      .from(contestRecord)
      .where(
        and(
          eq(contestRecord.cid, row.id),
          eq(contestRecord.uid, uid),
          gte(contestRecord.submitTime, new Date(row.startTime)),
          lt(contestRecord.submitTime, new Date(row.endTime)),
        ),
      )
      .limit(1)
    return !!hit
  })

/**
 * Why the caller (who may enter the contest) may not start a run now, or null: the contest has not
 * ended; they administer it or are left off its boards (its author, super admins); they took part
 * for real; a run of theirs is running. A protected contest also needs their registration (the
 * password), as submitting in it does.
 */
export const refusal = (row: ContestRow, caller: Caller, now: number) =>
  Effect.gen(function* () {
    if (statusAt(row, now) <= 0) return 'notEnded' satisfies VirtualRefusal
    if ((yield* leftOut(row)).includes(caller.uid)) return 'admin' satisfies VirtualRefusal
    if (yield* tookPart(row, caller.uid)) return 'participant' satisfies VirtualRefusal
    if (yield* runningRun(row.id, caller.uid, now)) return 'running' satisfies VirtualRefusal
    return null
  })

export const needsRegistration = (row: ContestRow, caller: Caller) =>
  Effect.gen(function* () {
    if (!needsRegistrationToSubmit(row)) return false
    return !(yield* isRegistered(row.id, caller.uid))
  })

/** Starts a run now: the next attempt; a concurrent start of the same attempt fails on the unique index. */
export const insertRun = (row: ContestRow, caller: Caller, now: number) =>
  dbTransaction(async (tx) => {
    const [last] = await tx
      .select({ attempt: virtualRun.attempt, endTime: virtualRun.endTime })
      .from(virtualRun)
      .where(and(eq(virtualRun.cid, row.id), eq(virtualRun.uid, caller.uid)))
      .orderBy(desc(virtualRun.attempt))
      .limit(1)
    if (last && ms(last.endTime) > now) return refuse(VirtualErrors.running())
    const duration = ms(row.endTime) - ms(row.startTime)
    try {
      const [run] = await tx
        .insert(virtualRun)
        .values({
          cid: row.id,
          uid: caller.uid,
          username: caller.username,
          attempt: (last?.attempt ?? 0) + 1,
          startTime: new Date(now),
          endTime: new Date(now + duration),
        })
        .returning()
      return run as RunRow
    } catch (error) {
      if (isUniqueViolation(error, 'virtual_run_attempt_idx')) return refuse(VirtualErrors.running())
      throw error
    }
  })
