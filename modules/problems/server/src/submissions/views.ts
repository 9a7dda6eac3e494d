import type { SubmissionView } from '@oj/problems-contract'
import { isJudgeTextForSubmitter, JudgeStatus } from '@oj/sdk'

import type { submission } from './tables.ts'

export type SubmissionRow = typeof submission.$inferSelect

const iso = (d: Date | string) => new Date(d).toISOString()

/** What of a submission the caller sees beside its public fields. */
export interface Shown {
  readonly code: boolean
  /** False while its scope hides the verdict: Submitted Unknown Result, no score, time nor memory. */
  readonly verdict: boolean
  /**
   * Its error message: all of it (admins); its owner only a compiler's output or the judge's own
   * words about the program or why it was not judged (a System Error's message may otherwise quote
   * the checker or the judge's internals); or none.
   */
  readonly errors: 'all' | 'compiler' | 'none'
}

const errorMessageOf = (row: SubmissionRow, shown: Shown): string | null => {
  if (!shown.verdict || shown.errors === 'none') return null
  if (shown.errors === 'all' || row.status === JudgeStatus.compileError) return row.errorMessage
  return row.errorMessage !== null && isJudgeTextForSubmitter(row.errorMessage) ? row.errorMessage : null
}

/** The verdict fields as shown: hidden ones read as HOJ's Submitted Unknown Result (-5). */
export const verdictOf = (
  row: Pick<SubmissionRow, 'status' | 'score' | 'oiRankScore' | 'time' | 'memory'>,
  visible: boolean,
) =>
  visible
    ? {
        status: row.status,
        score: row.score,
        oiRankScore: row.oiRankScore,
        time: row.time,
        memory: row.memory,
      }
    : { status: JudgeStatus.submittedUnknown, score: null, oiRankScore: null, time: null, memory: null }

/** A submission as the API shows it (HOJ's Judge with our extras). */
export const submissionView = (row: SubmissionRow, title: string, shown: Shown): SubmissionView => ({
  submitId: row.submitId,
  pid: row.pid,
  displayPid: row.displayPid,
  uid: row.uid,
  username: row.username,
  submitTime: iso(row.submitTime),
  ...verdictOf(row, shown.verdict),
  share: row.share,
  errorMessage: errorMessageOf(row, shown),
  length: row.length,
  code: shown.code ? row.code : null,
  language: row.language,
  cid: row.cid,
  cpid: 0,
  gid: row.gid,
  judger: row.judger,
  ip: null,
  version: row.attempt - 1,
  vjudgeSubmitId: null,
  vjudgeUsername: null,
  vjudgePassword: null,
  isManual: row.isManual,
  gmtCreate: iso(row.submitTime),
  // When its judging ended would tell how long it ran: hidden with the verdict.
  gmtModified: iso(shown.verdict ? row.gmtModified : row.submitTime),
  title,
  tid: row.tid,
  displayId: row.displayId,
  attempt: row.attempt,
  // How far judging went tells a failure (an ACM run stops at its first failing case): hidden with the verdict.
  caseDone: shown.verdict ? row.caseDone : 0,
  caseTotal: row.caseTotal,
})

/** The owner's (or an admin's) view of a submission they just made or changed. */
export const fullView = (row: SubmissionRow, title: string): SubmissionView =>
  submissionView(row, title, { code: true, verdict: true, errors: 'all' })
