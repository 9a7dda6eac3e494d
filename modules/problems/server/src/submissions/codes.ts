import { SUBMISSION_CODES_KEY, SubmissionCodes } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { contribute, dbQuery } from '@oj/sdk/server'
import { and, between, desc, eq, inArray, isNotNull, not } from 'drizzle-orm'

import { submission } from './tables.ts'

/** The code of a contest's submissions, for the contest's admins (SubmissionCodes in the contract). */
export const submissionCodes = contribute(SubmissionCodes, SUBMISSION_CODES_KEY, {
  ofContest: (query) =>
    dbQuery((db) =>
      db
        .select({
          submitId: submission.submitId,
          pid: submission.pid,
          displayId: submission.displayId,
          uid: submission.uid,
          username: submission.username,
          language: submission.language,
          code: submission.code,
          status: submission.status,
          score: submission.score,
          submitTime: submission.submitTime,
        })
        .from(submission)
        .where(
          and(
            eq(submission.cid, query.cid),
            query.which === 'accepted'
              ? eq(submission.status, JudgeStatus.accepted)
              : isNotNull(submission.score),
            between(submission.submitTime, query.from, query.to),
            query.excludeUids && query.excludeUids.length > 0
              ? not(inArray(submission.uid, [...query.excludeUids]))
              : undefined,
          ),
        )
        .orderBy(desc(submission.submitTime), desc(submission.submitId)),
    ),
})
