import { IN_PROGRESS_STATUS_CODES } from '@oj/sdk/ui'

/** Submission polling (spec 1 §4, §9): every 2 s, at most 30 times, while something is in progress. */
export const POLL_INTERVAL_MS = 2000
export const MAX_POLLS = 30

/** Pending, Compiling, Judging and Submitting are in progress; everything else is final. */
export const isInProgress = (status: number): boolean => IN_PROGRESS_STATUS_CODES.includes(status)

/** The ids of the rows that are still in progress (what the list polls). */
export function inProgressIds(rows: ReadonlyArray<{ submitId: number; status: number }>): number[] {
  return rows.filter((r) => isInProgress(r.status)).map((r) => r.submitId)
}

/** Fields a status check may bring for a row. */
export interface StatusUpdate {
  readonly status: number
  readonly score: number | null
  readonly time: number | null
  readonly memory: number | null
}

/** The rows with the fresh status fields of the polled ones; rows the answer lacks stay as they are. */
export function mergeStatuses<R extends { submitId: number } & StatusUpdate>(
  rows: ReadonlyArray<R>,
  byId: Readonly<Record<string, StatusUpdate | undefined>>,
): R[] {
  return rows.map((row) => {
    const fresh = byId[String(row.submitId)]
    return fresh
      ? { ...row, status: fresh.status, score: fresh.score, time: fresh.time, memory: fresh.memory }
      : row
  })
}
