import type { CatalogProblem } from '@oj/problems-contract'
import { dbQuery, dbTransaction } from '@oj/sdk/server'
import { TrainingAuth } from '@oj/training-contract'
import { Effect } from 'effect'

import { catalog } from './catalog.ts'
import { category, training, trainingProblem } from './tables.ts'

// npm start's demo data: three categories, a public training and a private one (password 'demo')
// over the problems module's demo problems. Idempotent: nothing is added once a category exists.

const DEMO = [
  {
    title: 'Getting started',
    description: 'Input and output, loops and the first algorithms: solve them in order.',
    auth: TrainingAuth.public,
    privatePwd: null,
    category: 0,
    problems: ['P1000', 'P1001', 'P1002', 'P1003', 'P1004'],
  },
  {
    title: 'Class of 2026 (private)',
    description: 'The class training: register with the password **demo** given in class.',
    auth: TrainingAuth.private,
    privatePwd: 'demo',
    category: 1,
    problems: ['P1005', 'P1006', 'P1007'],
  },
] as const

export const seedTrainings = Effect.gen(function* () {
  const [any] = yield* dbQuery((db) => db.select({ id: category.id }).from(category).limit(1))
  if (any) return
  const bank = yield* catalog
  const problems: Array<Array<CatalogProblem>> = []
  for (const t of DEMO) {
    const found: Array<CatalogProblem> = []
    for (const id of t.problems) {
      const p = yield* bank.byProblemId(id)
      if (p) found.push(p)
    }
    problems.push(found)
  }
  yield* dbTransaction(async (tx) => {
    const cats = await tx
      .insert(category)
      .values([
        { name: 'Basics', color: '#2db7f5' },
        { name: 'Classes', color: '#ff9900' },
        { name: 'Algorithms', color: '#19be6b' },
      ])
      .returning()
    for (const [i, t] of DEMO.entries()) {
      const [row] = await tx
        .insert(training)
        .values({
          title: t.title,
          description: t.description,
          auth: t.auth,
          privatePwd: t.privatePwd,
          author: 'root',
          authorUid: 'demo',
          rank: i,
          categoryId: cats[t.category]?.id ?? null,
        })
        .returning()
      const list = problems[i] ?? []
      if (row && list.length > 0)
        await tx
          .insert(trainingProblem)
          .values(
            list.map((p, rank) => ({ tid: row.id, pid: p.pid, displayId: p.problemId, rank: rank + 1 })),
          )
    }
  })
})
