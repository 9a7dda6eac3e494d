import { type ScopeView, SubmissionScopes } from '@oj/problems-contract'
import { contribute, dbQuery, refuse } from '@oj/sdk/server'
import { and, eq, sql } from 'drizzle-orm'

import { isTrainingAdmin, requireAccess, visibleTraining } from './access.ts'
import { TrainingErrors } from './errors.ts'
import { trainingProblem } from './tables.ts'

// The training scope ('tid') of the problems module's submissions: a problem is submitted, tested
// and viewed in a training by its display id there, when the caller may open the training (a private
// one needs the registration); it is judged like the bank's, and its submissions show as the bank's.

export const trainingScope = contribute(SubmissionScopes, 'tid', {
  problem: ({ scopeId, ref, caller }) =>
    dbQuery(async (db) => {
      const row = await visibleTraining(db, scopeId, caller)
      await requireAccess(db, row, caller)
      const [place] = await db
        .select()
        .from(trainingProblem)
        .where(
          and(
            eq(trainingProblem.tid, row.id),
            'pid' in ref
              ? eq(trainingProblem.pid, ref.pid)
              : sql`lower(${trainingProblem.displayId}) = lower(${ref.displayId})`,
          ),
        )
      return place
        ? { pid: place.pid, displayId: place.displayId }
        : refuse(TrainingErrors.problemNotInTraining())
    }),
  submitPolicy: ({ scopeId, pid, caller }) =>
    dbQuery(async (db) => {
      const row = await visibleTraining(db, scopeId, caller)
      await requireAccess(db, row, caller)
      const [place] = await db
        .select({ id: trainingProblem.id })
        .from(trainingProblem)
        .where(and(eq(trainingProblem.tid, row.id), eq(trainingProblem.pid, pid)))
      if (!place) refuse(TrainingErrors.problemNotInTraining())
      return { priority: 'normal' as const, stopAtFirstFailure: false }
    }),
  view: ({ scopeId, caller }) =>
    dbQuery(async (db): Promise<ScopeView> => {
      const row = await visibleTraining(db, scopeId, caller)
      await requireAccess(db, row, caller)
      // As in the public bank: everyone's submissions and verdicts, per-case results to their owner.
      return {
        admin: isTrainingAdmin(caller, row),
        submissions: 'all',
        ownVerdicts: true,
        othersVerdicts: true,
        cases: true,
      }
    }),
})
