import { SUBMISSION_CODES_KEY, SubmissionCodes } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { contribute, dbQuery } from '@oj/sdk/server'
import { and, between, desc, eq, inArray, isNotNull, not } from 'drizzle-orm'

import { submission } from './tables.ts'

const columns = {
  submitId: submission.submitId,
  pid: submission.pid,
  displayId: submission.displayId,
  displayPid: submission.displayPid,
  uid: submission.uid,
  username: submission.username,
  language: submission.language,
  code: submission.code,
  status: submission.status,
  score: submission.score,
  submitTime: submission.submitTime,
}

const verdict = (which: 'accepted' | 'scored' | 'all') =>
  which === 'accepted'
    ? eq(submission.status, JudgeStatus.accepted)
    : which === 'scored'
      ? isNotNull(submission.score)
      : undefined

/**
 * The code of a contest's or a problem's submissions, for the contest's admins and the plagiarism
 * check (SubmissionCodes in the contract).
 */
export const submissionCodes = contribute(SubmissionCodes, SUBMISSION_CODES_KEY, {
  ofProblem: (query) =>
    dbQuery((db) =>
      db
        .select(columns)
        .from(submission)
        .where(and(eq(submission.pid, query.pid), verdict(query.which)))
        .orderBy(desc(submission.submitTime), desc(submission.submitId))
        .limit(query.limit),
    ),
  ofContest: (query) =>
    dbQuery((db) =>
      db
        .select(columns)
        .from(submission)
        .where(
          and(
            eq(submission.cid, query.cid),
            verdict(query.which),
            between(submission.submitTime, query.from, query.to),
            query.excludeUids && query.excludeUids.length > 0
              ? not(inArray(submission.uid, [...query.excludeUids]))
              : undefined,
          ),
        )
        .orderBy(desc(submission.submitTime), desc(submission.submitId)),
    ),
})
