import { SUBMISSION_CODES_KEY, type SubmissionCode, SubmissionCodes } from '@oj/problems-contract'
import { Bus, Db, type DbClient, Extensions, type PlatformServices, type Subscription } from '@oj/sdk/server'
import { and, eq, inArray, lt, or } from 'drizzle-orm'
import { Context, Effect, Layer } from 'effect'

import { plagiarismCheck, plagiarismPair, plagiarismSubmission } from '../tables.ts'
import { compareOffThread } from './compare.ts'

// The plagiarism checks' background work. Starting a check stores it (queued) and puts its id on the
// bus lane below; one process takes it, compares off its event loop (a worker thread) and writes the
// pairs, telling its progress in the check's row. A check whose job stopped (a process gone) is taken
// up again: the bus redelivers what was not acknowledged, and each process starting looks for checks
// whose heartbeat is old. Redone work is idempotent: the check's rows are written anew.

const PLAGIARISM_LANE = 'admin-plagiarism'
/** The most submissions one check takes (each user's latest per problem and language). */
const CHECK_MAX_SUBMISSIONS = 5000
/** A fingerprint most submissions share is template, not copying. */
const COMMON_SHARE = 0.5
const HEARTBEAT_MS = 5_000
const STALE_MS = 60_000

export interface PlagiarismJobsShape {
  /** Puts a stored check on the lane. */
  readonly enqueue: (checkId: number) => Effect.Effect<void, unknown>
}
export class PlagiarismJobs extends Context.Service<PlagiarismJobs, PlagiarismJobsShape>()(
  'admin/PlagiarismJobs',
) {}

/** Each user's latest submission per problem and language (the list comes newest first). */
export function latestPerUser(codes: ReadonlyArray<SubmissionCode>): Array<SubmissionCode> {
  const seen = new Set<string>()
  const kept: Array<SubmissionCode> = []
  for (const c of codes) {
    const key = `${c.uid}\u0000${c.pid}\u0000${c.language}`
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(c)
  }
  return kept
}

/** The problem as people know it: its id in the contest, else in the bank. */
const problemOf = (c: SubmissionCode) => c.displayId ?? c.displayPid ?? String(c.pid)

/** Runs one check: reads the submissions, compares them, stores what it found. */
async function runCheck(
  db: DbClient,
  checkId: number,
  readCodes: (check: typeof plagiarismCheck.$inferSelect) => Promise<ReadonlyArray<SubmissionCode>>,
  beat: () => Promise<void>,
): Promise<void> {
  const [check] = await db
    .update(plagiarismCheck)
    .set({ status: 'running', progress: 0, heartbeat: new Date(), error: null })
    .where(and(eq(plagiarismCheck.id, checkId), inArray(plagiarismCheck.status, ['queued', 'running'])))
    .returning()
  if (!check) return
  const setProgress = async (progress: number) => {
    await db
      .update(plagiarismCheck)
      .set({ progress, heartbeat: new Date() })
      .where(and(eq(plagiarismCheck.id, checkId), eq(plagiarismCheck.status, 'running')))
    await beat()
  }
  try {
    const subs = latestPerUser(await readCodes(check)).slice(0, CHECK_MAX_SUBMISSIONS)
    await db.transaction(async (tx) => {
      await tx.delete(plagiarismPair).where(eq(plagiarismPair.checkId, checkId))
      await tx.delete(plagiarismSubmission).where(eq(plagiarismSubmission.checkId, checkId))
      for (let i = 0; i < subs.length; i += 500) {
        await tx.insert(plagiarismSubmission).values(
          subs.slice(i, i + 500).map((s) => ({
            checkId,
            submitId: s.submitId,
            uid: s.uid,
            username: s.username,
            problem: problemOf(s),
            language: s.language,
            code: s.code,
            submitTime: s.submitTime,
          })),
        )
      }
    })
    await setProgress(5)
    const groups = new Map<string, Array<{ id: number; uid: string; code: string }>>()
    for (const s of subs) {
      const key = `${s.pid}\u0000${s.language}`
      const list = groups.get(key) ?? []
      list.push({ id: s.submitId, uid: s.uid, code: s.code })
      groups.set(key, list)
    }
    let lastWrite = 0
    const pairs = await compareOffThread(
      [...groups].map(([key, list]) => ({ key, subs: list })),
      { threshold: check.threshold / 100, commonShare: COMMON_SHARE },
      (done) => {
        const now = Date.now()
        if (now - lastWrite < 500) return
        lastWrite = now
        void setProgress(5 + Math.floor(done * 90)).catch(() => undefined)
      },
    )
    const language = new Map(subs.map((s) => [s.submitId, s.language]))
    await db.transaction(async (tx) => {
      for (let i = 0; i < pairs.length; i += 1000) {
        await tx.insert(plagiarismPair).values(
          pairs.slice(i, i + 1000).map((p) => ({
            checkId,
            language: language.get(p.a) ?? '',
            a: p.a,
            b: p.b,
            similarityA: p.similarityA,
            similarityB: p.similarityB,
            similarity: p.similarity,
          })),
        )
      }
      await tx
        .update(plagiarismCheck)
        .set({
          status: 'done',
          progress: 100,
          submissions: subs.length,
          pairs: pairs.length,
          gmtFinished: new Date(),
          heartbeat: new Date(),
        })
        .where(eq(plagiarismCheck.id, checkId))
    })
  } catch (error) {
    await db
      .update(plagiarismCheck)
      .set({ status: 'failed', error: String(error).slice(0, 1000), gmtFinished: new Date() })
      .where(eq(plagiarismCheck.id, checkId))
  }
}

