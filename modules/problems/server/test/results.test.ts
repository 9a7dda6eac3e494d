import { JudgeStatus } from '@oj/sdk'
import type { DbShape } from '@oj/sdk/server'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asReport } from '../src/submissions/report-shape.ts'
import { lockSubmission, startNewAttempt } from '../src/submissions/requeue.ts'
import { applyReport } from '../src/submissions/results.ts'
import { sweepStuck } from '../src/submissions/sweeper.ts'
import { judgeCase, outbox, submission } from '../src/submissions/tables.ts'
import {
  caseResult,
  final,
  insertProblem,
  insertSubmission,
  progress,
  statsOf,
  submissionRow,
} from './judge-fixtures.ts'
import { openProblemsDb } from './test-db.ts'

let db: DbShape
let close: () => Promise<void>
beforeAll(async () => {
  ;({ service: db, close } = await openProblemsDb())
}, 60_000)
afterAll(() => close())

const judgedEvents = async (submitId: number) =>
  (await db.client.select().from(outbox).where(eq(outbox.kind, 'event'))).filter(
    (row) => (row.payload as { submitId?: number }).submitId === submitId,
  )

describe('results consumer', () => {
  it('walks Pending → Compiling → Judging and never backwards', async () => {
    const pid = await insertProblem(db.client, 'R1')
    const id = await insertSubmission(db.client, pid, 's-r1')
    expect(await applyReport(db.client, progress(id, 's-r1', 6))).toEqual({ submitId: id })
    expect(await applyReport(db.client, progress(id, 's-r1', 7, 1))).toEqual({ submitId: id })
    expect((await submissionRow(db.client, id)).caseDone).toBe(1)
    // Out of order: Compiling after Judging, fewer cases done.
    expect(await applyReport(db.client, progress(id, 's-r1', 6))).toBeUndefined()
    expect(await applyReport(db.client, progress(id, 's-r1', 7, 0))).toBeUndefined()
    expect(await submissionRow(db.client, id)).toMatchObject({ status: 7, caseDone: 1, judger: 'w1' })
  })

  it('applies a final once: repeats, late progress and other tasks change nothing', async () => {
    const pid = await insertProblem(db.client, 'R2')
    const id = await insertSubmission(db.client, pid, 's-r2')
    expect(await applyReport(db.client, final(id, 's-r2', JudgeStatus.accepted))).toEqual({ submitId: id })
    expect(await applyReport(db.client, final(id, 's-r2', JudgeStatus.accepted))).toBeUndefined()
    expect(await applyReport(db.client, final(id, 's-r2', JudgeStatus.wrongAnswer))).toBeUndefined()
    expect(await applyReport(db.client, progress(id, 's-r2', 7, 2))).toBeUndefined()
    expect(await applyReport(db.client, final(id, 'other-task', JudgeStatus.wrongAnswer))).toBeUndefined()
    const row = await submissionRow(db.client, id)
    expect(row).toMatchObject({ status: 0, time: 20, memory: 2000, countedStatus: 0, score: null })
    expect(await statsOf(db.client, pid)).toMatchObject({ total: 1, ac: 1, wa: 0 })
    const cases = await db.client.select().from(judgeCase).where(eq(judgeCase.submitId, id))
    expect(cases.map((c) => [c.seq, c.status, c.userOutput])).toEqual([
      [1, 0, 'out 1'],
      [2, 0, 'out 2'],
    ])
    const events = await judgedEvents(id)
    expect(events).toHaveLength(1)
    expect(events[0]!.target).toBe('events.problems.judged')
    expect(events[0]!.payload).toMatchObject({
      submitId: id,
      pid,
      status: 0,
      previousStatus: null,
      uid: 'u1',
    })
  })

  it('scores OI submissions with their OI rank score', async () => {
    const pid = await insertProblem(db.client, 'R3', { type: 1, difficulty: 2 })
    const id = await insertSubmission(db.client, pid, 's-r3')
    await applyReport(
      db.client,
      final(id, 's-r3', JudgeStatus.partialAccepted, {
        score: 50,
        cases: [caseResult(1, 0, 50), caseResult(2, -1, 0)],
      }),
    )
    expect(await submissionRow(db.client, id)).toMatchObject({ status: 8, score: 50, oiRankScore: 9 })
    expect(await statsOf(db.client, pid)).toMatchObject({ total: 1, pa: 1 })
  })

  it("keeps the judge's points per subtask and announces them; a rejudge forgets them", async () => {
    const pid = await insertProblem(db.client, 'R5', { type: 1 })
    const id = await insertSubmission(db.client, pid, 's-r5')
    await applyReport(
      db.client,
      final(id, 's-r5', JudgeStatus.partialAccepted, {
        score: 43,
        cases: [
          { ...caseResult(1, 0, 30), groupNum: 1 },
          { ...caseResult(2, -1, 0), groupNum: 2 },
        ],
        subtasks: [
          { groupNum: 1, score: 30 },
          { groupNum: 2, score: 13.333 },
        ],
      }),
    )
    expect(await submissionRow(db.client, id)).toMatchObject({
      score: 43,
      subtaskScores: { '1': 30, '2': 13.33 },
    })
    expect((await judgedEvents(id))[0]!.payload).toMatchObject({
      score: 43,
      subtasks: { '1': 30, '2': 13.33 },
    })
    const next = await db.client.transaction(async (tx) =>
      startNewAttempt(tx, (await lockSubmission(tx, id))!, 'rejudge'),
    )
    expect(await submissionRow(db.client, id)).toMatchObject({ score: null, subtaskScores: null })
    // A judge without the field (or a problem without subtasks): the event has none.
    await applyReport(db.client, final(id, next!.taskId, JudgeStatus.accepted, { attempt: 2, score: 100 }))
    const events = await judgedEvents(id)
    expect(events).toHaveLength(2)
    expect(events[1]!.payload).not.toHaveProperty('subtasks')
  })

  it('an ACM problem keeps no subtask points', async () => {
    const pid = await insertProblem(db.client, 'R6')
    const id = await insertSubmission(db.client, pid, 's-r6')
    await applyReport(
      db.client,
      final(id, 's-r6', JudgeStatus.accepted, { subtasks: [{ groupNum: 1, score: 10 }] }),
    )
    expect(await submissionRow(db.client, id)).toMatchObject({ score: null, subtaskScores: null })
  })

  it('a rejudge ignores the old attempt and moves the count to the new verdict', async () => {
    const pid = await insertProblem(db.client, 'R4')
    const id = await insertSubmission(db.client, pid, 's-r4')
    await applyReport(db.client, final(id, 's-r4', JudgeStatus.wrongAnswer))
    const next = await db.client.transaction(async (tx) =>
      startNewAttempt(tx, (await lockSubmission(tx, id))!, 'rejudge'),
    )
    expect(next).toMatchObject({ attempt: 2, status: JudgeStatus.pending, priority: 'rejudge' })
    expect(await db.client.select().from(judgeCase).where(eq(judgeCase.submitId, id))).toEqual([])
    const task = (await db.client.select().from(outbox).where(eq(outbox.msgId, next!.taskId)))[0]
    expect(task).toMatchObject({ kind: 'task', target: 'judge-rejudge-native', publishedAt: null })
    // The first attempt's late reports are ignored.
    expect(await applyReport(db.client, final(id, 's-r4', JudgeStatus.accepted))).toBeUndefined()
    expect(await applyReport(db.client, progress(id, 's-r4', 7, 1))).toBeUndefined()
    expect(await statsOf(db.client, pid)).toMatchObject({ total: 1, wa: 1, ac: 0 })
    await applyReport(db.client, final(id, next!.taskId, JudgeStatus.accepted, { attempt: 2 }))
    expect(await statsOf(db.client, pid)).toMatchObject({ total: 1, wa: 0, ac: 1 })
    const events = await judgedEvents(id)
    expect(events.map((e) => (e.payload as { previousStatus: number | null }).previousStatus)).toEqual([
      null,
      -1,
    ])
  })

  it('rejects malformed reports', () => {
    expect(
      asReport({ kind: 'final', taskId: 't', submitId: 1, attempt: 1, status: 5, cases: [] }),
    ).toBeUndefined()
    expect(
      asReport({ kind: 'progress', taskId: 't', submitId: 1, attempt: 1, status: 0, done: 0, total: 1 }),
    ).toBeUndefined()
    expect(asReport({ kind: 'final', taskId: 't', attempt: 1, status: 0, cases: [] })).toBeUndefined()
    expect(asReport('nonsense')).toBeUndefined()
    expect(asReport(final(1, 't', 0))).toBeDefined()
  })
})

