import { MANUAL_JUDGE_STATUSES } from '@oj/problems-contract'
import { JUDGE_STATUSES } from '@oj/sdk/ui'

// The super admin's actions on a submission (spec 1 §4).

/** Never offered for manual judging: Submitting, Unknown Result, Not Submitted, CE, Pending, Compiling, Judging. */
const EXCLUDED: ReadonlyArray<number> = [9, -5, -10, -2, 5, 6, 7]
/** Shown in the manual-judge choice but disabled. */
const CANCELLED = -4

export interface ManualOption {
  readonly code: number
  readonly disabled: boolean
}

/** The manual-judge status choices, in code order; Cancelled shows disabled. */
export function manualJudgeOptions(): ManualOption[] {
  return JUDGE_STATUSES.filter((s) => !EXCLUDED.includes(s.code)).map((s) => ({
    code: s.code,
    disabled: s.code === CANCELLED || !(MANUAL_JUDGE_STATUSES as ReadonlyArray<number>).includes(s.code),
  }))
}

/** Manual judging is disabled while the submission is Judging or Compiling, and for Compile Error. */
export const manualJudgeDisabled = (status: number): boolean => [7, 6, -2].includes(status)

/** The score input appears when the submission has a score or is Cancelled. */
export const showsScoreInput = (submission: { score: number | null; status: number }): boolean =>
  submission.score !== null || submission.status === CANCELLED

/** The status the manual-judge dialog starts on: the current one when it may be chosen, else none. */
export function initialManualStatus(status: number): number | null {
  return manualJudgeOptions().some((o) => o.code === status && !o.disabled) ? status : null
}

/** A typed score: a whole number from 0 to 1,000,000 (the server's range), else undefined. */
export function parseScore(text: string): number | undefined {
  const t = text.trim()
  if (!/^\d+$/.test(t)) return undefined
  const n = Number(t)
  return n <= 1_000_000 ? n : undefined
}

/** Submitted Failed shows the resubmit icon (a remote-judge resubmission). */
export const canResubmit = (status: number): boolean => status === 10
