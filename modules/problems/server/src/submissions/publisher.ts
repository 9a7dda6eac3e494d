import { isFinalStatus, judgeText } from '@oj/sdk'
import type { BusShape, DbClient, FilesShape, JudgeTaskRef } from '@oj/sdk/server'
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import { Effect } from 'effect'

import { giveUpSubmission, giveUpTestRun } from './give-up.ts'
import { lockSubmission } from './requeue.ts'
import { outbox } from './tables.ts'

const BATCH = 50
/** Failed sends of a row, while the bus takes other rows, before the row is given up. */
const OUTBOX_MAX_TRIES = 5
/** Failures in a row after which a run stops: the bus itself is likely down, no row is to blame. */
const FAILURES_IN_A_ROW = 3
/** A task larger than this travels by reference (its JSON a blob of the file store). */
const INLINE_MAX_BYTES = 256 * 1024
const retryDelayMs = (tries: number) => Math.min(60_000, 1_000 * 2 ** tries)

interface PublishOptions {
  /** The file store tasks too large for the bus go through; without it they are given up. */
  readonly files?: FilesShape | undefined
  /** A task whose JSON is larger is not judged at all (by reference or not). */
  readonly maxTaskBytes: number
  /** The alert of a row given up. */
  readonly log?: (message: string) => void
  readonly now?: Date
}

interface Published {
  readonly sent: number
  /** Whether the run took a whole batch: more rows may be waiting. */
  readonly more: boolean
  /** Submissions ended with System Error because their task was given up. */
  readonly failedSubmissions: ReadonlyArray<number>
}

type OutboxRow = typeof outbox.$inferSelect
type TaskTarget = {
  readonly taskId?: string
  readonly submitId?: number
  readonly testKey?: string
  readonly attempt?: number
  readonly priority?: string
  readonly language?: string
}

class TooLarge extends Error {
  constructor(size: number, limit: number) {
    super(judgeText('judge.system.taskTooLarge', { size, limit }))
  }
}

/** What goes on the lane for a task: the task itself, or a reference to its JSON in the file store. */
async function wireTask(payload: unknown, bus: BusShape, options: PublishOptions): Promise<unknown> {
  const bytes = new TextEncoder().encode(JSON.stringify(payload))
  const inlineMax = Math.min(bus.maxPayload, INLINE_MAX_BYTES)
  if (bytes.length <= inlineMax) return payload
  const max = options.maxTaskBytes
  if (bytes.length > max) throw new TooLarge(bytes.length, max)
  if (!options.files) throw new TooLarge(bytes.length, inlineMax)
  const task = payload as TaskTarget
  const hash = await Effect.runPromise(options.files.put(bytes))
  const ref: JudgeTaskRef = {
    kind: 'ref',
    taskId: task.taskId ?? '',
    ...(task.submitId !== undefined ? { submitId: task.submitId } : {}),
    ...(task.testKey !== undefined ? { testKey: task.testKey } : {}),
    attempt: task.attempt ?? 1,
    priority: (task.priority ?? 'normal') as JudgeTaskRef['priority'],
    language: task.language ?? '',
    hash,
    size: bytes.length,
  }
  return ref
}

/** A failure the row itself causes (too large for the bus): trying again cannot help. */
const isPermanent = (error: unknown) =>
  error instanceof TooLarge ||
  (error instanceof Error && /over the bus limit|max_payload/.test(error.message))

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000)

/**
 * The dead letter: a row that cannot be sent is marked given up, and what waited for it ends with
 * a System Error the user sees (its submission, or its test run), with an alert in the log.
 */
