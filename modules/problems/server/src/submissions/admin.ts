import type { ManualJudgeInput } from '@oj/problems-contract'
import { isFinalStatus, JudgeStatus } from '@oj/sdk'
import { type Caller, type DbClient, dbQuery, dbTransaction, Errors, refuse } from '@oj/sdk/server'
import { and, eq, gt, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { scopeService } from '../scopes/scope.ts'
import { scopeOfRow } from '../scopes/view.ts'
import { problem } from '../tables.ts'
import { isRoot, requireCaller } from './access.ts'
import { announceJudged } from './announce.ts'
import { JudgeErrors } from './errors.ts'
import { cancelTasks } from './give-up.ts'
import { lockSubmission, startNewAttempt } from './requeue.ts'
import { oiRankScore } from './results.ts'
import { Judging } from './signals.ts'
import { moveCount } from './stats.ts'
import { intervalFor, keepInterval, PUBLIC_POLICY, sameScope } from './submit.ts'
import { submission } from './tables.ts'
import { fullView, type SubmissionRow } from './views.ts'

/** Super admin with the rejudge permission (api-surface [admin/judge]: roles("root") perms("rejudge")). */
const requireRejudger = Effect.gen(function* () {
  const caller = yield* requireCaller
  if (!isRoot(caller) || !caller.permissions.includes('rejudge'))
    return yield* Effect.fail(Errors.noPermission())
  return caller
})

/** After a change: the outbox sends its task or event now, and the status streams hear of it. */
const afterChange = (row: SubmissionRow) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    judging.wakeOutbox()
    judging.submissionChanged(row.submitId)
    const [found] = yield* dbQuery((db) =>
      db.select({ title: problem.title }).from(problem).where(eq(problem.id, row.pid)),
    )
    return fullView(row, found?.title ?? row.displayPid)
  })

/** GET|POST /admin/judge/rejudge: a new attempt on the 'rejudge' lane. */
export const rejudge = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    yield* requireRejudger
    const updated = yield* dbTransaction(async (tx) => {
      const row = (await lockSubmission(tx, submitId)) ?? refuse(JudgeErrors.submissionNotFound())
      return (await startNewAttempt(tx, row, 'rejudge')) ?? refuse(JudgeErrors.problemNotFound())
    })
    return yield* afterChange(updated)
  })

/**
 * GET|POST /admin/judge/rejudge-contest-problem: a new attempt, on the 'rejudge' lane, for every
 * submission of the problem made in the contest (the contest's boards move with their verdicts).
 */
export const rejudgeContestProblem = ({ cid, pid }: { cid: number; pid: number }) =>
  Effect.gen(function* () {
    yield* requireRejudger
    const submitIds = yield* dbTransaction(async (tx) => {
      const rows = await tx
        .select({ submitId: submission.submitId })
        .from(submission)
        .where(and(eq(submission.cid, cid), eq(submission.pid, pid)))
        .orderBy(submission.submitId)
      const changed: number[] = []
      for (const { submitId } of rows) {
        const row = await lockSubmission(tx, submitId)
        if (!row) continue
        if (!(await startNewAttempt(tx, row, 'rejudge'))) refuse(JudgeErrors.problemNotFound())
        changed.push(submitId)
      }
      return changed
    })
    const judging = yield* Judging
    judging.wakeOutbox()
    for (const submitId of submitIds) judging.submissionChanged(submitId)
    return null
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
      // a score set by hand replaces the judge's: its per-subtask points no longer add up to it
      ...(score !== undefined ? { subtaskScores: null } : {}),
      oiRankScore: nextScore === null ? null : oiRankScore(nextScore, prob?.difficulty ?? 0),
      isManual,
      countedStatus: counted,
      judgeStateAt: now,
      gmtModified: now,
    })
    .where(eq(submission.submitId, row.submitId))
    .returning()
  if (!updated) return refuse(JudgeErrors.submissionNotFound())
  const replaces = row.judgedBefore || isFinalStatus(row.status)
  await announceJudged(tx, updated, { previousStatus: row.countedStatus, isRejudge: replaces }, prob, now)
  return updated
}

