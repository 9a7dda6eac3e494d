import type { ManualJudgeInput } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { type Caller, type DbClient, Errors } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { problem } from '../tables.ts'
import { isRoot, requireCaller } from './access.ts'
import { inTransaction, JudgeErrors } from './errors.ts'
import { lockSubmission, startNewAttempt } from './requeue.ts'
import { announceJudged, oiRankScore } from './results.ts'
import { Judging } from './signals.ts'
import { moveCount } from './stats.ts'
import { submission } from './tables.ts'
import type { SubmissionRow } from './views.ts'

/** Super admin with the rejudge permission (api-surface [admin/judge]: roles("root") perms("rejudge")). */
const requireRejudger = Effect.gen(function* () {
  const caller = yield* requireCaller
  if (!isRoot(caller) || !caller.permissions.includes('rejudge'))
    return yield* Effect.fail(Errors.noPermission())
  return caller
})

const afterChange = (submitId: number) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    judging.wakeOutbox()
    judging.submissionChanged(submitId)
  })

/** GET|POST /admin/judge/rejudge: a new attempt on the 'rejudge' lane. */
export const rejudge = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    yield* requireRejudger
    const updated = yield* inTransaction(async (tx) => {
      const row = await lockSubmission(tx, submitId)
      if (!row) throw JudgeErrors.submissionNotFound()
      const next = await startNewAttempt(tx, row, 'rejudge')
      if (!next) throw JudgeErrors.problemNotFound()
      return next
    })
    yield* afterChange(submitId)
    return { submitId: updated.submitId, status: updated.status, attempt: updated.attempt }
  })

/** Sets a final verdict by hand (manual judge, cancel): moves the counts and announces it. */
async function setVerdict(
  tx: DbClient,
  row: SubmissionRow,
  status: number,
  score: number | undefined,
  isManual: boolean,
): Promise<SubmissionRow> {
  const now = new Date()
  const [prob] = await tx
    .select({ type: problem.type, difficulty: problem.difficulty })
    .from(problem)
    .where(eq(problem.id, row.pid))
  const nextScore = score ?? row.score
  const counted = await moveCount(tx, row.pid, row.countedStatus, status)
  const [updated] = await tx
    .update(submission)
    .set({
      status,
      score: nextScore,
      oiRankScore: nextScore === null ? null : oiRankScore(nextScore, prob?.difficulty ?? 0),
      isManual,
      countedStatus: counted,
      judgeStateAt: now,
      gmtModified: now,
    })
    .where(eq(submission.submitId, row.submitId))
    .returning()
  if (!updated) throw JudgeErrors.submissionNotFound()
  await announceJudged(tx, updated, row.countedStatus, prob, now)
  return updated
}

const BUSY: ReadonlyArray<number> = [JudgeStatus.judging, JudgeStatus.compiling, JudgeStatus.compileError]

/** GET|POST /admin/judge/manual-judge (spec 1 §4). */
export const manualJudge = (input: ManualJudgeInput) =>
  Effect.gen(function* () {
    yield* requireRejudger
    const updated = yield* inTransaction(async (tx) => {
      const row = await lockSubmission(tx, input.submitId)
      if (!row) throw JudgeErrors.submissionNotFound()
      if (BUSY.includes(row.status)) throw JudgeErrors.manualBusy()
      return setVerdict(tx, row, input.status, input.score, true)
    })
    yield* afterChange(input.submitId)
    return { submitId: updated.submitId, status: updated.status, score: updated.score }
  })

/** GET|POST /admin/judge/cancel-judge: Cancelled (-4); it no longer counts. */
export const cancelJudge = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    yield* requireRejudger
    const updated = yield* inTransaction(async (tx) => {
      const row = await lockSubmission(tx, submitId)
      if (!row) throw JudgeErrors.submissionNotFound()
      return setVerdict(tx, row, JudgeStatus.cancelled, undefined, row.isManual)
    })
    yield* afterChange(submitId)
    return { submitId: updated.submitId, status: updated.status }
  })

const mayResubmit = (caller: Caller, row: SubmissionRow) => row.uid === caller.uid || isRoot(caller)

/**
 * GET|POST /resubmit: the remote-judge hook. A Submitted Failed submission, or any finished one of a
 * remote problem, gets a new attempt on its normal lane (the remote judge's lane for remote problems).
 */
export const resubmit = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const updated = yield* inTransaction(async (tx) => {
      const row = await lockSubmission(tx, submitId)
      if (!row) throw JudgeErrors.submissionNotFound()
      if (!mayResubmit(caller, row)) throw Errors.noPermission()
      const [prob] = await tx
        .select({ isRemote: problem.isRemote })
        .from(problem)
        .where(eq(problem.id, row.pid))
      const inProgress = ([5, 6, 7] as ReadonlyArray<number>).includes(row.status)
      if (inProgress || (row.status !== JudgeStatus.submittedFailed && !prob?.isRemote)) {
        throw JudgeErrors.resubmitNotAllowed()
      }
      const next = await startNewAttempt(tx, row, row.cid > 0 ? 'contest' : 'normal')
      if (!next) throw JudgeErrors.problemNotFound()
      return next
    })
    yield* afterChange(submitId)
    return { submitId: updated.submitId, status: updated.status, attempt: updated.attempt }
  })
