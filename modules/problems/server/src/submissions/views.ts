import type { SubmissionView } from '@oj/problems-contract'

import type { submission } from './tables.ts'

export type SubmissionRow = typeof submission.$inferSelect

const iso = (d: Date | string) => new Date(d).toISOString()

/** A submission as the API shows it; `code` only when the caller may see it. */
export const submissionView = (row: SubmissionRow, title: string, showCode: boolean): SubmissionView => ({
  submitId: row.submitId,
  pid: row.pid,
  displayPid: row.displayPid,
  title,
  uid: row.uid,
  username: row.username,
  cid: row.cid,
  gid: row.gid,
  tid: row.tid,
  status: row.status,
  score: row.score,
  oiRankScore: row.oiRankScore,
  time: row.time,
  memory: row.memory,
  length: row.length,
  language: row.language,
  code: showCode ? row.code : null,
  errorMessage: row.errorMessage,
  judger: row.judger,
  isManual: row.isManual,
  share: row.share,
  attempt: row.attempt,
  caseDone: row.caseDone,
  caseTotal: row.caseTotal,
  submitTime: iso(row.submitTime),
  gmtModified: iso(row.gmtModified),
})
