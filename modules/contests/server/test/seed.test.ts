import { startTestServer } from '@oj/platform-server/testing'
import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { contestProblem } from '../src/tables.ts'

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
    } finally {
      await server.close()
    }
  })
})
