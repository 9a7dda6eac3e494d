// One row of GET /get-submission-list (the agreed shape of issue 5; the server side is written apart).

export interface SubmissionListRow {
  readonly submitId: number
  readonly pid: number
  /** The problem's display id. */
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

/** The GET /get-submission-list path (HOJ's). */
export const SUBMISSION_LIST_PATH = '/get-submission-list'
