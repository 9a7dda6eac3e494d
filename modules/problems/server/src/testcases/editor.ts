import { AdminApi, type AdminProblemInput, EDITOR_KEY, ProblemEditors } from '@oj/problems-contract'
import { badRequest, contribute, dbQuery, RequestContext, scopeRole } from '@oj/sdk/server'
import { Effect, Schema } from 'effect'

import { saveProblemWithin } from '../bank/save-problem.ts'
import { problemView } from '../problem-page/detail.ts'
import { prefixed } from '../scoped/prefix.ts'
import { Judging } from '../submissions/signals.ts'
import { findProblem } from '../submissions/task.ts'

/** Another module's body, decoded as POST/PUT /admin/problem's (the first problem found is the message). */
const decodeBody = (body: unknown) =>
  Effect.promise(() => AdminApi.addProblem.schemas()).pipe(
    Effect.flatMap(({ input }) =>
      Schema.decodeUnknownEffect(input)(body, { errors: 'first', onExcessProperty: 'ignore' }),
    ),
    Effect.mapError((error) => {
      const detail = error.message.split('\n')[0] ?? ''
      return badRequest('problems.error.badProblemBody', `The problem is not valid: ${detail}`, { detail })
    }),
  )

/**
 * A body naming a scope (`problem.gid`: a group contest's own problem) gets the scope's display id
 * prefix, as the scope's own problems do; whether the caller may make it there is the caller's check.
 */
const inScope = (input: AdminProblemInput) =>
  Effect.gen(function* () {
    const gid = input.problem.gid
    if (!gid) return input
    const { caller } = yield* RequestContext
    const role = yield* scopeRole('gid', gid, caller)
    return {
      ...input,
      problem: { ...input.problem, problemId: prefixed(input.problem.problemId, role.problemPrefix) },
    }
  })

/** POST/PUT /admin/problem's rules for other modules (a contest's own problems), in their transaction. */
export const problemEditor = contribute(
  ProblemEditors,
  EDITOR_KEY,
  Effect.gen(function* () {
    const judging = yield* Judging
    return {
      save: ({ body, creating, within }) =>
        decodeBody(body).pipe(
          Effect.flatMap(inScope),
          Effect.flatMap((input) => saveProblemWithin(judging, input, creating, within)),
        ),
      read: (pid: number) =>
        dbQuery(async (db) => {
          const row = await findProblem(db, pid)
          return row ? problemView(db, row, { title: row.title, judgeFiles: true }) : undefined
        }),
    }
  }),
)
