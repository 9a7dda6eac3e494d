import { JudgeStatus } from '@oj/sdk'
import type { BusShape, DbClient, FilesShape, JudgeReport, Subscription } from '@oj/sdk/server'
import { RESULTS_LANE } from '@oj/sdk/server'
import { eq, lt } from 'drizzle-orm'

import { pruneOutbox } from './outbox.ts'
import { outboxDue, publishOutbox } from './publisher.ts'
import { asReport } from './report-shape.ts'
import { applyReport } from './results.ts'
import type { JudgeSignals } from './signals.ts'
import { sweepStuck, sweepTestRuns } from './sweeper.ts'
import { outbox, testcaseUpload, testJudge } from './tables.ts'

const DAY_MS = 24 * 3600_000
const FOREIGN_REDELIVERIES = 10
/** A report the server cannot apply (its database is down) is tried this many times, then dropped. */
const RESULTS_MAX_DELIVER = 200

/** Whether this database sent the task (its outbox keeps task ids for a week). */
async function isOurTask(db: DbClient, taskId: string): Promise<boolean> {
  const rows = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.msgId, taskId)).limit(1)
  return rows.length > 0
}

/** What the log keeps of a System Error's message. */
const LOGGED_MESSAGE_MAX = 4000

/**
 * The server log's line for a System Error a judge reported, or undefined for any other report: the
 * submission (or test run), the attempt, the judge and its message, so that an operator reads why
 * without opening the submission.
 */
function systemErrorLine(report: JudgeReport): string | undefined {
  if (report.kind !== 'final' || report.status !== JudgeStatus.systemError) return undefined
  const what =
    report.submitId !== undefined ? `submission ${report.submitId}` : `test run ${report.testKey ?? '?'}`
  const message = report.errorMessage.trim()
  return (
    `problems: System Error on ${what} (attempt ${report.attempt}, judge ${report.judger}): ` +
    (message === '' ? '(the judge gave no message)' : message.slice(0, LOGGED_MESSAGE_MAX))
  )
}

/** Runs `f` now and then, never twice at once; a call while it runs makes it run once more after. */
function serial(f: () => Promise<unknown>, log: (message: string, error: unknown) => void) {
  let running: Promise<void> | undefined
  let again = false
  const run = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          await f()
        } catch (error) {
          log('problems: background job failed', error)
        }
      } while (again)
    })().finally(() => {
      running = undefined
    })
    return running
  }
  return { run, idle: () => running ?? Promise.resolve() }
}

export interface Pipeline {
  stop(): Promise<void>
}

/**
 * The server side of judging, running beside the routes: the outbox publisher (tasks too large for
 * the bus go through `files`), the results consumer (reports from the workers on RESULTS_LANE), the
 * sweeper of stuck submissions and of test runs nobody answered.
 */
export async function startPipeline(
  db: DbClient,
  bus: BusShape,
  signals: JudgeSignals,
  log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error ?? ''),
  files?: FilesShape,
): Promise<Pipeline> {
  const { timings } = signals
  const publisher = serial(async () => {
    for (;;) {
      const { sent, more, failedSubmissions } = await publishOutbox(db, bus, {
        files,
        log,
        maxTaskBytes: timings.maxTaskBytes,
      })
      for (const id of failedSubmissions) signals.submissionChanged(id)
      // Keep going while a backlog is left; a row added meanwhile wakes the publisher again (serial).
      if (sent === 0 || !more) break
    }
  }, log)
  const sweeper = serial(async () => {
    const touched = await sweepStuck(db, {
      stuckAfterMs: timings.stuckAfterMs,
      maxAttempts: timings.maxAttempts,
    })
    for (const id of touched) signals.submissionChanged(id)
    const testRuns = await sweepTestRuns(db, timings.testRunDeadlineMs)
    if (touched.length > 0 || testRuns > 0) void publisher.run()
    const dayAgo = new Date(Date.now() - DAY_MS)
    await db.delete(testJudge).where(lt(testJudge.createdAt, dayAgo))
    await db.delete(testcaseUpload).where(lt(testcaseUpload.createdAt, dayAgo))
    await pruneOutbox(db)
  }, log)

  // The poll finds rows nobody woke the publisher for (another server's, retries coming due): it looks
  // first, as it mostly finds none, and a run costs a transaction.
  let stopped = false
  let polling: Promise<void> | undefined
  const poll = () => {
    polling ??= (async () => {
      try {
        if ((await outboxDue(db)) && !stopped) await publisher.run()
      } catch (error) {
        log('problems: background job failed', error)
      }
    })().finally(() => {
      polling = undefined
    })
    return polling
  }
  const stopWaking = signals.onOutbox(() => void publisher.run())
  const timers = [
    setInterval(() => void poll(), timings.outboxPollMs),
    setInterval(() => void sweeper.run(), timings.sweepEveryMs),
  ]
  for (const timer of timers) timer.unref()

  let results: Subscription | undefined
  try {
    results = await bus.consume(
      RESULTS_LANE,
      { prefetch: 8, maxDeliver: RESULTS_MAX_DELIVER },
      async (msg) => {
        let payload: unknown
        try {
          payload = msg.json()
        } catch {
          payload = undefined
        }
        const report = asReport(payload, (why) =>
          log(`problems: dropped a malformed judge report on ${msg.subject}: ${why}`),
        )
        if (!report) return msg.ack()
        // A failure here throws: the bus gives the report back and it is applied later.
        const applied = await applyReport(db, report, new Date(), timings.maxStarts)
        if (!applied && msg.deliveryCount < FOREIGN_REDELIVERIES && !(await isOurTask(db, report.taskId))) {
          // Servers of other databases may share the bus (test servers, a second instance): a report
          // of a task we never sent goes back for them, a few times, then is dropped.
          return msg.nak(200)
        }
        await msg.ack()
        const failure = applied ? systemErrorLine(report) : undefined
        if (failure) log(failure)
        if (applied?.submitId !== undefined) signals.submissionChanged(applied.submitId)
        if (report.kind === 'final') void publisher.run()
      },
    )
  } catch (error) {
    stopWaking()
    for (const timer of timers) clearInterval(timer)
    throw error
  }
  void publisher.run()
  return {
    stop: async () => {
      stopped = true
      stopWaking()
      for (const timer of timers) clearInterval(timer)
      await results?.close()
      await polling
      await Promise.all([publisher.idle(), sweeper.idle()])
    },
  }
}
