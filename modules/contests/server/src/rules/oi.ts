import { JudgeStatus } from '@oj/sdk'

import { type BoardClock, type BoardRecord, byTime, phase } from './records.ts'

/** HOJ's oiRankScoreType: the latest score per problem counts, or the highest. */
export type OiScoreRule = 'Recent' | 'Highest'

/** One user's standing on one OI problem. */
export interface OiCell {
  readonly score: number
  /** The shortest run time (ms) among Accepted runs, null when none is Accepted. */
  readonly time: number | null
}

export interface OiCellOptions {
  readonly rule: OiScoreRule
  /** Submissions after the seal time are left out (the board shows the sealed state). */
  readonly sealed: boolean
  /** Submissions after the end count too. */
  readonly containsEnd: boolean
}

/** Records that count under these options: judged with a score, inside the window. */
function counted(records: ReadonlyArray<BoardRecord>, clock: BoardClock, options: OiCellOptions) {
  return [...records].sort(byTime).filter((r) => {
    if (r.score === null) return false
    const when = phase(clock, r.submitTime)
    if (when === 'before') return false
    if (when === 'after') return options.containsEnd
    return !(when === 'sealed' && options.sealed)
  })
}

const bestAcTime = (records: ReadonlyArray<BoardRecord>) => {
  const times = records
    .filter((r) => r.status === JudgeStatus.accepted && r.useTime !== null)
    .map((r) => r.useTime as number)
  return times.length ? Math.min(...times) : null
}

/** A user's OI cell on one problem (null without a counted submission). */
export function oiCell(
  records: ReadonlyArray<BoardRecord>,
  clock: BoardClock,
  options: OiCellOptions,
): OiCell | null {
  const rows = counted(records, clock, options)
  if (rows.length === 0) return null
  const scores = rows.map((r) => r.score as number)
  const score = options.rule === 'Highest' ? Math.max(...scores) : (scores[scores.length - 1] as number)
  return { score, time: bestAcTime(rows) }
}

/**
 * IOI (beyond HOJ): per subtask the best score over all the user's submissions, summed. Records
 * without subtask scores count as one subtask worth their score.
 */
export function ioiCell(
  records: ReadonlyArray<BoardRecord>,
  clock: BoardClock,
  options: Omit<OiCellOptions, 'rule'>,
): OiCell | null {
  const rows = counted(records, clock, { ...options, rule: 'Highest' })
  if (rows.length === 0) return null
  const best = new Map<string, number>()
  for (const r of rows) {
    const parts = r.subtasks ?? { '': r.score as number }
    for (const [id, value] of Object.entries(parts)) best.set(id, Math.max(best.get(id) ?? 0, value))
  }
  let score = 0
  for (const value of best.values()) score += value
  // subtask points may have decimals (subtask_average); the board's scores are whole (HOJ's Integer)
  return { score: Math.round(score), time: bestAcTime(rows) }
}
