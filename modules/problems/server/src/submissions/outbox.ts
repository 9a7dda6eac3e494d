import type { JudgeTask } from '@oj/sdk/server'
import type { DbClient } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'

import { outbox } from './tables.ts'

/** The outbox row of a judge task. */
export const taskRow = (lane: string, task: JudgeTask) =>
  ({ kind: 'task', target: lane, msgId: task.taskId, payload: task }) as const

/** Adds a judge task to the outbox, in the caller's transaction. */
export async function addTask(tx: DbClient, lane: string, task: JudgeTask): Promise<void> {
  await tx.insert(outbox).values(taskRow(lane, task))
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

/** Forgets rows sent, or given up, more than a week ago. */
export async function pruneOutbox(db: DbClient, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 7 * 24 * 3600_000)
  await db.delete(outbox).where(sql`${outbox.publishedAt} < ${before} or ${outbox.deadAt} < ${before}`)
}
