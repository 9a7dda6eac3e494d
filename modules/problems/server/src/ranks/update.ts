import { JudgeStatus } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { and, eq, isNull, sql } from 'drizzle-orm'

import { submission } from '../submissions/tables.ts'
import { userProblemRank, userRank } from './tables.ts'

/** Whether a submission counts in the general ranks: the public bank, outside contests and groups. */
export const countsInRanks = (row: { readonly cid: number; readonly gid: number | null }) =>
  row.cid === 0 && row.gid === null

/**
 * Brings the general ranks up to date after a verdict of `uid` on `pid` (in the verdict's
 * transaction): the user's standing on that one problem is read again from their submissions on it
 * (a few rows), and the user's rank moves by the difference. A rejudge that turns an Accepted into a
 * Wrong Answer thus lowers `ac`. Concurrent verdicts of the same user on the same problem are
 * serialised by the lock on the standing row.
 */
export async function updateRank(
  tx: DbClient,
  row: { readonly uid: string; readonly username: string; readonly pid: number },
): Promise<void> {
  const lockStanding = async () => {
    const [standing] = await tx
      .select()
      .from(userProblemRank)
      .where(and(eq(userProblemRank.uid, row.uid), eq(userProblemRank.pid, row.pid)))
      .for('update')
    return standing
  }
  // Usually the standing row exists (a user's verdicts on a problem after the first): it is locked at
  // once; the first verdict makes it (a concurrent first waits for the other's insert), then locks it.
  let before = await lockStanding()
  if (!before) {
    await tx.insert(userProblemRank).values({ uid: row.uid, pid: row.pid }).onConflictDoNothing()
    before = await lockStanding()
  }
  const counted = sql`${submission.countedStatus} is not null`
  const scored = sql`${submission.countedStatus} not in (${JudgeStatus.compileError}, ${JudgeStatus.systemError})`
  const [now] = await tx
    .select({
      tries: sql<number>`count(*) filter (where ${counted})::int`,
      ac: sql<boolean>`coalesce(bool_or(${submission.countedStatus} = ${JudgeStatus.accepted}), false)`,
      best: sql<number>`coalesce(max(${submission.oiRankScore}) filter (where ${scored}), 0)::int`,
    })
    .from(submission)
    .where(
      and(
        eq(submission.uid, row.uid),
        eq(submission.pid, row.pid),
        eq(submission.cid, 0),
        isNull(submission.gid),
      ),
    )
  const after = { tries: Number(now?.tries ?? 0), ac: Boolean(now?.ac), best: Number(now?.best ?? 0) }
  const old = { tries: before?.tries ?? 0, ac: before?.ac ?? false, best: before?.best ?? 0 }
  const dAc = Number(after.ac) - Number(old.ac)
  const dTotal = after.tries - old.tries
  const dScore = after.best - old.best
  // the standing and the user's rank written by one statement (the standing's update as a CTE)
  const standing = tx.$with('standing').as(
    tx
      .update(userProblemRank)
      .set(after)
      .where(and(eq(userProblemRank.uid, row.uid), eq(userProblemRank.pid, row.pid)))
      .returning({ uid: userProblemRank.uid }),
  )
  await tx
    .with(standing)
    .insert(userRank)
    .values({
      uid: row.uid,
      username: row.username,
      ac: Math.max(dAc, 0),
      total: Math.max(dTotal, 0),
      score: Math.max(dScore, 0),
    })
    .onConflictDoUpdate({
      target: userRank.uid,
      set: {
        username: row.username,
        ac: sql`greatest(${userRank.ac} + ${dAc}, 0)`,
        total: sql`greatest(${userRank.total} + ${dTotal}, 0)`,
        score: sql`greatest(${userRank.score} + ${dScore}, 0)`,
        gmtModified: new Date(),
      },
    })
}
