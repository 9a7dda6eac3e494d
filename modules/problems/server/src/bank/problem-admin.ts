import type { ChangeAuthInput, ProblemChangedEvent } from '@oj/problems-contract'
import { ProblemAuth } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { type Caller, dbQuery, dbTransaction, forbidden } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { tagsOf } from '../problem-list.ts'
import { problemView } from '../problem-page/detail.ts'
import { canSeeProblem, optionalCaller, requireCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { addEvent } from '../submissions/outbox.ts'
import { Judging } from '../submissions/signals.ts'
import { findProblem } from '../submissions/task.ts'
import { problem } from '../tables.ts'
import { managedProblem, mayManageAny } from '../testcases/problem-access.ts'

// One problem in the admin area: read for its editor, delete, and switch its auth (HOJ's rules: only
// root and problem admins make a problem public; an admin handles only the problems they authored).

const publicNeedsProblemAdmin = () =>
  forbidden(
    'problems.error.publicNeedsProblemAdmin',
    'Only root and problem admins may make a problem public',
  )

/** An admin (not root, not problem admin) may not make a problem public: 403. */
export const checkPublicAuth = (caller: Caller, auth: number | undefined, before: number | undefined) =>
  auth === ProblemAuth.public && before !== ProblemAuth.public && !mayManageAny(caller)
    ? Effect.fail(publicNeedsProblemAdmin())
    : Effect.void

/** GET /admin/problem: the problem with its checker and the judge's files. */
export const adminProblem = ({ pid }: { readonly pid: number }) =>
  Effect.gen(function* () {
    const row = yield* managedProblem(pid)
    return yield* dbQuery((db) => problemView(db, row, { title: row.title, judgeFiles: true }))
  })

/**
 * DELETE /admin/problem (root and problem admins): the problem goes with its cases, tags, templates,
 * submissions and counts (the tables' cascades); `events.problems.deleted` tells other modules.
 */
export const deleteProblem = ({ pid }: { readonly pid: number }) =>
  Effect.gen(function* () {
    const judging = yield* Judging
    const row = yield* managedProblem(pid)
    yield* dbTransaction(async (tx) => {
      await tx.delete(problem).where(eq(problem.id, row.id))
      const event: ProblemChangedEvent = { pid: row.id, problemId: row.problemId }
      const { subject } = ProblemsEvents.deleted
      await addEvent(tx, subject, `${subject}-${row.id}-${Date.now()}`, event)
    })
    judging.wakeOutbox()
    return null
  })

/** PUT /admin/problem/change-problem-auth */
export const changeProblemAuth = (input: ChangeAuthInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const row = yield* managedProblem(input.id)
    yield* checkPublicAuth(caller, input.auth, row.auth)
    yield* dbTransaction((tx) =>
      tx
        .update(problem)
        .set({ auth: input.auth, modifiedUser: caller.username, gmtModified: new Date() })
        .where(eq(problem.id, row.id)),
    )
    return null
  })

/** GET /get-problem-tags: a problem's tags, for those who may see the problem (none without pid). */
export const problemTags = ({ pid }: { readonly pid?: number | undefined }) =>
  Effect.gen(function* () {
    if (pid === undefined) return []
    const caller = yield* optionalCaller
    const row = yield* dbQuery((db) => findProblem(db, pid))
    if (!row || !canSeeProblem(caller, row)) return yield* Effect.fail(JudgeErrors.problemHidden())
    return (yield* dbQuery((db) => tagsOf(db, [pid]))).get(pid) ?? []
  })
