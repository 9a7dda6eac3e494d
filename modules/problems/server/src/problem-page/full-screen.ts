import type { FullScreenList } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { badRequest, dbQuery } from '@oj/sdk/server'
import { inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { type ScopeKey, scopeService } from '../scopes/scope.ts'
import { requireCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { problem } from '../tables.ts'
import { problemStatuses } from './status.ts'

const noScope = () => badRequest('problems.error.fullScreenScope', 'Bad request: give a tid or a cid')

/**
 * GET /get-full-screen-problem-list: the problems of a training (`tid`, tried first as HOJ does) or
 * of a contest (`cid`), in the scope's order, as its module lets the caller open them, each with the
 * caller's status there: null when never submitted, -5 (Submitted Unknown) while the scope hides
 * their verdicts, an OI problem's score beside it.
 */
export const fullScreenProblemList = (query: {
  readonly tid?: number | undefined
  readonly cid?: number | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const scope: ScopeKey | undefined =
      query.tid !== undefined && query.tid > 0
        ? { param: 'tid', id: query.tid }
        : query.cid !== undefined && query.cid > 0
          ? { param: 'cid', id: query.cid }
          : undefined
    if (!scope) return yield* Effect.fail(noScope())
    const service = yield* scopeService(scope)
    if (!service.problems) return yield* Effect.fail(JudgeErrors.scopeUnavailable(scope.param))
    const places = yield* service.problems({ scopeId: scope.id, caller })
    const view = yield* service.view({ scopeId: scope.id, caller })
    const hide = !view.admin && !view.ownVerdicts
    const pids = places.map((p) => p.pid)
    const [titles, statuses] = yield* dbQuery((db) =>
      Promise.all([
        pids.length === 0
          ? Promise.resolve([])
          : db
              .select({ id: problem.id, title: problem.title })
              .from(problem)
              .where(inArray(problem.id, pids)),
        problemStatuses(db, caller.uid, pids, scope),
      ]),
    )
    const titleOf = new Map(titles.map((t) => [t.id, t.title]))
    const reply: FullScreenList = places.map((p) => {
      const own = statuses.get(p.pid)
      const submitted = own !== undefined && own.status !== JudgeStatus.notSubmitted
      return {
        pid: p.pid,
        problemId: p.displayId,
        title: p.title ?? titleOf.get(p.pid) ?? '',
        status: !submitted ? null : hide ? JudgeStatus.submittedUnknown : own.status,
        score: !submitted || hide ? null : (own.score ?? null),
      }
    })
    return reply
  })
