import { defineExtensionPoint } from '@oj/sdk/contract'
import type { ApiError, PlatformServices } from '@oj/sdk/server'
import type { Effect } from 'effect'

// The code of a contest's submissions, for its module to hand to the contest's admins (HOJ's zip of
// accepted submissions). The problems module contributes it under the key 'problems'.

export interface ContestCodeQuery {
  readonly cid: number
  /** Submitted between these instants (both included). */
  readonly from: Date
  readonly to: Date
  /** 'accepted': the verdict is Accepted (ACM); 'scored': a score was given (OI). */
  readonly which: 'accepted' | 'scored'
  /** Authors left out (the contest's admins). */
  readonly excludeUids?: ReadonlyArray<string>
}

export interface SubmissionCode {
  readonly submitId: number
  readonly pid: number
  /** The problem's id in the contest ('A'), as stored with the submission. */
  readonly displayId: string | null
  readonly uid: string
  readonly username: string
  readonly language: string
  readonly code: string
  readonly status: number
  readonly score: number | null
  readonly submitTime: Date
}

export interface SubmissionCodes {
  /** The contest's submissions that match, newest first, with their code. */
  ofContest(query: ContestCodeQuery): Effect.Effect<ReadonlyArray<SubmissionCode>, ApiError, PlatformServices>
}

export const SUBMISSION_CODES_KEY = 'problems'

export const SubmissionCodes = defineExtensionPoint<SubmissionCodes>(
  'problems/submission-code',
  'the code of a contest’s submissions, for the contest’s admins to download',
)
