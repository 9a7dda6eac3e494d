import { ProblemType } from '@oj/problems-contract'
import { IN_PROGRESS_STATUSES, isFinalStatus, JudgeStatus, judgeText } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { type FinalReport, type JudgeReport, type ProgressReport } from '@oj/sdk/server'
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'

import { problem } from '../tables.ts'
import { announceJudged } from './announce.ts'
import { giveUpSubmission } from './give-up.ts'
import { moveCount } from './stats.ts'
import { judgeCase, submission, testJudge } from './tables.ts'

const USER_OUTPUT_MAX = 1024
const STREAM_MAX = 64 * 1024
const clip = (text: unknown, max: number) => (typeof text === 'string' ? text.slice(0, max) : '')
const whole = (n: number) => Math.max(0, Math.round(n))
const hundredths = (n: number) => Math.max(0, Math.round(n * 100) / 100)

/** The judge's points per subtask as stored and announced (group number → points), or null. */
const subtaskScoresOf = (report: FinalReport): Record<string, number> | null =>
  report.subtasks && report.subtasks.length > 0
    ? Object.fromEntries(report.subtasks.map((s) => [String(s.groupNum), hundredths(s.score)]))
    : null

/** OI rank score of spec 1 §9: round(score × 0.1 + difficulty × 2). */
export const oiRankScore = (score: number, difficulty: number) => Math.round(score * 0.1 + difficulty * 2)

/** What applying a report changed: the submission (or test run) it touched, or nothing. */
export type Applied = { readonly submitId?: number; readonly testKey?: string } | undefined

/** Times a task may start judging (bus deliveries that reached a worker) before it is given up. */
const DEFAULT_MAX_STARTS = 3

/**
 * Applies a report idempotently: a report of another attempt, a repeat, or progress that would move a
 * submission backwards (Judging → Compiling, fewer cases done, anything after the final) changes nothing.
 * The one step back is a new start (Compiling of a later delivery: the worker before died or gave the
 * task back); past `maxStarts` of them the task is taken to kill its workers and ends as System Error.
 */
export async function applyReport(
  db: DbClient,
  report: JudgeReport,
  now = new Date(),
  maxStarts = DEFAULT_MAX_STARTS,
): Promise<Applied> {
  if (report.testKey !== undefined && report.submitId === undefined) return applyTestReport(db, report, now)
  if (report.submitId === undefined) return undefined
  if (report.kind === 'final') return applyFinal(db, report, now)
  if (report.status === JudgeStatus.compiling && report.delivery !== undefined) {
    const started = await applyStart(db, report, report.delivery, now, maxStarts)
    if (started !== 'repeat') return started
  }
  return applyProgress(db, report, now)
}

async function applyStart(
  db: DbClient,
  report: ProgressReport,
  delivery: number,
  now: Date,
  maxStarts: number,
): Promise<Applied | 'repeat'> {
  const id = report.submitId as number
  const started = {
    status: JudgeStatus.compiling,
    caseDone: 0,
    judger: clip(report.judger, 255),
    judgeDelivery: delivery,
    judgeStateAt: now,
    gmtModified: now,
  }
  // The usual start (a new delivery of the current attempt, below the bound) in one statement; the
  // row's lock orders it with the other reports. Anything else (a repeat, a start past the bound, a
  // report of another attempt) is decided in the transaction below, which reads the row first.
  const plain = await db
    .update(submission)
    .set({ ...started, judgeStarts: sql`${submission.judgeStarts} + 1` })
    .where(
      and(
        eq(submission.submitId, id),
        eq(submission.attempt, report.attempt),
        eq(submission.taskId, report.taskId),
        inArray(submission.status, [...IN_PROGRESS_STATUSES]),
        lt(submission.judgeDelivery, delivery),
        lt(submission.judgeStarts, maxStarts),
      ),
    )
    .returning({ submitId: submission.submitId })
  if (plain.length > 0) return { submitId: id }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(submission).where(eq(submission.submitId, id)).for('update')
    if (!row || row.attempt !== report.attempt || row.taskId !== report.taskId || isFinalStatus(row.status)) {
      return undefined
    }
    if (delivery <= row.judgeDelivery) return 'repeat'
    const starts = row.judgeStarts + 1
    if (starts > maxStarts) {
      await giveUpSubmission(tx, row, judgeText('judge.system.restarts', { starts: row.judgeStarts }), now)
      return { submitId: id }
    }
    await tx
      .update(submission)
      .set({ ...started, judgeStarts: starts })
      .where(eq(submission.submitId, id))
    return { submitId: id }
  })
}

