import { isFinalStatus, JudgeStatus } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { type JudgePriority, laneOf } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'

import { cancelTasks } from './give-up.ts'
import { addTask } from './outbox.ts'
import { judgeCase, submission } from './tables.ts'
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
  const task = await submissionTask(
    tx,
    prob,
    {
      submitId: row.submitId,
      attempt,
      priority,
      language: row.language,
      code: row.code,
      stopAtFirstFailure: row.stopAtFirstFailure,
    },
    now,
  )
  const [updated] = await tx
    .update(submission)
    .set({
      attempt,
      taskId: task.taskId,
      priority,
      judgedBefore: row.judgedBefore || isFinalStatus(row.status),
      status: JudgeStatus.pending,
      score: null,
      subtaskScores: null,
      oiRankScore: null,
      time: null,
      memory: null,
      errorMessage: null,
      judger: null,
      isManual: false,
      caseDone: 0,
      caseTotal: task.cases.length,
      judgeStarts: 0,
      judgeDelivery: 0,
      judgeStateAt: now,
      gmtModified: now,
    })
    .where(eq(submission.submitId, row.submitId))
    .returning()
  await tx.delete(judgeCase).where(eq(judgeCase.submitId, row.submitId))
  // The task it replaces may still be queued or running: the workers drop it.
  if (!isFinalStatus(row.status)) await cancelTasks(tx, [row.taskId], now)
  await addTask(tx, laneOf(priority, row.family), task)
  return updated
}

/** The submission, locked for the rest of the transaction. */
export async function lockSubmission(tx: DbClient, submitId: number): Promise<SubmissionRow | undefined> {
  const [row] = await tx.select().from(submission).where(eq(submission.submitId, submitId)).for('update')
  return row
}
