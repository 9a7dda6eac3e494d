import { CurrentPage, IntFromQuery, Limit } from '@oj/sdk'
import { Schema, SchemaTransformation } from 'effect'

import { optionalParam } from './query.ts'
import { Flag, ScopeId } from './submission.ts'

/** Page size of the submission list when the caller does not say (spec 1 §9). */
export const SUBMISSION_LIST_DEFAULT_LIMIT = 15

/**
 * How far back the submission list pages: its total counts at most this many rows, and pages beyond
 * it are empty (as Codeforces' status pages stop). Counting every matching row of a million
 * submissions on each request would cost more than the page itself; filters narrow the list instead.
 */
export const SUBMISSION_LIST_TOTAL_CAP = 10_000

const Text = (max: number) =>
  Schema.String.pipe(
    Schema.decodeTo(Schema.String.check(Schema.isMaxLength(max)), SchemaTransformation.trim()),
  )

/** GET /get-submission-list (HOJ's status page query). */
export const SubmissionListQuery = Schema.Struct({
  currentPage: optionalParam(CurrentPage),
  limit: optionalParam(Limit),
  /** Only the caller's submissions (needs login); clears `username`. */
  onlyMine: optionalParam(Flag),
  /** A judge status code (0 = Accepted). */
  status: optionalParam(IntFromQuery.pipe(Schema.check(Schema.isBetween({ minimum: -10, maximum: 10 })))),
  username: optionalParam(Text(255)),
  /** A display id; part of one unless `completeProblemID`. */
  problemID: optionalParam(Text(100)),
  completeProblemID: optionalParam(Flag),
  gid: ScopeId,
})
export type SubmissionListQuery = typeof SubmissionListQuery.Type

/** A row of GET /get-submission-list (never the code). */
export interface SubmissionListRow {
  readonly submitId: number
  readonly pid: number
  /** Display id of the problem. */
  readonly problemId: string
  readonly title: string
  readonly status: number
  readonly score: number | null
  /** ms */
  readonly time: number | null
  /** KB */
  readonly memory: number | null
  /** bytes */
  readonly length: number
  readonly language: string
  readonly uid: string
  readonly username: string
  /** ISO 8601 */
  readonly submitTime: string
  readonly judger: string | null
  readonly isManual: boolean
  readonly share: boolean
  readonly cid: number
  readonly gid: number | null
}

export interface SubmissionListPage {
  readonly records: ReadonlyArray<SubmissionListRow>
  readonly total: number
  readonly current: number
  readonly size: number
}
