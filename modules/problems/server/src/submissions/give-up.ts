import { JudgeStatus } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { JUDGE_CANCEL_SUBJECT, type JudgeCancel } from '@oj/sdk/server'
import { and, eq, isNull } from 'drizzle-orm'

import { problem } from '../tables.ts'
import { announceJudged } from './announce.ts'
import { addEvent } from './outbox.ts'
import { moveCount } from './stats.ts'
import { submission, testJudge } from './tables.ts'
import type { SubmissionRow } from './views.ts'

/** Asks every worker to stop these tasks (in the caller's transaction, sent by the outbox). */
export async function cancelTasks(tx: DbClient, taskIds: ReadonlyArray<string>, now = new Date()) {
  const ids = taskIds.filter((id) => id !== '')
  if (ids.length === 0) return
  const payload: JudgeCancel = { taskIds: ids }
  await addEvent(tx, JUDGE_CANCEL_SUBJECT, `cancel-${ids[0]}-${now.getTime()}`, payload)
}

/**
 * Ends a submission's judging with a judge failure the user sees: System Error with `message`
 * (Submitted Failed for a remote problem, which the owner may resubmit). Moves the counts, announces
 * the verdict, and tells the workers to drop its task. Answers the updated row.
 */
export async function giveUpSubmission(
  tx: DbClient,
  row: SubmissionRow,
  message: string,
  now = new Date(),
): Promise<SubmissionRow | undefined> {
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
      errorMessage: message,
      countedStatus: counted,
      judgeStateAt: now,
      gmtModified: now,
    })
    .where(eq(submission.submitId, row.submitId))
    .returning()
  if (updated) {
    const change = { previousStatus: row.countedStatus, isRejudge: row.judgedBefore }
    await announceJudged(tx, updated, change, prob, now)
    await cancelTasks(tx, [row.taskId], now)
  }
  return updated
}

/** Ends a test run that is still open with System Error and `message`; answers whether it was open. */
export async function giveUpTestRun(tx: DbClient, key: string, message: string, now = new Date()) {
  const ended = await tx
    .update(testJudge)
    .set({ status: JudgeStatus.systemError, errorMessage: message, finishedAt: now })
    .where(and(eq(testJudge.key, key), isNull(testJudge.finishedAt)))
    .returning({ key: testJudge.key })
  if (ended.length > 0) await cancelTasks(tx, [`t${key}`], now)
  return ended.length > 0
}
