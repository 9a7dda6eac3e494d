import { DEFAULT_SUBMIT_INTERVAL_S, type SubmitJudgeInput } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { type JudgePriority, laneOf } from '@oj/sdk/server'
import { type Caller, RequestContext, SiteSettings } from '@oj/sdk/server'
import { and, desc, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { canSeeProblem, isAdmin, isRoot, requireCaller } from './access.ts'
import { inTransaction, JudgeErrors, readDb } from './errors.ts'
import { addTask } from './outbox.ts'
import { Judging } from './signals.ts'
import { submission } from './tables.ts'
import { findProblem, type ProblemRow, remoteFamily, submissionTask, submissionTaskId } from './task.ts'
import { submissionView } from './views.ts'
import { liveLanguages } from './workers.ts'

/**
 * Seconds between two non-contest submissions of one user: the site setting `defaultSubmitInterval`
 * (HOJ's switch config key) when an administrator stored one, else DEFAULT_SUBMIT_INTERVAL_S.
 */
const submitIntervalSeconds = Effect.gen(function* () {
  const settings = yield* SiteSettings
  const stored = yield* settings.get('defaultSubmitInterval').pipe(
    Effect.tapError((error) => Effect.logError('problems: site settings unreadable', error.cause)),
    Effect.orElseSucceed(() => undefined),
  )
  const value = Number(stored)
  return stored !== undefined && stored !== null && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_SUBMIT_INTERVAL_S
})

/** The language family of the task's lane: the judges' family, or the remote judge's lane. */
const familyFor = (
  row: ProblemRow,
  language: string,
  offered: Map<string, { readonly family: string }>,
): string | undefined => (row.isRemote ? remoteFamily(row) : offered.get(language)?.family)

/** Whether the caller may submit to this problem now; fails with the reason otherwise. */
export function checkSubmittable(
  caller: Caller,
  row: ProblemRow | undefined,
  language: string,
  offered: Map<string, { readonly family: string }>,
  hasCases: boolean,
): string {
  if (!row) throw JudgeErrors.problemNotFound()
  if (!canSeeProblem(caller, row)) throw JudgeErrors.problemHidden()
  if (row.languages && !row.languages.includes(language)) throw JudgeErrors.languageNotAllowed(language)
  const family = familyFor(row, language, offered)
  if (family === undefined) throw JudgeErrors.languageUnavailable(language)
  if (!row.isRemote && !hasCases) throw JudgeErrors.noTestData()
  return family
}

/** POST /submit-problem-judge */
export const submitJudge = (input: SubmitJudgeInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { ip } = yield* RequestContext
    const judging = yield* Judging
    const cid = input.cid ?? 0
    const gid = input.gid ? input.gid : null
    // Contests and groups check their own rules once those modules exist; until then only admins.
    if ((cid > 0 || gid !== null) && !isAdmin(caller)) return yield* Effect.fail(JudgeErrors.contestClosed())
    const interval = cid > 0 || isRoot(caller) ? 0 : yield* submitIntervalSeconds
    const offered = yield* readDb((db) => liveLanguages(db))
    const priority: JudgePriority = cid > 0 ? 'contest' : 'normal'

    const created = yield* inTransaction(async (tx) => {
      const row = await findProblem(tx, input.pid)
      const task0 = row
        ? await submissionTask(tx, row, { submitId: 0, attempt: 1, priority, ...input })
        : undefined
      const family = checkSubmittable(caller, row, input.language, offered, (task0?.cases.length ?? 0) > 0)
      if (!row || !task0) throw JudgeErrors.problemNotFound()
      if (interval > 0) {
        // One submit of a user at a time, so that two at once cannot both pass the interval check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`submit:${caller.uid}`}))`)
        const [last] = await tx
          .select({ at: submission.submitTime })
          .from(submission)
          .where(and(eq(submission.uid, caller.uid), eq(submission.cid, 0)))
          .orderBy(desc(submission.submitTime))
          .limit(1)
        const waited = last ? (Date.now() - new Date(last.at).getTime()) / 1000 : Infinity
        if (waited < interval) throw JudgeErrors.tooFast(Math.ceil(interval - waited))
      }
      const [stored] = await tx
        .insert(submission)
        .values({
          pid: row.id,
          displayPid: row.problemId,
          uid: caller.uid,
          username: caller.username,
          cid,
          gid,
          tid: input.tid ? input.tid : null,
          status: JudgeStatus.pending,
          length: Buffer.byteLength(input.code, 'utf8'),
          language: input.language,
          code: input.code,
          priority,
          family,
          caseTotal: task0.cases.length,
          ip: ip.slice(0, 64),
        })
        .returning()
      if (!stored) throw JudgeErrors.writeFailed()
      const task = { ...task0, taskId: submissionTaskId(stored.submitId, 1), submitId: stored.submitId }
      await tx.update(submission).set({ taskId: task.taskId }).where(eq(submission.submitId, stored.submitId))
      await addTask(tx, laneOf(priority, family), task)
      return submissionView(stored, row.title, true)
    })
    judging.wakeOutbox()
    return created
  })
