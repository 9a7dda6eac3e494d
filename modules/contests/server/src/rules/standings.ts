import { pageOf, pageOffset } from '@oj/sdk'

import { type AcmCell, acmCellScore } from './acm.ts'
import type { OiCell } from './oi.ts'

// From cells to a ranked board: order, ranks (ties share one, star users get -1 and take no place),
// first blood, awards, search and the rows a viewer pins on top. Pure: the server feeds it cells.

/** Who a board row is about (the public profile fields HOJ's rank rows carry). */
export interface Participant {
  readonly uid: string
  readonly username: string
  readonly realname: string | null
  readonly nickname: string | null
  readonly school: string | null
  readonly gender: string | null
  readonly avatar: string | null
}

/** HOJ's rankShowName: which name a board shows (and searches). */
export type RankShowName = 'username' | 'nickname' | 'realname'

export const shownName = (p: Participant, show: RankShowName): string =>
  (show === 'nickname' ? p.nickname : show === 'realname' ? p.realname : null) || p.username

/** One award of a contest's config (HOJ ContestAwardConfigVO): `num` people, or `num` percent. */
export interface AwardConfig {
  readonly priority: number
  readonly name: string
  readonly background: string
  readonly color: string
  readonly num: number
}

/** 0 no awards, 1 by proportion (percent of the non-star rows, rounded down), 2 by count. */
export interface Awards {
  readonly type: 0 | 1 | 2
  readonly config: ReadonlyArray<AwardConfig>
}