const BUSY: ReadonlyArray<number> = [JudgeStatus.judging, JudgeStatus.compiling, JudgeStatus.compileError]

/** GET|POST /admin/judge/manual-judge (spec 1 §4). */
export const manualJudge = (input: ManualJudgeInput) =>
  Effect.gen(function* () {
    yield* requireRejudger
    const updated = yield* dbTransaction(async (tx) => {
      const row = (await lockSubmission(tx, input.submitId)) ?? refuse(JudgeErrors.submissionNotFound())
      if (BUSY.includes(row.status)) refuse(JudgeErrors.manualBusy())
      return setVerdict(tx, row, input.status, input.score, true)
    })
    return yield* afterChange(updated)
  })

/**
 * GET|POST /admin/judge/cancel-judge: Cancelled (-4); it no longer counts. A task still queued or
 * running is dropped by the workers (a running one stops at once).
 */
export const cancelJudge = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    yield* requireRejudger
    const updated = yield* dbTransaction(async (tx) => {
      const row = (await lockSubmission(tx, submitId)) ?? refuse(JudgeErrors.submissionNotFound())
      if (!isFinalStatus(row.status)) await cancelTasks(tx, [row.taskId])
      return setVerdict(tx, row, JudgeStatus.cancelled, undefined, row.isManual)
    })
    return yield* afterChange(updated)
  })

/** The owner (who still holds the submit permission) or root. */
const mayResubmit = (caller: Caller, row: SubmissionRow) =>
  (row.uid === caller.uid && caller.permissions.includes('submit')) || isRoot(caller)
const IN_PROGRESS: ReadonlyArray<number> = [JudgeStatus.pending, JudgeStatus.compiling, JudgeStatus.judging]

/**
 * GET|POST /resubmit: the remote-judge hook. A Submitted Failed submission, or any finished one of a
 * remote problem, gets a new attempt on its scope's lane (the remote judge's lane for remote
 * problems); in a scope, only while its module still lets the caller submit there. A resubmit
 * keeps the submit interval its scope's policy names (none in a contest, the site's in the public
 * bank; root exempt) since the caller's last submission or resubmit in that scope.
 */
export const resubmit = ({ submitId }: { submitId: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const [found] = yield* dbQuery((db) =>
      db
        .select({ row: submission, isRemote: problem.isRemote })
        .from(submission)
        .innerJoin(problem, eq(problem.id, submission.pid))
        .where(eq(submission.submitId, submitId)),
    )
    if (!found) return yield* Effect.fail(JudgeErrors.submissionNotFound())
    if (!mayResubmit(caller, found.row)) return yield* Effect.fail(Errors.noPermission())
    const key = scopeOfRow(found.row)
    const policy = key
      ? yield* (yield* scopeService(key)).submitPolicy({ scopeId: key.id, pid: found.row.pid, caller })
      : PUBLIC_POLICY
    const priority = policy.priority
    const interval = yield* intervalFor(caller, policy)
    const updated = yield* dbTransaction(async (tx) => {
      await keepInterval(tx, caller.uid, interval, async () => {
        // The latest submission, or the latest resubmit (a later attempt of the caller's own).
        const [last] = await tx
          .select({
            at: sql<string>`greatest(max(${submission.submitTime}), max(${submission.gmtModified}) filter (where ${gt(submission.attempt, 1)}))`,
          })
          .from(submission)
          .where(and(eq(submission.uid, caller.uid), sameScope(key)))
        return last?.at
      })
      const row = (await lockSubmission(tx, submitId)) ?? refuse(JudgeErrors.submissionNotFound())
      if (
        IN_PROGRESS.includes(row.status) ||
        (row.status !== JudgeStatus.submittedFailed && !found.isRemote)
      ) {
        refuse(JudgeErrors.resubmitNotAllowed())
      }
      return (await startNewAttempt(tx, row, priority)) ?? refuse(JudgeErrors.problemNotFound())
    })
    return yield* afterChange(updated)
  })
