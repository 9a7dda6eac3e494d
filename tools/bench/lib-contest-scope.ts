// A stand-in contests module for benchmarks: every cid is a running ACM contest whose problems are
// the bank's, by their own ids, judged on the contest lane and stopped at the first failing case —
// what the contests module will say through the problems module's submission scope.
import { type ScopedProblem, SubmissionScopes } from '@oj/problems-contract'
import { contribute, dbQuery, defineServerModule, notFound } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

const byRef = (ref: { readonly displayId: string } | { readonly pid: number }) =>
  dbQuery(async (db) => {
    const result = await db.execute(
      'pid' in ref
        ? sql`select id, problem_id from problems.problem where id = ${ref.pid}`
        : sql`select id, problem_id from problems.problem where problem_id = ${ref.displayId}`,
    )
    // node-postgres and PGlite both answer { rows }.
    return (result as unknown as { rows: Array<{ id: number; problem_id: string }> }).rows[0]
  }).pipe(
    Effect.flatMap((row) =>
      row
        ? Effect.succeed<ScopedProblem>({ pid: Number(row.id), displayId: row.problem_id })
        : Effect.fail(notFound('bench.contest.noProblem', 'No such problem in the contest')),
    ),
  )

export const benchContest = defineServerModule({
  id: 'bench-contest',
  requires: ['problems'],
  contributes: [
    contribute(SubmissionScopes, 'cid', {
      problem: ({ ref }) => byRef(ref),
      submitPolicy: () => Effect.succeed({ priority: 'contest', stopAtFirstFailure: true, interval: 0 }),
      view: () =>
        Effect.succeed({
          admin: false,
          submissions: 'own',
          ownVerdicts: true,
          othersVerdicts: false,
          cases: false,
        }),
    }),
  ],
})
