// Judge status codes of spec 1 §3: the code the API sends, a stable key (used in message ids and
// token names), the abbreviation shown in compact cells, and the tag palette that colours it.
import type { TagColor } from './tag-colors.ts'

export interface JudgeStatusInfo {
  readonly code: number
  readonly key: string
  readonly abbr: string
  readonly color: TagColor
}

const table = [
  { code: -10, key: 'ns', abbr: 'NS', color: 'gray' },
  { code: -5, key: 'snr', abbr: 'SNR', color: 'yellow' },
  { code: -4, key: 'ca', abbr: 'CA', color: 'purple' },
  { code: -3, key: 'pe', abbr: 'PE', color: 'yellow' },
  { code: -2, key: 'ce', abbr: 'CE', color: 'yellow' },
  { code: -1, key: 'wa', abbr: 'WA', color: 'red' },
  { code: 0, key: 'ac', abbr: 'AC', color: 'green' },
  { code: 1, key: 'tle', abbr: 'TLE', color: 'orange' },
  { code: 2, key: 'mle', abbr: 'MLE', color: 'orange' },
  { code: 3, key: 're', abbr: 'RE', color: 'purple' },
  { code: 4, key: 'se', abbr: 'SE', color: 'slate' },
  { code: 5, key: 'pending', abbr: 'PD', color: 'gray' },
  { code: 6, key: 'compiling', abbr: 'CP', color: 'cyan' },
  { code: 7, key: 'judging', abbr: 'JG', color: 'blue' },
  { code: 8, key: 'pa', abbr: 'PA', color: 'teal' },
  { code: 9, key: 'submitting', abbr: 'SM', color: 'blue' },
  { code: 10, key: 'sf', abbr: 'SF', color: 'pink' },
] as const satisfies ReadonlyArray<JudgeStatusInfo>

export type JudgeStatusKey = (typeof table)[number]['key']

/** Every known status, in code order. */
export const JUDGE_STATUSES: ReadonlyArray<JudgeStatusInfo> = table

const byCode = new Map<number, JudgeStatusInfo>(table.map((s) => [s.code, s]))

/** Codes that are still in progress: lists poll while a row has one of these (spec 1 §4). */
export const IN_PROGRESS_STATUS_CODES: ReadonlyArray<number> = [5, 6, 7, 9]

/** An unknown code (a newer server) is shown like "Submitted Unknown Result" rather than crashing. */
export function judgeStatus(code: number): JudgeStatusInfo {
  return byCode.get(code) ?? (byCode.get(-5) as JudgeStatusInfo)
}

/** The message id of a status label, e.g. `sdk.status.ac` for 0. */
export function statusMessageId(code: number): string {
  return `sdk.status.${judgeStatus(code).key}`
}
