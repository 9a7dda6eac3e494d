import {
  DEFAULT_SUBMIT_INTERVAL_S,
  type ScopedProblem,
  type SubmitJudgeInput,
  type SubmitPolicy,
} from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import {
  type Caller,
  type DbClient,
  dbQuery,
  dbTransaction,
  laneOf,
  refuse,
  RequestContext,
  SiteSettings,
} from '@oj/sdk/server'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { type ScopeKey, scopeOf, scopeService } from '../scopes/scope.ts'
import { requireJudgingOpen } from '../settings.ts'
import { problem } from '../tables.ts'
import { canSeeProblem, isRoot, requireCaller } from './access.ts'
import { JudgeErrors } from './errors.ts'
import { taskRow } from './outbox.ts'
import { Judging } from './signals.ts'
import { outbox, submission } from './tables.ts'
import { findProblem, type ProblemRow, remoteFamily, submissionTask, submissionTaskId } from './task.ts'
import { fullView } from './views.ts'
import { liveLanguages } from './workers.ts'

/**
 * The site's seconds between two submissions of one user, for the policies that say 'site' (HOJ's
 * interval of non-contest submissions): the site setting `defaultSubmitInterval` (HOJ's switch
 * config key) when an administrator stored one, else DEFAULT_SUBMIT_INTERVAL_S.
 */
