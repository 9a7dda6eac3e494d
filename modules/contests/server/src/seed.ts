import { CATALOG_KEY, type CatalogProblem, ProblemCatalogs } from '@oj/problems-contract'
import { dbQuery, dbTransaction, Extensions } from '@oj/sdk/server'
import { Effect } from 'effect'

import { contest, contestAnnouncement, contestProblem } from './tables.ts'

// npm start's demo data: a running ACM contest sealed for its last hour, and an OI contest that ran
// yesterday, each with the bank's first problems (P1000...), found through the problems module's
// catalogue (ProblemCatalogs): none when the problems module is off.

const HOUR = 3_600_000
const DEMO_PROBLEMS = ['P1000', 'P1001', 'P1002', 'P1003']

const demoProblems = Effect.gen(function* () {
  const provided = (yield* Extensions).get(ProblemCatalogs, CATALOG_KEY)
  const found: Array<CatalogProblem> = []
  if (!provided) return found
  for (const id of DEMO_PROBLEMS) {
    const problem = yield* provided.value.byProblemId(id)
    if (problem) found.push(problem)
  }
  return found
})

const COLORS = ['#f44336', '#2196f3', '#4caf50', '#ffc107']

export const seedContests = Effect.gen(function* () {
  const [any] = yield* dbQuery((db) => db.select({ id: contest.id }).from(contest).limit(1))
  if (any) return
  const problems = yield* demoProblems
  yield* dbTransaction(async (tx) => {
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
            pid: p.pid,
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
})
