import { Db, Files } from '@oj/sdk/server'
import { eq, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { problemCase } from '../submissions/tables.ts'
import { problem } from '../tables.ts'
import type { DemoProblem } from './types.ts'

/** A+B: ten cases from the small to the limits (|a|, |b| ≤ 10^9), the sums fitting in 64 bits. */
const aPlusBCases = (): Array<readonly [string, string]> => {
  const pairs: Array<readonly [number, number]> = [
    [1, 2],
    [0, 0],
    [-5, 12],
    [123456, 654321],
    [-1000000000, -1000000000],
    [1000000000, 1000000000],
    [1000000000, -1000000000],
    [-7, 7],
    [987654321, 123456789],
    [-31415926, 27182818],
  ]
  return pairs.map(([a, b]) => [`${a} ${b}\n`, `${a + b}\n`] as const)
}

/** The test data of a demo problem: A+B has its ten, the others their samples. */
const demoCases = (p: DemoProblem): ReadonlyArray<readonly [string, string]> =>
  p.problemId === 'P1000' ? aPlusBCases() : p.samples.map(([i, o]) => [`${i}\n`, `${o}\n`] as const)

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
      for (const [i, [input, output]] of demoCases(demo).entries()) {
        cases.push({
          pid: row.id,
          seq: i + 1,
          inputName: `${i + 1}.in`,
          outputName: `${i + 1}.out`,
          inputHash: yield* files.put(encoder.encode(input)),
          outputHash: yield* files.put(encoder.encode(output)),
          score: demo.type === 1 ? Math.floor(100 / Math.max(1, demoCases(demo).length)) : 0,
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
