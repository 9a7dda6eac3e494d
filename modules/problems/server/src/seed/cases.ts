import { Db, Files } from '@oj/sdk/server'
import { eq, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { problemCase } from '../submissions/tables.ts'
import { problem } from '../tables.ts'
import type { DemoProblem } from './types.ts'

/** The test data of a demo problem: its own when it has them, else its samples. */
export const demoCases = (p: DemoProblem): ReadonlyArray<readonly [string, string]> =>
  p.tests ?? p.samples.map(([i, o]) => [`${i}\n`, `${o}\n`] as const)

/** An OI problem's 100 points over its cases, the first ones taking what does not divide evenly. */
export const caseScores = (count: number): Array<number> =>
  Array.from({ length: count }, (_, i) => Math.floor(100 / count) + (i < 100 % count ? 1 : 0))

const encoder = new TextEncoder()

/** Stores the demo problems' test data; problems that already have cases are left alone. */
export const seedDemoCases = (problems: ReadonlyArray<DemoProblem>) =>
  Effect.gen(function* () {
    const db = yield* Db
    const files = yield* Files
    const rows = yield* db.use((client) =>
      client
        .select({ id: problem.id, problemId: problem.problemId })
        .from(problem)
        .where(
          inArray(
            problem.problemId,
            problems.map((p) => p.problemId),
          ),
        ),
    )
    for (const row of rows) {
      const demo = problems.find((p) => p.problemId === row.problemId)
      if (!demo) continue
      const cases: Array<typeof problemCase.$inferInsert> = []
      const data = demoCases(demo)
      const scores = caseScores(data.length)
      for (const [i, [input, output]] of data.entries()) {
        cases.push({
          pid: row.id,
          seq: i + 1,
          inputName: `${i + 1}.in`,
          outputName: `${i + 1}.out`,
          inputHash: yield* files.put(encoder.encode(input)),
          outputHash: yield* files.put(encoder.encode(output)),
          score: demo.type === 1 ? (scores[i] ?? 0) : 0,
          groupNum: 0,
        })
      }
      yield* db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: problemCase.id })
          .from(problemCase)
          .where(eq(problemCase.pid, row.id))
          .limit(1)
        if (existing.length === 0 && cases.length > 0) await tx.insert(problemCase).values(cases)
      })
    }
  })
