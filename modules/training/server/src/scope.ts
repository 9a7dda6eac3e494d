import { type ScopeView, SubmissionScopes } from '@oj/problems-contract'
import { contribute, dbQuery, refuse } from '@oj/sdk/server'
import { and, asc, eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { openTraining } from './access.ts'
import { TrainingErrors } from './errors.ts'
import { trainingProblem } from './tables.ts'

// The training scope ('tid') of the problems module's submissions: a problem is submitted, tested
// and viewed in a training by its display id there, when the caller may open the training (a private
// one needs the registration; a group's one, that the caller sees the group's content); it is judged
// like the bank's, and its submissions show as the bank's.

export const trainingScope = contribute(SubmissionScopes, 'tid', {
  problem: ({ scopeId, ref, caller }) =>
    Effect.gen(function* () {
      const { row } = yield* openTraining(scopeId, caller)
      const [place] = yield* dbQuery((db) =>
        db
          .select()
          .from(trainingProblem)
          .where(
            and(
              eq(trainingProblem.tid, row.id),
              'pid' in ref
                ? eq(trainingProblem.pid, ref.pid)
                : sql`lower(${trainingProblem.displayId}) = lower(${ref.displayId})`,
            ),
          ),
      )
      return place
        ? { pid: place.pid, displayId: place.displayId }
        : yield* Effect.fail(TrainingErrors.problemNotInTraining())
    }),
  problems: ({ scopeId, caller }) =>
    Effect.gen(function* () {
      const { row } = yield* openTraining(scopeId, caller)
      return yield* dbQuery((db) =>
        db
          .select({ pid: trainingProblem.pid, displayId: trainingProblem.displayId })
          .from(trainingProblem)
          .where(eq(trainingProblem.tid, row.id))
          .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id)),
      )
    }),
  submitPolicy: ({ scopeId, pid, caller }) =>
    Effect.gen(function* () {
      const { row } = yield* openTraining(scopeId, caller)
      yield* dbQuery(async (db) => {
        const [place] = await db
          .select({ id: trainingProblem.id })
          .from(trainingProblem)
          .where(and(eq(trainingProblem.tid, row.id), eq(trainingProblem.pid, pid)))
        if (!place) refuse(TrainingErrors.problemNotInTraining())
      })
      return { priority: 'normal' as const, stopAtFirstFailure: false, interval: 'site' as const }
    }),
  view: ({ scopeId, caller }) =>
    Effect.gen(function* () {
      const { admin } = yield* openTraining(scopeId, caller)
      // As in the public bank: everyone's submissions and verdicts, per-case results to their owner.
      const view: ScopeView = {
        admin,
        submissions: 'all',
        ownVerdicts: true,
        othersVerdicts: true,
        cases: true,
      }
      return view
    }),
})
