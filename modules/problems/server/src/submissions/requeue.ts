import { JudgeStatus } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { type JudgePriority, laneOf } from '@oj/sdk/server'
import { and, eq } from 'drizzle-orm'

import { addTask } from './outbox.ts'
import { judgeCase, outbox, submission } from './tables.ts'
import { findProblem, submissionTask } from './task.ts'
import type { SubmissionRow } from './views.ts'

/**
 * Starts a new attempt of a submission (rejudge, resubmit, the sweeper): Pending again, its case
 * results cleared, a fresh task (with the problem's current data) in the outbox. Reports of the
 * older attempts are ignored from now on. The verdict it counted as stays counted until the new
 * final report moves it. Answers the updated row, or undefined when the submission or problem is gone.
 */
export async function startNewAttempt(
  tx: DbClient,
  row: SubmissionRow,
  priority: JudgePriority,
  now = new Date(),
): Promise<SubmissionRow | undefined> {
  const prob = await findProblem(tx, row.pid)
  if (!prob) return undefined
  const attempt = row.attempt + 1
  const stopAtFirstFailure = await previousStopAtFirstFailure(tx, row.taskId)
  const task = await submissionTask(
    tx,
    prob,
    { submitId: row.submitId, attempt, priority, language: row.language, code: row.code, stopAtFirstFailure },
    now,
  )
  const [updated] = await tx
    .update(submission)
    .set({
      attempt,
      taskId: task.taskId,
      priority,
      status: JudgeStatus.pending,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      errorMessage: null,
      judger: null,
      isManual: false,
      caseDone: 0,
      caseTotal: task.cases.length,
      judgeStateAt: now,
      gmtModified: now,
    })
    .where(eq(submission.submitId, row.submitId))
    .returning()
  await tx.delete(judgeCase).where(eq(judgeCase.submitId, row.submitId))
  await addTask(tx, laneOf(priority, row.family), task)
  return updated
}

/**
 * Whether the attempt before asked to stop at the first failing case: a new attempt (the sweeper's,
 * a rejudge) judges in the same context, and the outbox keeps the last task for a week.
 */
async function previousStopAtFirstFailure(tx: DbClient, taskId: string | null): Promise<boolean> {
  if (!taskId) return false
  const [previous] = await tx
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'task'), eq(outbox.msgId, taskId)))
    .limit(1)
  return (previous?.payload as { stopAtFirstFailure?: unknown } | undefined)?.stopAtFirstFailure === true
}

/** The submission, locked for the rest of the transaction. */
export async function lockSubmission(tx: DbClient, submitId: number): Promise<SubmissionRow | undefined> {
  const [row] = await tx.select().from(submission).where(eq(submission.submitId, submitId)).for('update')
  return row
}
