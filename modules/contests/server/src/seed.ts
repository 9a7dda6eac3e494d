import { type DbClient, dbTransaction } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'

import { contest, contestAnnouncement, contestProblem } from './tables.ts'

// npm start's demo data: a running ACM contest sealed for its last hour, and an OI contest that ran
// yesterday, each with the bank's first problems. The bank's problems are looked up by their ids
// (P1000...) in the problems module's demo data: the one read of another module's table, for demo
// data only, until the problems contract offers a catalogue port.

const HOUR = 3_600_000

async function demoProblems(tx: DbClient): Promise<Array<{ id: number; problemId: string; title: string }>> {
  const result = await tx.execute(
    sql`select id, problem_id, title from problems.problem where problem_id in ('P1000', 'P1001', 'P1002', 'P1003') order by id`,
  )
  const rows = (result as unknown as { rows: Array<{ id: number; problem_id: string; title: string }> }).rows
  return rows.map((r) => ({ id: Number(r.id), problemId: r.problem_id, title: r.title }))
}

const COLORS = ['#f44336', '#2196f3', '#4caf50', '#ffc107']

export const seedContests = dbTransaction(async (tx) => {
  const [any] = await tx.select({ id: contest.id }).from(contest).limit(1)
  if (any) return
  const problems = await demoProblems(tx)
  const now = Date.now()
  const hourStart = now - (now % HOUR)
  const [acm, oi] = await tx
    .insert(contest)
    .values([
      {
        uid: 'demo',
        author: 'root',
        title: 'Demo ACM Contest',
        type: 0,
        description: 'A five-hour ACM contest: the board seals for the last hour.',
        startTime: new Date(hourStart - HOUR),
        endTime: new Date(hourStart + 4 * HOUR),
        sealRank: true,
        sealRankTime: new Date(hourStart + 3 * HOUR),
        openRank: true,
        awardType: 1,
      },
      {
        uid: 'demo',
        author: 'root',
        title: 'Demo OI Contest',
        type: 1,
        description: 'A three-hour OI contest: the highest score per problem counts.',
        auth: 2,
        pwd: 'demo',
        startTime: new Date(hourStart - 27 * HOUR),
        endTime: new Date(hourStart - 24 * HOUR),
        oiRankScoreType: 'Highest',
        openRank: true,
      },
    ])
    .returning({ id: contest.id })
  for (const c of [acm, oi]) {
    if (!c) continue
    if (problems.length) {
      await tx.insert(contestProblem).values(
        problems.map((p, i) => ({
          cid: c.id,
          pid: p.id,
          displayId: String.fromCharCode(65 + i),
          displayTitle: p.title,
          color: COLORS[i] ?? null,
        })),
      )
    }
    await tx.insert(contestAnnouncement).values({
      cid: c.id,
      title: 'Welcome',
      content: 'Good luck and have fun!',
      uid: 'demo',
      username: 'root',
    })
  }
})
