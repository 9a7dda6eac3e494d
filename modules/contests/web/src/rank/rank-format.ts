import type { AcmRankRow, OiRankRow } from '@oj/contests-contract'

// What a board cell shows and how it is coloured (spec 2 §2: ACM cell classes, OI score colours).

type AcmCell = AcmRankRow['submissionInfo'][string]

export type AcmCellClass = 'firstAc' | 'ac' | 'afterAc' | 'try' | 'wrong' | 'none'

export function acmCellClass(cell: AcmCell | undefined): AcmCellClass {
  if (!cell) return 'none'
  if (cell.isAC) return cell.isAfterContest ? 'afterAc' : cell.isFirstAC ? 'firstAc' : 'ac'
  if (cell.tryNum > 0) return 'try'
  return cell.errorNum > 0 ? 'wrong' : 'none'
}

/** Minutes of the accepted time, and the tries: '23' / '-2' / '+1?' style. */
export function acmCellText(cell: AcmCell | undefined): { readonly time: string; readonly tries: string } {
  if (!cell) return { time: '', tries: '' }
  const time = cell.isAC && cell.ACTime !== null ? String(Math.floor(cell.ACTime / 60)) : ''
  const parts: string[] = []
  if (cell.errorNum > 0) parts.push(`-${cell.errorNum}`)
  if (cell.tryNum > 0) parts.push(`+${cell.tryNum}?`)
  return { time, tries: parts.join(' ') }
}

/** HH:MM:SS of a penalty in seconds. */
export function penaltyText(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

export type OiScoreClass = 'zero' | 'partial' | 'full'

export const oiScoreClass = (score: number): OiScoreClass =>
  score <= 0 ? 'zero' : score >= 100 ? 'full' : 'partial'

export const isAcmRow = (row: AcmRankRow | OiRankRow): row is AcmRankRow => 'ac' in row

/** The name a board shows per the contest's rankShowName. */
export function shownName(row: AcmRankRow | OiRankRow, show: string): string {
  if (show === 'realname' && row.realname) return row.realname
  if (show === 'nickname' && row.nickname) return row.nickname
  return row.username
}

/**
 * How many rows at the start of a board's first page are pinned copies. As HOJ, the board list puts a
 * copy of the viewer's row and of each followed user's row (in `pinned`'s order, each once, only
 * for those on the board) before the board itself, and counts them in its total: they are the
 * leading rows of distinct pinned uids.
 */
export function pinnedCopies(
  firstPage: ReadonlyArray<{ readonly uid: string }>,
  pinned: ReadonlyArray<string>,
): number {
  const wanted = new Set(pinned)
  const seen = new Set<string>()
  for (const row of firstPage) {
    if (!wanted.has(row.uid) || seen.has(row.uid)) break
    seen.add(row.uid)
  }
  return seen.size
}
