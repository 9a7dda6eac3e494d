import type { SubmissionListPage, SubmissionListQuery, SubmissionListRow } from '@oj/problems-contract'
import { ProblemAuth, SUBMISSION_LIST_DEFAULT_LIMIT, SUBMISSION_LIST_TOTAL_CAP } from '@oj/problems-contract'
import { type Caller, type DbClient, Errors, pageOffset } from '@oj/sdk/server'
import { and, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { likePattern } from '../problem-list.ts'
import { isAdmin, optionalCaller } from '../submissions/access.ts'
import { JudgeErrors, readDb } from '../submissions/errors.ts'
import { submission } from '../submissions/tables.ts'
import { problem } from '../tables.ts'

/**
 * The WHERE clause of a submission list query. Public submissions (no contest, no group) unless a
 * group is asked for; only admins see those of problems hidden from the public bank.
 */
export const submissionListCondition = (
  query: SubmissionListQuery,
  caller: Caller | undefined,
): SQL | undefined => {
  const admin = isAdmin(caller)
  const mine = query.onlyMine === true && caller !== undefined
  return and(
    eq(submission.cid, 0),
    query.gid ? eq(submission.gid, query.gid) : isNull(submission.gid),
    admin ? undefined : and(eq(problem.auth, ProblemAuth.public), isNull(problem.gid)),
    mine ? eq(submission.uid, caller.uid) : undefined,
    !mine && query.username ? sql`lower(${submission.username}) = lower(${query.username})` : undefined,
    query.status !== undefined ? eq(submission.status, query.status) : undefined,
    query.problemID
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
export async function listSubmissions(
  db: DbClient,
  query: SubmissionListQuery,
  caller: Caller | undefined,
): Promise<SubmissionListPage> {
  const current = query.currentPage ?? 1
  const size = query.limit ?? SUBMISSION_LIST_DEFAULT_LIMIT
  const where = submissionListCondition(query, caller)
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
  if (offset >= total) return { records: [], total, current, size }
  const rows = await db
    .select({
      submitId: submission.submitId,
      pid: submission.pid,
      problemId: problem.problemId,
      title: problem.title,
      status: submission.status,
      score: submission.score,
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
    })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(where)
    .orderBy(desc(submission.submitTime), desc(submission.submitId))
    .limit(Math.min(size, total - offset))
    .offset(offset)
  const records = rows.map((r): SubmissionListRow => ({
    ...r,
    submitTime: new Date(r.submitTime).toISOString(),
  }))
  return { records, total, current, size }
}

/** GET /get-submission-list: onlyMine needs login; a group's submissions are for admins here. */
export const submissionList = (query: SubmissionListQuery) =>
  Effect.gen(function* () {
    const caller = yield* optionalCaller
    if (query.onlyMine && !caller) return yield* Effect.fail(Errors.loginFirst())
    if (query.gid && !isAdmin(caller)) return yield* Effect.fail(JudgeErrors.contestClosed())
    return yield* readDb((db) => listSubmissions(db, query, caller))
  })
