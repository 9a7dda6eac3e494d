import type {
  LastAcCode,
  LastAcCodeQuery,
  RandomProblem,
  UserProblemStatus,
  UserProblemStatusInput,
} from '@oj/problems-contract'
import { ProblemAuth, ProblemType } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { badRequest, type DbClient, dbQuery, notFound } from '@oj/sdk/server'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { type ScopeKey, scopeOf, scopeService } from '../scopes/scope.ts'
import { requireCaller } from '../submissions/access.ts'
import { submission } from '../submissions/tables.ts'
import { problem } from '../tables.ts'

const ProblemPageErrors = {
  notPassed: () =>
    badRequest(
      'problems.error.notPassed',
      'You have not passed the problem so you cannot get the code passed recently',
    ),
  noPublicProblem: () => notFound('problems.error.noPublicProblem', 'There is no public problem yet'),
} as const

/** GET /get-random-problem: a public problem of the public bank. */
export const randomProblem = () =>
  Effect.gen(function* () {
    const [row] = yield* dbQuery((db) =>
      db
        .select({ problemId: problem.problemId })
        .from(problem)
        .where(and(eq(problem.auth, ProblemAuth.public), isNull(problem.gid)))
        .orderBy(sql`random()`)
        .limit(1),
    )
    if (!row) return yield* Effect.fail(ProblemPageErrors.noPublicProblem())
    const reply: RandomProblem = { problemId: row.problemId }
    return reply
  })

/** Submissions of one scope (a group's outside its contests), or the public bank's (no contest, no group). */
const inScope = (scope: ScopeKey | undefined) => {
  if (!scope) return and(eq(submission.cid, 0), isNull(submission.gid))
  const own = eq(submission[scope.param], scope.id)
  return scope.param === 'gid' ? and(own, eq(submission.cid, 0)) : own
}

/**
 * The caller's status on each problem of `pids` within one scope (default: the public bank):
 * Accepted if ever accepted, else the latest submission's status; -10 when never submitted. OI
 * problems carry that submission's score.
 */
export async function problemStatuses(
  db: DbClient,
  uid: string,
  pids: ReadonlyArray<number>,
  scope?: ScopeKey,
): Promise<Map<number, UserProblemStatus>> {
  const byPid = new Map<number, UserProblemStatus>()
  const unique = [...new Set(pids)]
  if (unique.length === 0) return byPid
  const rows = await db
    .selectDistinctOn([submission.pid], {
      pid: submission.pid,
      status: submission.status,
      score: submission.score,
      type: problem.type,
    })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(and(eq(submission.uid, uid), inArray(submission.pid, unique), inScope(scope)))
    .orderBy(
      asc(submission.pid),
      desc(sql`${submission.status} = ${JudgeStatus.accepted}`),
      desc(submission.submitTime),
      desc(submission.submitId),
    )
  for (const pid of unique) byPid.set(pid, { status: JudgeStatus.notSubmitted })
  for (const r of rows) {
    byPid.set(
      r.pid,
      r.type === ProblemType.oi && r.score !== null
        ? { status: r.status, score: r.score }
        : { status: r.status },
    )
  }
  return byPid
}

/** The caller's view of a scope: fails when they may see none of it. */
const viewOf = (scope: ScopeKey) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* (yield* scopeService(scope)).view({ scopeId: scope.id, caller })
  })

/**
 * POST /get-user-problem-status: in a contest (`cid`) or group (`gid`) as its module lets the caller
 * see it: while it hides their verdicts, a problem they submitted to reads -5 (Submitted Unknown).
 */
export const userProblemStatus = (input: UserProblemStatusInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const scope = scopeOf({ cid: input.cid, gid: input.gid })
    const view = scope ? yield* viewOf(scope) : undefined
    const hide = view !== undefined && !view.admin && !view.ownVerdicts
    const statuses = yield* dbQuery((db) => problemStatuses(db, caller.uid, input.pidList, scope))
    const reply: Record<string, UserProblemStatus> = {}
    for (const [pid, status] of statuses) {
      const hidden = hide && status.status !== JudgeStatus.notSubmitted
      reply[String(pid)] = hidden ? { status: JudgeStatus.submittedUnknown } : status
    }
    return reply
  })

/**
 * GET /get-last-ac-code: the caller's latest accepted code on the problem, in the contest `cid` as
 * its module lets them see their verdicts there (a hidden verdict is not given away by its code).
 */
export const lastAcCode = (query: LastAcCodeQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const scope = scopeOf({ cid: query.cid })
    if (scope) {
      const service = yield* scopeService(scope)
      yield* service.problem({ scopeId: scope.id, ref: { pid: query.pid }, caller, purpose: 'view' })
      const view = yield* service.view({ scopeId: scope.id, caller })
      if (!view.admin && !view.ownVerdicts) return yield* Effect.fail(ProblemPageErrors.notPassed())
    }
    const [row] = yield* dbQuery((db) =>
      db
        .select({ submitId: submission.submitId, code: submission.code, language: submission.language })
        .from(submission)
        .where(
          and(
            eq(submission.uid, caller.uid),
            eq(submission.pid, query.pid),
            eq(submission.cid, query.cid ?? 0),
            eq(submission.status, JudgeStatus.accepted),
          ),
        )
        .orderBy(desc(submission.submitTime), desc(submission.submitId))
        .limit(1),
    )
    if (!row) return yield* Effect.fail(ProblemPageErrors.notPassed())
    const reply: LastAcCode = row
    return reply
  })