async function deadLetter(
  tx: DbClient,
  row: OutboxRow,
  error: unknown,
  tries: number,
  options: PublishOptions,
  now: Date,
): Promise<number | undefined> {
  const detail = reason(error)
  await tx
    .update(outbox)
    .set({ publishedAt: null, deadAt: now, tries, lastError: detail, nextTryAt: null })
    .where(eq(outbox.id, row.id))
  options.log?.(
    `ALERT problems: outbox row ${row.id} (${row.kind} ${row.msgId} to ${row.target}) given up after ${tries} tries: ${detail}`,
  )
  if (row.kind !== 'task') return undefined
  const message =
    error instanceof TooLarge ? error.message : judgeText('judge.system.notSent', { tries, detail })
  const task = row.payload as TaskTarget
  if (task.submitId !== undefined) {
    const sub = await lockSubmission(tx, task.submitId)
    if (!sub || sub.taskId !== row.msgId || isFinalStatus(sub.status)) return undefined
    return (await giveUpSubmission(tx, sub, message, now))?.submitId
  }
  if (task.testKey !== undefined) await giveUpTestRun(tx, task.testKey, message, now)
  return undefined
}

/** The rows a run of `publishOutbox` would take now: unsent, not given up, not waiting to be retried. */
const due = (now: Date) =>
  and(
    isNull(outbox.publishedAt),
    isNull(outbox.deadAt),
    or(isNull(outbox.nextTryAt), lte(outbox.nextTryAt, now)),
  )

/** Whether a row is due: one statement, where a run costs three even when it finds none. */
export async function outboxDue(db: DbClient, now = new Date()): Promise<boolean> {
  const rows = await db.select({ id: outbox.id }).from(outbox).where(due(now)).limit(1)
  return rows.length > 0
}

/**
 * Sends unsent outbox rows in order and marks them sent. Rows are locked while being sent, so
 * several servers share the work without sending a row twice; the bus drops a task id it has seen
 * already, so a crash between send and mark costs nothing.
 *
 * One row never holds up the others: a row that fails waits (1 s, 2 s, 4 s ... a minute) while the
 * rows after it go. A task too large for the bus goes by reference (`JudgeTaskRef`); one too large
 * for that, or a row that failed `OUTBOX_MAX_TRIES` times while the bus took other rows, is given up
 * (the dead letter: System Error for its submission or test run, and an alert). When several rows
 * fail in a row the bus is taken for down: the run stops and nothing counts against the rows.
 */
export async function publishOutbox(
  db: DbClient,
  bus: BusShape,
  options: PublishOptions,
): Promise<Published> {
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    // The due rows are taken (locked, past those another run holds) and marked sent in one
    // statement; those not sent below are set back before the commit, and a crash undoes the marks.
    const taken = tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(due(now))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    const rows = (
      await tx
        .update(outbox)
        .set({ publishedAt: new Date(), nextTryAt: null })
        .where(inArray(outbox.id, taken))
        .returning()
    ).sort((a, b) => a.id - b.id)
    let inARow = 0
    let sent = 0
    const failed: Array<{ row: OutboxRow; error: unknown }> = []
    const failedSubmissions: number[] = []
    /** Rows not tried: the run stopped before them. */
    const untried: number[] = []
    for (const row of rows) {
      if (inARow >= FAILURES_IN_A_ROW) {
        untried.push(row.id)
        continue
      }
      try {
        if (row.kind === 'task') {
          await bus.enqueue(row.target, await wireTask(row.payload, bus, options), { id: row.msgId })
        } else await bus.publish(row.target, row.payload)
      } catch (error) {
        if (isPermanent(error)) {
          const id = await deadLetter(tx, row, error, row.tries + 1, options, now)
          if (id !== undefined) failedSubmissions.push(id)
          continue
        }
        failed.push({ row, error })
        inARow += 1
        continue
      }
      inARow = 0
      sent += 1
    }
    if (untried.length > 0)
      await tx.update(outbox).set({ publishedAt: null }).where(inArray(outbox.id, untried))
    for (const { row, error } of failed) {
      // Only while the bus takes other rows is a failure the row's own.
      const tries = sent > 0 ? row.tries + 1 : row.tries
      if (tries >= OUTBOX_MAX_TRIES) {
        const id = await deadLetter(tx, row, error, tries, options, now)
        if (id !== undefined) failedSubmissions.push(id)
        continue
      }
      await tx
        .update(outbox)
        .set({
          publishedAt: null,
          tries,
          lastError: reason(error),
          nextTryAt: new Date(now.getTime() + retryDelayMs(tries)),
        })
        .where(eq(outbox.id, row.id))
    }
    return { sent, more: rows.length === BATCH, failedSubmissions }
  })
}
