import { dbTransaction } from '@oj/sdk/server'
import { Effect } from 'effect'

import { announcement } from './tables.ts'

const DEMO = [
  {
    title: 'Welcome to the online judge',
    content:
      '**Welcome!** Pick a problem from the problem set, submit your code and see the verdict in seconds.\n\n' +
      '欢迎！在题库中选一道题，提交代码，几秒钟就能看到评测结果。',
  },
  {
    title: 'Weekly practice contest',
    content:
      'A practice contest is held every Saturday. Register on the contest page and bring your friends.\n\n' +
      '每周六举行一场练习赛，欢迎在比赛页面报名参加。',
  },
]

/** The demo's two announcements (idempotent: only when there are none yet). */
export const seedAnnouncements = dbTransaction(async (tx) => {
  const [any] = await tx.select({ id: announcement.id }).from(announcement).limit(1)
  if (any) return
  // One after the other, so that "newest first" shows them in a stable order.
  for (const [i, row] of DEMO.entries()) {
    await tx
      .insert(announcement)
      .values({ ...row, gmtCreate: new Date(Date.now() - (DEMO.length - i) * 1000) })
  }
}).pipe(Effect.asVoid)
