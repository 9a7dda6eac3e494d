import type { IcpcJudgementType } from '@oj/contests-contract'
import { JudgeStatus } from '@oj/sdk'

// The ICPC Contest API's value formats and the verdicts as its judgement types: pure.

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** RELTIME `(-)h:mm:ss.uuu` of a duration in ms. */
export function relTime(ms: number): string {
  const sign = ms < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(ms))
  const h = Math.floor(abs / 3_600_000)
  const m = Math.floor((abs % 3_600_000) / 60_000)
  const s = Math.floor((abs % 60_000) / 1000)
  return `${sign}${h}:${pad(m)}:${pad(s)}.${pad(abs % 1000, 3)}`
}

/** TIME: ISO 8601 in UTC with milliseconds. */
export const isoTime = (at: Date | string | number): string => new Date(at).toISOString()

/** The judgement types a contest offers (ids of the spec's known types). */
export const JUDGEMENT_TYPES: ReadonlyArray<IcpcJudgementType> = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  { id: 'PE', name: 'Presentation Error', penalty: true, solved: false },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false },
  { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false },
  { id: 'CE', name: 'Compile Error', penalty: false, solved: false },
  { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
]

const BY_STATUS: ReadonlyMap<number, string> = new Map([
  [JudgeStatus.accepted, 'AC'],
  [JudgeStatus.wrongAnswer, 'WA'],
  // A partly accepted run of a pass-fail problem is wrong; a score contest carries the score.
  [JudgeStatus.partialAccepted, 'WA'],
  [JudgeStatus.presentationError, 'PE'],
  [JudgeStatus.timeLimitExceeded, 'TLE'],
  [JudgeStatus.memoryLimitExceeded, 'MLE'],
  [JudgeStatus.runtimeError, 'RTE'],
  [JudgeStatus.compileError, 'CE'],
  [JudgeStatus.systemError, 'JE'],
  [JudgeStatus.submittedFailed, 'JE'],
])

/** The judgement type of a final verdict; undefined for a cancelled or unjudged one (no judgement). */
export const judgementTypeOf = (status: number): string | undefined => BY_STATUS.get(status)

/** A language's id in the API: its name in lower case, runs of other characters as '-' (C++ 17 → c-17). */
export function languageId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return (slug || 'language').slice(0, 36)
}
