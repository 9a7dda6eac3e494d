import { JudgeStatus, judgeText } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { type JudgePriority } from '@oj/sdk/server'
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm'

import { problem } from '../tables.ts'
import { lockSubmission, startNewAttempt } from './requeue.ts'
import { announceJudged } from './results.ts'
import { moveCount } from './stats.ts'
import { outbox, submission } from './tables.ts'

const IN_PROGRESS = [JudgeStatus.pending, JudgeStatus.compiling, JudgeStatus.judging]

export interface SweepOptions {
  readonly stuckAfterMs: number
  readonly maxAttempts: number
  readonly now?: Date
}

/**
 * Re-queues submissions stuck in Compiling/Judging longer than `stuckAfterMs` since their last sign
 * of life (Pending: three times that) (a new attempt: a worker that died with the task, or a lost message). One whose
 * task has not left the outbox yet is the publisher's business, not stuck. After `maxAttempts` it
 * gives up: System Error (Submitted Failed for a remote problem, which the owner may resubmit).
 * Answers the ids it touched.
 */
export async function sweepStuck(db: DbClient, options: SweepOptions): Promise<Array<number>> {
  const now = options.now ?? new Date()
  const deadline = new Date(now.getTime() - options.stuckAfterMs)
  const pendingDeadline = new Date(now.getTime() - 3 * options.stuckAfterMs)
  const candidates = await db
    .select({ submitId: submission.submitId })
    .from(submission)
    .where(
      and(
        or(
          and(
            inArray(submission.status, [JudgeStatus.compiling, JudgeStatus.judging]),
            lt(submission.judgeStateAt, deadline),
          ),
          // A Pending task may just wait behind a long queue: it gets three times as long.
          and(eq(submission.status, JudgeStatus.pending), lt(submission.judgeStateAt, pendingDeadline)),
        ),
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
      const limit = row?.status === JudgeStatus.pending ? pendingDeadline : deadline
      if (!row || !IN_PROGRESS.includes(row.status as 5) || row.judgeStateAt >= limit) return false
      if (row.attempt < options.maxAttempts) {
        return (await startNewAttempt(tx, row, row.priority as JudgePriority, now)) !== undefined
      }
      const [prob] = await tx
        .select({ type: problem.type, difficulty: problem.difficulty, isRemote: problem.isRemote })
        .from(problem)
        .where(eq(problem.id, row.pid))
      const status = prob?.isRemote ? JudgeStatus.submittedFailed : JudgeStatus.systemError
      const counted = await moveCount(tx, row.pid, row.countedStatus, status)
      const [updated] = await tx
        .update(submission)
        .set({
          status,
          errorMessage: judgeText('judge.system.noAnswer', { attempts: row.attempt }),
          countedStatus: counted,
          judgeStateAt: now,
          gmtModified: now,
        })
        .where(eq(submission.submitId, submitId))
        .returning()
      const change = { previousStatus: row.countedStatus, isRejudge: row.judgedBefore }
      if (updated) await announceJudged(tx, updated, change, prob, now)
      return true
    })
    if (done) touched.push(submitId)
  }
  return touched
}