async function applyProgress(db: DbClient, report: ProgressReport, now: Date): Promise<Applied> {
  const id = report.submitId as number
  const forward =
    report.status === 6
      ? eq(submission.status, 5)
      : or(
          inArray(submission.status, [5, 6]),
          and(eq(submission.status, 7), lte(submission.caseDone, report.done)),
        )
  const changed = await db
    .update(submission)
    .set({
      status: report.status,
      caseDone: report.status === 7 ? whole(report.done) : 0,
      ...(report.total > 0 ? { caseTotal: whole(report.total) } : {}),
      judger: clip(report.judger, 255),
      judgeStateAt: now,
      gmtModified: now,
    })
    .where(
      and(
        eq(submission.submitId, id),
        eq(submission.attempt, report.attempt),
        eq(submission.taskId, report.taskId),
        forward,
      ),
    )
    .returning({ submitId: submission.submitId })
  return changed.length > 0 ? { submitId: id } : undefined
}

async function applyFinal(db: DbClient, report: FinalReport, now: Date): Promise<Applied> {
  const id = report.submitId as number
  return db.transaction(async (tx) => {
    // The submission locked, with its problem's type and difficulty in the same round trip (by
    // subqueries, which leave the problem's row unlocked: verdicts on one problem do not queue).
    const ofProblem = (column: typeof problem.type | typeof problem.difficulty) =>
      sql<number | null>`(select ${column} from ${problem} where ${problem.id} = ${submission.pid})`
    const [found] = await tx
      .select({ row: submission, type: ofProblem(problem.type), difficulty: ofProblem(problem.difficulty) })
      .from(submission)
      .where(eq(submission.submitId, id))
      .for('update')
    const row = found?.row
    if (!row || row.attempt !== report.attempt || row.taskId !== report.taskId || isFinalStatus(row.status)) {
      return undefined
    }
    const prob =
      found.type !== null && found.difficulty !== null
        ? { type: found.type, difficulty: found.difficulty }
        : undefined
    const isOi = prob?.type === ProblemType.oi
    const score = isOi ? whole(report.score ?? 0) : null
    const counted = await moveCount(tx, row.pid, row.countedStatus, report.status)
    const [updated] = await tx
      .update(submission)
      .set({
        status: report.status,
        score,
        subtaskScores: isOi ? subtaskScoresOf(report) : null,
        oiRankScore: score === null ? null : oiRankScore(score, prob?.difficulty ?? 0),
        time: whole(report.time),
        memory: whole(report.memory),
        errorMessage: clip(report.errorMessage, STREAM_MAX) || null,
        judger: clip(report.judger, 255),
        caseDone: report.cases.length,
        caseTotal: Math.max(row.caseTotal, report.cases.length),
        countedStatus: counted,
        judgeStateAt: now,
        gmtModified: now,
      })
      .where(eq(submission.submitId, id))
      .returning()
    // Case results are written only here, with the final verdict of an attempt, and a new attempt
    // deletes them: an attempt still open has none, unless a manual verdict (which marks the row
    // manual) took it out of the final verdict it had. Only then are there rows to replace.
    if (row.isManual) await tx.delete(judgeCase).where(eq(judgeCase.submitId, id))
    if (report.cases.length > 0) {
      await tx.insert(judgeCase).values(
        report.cases.map((c) => ({
          submitId: id,
          attempt: report.attempt,
          caseId: Number.isSafeInteger(c.caseId) ? c.caseId : 0,
          seq: c.index,
          inputName: clip(c.inputName, 255),
          outputName: clip(c.outputName, 255),
          status: c.status,
          time: whole(c.time),
          memory: whole(c.memory),
          score: whole(Number(c.score) || 0),
          groupNum: Number.isSafeInteger(c.groupNum) ? c.groupNum : 0,
          userOutput: clip(c.userOutput, USER_OUTPUT_MAX),
          message: clip(c.message, 4096),
        })),
      )
    }
    if (updated) {
      const change = { previousStatus: row.countedStatus, isRejudge: row.judgedBefore }
      await announceJudged(tx, updated, change, prob, now)
    }
    return { submitId: id }
  })
}

async function applyTestReport(db: DbClient, report: JudgeReport, now: Date): Promise<Applied> {
  const key = report.testKey as string
  if (report.taskId !== `t${key}`) return undefined
  const open = and(eq(testJudge.key, key), isNull(testJudge.finishedAt))
  if (report.kind === 'progress') {
    const changed = await db
      .update(testJudge)
      .set({ status: report.status })
      .where(and(open, sql`${testJudge.status} <= ${report.status}`))
      .returning({ key: testJudge.key })
    return changed.length > 0 ? { testKey: key } : undefined
  }
  const first = report.cases[0]
  const changed = await db
    .update(testJudge)
    .set({
      status: report.status,
      time: whole(report.time),
      memory: whole(report.memory),
      stderr: clip(report.stderr, STREAM_MAX),
      userOutput:
        report.stdout !== undefined ? clip(report.stdout, STREAM_MAX) : clip(first?.userOutput, STREAM_MAX),
      errorMessage: clip(report.errorMessage, STREAM_MAX) || null,
      finishedAt: now,
    })
    .where(open)
    .returning({ key: testJudge.key })
  return changed.length > 0 ? { testKey: key } : undefined
}
