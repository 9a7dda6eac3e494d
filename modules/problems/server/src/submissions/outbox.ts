import type { JudgeTask } from '@oj/sdk/server'
import type { BusShape, DbClient } from '@oj/sdk/server'
import { asc, eq, isNull, sql } from 'drizzle-orm'

import { outbox } from './tables.ts'

/** Adds a judge task to the outbox, in the caller's transaction. */
export async function addTask(tx: DbClient, lane: string, task: JudgeTask): Promise<void> {
  await tx.insert(outbox).values({ kind: 'task', target: lane, msgId: task.taskId, payload: task })
}

/** Adds an event to the outbox, in the caller's transaction. */
export async function addEvent(
  tx: DbClient,
  subject: string,
  msgId: string,
  payload: unknown,
): Promise<void> {
  await tx.insert(outbox).values({ kind: 'event', target: subject, msgId, payload })
}

const BATCH = 50

/**
 * Sends unsent outbox rows in order and marks them sent. Rows are locked while being sent, so
 * several servers share the work without sending a row twice; a row whose send fails stays unsent
 * (with its error) and stops the batch, to be tried again at the next run. The bus drops a task id it
 * has seen already, so a crash between send and mark costs nothing. Answers how many were sent.
 */
export async function publishOutbox(db: DbClient, bus: BusShape): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(isNull(outbox.publishedAt))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    let sent = 0
    for (const row of rows) {
      try {
        if (row.kind === 'task') await bus.enqueue(row.target, row.payload, { id: row.msgId })
        else await bus.publish(row.target, row.payload)
      } catch (error) {
        await tx
          .update(outbox)
          .set({ tries: sql`${outbox.tries} + 1`, lastError: String(error).slice(0, 2000) })
          .where(eq(outbox.id, row.id))
        break
      }
      await tx.update(outbox).set({ publishedAt: new Date() }).where(eq(outbox.id, row.id))
      sent++
    }
    return sent
  })
}

/** Forgets rows sent more than a week ago. */
export async function pruneOutbox(db: DbClient, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 7 * 24 * 3600_000)
  await db.delete(outbox).where(sql`${outbox.publishedAt} < ${before}`)
}
