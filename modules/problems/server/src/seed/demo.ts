import { OWN_OJ } from '@oj/problems-contract'
import { Db, type DbClient } from '@oj/sdk/server'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { Effect } from 'effect'

import { problem, problemStats, problemTag, tag, tagClassification } from '../tables.ts'
import { seedDemoCases } from './cases.ts'
import { basicProblems } from './problems-basic.ts'
import { classicProblems } from './problems-classic.ts'
import { demoClassifications, demoUnclassifiedTags } from './tags.ts'
import { type DemoProblem, encodeExamples } from './types.ts'

export const demoProblems: ReadonlyArray<DemoProblem> = [...basicProblems, ...classicProblems]

/**
 * Writes the demo bank: classifications, tags and problems. Rows that already exist (same names,
 * same display ids) are left as they are, so running it again changes nothing.
 */
export async function writeDemo(tx: DbClient): Promise<void> {
  await tx
    .insert(tagClassification)
    .values(demoClassifications.map((c, i) => ({ name: c.name, oj: OWN_OJ, rank: i + 1 })))
    .onConflictDoNothing()
  const classes = await tx
    .select({ id: tagClassification.id, name: tagClassification.name })
    .from(tagClassification)
    .where(eq(tagClassification.oj, OWN_OJ))
  const classId = new Map(classes.map((c) => [c.name, c.id]))

  const tagRows = [
    ...demoClassifications.flatMap((c) =>
      c.tags.map(([name, color]) => ({
        name,
        color,
        oj: OWN_OJ,
        classificationId: classId.get(c.name) ?? null,
      })),
    ),
    ...demoUnclassifiedTags.map(([name, color]) => ({ name, color, oj: OWN_OJ, classificationId: null })),
  ]
  await tx.insert(tag).values(tagRows).onConflictDoNothing()
  const tags = await tx
    .select({ id: tag.id, name: tag.name })
    .from(tag)
    .where(and(eq(tag.oj, OWN_OJ), isNull(tag.gid)))
  const tagId = new Map(tags.map((t) => [t.name, t.id]))

  await tx
    .insert(problem)
    .values(
      demoProblems.map((p) => ({
        problemId: p.problemId,
        title: p.title,
        author: 'root',
        type: p.type ?? 0,
        timeLimit: p.timeLimit ?? 1000,
        memoryLimit: p.memoryLimit ?? 256,
        description: p.description,
        input: p.input,
        output: p.output,
        examples: encodeExamples(p.samples),
        hint: p.hint ?? '',
        source: p.source ?? '',
        difficulty: p.difficulty,
      })),
    )
    .onConflictDoNothing()
  const stored = await tx
    .select({ id: problem.id, problemId: problem.problemId })
    .from(problem)
    .where(
      inArray(
        problem.problemId,
        demoProblems.map((p) => p.problemId),
      ),
    )
  const pidOf = new Map(stored.map((p) => [p.problemId, p.id]))

  await tx
    .insert(problemStats)
    .values(stored.map((p) => ({ pid: p.id })))
    .onConflictDoNothing()
  const links = demoProblems.flatMap((p) =>
    p.tags.flatMap((name) => {
      const pid = pidOf.get(p.problemId)
      const tid = tagId.get(name)
      return pid !== undefined && tid !== undefined ? [{ pid, tid }] : []
    }),
  )
  if (links.length > 0) await tx.insert(problemTag).values(links).onConflictDoNothing()
}

/** The module's `seedDemo`: the demo bank in one transaction, then the test data of its problems. */
export const seedDemo = Effect.gen(function* () {
  const db = yield* Db
  yield* db.transaction(writeDemo)
  yield* seedDemoCases(demoProblems)
})
