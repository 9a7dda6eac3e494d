import { startTestServer } from '@oj/platform-server/testing'
import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { contest, contestProblem } from '../src/tables.ts'

interface BoardRow {
  readonly username: string
  readonly rank: number
  readonly ac?: number
  readonly totalScore?: number
}

describe('demo data', { timeout: 60_000 }, () => {
  it("seeds two contests with the bank's first four problems, found through its catalogue", async () => {
    const server = await startTestServer({ log: () => {} })
    try {
      await server.seedDemo()
      const rows = await server.db.client
        .select({ cid: contestProblem.cid, pid: contestProblem.pid, displayId: contestProblem.displayId })
        .from(contestProblem)
        .orderBy(asc(contestProblem.cid), asc(contestProblem.displayId))
      expect(rows.map((r) => r.displayId)).toEqual(['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D'])
      const bank: number[] = []
      for (const problemId of ['P1000', 'P1001', 'P1002', 'P1003']) {
        const reply = await server.api<{ problem: { id: number } }>(
          'GET',
          `/ojapi/get-problem-detail?problemId=${problemId}`,
        )
        bank.push(reply.body.data?.problem.id ?? -1)
      }
      expect(rows.slice(0, 4).map((r) => r.pid)).toEqual(bank)
      expect(rows.slice(4).map((r) => r.pid)).toEqual(bank)

      // The demo teams' runs make both boards show something (root, their author, is left out).
      const [acm, oi] = await server.db.client
        .select({ id: contest.id })
        .from(contest)
        .orderBy(asc(contest.id))
      const board = async (cid: number | undefined) => {
        const reply = await server.api<{ records: Array<BoardRow> }>(
          'POST',
          '/ojapi/get-contest-outside-scoreboard',
          { body: { cid } },
        )
        expect(reply.httpStatus).toBe(200)
        return reply.body.data!.records.map((r) => [r.username, r.rank, r.ac ?? r.totalScore])
      }
      expect(await board(acm?.id)).toEqual([
        ['Demo Alice', 1, 3],
        ['Demo Bob', 2, 2],
        ['Demo Erin', 3, 1],
        ['Demo Carol', 4, 1],
        ['Demo Dave', 5, 0],
      ])
      // OI, the highest score of each problem; equal scores by their run time.
      expect(await board(oi?.id)).toEqual([
        ['Demo Alice', 1, 180],
        ['Demo Erin', 2, 100],
        ['Demo Bob', 3, 100],
        ['Demo Dave', 4, 70],
        ['Demo Carol', 5, 30],
      ])

      // A second seed adds nothing.
      await server.seedDemo()
      expect(await board(acm?.id)).toHaveLength(5)
    } finally {
      await server.close()
    }
  })
})