export const DEFAULT_AWARDS: Awards = {
  type: 1,
  config: [
    { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
    { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000', num: 20 },
    { priority: 3, name: 'Bronze', background: '#c37e5e', color: '#fff', num: 30 },
  ],
}

interface RankFields {
  rank: number
  isWinAward: boolean
  awardName: string | null
  awardBackground: string | null
  awardColor: string | null
}

export interface AcmRow extends Participant, RankFields {
  readonly ac: number
  readonly total: number
  /** Penalty in seconds. */
  readonly totalTime: number
  readonly submissionInfo: Readonly<Record<string, AcmCell & { readonly isFirstAC: boolean }>>
}

export interface OiRow extends Participant, RankFields {
  readonly totalScore: number
  /** ms */
  readonly totalTime: number
  readonly submissionInfo: Readonly<Record<string, number>>
  readonly timeInfo: Readonly<Record<string, number>>
}

export interface BoardOptions {
  /** Usernames of star users (HOJ's starAccount). */
  readonly stars: ReadonlySet<string>
  readonly awards: Awards
}

export interface UserCells<C> {
  readonly participant: Participant
  readonly cells: Readonly<Record<string, C>>
}

const unranked = (): RankFields => ({
  rank: 0,
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
})

/** Ranks ordered rows in place: ties (`same`) share a rank; stars get -1 and take no place. */
function assignRanks<T extends Participant & RankFields>(
  rows: Array<T>,
  stars: ReadonlySet<string>,
  same: (a: T, b: T) => boolean,
): void {
  let place = 0
  let last: T | undefined
  for (const row of rows) {
    if (stars.has(row.username)) {
      row.rank = -1
      continue
    }
    place += 1
    row.rank = last && same(last, row) ? last.rank : place
    last = row
  }
}

/**
 * Hands out awards in priority order over the ranked rows that scored (`scored`): each award goes to
 * the next `num` rows (or `num` percent of the non-star rows, rounded down), and to whoever ties with
 * the last of them.
 */
function assignAwards<T extends Participant & RankFields>(
  rows: Array<T>,
  awards: Awards,
  scored: (row: T) => boolean,
): void {
  if (awards.type === 0) return
  const ranked = rows.filter((r) => r.rank > 0)
  const eligible = ranked.filter(scored)
  let at = 0
  for (const award of [...awards.config].sort((a, b) => a.priority - b.priority)) {
    const quota = awards.type === 1 ? Math.floor((ranked.length * award.num) / 100) : award.num
    let given = 0
    let lastRank = -1
    while (at < eligible.length) {
      const row = eligible[at] as T
      if (given >= quota && row.rank !== lastRank) break
      row.isWinAward = true
      row.awardName = award.name
      row.awardBackground = award.background
      row.awardColor = award.color
      lastRank = row.rank
      given += 1
      at += 1
    }
  }
}

/** The ACM board: solved desc, penalty asc (then username, for a stable order). */
export function acmStandings(users: ReadonlyArray<UserCells<AcmCell>>, options: BoardOptions): AcmRow[] {
  const firstAt = new Map<string, number>()
  for (const { cells } of users) {
    for (const [id, cell] of Object.entries(cells)) {
      if (!cell.isAC || cell.isAfterContest || cell.ACTime === null) continue
      const best = firstAt.get(id)
      if (best === undefined || cell.ACTime < best) firstAt.set(id, cell.ACTime)
    }
  }
  const rows: AcmRow[] = users.map(({ participant, cells }) => {
    let ac = 0
    let penalty = 0
    let total = 0
    const submissionInfo: Record<string, AcmCell & { isFirstAC: boolean }> = {}
    for (const [id, cell] of Object.entries(cells)) {
      const score = acmCellScore(cell)
      ac += score.ac
      penalty += score.penalty
      total += cell.errorNum + cell.tryNum + (cell.isAC ? 1 : 0)
      const isFirstAC = score.ac === 1 && firstAt.get(id) === cell.ACTime
      submissionInfo[id] = { ...cell, isFirstAC }
    }
    return { ...participant, ...unranked(), ac, total, totalTime: penalty, submissionInfo }
  })
  rows.sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || a.username.localeCompare(b.username))
  assignRanks(rows, options.stars, (a, b) => a.ac === b.ac && a.totalTime === b.totalTime)
  assignAwards(rows, options.awards, (r) => r.ac > 0)
  return rows
}

/** The OI board: total score desc, total time (ms of the fastest Accepted runs) asc. */
export function oiStandings(users: ReadonlyArray<UserCells<OiCell>>, options: BoardOptions): OiRow[] {
  const rows: OiRow[] = users.map(({ participant, cells }) => {
    let totalScore = 0
    let totalTime = 0
    const submissionInfo: Record<string, number> = {}
    const timeInfo: Record<string, number> = {}
    for (const [id, cell] of Object.entries(cells)) {
      totalScore += cell.score
      submissionInfo[id] = cell.score
      if (cell.time !== null) {
        totalTime += cell.time
        timeInfo[id] = cell.time
      }
    }
    return { ...participant, ...unranked(), totalScore, totalTime, submissionInfo, timeInfo }
  })
  rows.sort(
    (a, b) =>
      b.totalScore - a.totalScore || a.totalTime - b.totalTime || a.username.localeCompare(b.username),
  )
  assignRanks(rows, options.stars, (a, b) => a.totalScore === b.totalScore && a.totalTime === b.totalTime)
  assignAwards(rows, options.awards, (r) => r.totalScore > 0)
  return rows
}

export interface ViewOptions {
  readonly removeStar: boolean
  readonly keyword: string | null
  readonly show: RankShowName
  /** The viewer and the users they follow: copies of their rows go on top (HOJ). */
  readonly pinned: ReadonlyArray<string>
}

/** Each board's rows by uid, while the board is kept (its rows are the same for every reader). */
const byUid = new WeakMap<ReadonlyArray<Participant>, ReadonlyMap<string, Participant>>()
const indexOf = <T extends Participant>(rows: ReadonlyArray<T>): ReadonlyMap<string, T> => {
  let index = byUid.get(rows)
  if (!index) byUid.set(rows, (index = new Map(rows.map((r) => [r.uid, r]))))
  return index as ReadonlyMap<string, T>
}

/**
 * What a viewer asked for: stars removed, a search, pinned rows (in the order asked, each once); ranks
 * stay as computed. Without a search or stars to remove, the board's own rows, not a copy: a board
 * page then costs its page, not the board's length.
 */
export function viewOf<T extends Participant & RankFields>(
  rows: ReadonlyArray<T>,
  options: ViewOptions,
): { readonly pinned: ReadonlyArray<T>; readonly rows: ReadonlyArray<T> } {
  const needle = options.keyword?.trim().toLowerCase() ?? ''
  const keep = (r: T) => {
    if (options.removeStar && r.rank === -1) return false
    if (!needle) return true
    return [r.username, shownName(r, options.show), r.school ?? ''].some((s) =>
      s.toLowerCase().includes(needle),
    )
  }
  const index = indexOf(rows)
  const pinned = [...new Set(options.pinned)].flatMap((uid) => {
    const row = index.get(uid)
    return row && keep(row) ? [row] : []
  })
  return { pinned, rows: options.removeStar || needle ? rows.filter(keep) : rows }
}

/**
 * A page of a view as HOJ answers it: the pinned rows' copies first, then the board (the two are not
 * joined into one list for it).
 */
export function pinnedPage<T>(
  view: { readonly pinned: ReadonlyArray<T>; readonly rows: ReadonlyArray<T> },
  current: number,
  limit: number,
) {
  const { pinned, rows } = view
  const from = pageOffset(current, limit)
  const to = from + limit
  const records = [
    ...pinned.slice(Math.max(0, from), Math.max(0, to)),
    ...rows.slice(Math.max(0, from - pinned.length), Math.max(0, to - pinned.length)),
  ]
  return pageOf(records, pinned.length + rows.length, current, limit)
}
