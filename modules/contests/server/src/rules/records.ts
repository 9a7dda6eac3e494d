import { JudgeStatus } from '@oj/sdk'

/** One judged submission of a contest, as the boards need it (times in ms since the epoch). */
export interface BoardRecord {
  readonly submitId: number
  readonly uid: string
  readonly displayId: string
  readonly status: number
  /** OI score; null when the verdict carries none. */
  readonly score: number | null
  /** Run time in ms, null when not run. */
  readonly useTime: number | null
  readonly submitTime: number
  /** IOI: the submission's score per subtask (group id → score), when known. */
  readonly subtasks?: Readonly<Record<string, number>>
}

/** The times a contest's boards depend on (ms since the epoch). */
export interface BoardClock {
  readonly start: number
  readonly end: number
  /** When the board seals, or null when it never does. */
  readonly sealTime: number | null
}

/** Verdicts that cost a penalty try in ACM; Accepted solves; anything else (CE, SE, cancelled, unjudged) is no try. */
const PENALISED: ReadonlySet<number> = new Set([
  JudgeStatus.wrongAnswer,
  JudgeStatus.presentationError,
  JudgeStatus.timeLimitExceeded,
  JudgeStatus.memoryLimitExceeded,
  JudgeStatus.runtimeError,
  JudgeStatus.partialAccepted,
])

export type TryKind = 'ac' | 'rejected' | 'none'

export const tryKind = (status: number): TryKind =>
  status === JudgeStatus.accepted ? 'ac' : PENALISED.has(status) ? 'rejected' : 'none'

/** Oldest first; the submission id breaks ties within one millisecond. */
export const byTime = (a: BoardRecord, b: BoardRecord) =>
  a.submitTime - b.submitTime || a.submitId - b.submitId

/** When a record was made relative to the contest. */
export function phase(clock: BoardClock, submitTime: number): 'before' | 'open' | 'sealed' | 'after' {
  if (submitTime < clock.start) return 'before'
  if (submitTime >= clock.end) return 'after'
  if (clock.sealTime !== null && submitTime >= clock.sealTime) return 'sealed'
  return 'open'
}
