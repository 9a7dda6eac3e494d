import { dbTransaction } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { msgNotice } from './tables.ts'

const WELCOME_TITLE = 'Welcome'

/** The demo's system notice to everyone (idempotent: once per database). */
export const seedWelcomeNotice = dbTransaction(async (tx) => {
  const [existing] = await tx
    .select({ id: msgNotice.id })
    .from(msgNotice)
    .where(eq(msgNotice.title, WELCOME_TITLE))
    .limit(1)
  if (existing) return
  await tx.insert(msgNotice).values({
    title: WELCOME_TITLE,
    content:
      'Welcome to the online judge! Solve problems, join contests and discuss with others.\n\n' +
      '欢迎来到在线评测系统！在这里做题、参加比赛、与大家交流。',
    type: 'All',
  })
}).pipe(Effect.asVoid)