export const siteInterval = Effect.gen(function* () {
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

/**
 * Seconds the caller waits between two submissions under `policy`: none for root, else the scope's
 * own figure, or the site's where the policy says 'site' (the public bank, trainings, groups; never
 * a contest, whose scope answers its own).
 */
export const intervalFor = (caller: Caller, policy: SubmitPolicy) =>
  isRoot(caller)
    ? Effect.succeed(0)
    : typeof policy.interval === 'number' && Number.isFinite(policy.interval)
      ? Effect.succeed(Math.max(0, policy.interval))
      : siteInterval

/**
 * Refuses (429) when the caller's last action, as `lastAt` reads it, was less than `interval` seconds
 * ago. Actions of one user are serialised by a transaction lock, so two at once cannot both pass.
 * Submissions, resubmits and test runs share it.
 */
export async function keepInterval(
  tx: DbClient,
  uid: string,
  interval: number,
  lastAt: () => Promise<Date | string | null | undefined>,
): Promise<void> {
  if (interval <= 0) return
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`submit:${uid}`}))`)
  const last = await lastAt()
  const waited = last ? (Date.now() - new Date(last).getTime()) / 1000 : Infinity
  if (waited < interval) refuse(JudgeErrors.tooFast(Math.ceil(interval - waited)))
}

/** The language family of the task's lane: the judges' family, or the remote judge's lane. */
const familyFor = (
  row: ProblemRow,
  language: string,
  offered: Map<string, { readonly family: string }>,
): string | undefined => (row.isRemote ? remoteFamily(row) : offered.get(language)?.family)

/** Whether the problem can be judged in this language now (the caller's access is checked before). */
export function checkJudgeable(
  row: ProblemRow,
  language: string,
  offered: Map<string, { readonly family: string }>,
  hasCases: boolean,
  remoteOffered?: ReadonlyMap<string, unknown>,
): string {
  if (row.languages && !row.languages.includes(language)) throw JudgeErrors.languageNotAllowed(language)
  // a remote problem needs a live remote host that has the language for its judge
  if (row.isRemote && remoteOffered && !remoteOffered.has(language))
    throw JudgeErrors.languageUnavailable(language)
  const family = familyFor(row, language, offered)
  if (family === undefined) throw JudgeErrors.languageUnavailable(language)
  if (!row.isRemote && !hasCases) throw JudgeErrors.noTestData()
  return family
}

/** The public bank's: the normal lane, every case judged, the site's submit interval. */
export const PUBLIC_POLICY: SubmitPolicy = { priority: 'normal', stopAtFirstFailure: false, interval: 'site' }

/**
 * The problem a submission names and how it is judged: in a scope, as its module says (display id
 * there, access now, lane, stop at first failure, interval); in the public bank, by its display id
 * when the caller may see it.
 */
const resolve = (caller: Caller, scope: ScopeKey | undefined, displayId: string, tid: number | undefined) =>
  Effect.gen(function* () {
    if (!scope) {
      const [row] = yield* dbQuery((db) => db.select().from(problem).where(eq(problem.problemId, displayId)))
      if (!row) return yield* Effect.fail(JudgeErrors.problemNotFound())
      if (!canSeeProblem(caller, row)) return yield* Effect.fail(JudgeErrors.problemHidden())
      return { pid: row.id, scoped: undefined, policy: PUBLIC_POLICY, row }
    }
    const service = yield* scopeService(scope)
    const scoped: ScopedProblem = yield* service.problem({
      scopeId: scope.id,
      ref: { displayId },
      caller,
      purpose: 'submit',
    })
    const policy = yield* service.submitPolicy({ scopeId: scope.id, pid: scoped.pid, caller })
    // A training id beside a contest's is stored with the submission too: its module must accept the
    // problem for the caller as well (without that module, a 400 naming it).
    if (tid !== undefined && tid > 0 && scope.param !== 'tid') {
      const training = yield* scopeService({ param: 'tid', id: tid })
      yield* training.problem({ scopeId: tid, ref: { pid: scoped.pid }, caller, purpose: 'submit' })
    }
    return { pid: scoped.pid, scoped, policy, row: undefined }
  })

/** The user's latest submission in the same scope (the public bank: outside contests). */
export const sameScope = (scope: ScopeKey | undefined): SQL =>
  scope ? eq(submission[scope.param], scope.id) : eq(submission.cid, 0)

/** POST /submit-problem-judge */
export const submitJudge = (input: SubmitJudgeInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { ip } = yield* RequestContext
    const judging = yield* Judging
    const scope = scopeOf(input)
    const {
      pid,
      scoped,
      policy,
      row: read,
    } = yield* resolve(caller, scope, input.pid, input.tid ?? undefined)
    yield* requireJudgingOpen(caller, scope)
    const interval = yield* intervalFor(caller, policy)
    const offered = yield* dbQuery((db) => liveLanguages(db))

    const created = yield* dbTransaction(async (tx) => {
      // the public bank's problem was read just before (no lock either way); a scope's is read here
      const row = read ?? (await findProblem(tx, pid)) ?? refuse(JudgeErrors.problemNotFound())
      const task0 = await submissionTask(tx, row, {
        submitId: 0,
        attempt: 1,
        priority: policy.priority,
        language: input.language,
        code: input.code,
        stopAtFirstFailure: policy.stopAtFirstFailure,
      })
      const remoteOffered = row.isRemote ? await liveLanguages(tx, new Date(), remoteFamily(row)) : undefined
      const family = checkJudgeable(row, input.language, offered, task0.cases.length > 0, remoteOffered)
      await keepInterval(tx, caller.uid, interval, async () => {
        const [last] = await tx
          .select({ at: submission.submitTime })
          .from(submission)
          .where(and(eq(submission.uid, caller.uid), sameScope(scope)))
          .orderBy(desc(submission.submitTime))
          .limit(1)
        return last?.at
      })
      const [stored] = await tx
        .insert(submission)
        .values({
          pid: row.id,
          displayPid: row.problemId,
          displayId: scoped?.displayId ?? null,
          uid: caller.uid,
          username: caller.username,
          cid: input.cid ?? 0,
          gid: input.gid ? input.gid : null,
          tid: input.tid ? input.tid : null,
          status: JudgeStatus.pending,
          length: Buffer.byteLength(input.code, 'utf8'),
          language: input.language,
          code: input.code,
          priority: policy.priority,
          stopAtFirstFailure: policy.stopAtFirstFailure,
          family,
          caseTotal: task0.cases.length,
          ip: ip.slice(0, 64),
        })
        .returning()
      if (!stored) return refuse(JudgeErrors.writeFailed())
      const task = { ...task0, taskId: submissionTaskId(stored.submitId, 1), submitId: stored.submitId }
      // The task id names the new row's id: stored on the row by the statement that queues the task.
      const named = tx
        .$with('named')
        .as(
          tx
            .update(submission)
            .set({ taskId: task.taskId })
            .where(eq(submission.submitId, stored.submitId))
            .returning({ submitId: submission.submitId }),
        )
      await tx
        .with(named)
        .insert(outbox)
        .values(taskRow(laneOf(policy.priority, family), task))
      return fullView({ ...stored, taskId: task.taskId }, scoped?.title ?? row.title)
    })
    judging.wakeOutbox()
    return created
  })
