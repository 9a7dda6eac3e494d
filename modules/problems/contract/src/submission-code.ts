import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, PlatformServices } from '@oj/sdk/server'
import type { Effect } from 'effect'

// The code of a contest's or a problem's submissions, for its module to hand to the contest's admins
// (HOJ's zip of accepted submissions) and for the admins' plagiarism check. The problems module
// contributes it under the key 'problems'.

export interface ContestCodeQuery {
  readonly cid: number
  /** Submitted between these instants (both included). */
  readonly from: Date
  readonly to: Date
  /** 'accepted': the verdict is Accepted (ACM); 'scored': a score was given (OI); 'all': any. */
  readonly which: 'accepted' | 'scored' | 'all'
  /** Authors left out (the contest's admins). */
  readonly excludeUids?: ReadonlyArray<string>
}

export interface SubmissionCode {
  readonly submitId: number
  readonly pid: number
  /** The problem's id in the contest ('A'), as stored with the submission. */
  readonly displayId: string | null
  /** The problem's own id in the bank ('P1000'). */
  readonly displayPid?: string
  readonly uid: string
  readonly username: string
  readonly language: string
  readonly code: string
  readonly status: number
  readonly score: number | null
  readonly submitTime: Date
}

export interface ProblemCodeQuery {
  readonly pid: number
  readonly which: 'accepted' | 'scored' | 'all'
  /** At most this many, the newest. */
  readonly limit: number
}

export interface SubmissionCodes {
  /** The contest's submissions that match, newest first, with their code. */
  ofContest(query: ContestCodeQuery): Effect.Effect<ReadonlyArray<SubmissionCode>, ApiError, PlatformServices>
  /** A problem's submissions that match (in or out of contests), newest first, with their code. */
  ofProblem(query: ProblemCodeQuery): Effect.Effect<ReadonlyArray<SubmissionCode>, ApiError, PlatformServices>
}

export const SUBMISSION_CODES_KEY = 'problems'

export const SubmissionCodes = defineExtensionPoint<SubmissionCodes>(
  'problems/submission-code',
  'the code of a contest’s submissions, for the contest’s admins to download',
)
