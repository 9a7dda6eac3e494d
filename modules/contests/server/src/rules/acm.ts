import { type BoardClock, type BoardRecord, byTime, phase, tryKind } from './records.ts'

/** 20 minutes, in seconds, for each rejected try before the first Accepted. */
const PENALTY_SECONDS = 20 * 60

/**
 * One user's standing on one problem (HOJ's submissionInfo entry, before first blood is known).
 * `tryNum` counts the tries a sealed board hides (shown as pending); `isAfterContest` marks a
 * problem solved only after the end (it adds nothing to the user's solved count or penalty).
 */
export interface AcmCell {
  readonly isAC: boolean
  readonly isAfterContest: boolean
  /** Seconds from the start to the first Accepted (null while unsolved). */
  readonly ACTime: number | null
  /** Rejected tries before the first Accepted (all of them while unsolved). */
  readonly errorNum: number
  /** Tries made while sealed, not shown. */
  readonly tryNum: number
}

export interface AcmCellOptions {
  /** The viewer sees the board as sealed: tries after the seal time are pending. */
  readonly sealed: boolean
  /** After-contest Accepted runs are shown (marked); else submissions after the end are ignored. */
  readonly containsEnd: boolean
}

/** A user's cell on one problem from their records on it, in any order. */
export function acmCell(
  records: ReadonlyArray<BoardRecord>,
  clock: BoardClock,
  options: AcmCellOptions,
): AcmCell | null {
  let isAC = false
  let isAfterContest = false
  let ACTime: number | null = null
  let errorNum = 0
  let tryNum = 0
  let seen = false
  for (const r of [...records].sort(byTime)) {
    const kind = tryKind(r.status)
    if (kind === 'none') continue
    const when = phase(clock, r.submitTime)
    if (when === 'before') continue
    if (when === 'after') {
      if (options.containsEnd && !isAC && kind === 'ac') {
        isAC = true
        isAfterContest = true
        ACTime = Math.floor((r.submitTime - clock.start) / 1000)
        seen = true
      }
      continue
    }
    if (isAC) continue
    seen = true
    if (when === 'sealed' && options.sealed) {
      tryNum += 1
      continue
    }
    if (kind === 'ac') {
      isAC = true
      ACTime = Math.floor((r.submitTime - clock.start) / 1000)
    } else {
      errorNum += 1
    }
  }
  return seen ? { isAC, isAfterContest, ACTime, errorNum, tryNum } : null
}

/** What a cell adds to its user's totals: solved count and penalty seconds. */
export function acmCellScore(cell: AcmCell): { readonly ac: number; readonly penalty: number } {
  if (!cell.isAC || cell.isAfterContest || cell.ACTime === null) return { ac: 0, penalty: 0 }
  return { ac: 1, penalty: cell.ACTime + cell.errorNum * PENALTY_SECONDS }
}