describe('sweeper', () => {
  it('re-queues a submission stuck past the deadline, then gives up with System Error', async () => {
    const pid = await insertProblem(db.client, 'S1')
    const id = await insertSubmission(db.client, pid, 's-s1')
    const past = new Date(Date.now() - 120_000)
    await db.client
      .update(submission)
      .set({ judgeStateAt: past, status: 7 })
      .where(eq(submission.submitId, id))
    const options = { stuckAfterMs: 30_000, maxAttempts: 2 }
    expect(await sweepStuck(db.client, options)).toContain(id)
    const second = await submissionRow(db.client, id)
    expect(second).toMatchObject({ attempt: 2, status: JudgeStatus.pending })
    // Its task is still in the outbox: the publisher's business, not stuck.
    await db.client
      .update(submission)
      .set({ judgeStateAt: past, status: 7 })
      .where(eq(submission.submitId, id))
    expect(await sweepStuck(db.client, options)).not.toContain(id)
    await db.client
      .update(outbox)
      .set({ publishedAt: new Date() })
      .where(and(eq(outbox.msgId, second.taskId), isNull(outbox.publishedAt)))
    expect(await sweepStuck(db.client, options)).toContain(id)
    expect(await submissionRow(db.client, id)).toMatchObject({ attempt: 2, status: JudgeStatus.systemError })
    expect(await statsOf(db.client, pid)).toMatchObject({ total: 1, se: 1 })
  })

  it('leaves fresh submissions alone', async () => {
    const pid = await insertProblem(db.client, 'S2')
    const id = await insertSubmission(db.client, pid, 's-s2')
    expect(await sweepStuck(db.client, { stuckAfterMs: 30_000, maxAttempts: 3 })).not.toContain(id)
  })
})
