import type {
  ScopeView,
  SubmissionListPage,
  SubmissionListQuery,
  SubmissionListRow,
} from '@oj/problems-contract'
import { ProblemAuth, SUBMISSION_LIST_DEFAULT_LIMIT, SUBMISSION_LIST_TOTAL_CAP } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { type Caller, type DbClient, dbQuery, Errors, pageOf, pageOffset } from '@oj/sdk/server'
import { and, count, desc, eq, ilike, isNull, not, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { likePattern } from '../problem-list.ts'
import { scopeOf, scopeService } from '../scopes/scope.ts'
import { scopedVisibility } from '../scopes/view.ts'
import { isAdmin, isRoot, optionalCaller } from '../submissions/access.ts'
import { submission } from '../submissions/tables.ts'
import { verdictOf } from '../submissions/views.ts'
import { problem } from '../tables.ts'

/**
 * The WHERE clause of a submission list query: the public bank's submissions (no contest, no group),
 * where only admins see those of problems hidden from it; or a group's (outside its contests), all of
 * them or the caller's own as the groups module says.
 */
/** The list's query; `cid` and `tid` when a scope's module asks for its list (ScopedProblemCalls). */
type ListQuery = SubmissionListQuery & { readonly cid?: number; readonly tid?: number }

/**
 * The `status` filter on the status each row shows the caller: a verdict the scope hides reads as
 * Submitted Unknown Result (-5), so that filtering tells nothing of it (scopedVisibility's rule:
 * the caller's own rows show their verdicts when `ownVerdicts`, others' when `othersVerdicts`).
 */
const statusIs = (status: number, caller: Caller | undefined, view: ScopeView | undefined): SQL => {
  if (!view || view.admin || (view.ownVerdicts && view.othersVerdicts)) return eq(submission.status, status)
  const mine = caller ? eq(submission.uid, caller.uid) : sql`false`
  const shown = view.ownVerdicts ? mine : view.othersVerdicts ? not(mine) : sql`false`
  return sql`(case when ${shown} then ${submission.status} else ${JudgeStatus.submittedUnknown} end) = ${status}`
}

const submissionListCondition = (
  query: ListQuery,
  caller: Caller | undefined,
  view: ScopeView | undefined,
): SQL | undefined => {
  const ownOnly = view !== undefined && !view.admin && view.submissions === 'own'
  const mine = query.onlyMine === true || ownOnly
  return and(
    eq(submission.cid, query.cid ?? 0),
    query.gid ? eq(submission.gid, query.gid) : query.cid ? undefined : isNull(submission.gid),
    query.tid ? eq(submission.tid, query.tid) : undefined,
    view || isRoot(caller)
      ? undefined
      : isAdmin(caller)
        ? isNull(problem.gid)
        : and(eq(problem.auth, ProblemAuth.public), isNull(problem.gid)),
    mine ? (caller ? eq(submission.uid, caller.uid) : sql`false`) : undefined,
    !mine && query.username ? sql`lower(${submission.username}) = lower(${query.username})` : undefined,
    query.status !== undefined ? statusIs(query.status, caller, view) : undefined,
    // In a contest or training the problem is named by its display id there.
    query.problemID && (query.cid || query.tid)
      ? query.completeProblemID
        ? sql`lower(${submission.displayId}) = lower(${query.problemID})`
        : ilike(submission.displayId, likePattern(query.problemID))
      : undefined,
    query.problemID && !query.cid && !query.tid
      ? query.completeProblemID
        ? sql`lower(${problem.problemId}) = lower(${query.problemID})`
        : ilike(problem.problemId, likePattern(query.problemID))
      : undefined,
  )
}

/**
 * One page of submissions, newest first (never the code). The total stops at
 * SUBMISSION_LIST_TOTAL_CAP, and so do the pages.
 */
async function listSubmissions(
  db: DbClient,
  query: ListQuery,
  caller: Caller | undefined,
  view: ScopeView | undefined,
): Promise<SubmissionListPage> {
  const current = query.currentPage ?? 1
  const size = query.limit ?? SUBMISSION_LIST_DEFAULT_LIMIT
  const where = submissionListCondition(query, caller, view)
  const matching = db
    .select({ one: sql`1` })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(where)
    .limit(SUBMISSION_LIST_TOTAL_CAP)
    .as('matching')
  const [totalRow] = await db.select({ total: count() }).from(matching)
  const total = totalRow?.total ?? 0
  const offset = pageOffset(current, size)
  if (offset >= total) return pageOf([], total, current, size)
  const rows = await db
    .select({
      submitId: submission.submitId,
      pid: submission.pid,
      displayPid: submission.displayPid,
      displayId: submission.displayId,
      title: problem.title,
      status: submission.status,
      score: submission.score,
      oiRankScore: submission.oiRankScore,
      time: submission.time,
      memory: submission.memory,
      length: submission.length,
      language: submission.language,
      uid: submission.uid,
      username: submission.username,
      submitTime: submission.submitTime,
      judger: submission.judger,
      isManual: submission.isManual,
      share: submission.share,
      cid: submission.cid,
      gid: submission.gid,
      tid: submission.tid,
      source: problem.remoteOj,
    })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(where)
    .orderBy(desc(submission.submitTime), desc(submission.submitId))
    .limit(Math.min(size, total - offset))
    .offset(offset)
  const records = rows.map((r): SubmissionListRow => {
    // In a group, verdicts show as its module says (the caller's own, others'); the bank shows all.
    const verdict = view ? (scopedVisibility(caller, r, view)?.verdict ?? false) : true
    return {
      ...r,
      ...verdictOf(r, verdict),
      submitTime: new Date(r.submitTime).toISOString(),
      cpid: 0,
      ip: null,
    }
  })
  return pageOf(records, total, current, size)
}

/** GET /get-submission-list: onlyMine needs login; a group's, a training's or a contest's list is as its module shows it. */
export const submissionList = (query: ListQuery) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    if (query.onlyMine && !caller) return yield* Effect.fail(Errors.loginFirst())
    const scope = scopeOf({ cid: query.cid, tid: query.tid, gid: query.gid })
    const view = scope ? yield* (yield* scopeService(scope)).view({ scopeId: scope.id, caller }) : undefined
    return yield* dbQuery((db) => listSubmissions(db, query, caller, view))
  })
