import { JudgeStatus, judgeText } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { type JudgePriority } from '@oj/sdk/server'
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'

import { giveUpSubmission, giveUpTestRun } from './give-up.ts'
import { lockSubmission, startNewAttempt } from './requeue.ts'
import { outbox, submission, testJudge } from './tables.ts'

const IN_PROGRESS = [JudgeStatus.pending, JudgeStatus.compiling, JudgeStatus.judging]

export interface SweepOptions {
  readonly stuckAfterMs: number
  readonly maxAttempts: number
  readonly now?: Date
}

/**
 * Whether a Pending submission's task is lost rather than queued: sent long ago, and a task sent
 * after it on the same lane has since been taken by a worker (the queue moved past it) while this
 * one never was. A task behind a backlog, or on a lane no worker serves yet, is not lost: sending
 * it again would only queue it twice.
 */
const overtaken = (deadline: Date) => sql`exists (
  select 1 from ${outbox} mine, ${outbox} later, ${submission} other
  where mine.kind = 'task' and mine.msg_id = ${submission.taskId} and mine.published_at < ${deadline}
    and later.kind = 'task' and later.target = mine.target and later.published_at > mine.published_at
    and later.published_at < ${deadline}
    and other.task_id = later.msg_id and other.judger is not null)`

/**
 * Re-queues submissions whose task was lost (a new attempt): Compiling/Judging with no sign of life
 * for `stuckAfterMs` (a worker that died with the task), or Pending with a task the queue moved past
 * (a lost message). One whose task has not left the outbox yet is the publisher's business. After
 * `maxAttempts` it gives up: System Error (Submitted Failed for a remote problem, which the owner
 * may resubmit). Answers the ids it touched.
 */
export async function sweepStuck(db: DbClient, options: SweepOptions): Promise<Array<number>> {
  const now = options.now ?? new Date()
  const deadline = new Date(now.getTime() - options.stuckAfterMs)
  const stuck = or(
    and(
      inArray(submission.status, [JudgeStatus.compiling, JudgeStatus.judging]),
      lt(submission.judgeStateAt, deadline),
    ),
    and(
      eq(submission.status, JudgeStatus.pending),
      lt(submission.judgeStateAt, deadline),
      overtaken(deadline),
    ),
  )
  const candidates = await db
    .select({ submitId: submission.submitId })
    .from(submission)
    .where(
      and(
        stuck,
        sql`not exists (select 1 from ${outbox} where ${outbox.publishedAt} is null and ${outbox.kind} = 'task'
              and ${outbox.msgId} = ${submission.taskId})`,
      ),
    )
    .orderBy(asc(submission.submitId))
    .limit(50)
  const touched: Array<number> = []
  for (const { submitId } of candidates) {
    const done = await db.transaction(async (tx) => {
      const row = await lockSubmission(tx, submitId)
      // Checked again under the lock: a report may have arrived meanwhile.
      if (!row || !IN_PROGRESS.includes(row.status as 5) || row.judgeStateAt >= deadline) return false
      if (row.attempt < options.maxAttempts) {
        return (await startNewAttempt(tx, row, row.priority as JudgePriority, now)) !== undefined
      }
      const message = judgeText('judge.system.noAnswer', { attempts: row.attempt })
      return (await giveUpSubmission(tx, row, message, now)) !== undefined
    })
    if (done) touched.push(submitId)
  }
  return touched
}

/**
 * Ends test runs no judge answered within `deadlineMs` (a lost task, a worker that died, a lane
 * nobody serves) with System Error and a message saying so. Answers how many it ended.
 */
export async function sweepTestRuns(db: DbClient, deadlineMs: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - deadlineMs)
  const open = await db
    .select({ key: testJudge.key })
    .from(testJudge)
    .where(and(isNull(testJudge.finishedAt), lt(testJudge.createdAt, before)))
    .limit(100)
  const message = judgeText('judge.test.noAnswer', { seconds: Math.round(deadlineMs / 1000) })
  let ended = 0
  for (const { key } of open) {
    if (await db.transaction((tx) => giveUpTestRun(tx, key, message, now))) ended++
  }
  return ended
}