/** The lane's consumer, started with the server and stopped with it. */
export const plagiarismLayer = Layer.effect(
  PlagiarismJobs,
  Effect.gen(function* () {
    const db = yield* Db
    const bus = yield* Bus
    const extensions = yield* Extensions
    const context = yield* Effect.context<PlatformServices>()
    const run = Effect.runPromiseWith(context)
    const readCodes = async (check: typeof plagiarismCheck.$inferSelect) => {
      const provided = extensions.get(SubmissionCodes, SUBMISSION_CODES_KEY)
      if (!provided)
        throw new Error('the problems module is not enabled: there are no submissions to compare')
      const which = check.onlyAccepted ? 'accepted' : 'all'
      return run(
        check.scope === 'contest'
          ? provided.value.ofContest({ cid: check.scopeId, from: new Date(0), to: new Date(), which })
          : provided.value.ofProblem({ pid: check.scopeId, which, limit: 20_000 }),
      )
    }
    const subscription: Subscription = yield* Effect.promise(() =>
      bus.consume(PLAGIARISM_LANE, { prefetch: 1, ackWaitMs: 60_000, maxDeliver: 5 }, async (msg) => {
        const { checkId } = msg.json<{ checkId: number }>()
        const beating = setInterval(() => void msg.working().catch(() => undefined), HEARTBEAT_MS)
        try {
          await runCheck(db.client, checkId, readCodes, async () => undefined)
        } finally {
          clearInterval(beating)
        }
        await msg.ack()
      }),
    )
    // A task id per check (and per restart): processes starting together put a stale check on the
    // lane once between them (the bus drops a repeated id).
    const enqueue = (checkId: number, attempt = 'new') =>
      Effect.promise(() =>
        bus.enqueue(PLAGIARISM_LANE, { checkId }, { id: `plagiarism-${checkId}-${attempt}` }),
      )
    // Checks whose job stopped with a process that went away: started again.
    const stale = yield* db.use((client) =>
      client
        .select({ id: plagiarismCheck.id, heartbeat: plagiarismCheck.heartbeat })
        .from(plagiarismCheck)
        .where(
          and(
            or(eq(plagiarismCheck.status, 'queued'), eq(plagiarismCheck.status, 'running')),
            lt(plagiarismCheck.heartbeat, new Date(Date.now() - STALE_MS)),
          ),
        ),
    )
    for (const { id, heartbeat } of stale) yield* enqueue(id, String(heartbeat.getTime())).pipe(Effect.ignore)
    yield* Effect.addFinalizer(() => Effect.promise(() => subscription.close()))
    return { enqueue: (checkId: number) => enqueue(checkId) }
  }),
)
