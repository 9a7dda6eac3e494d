import type { ContestRankInput } from '@oj/contests-contract'
import { BOARD_PAGE_SIZE, ContestType } from '@oj/contests-contract'
import {
  type Caller,
  dbQuery,
  type EncodedJson,
  encodeList,
  encodeObject,
  Errors,
  type PublicProfile,
  Users,
  utf8Json,
} from '@oj/sdk/server'
import { and, eq, gte } from 'drizzle-orm'
import { Effect } from 'effect'

import { leftOut } from '../contest/access.ts'
import { contestAdmin } from '../contest/access.ts'
import { type ContestRow, sealedFor } from '../contest/policy.ts'
import type { AcmCell } from '../rules/acm.ts'
import type { OiCell } from '../rules/oi.ts'
import {
  type AcmRow,
  acmStandings,
  type Awards,
  DEFAULT_AWARDS,
  type OiRow,
  oiStandings,
  type Participant,
  pinnedPage,
  type RankShowName,
  viewOf,
} from '../rules/standings.ts'
import { boardCell } from '../tables.ts'
import { cachedBoard, type Computed, printOf, printSql, versionHash } from './cache.ts'
import { boardChanged } from './stream.ts'
import { rebuildBoard } from './update.ts'

// A board page: the contest's cells in the view the caller may see, ranked by the rules.

const awardsOf = (row: ContestRow): Awards => {
  if (row.awardType === 1 || row.awardType === 2) {
    return row.awardConfig.length ? { type: row.awardType, config: row.awardConfig } : DEFAULT_AWARDS
  }
  return { type: 0, config: [] }
}

const showOf = (row: ContestRow): RankShowName =>
  row.rankShowName === 'nickname' || row.rankShowName === 'realname' ? row.rankShowName : 'username'

type View = 'live' | 'sealed' | 'withEnd'
type Ranked = AcmRow[] | OiRow[]

const cellColumns = (view: View) => ({
  uid: boardCell.uid,
  username: boardCell.username,
  displayId: boardCell.displayId,
  cell: boardCell[view],
  version: versionHash,
  at: boardCell.gmtModified,
})

/** A cell as read for a board, with its row version's hash and its stamp. */
interface CellRow {
  readonly uid: string
  readonly username: string
  readonly displayId: string
  readonly cell: AcmCell | OiCell | null
  readonly version: string
  readonly at: Date
}

type UserCells = { readonly username: string; readonly cells: Record<string, AcmCell | OiCell> }

/**
 * What a board's computation keeps for the next one, which takes it over and changes it in place (a
 * chain: the cache starts each computation from the board it replaces, so each is taken once).
 */
interface Kept {
  /** The contest's cells by `uid\0displayId`. */
  readonly cells: Map<string, CellRow>
  /** Who is on the board (a cell in this view, not left out), and their cells. */
  readonly users: Map<string, UserCells>
  readonly profiles: Map<string, PublicProfile>
  /** The sum of the cells' version hashes (their print with their count). */
  sum: bigint
  /** Their latest stamp (to the millisecond: at or before the exact one). */
  since: Date
  taken: boolean
}

const cellKey = (c: CellRow) => `${c.uid}\u0000${c.displayId}`
const printOfKept = (kept: Kept) => printOf(kept.cells.size, kept.sum)

/** Puts a cell on the board of users (a new record for its user: the board before may hold the old). */
function place(users: Map<string, UserCells>, c: CellRow, out: ReadonlySet<string>): void {
  if (out.has(c.uid)) return
  const had = users.get(c.uid)
  const cells = { ...had?.cells }
  if (c.cell) cells[c.displayId] = c.cell
  else delete cells[c.displayId]
  if (Object.keys(cells).length === 0) users.delete(c.uid)
  else users.set(c.uid, { username: had?.username ?? c.username, cells })
}

/** Every cell of the contest. */
const readAll = (cid: number, view: View, out: ReadonlySet<string>) =>
  Effect.gen(function* () {
    const all = yield* dbQuery((db) =>
      db.select(cellColumns(view)).from(boardCell).where(eq(boardCell.cid, cid)),
    )
    const kept: Kept = {
      cells: new Map(),
      users: new Map(),
      profiles: new Map(),
      sum: 0n,
      since: new Date(0),
      taken: false,
    }
    for (const c of all) {
      kept.cells.set(cellKey(c), c)
      kept.sum += BigInt(c.version)
      if (c.at > kept.since) kept.since = c.at
      // A user is on the board once a run of theirs counts in this view (not for runs before the
      // start, nor for after-contest ones unless asked).
      if (c.cell && !out.has(c.uid)) {
        const user = kept.users.get(c.uid)
        if (user) user.cells[c.displayId] = c.cell
        else kept.users.set(c.uid, { username: c.username, cells: { [c.displayId]: c.cell } })
      }
    }
    return kept
  })

/**
 * The board before's cells with those changed since, when the result's print is the print of the
 * contest's cells read in the same statement (else undefined: a change slipped by).
 */
const readChanged = (cid: number, view: View, before: Kept, out: ReadonlySet<string>) =>
  Effect.gen(function* () {
    before.taken = true
    const changed = yield* dbQuery((db) =>
      db
        .select({ ...cellColumns(view), print: printSql(cid) })
        .from(boardCell)
        .where(and(eq(boardCell.cid, cid), gte(boardCell.gmtModified, before.since))),
    )
    if (changed.length === 0) return undefined
    const kept: Kept = { ...before, taken: false }
    for (const c of changed) {
      const key = cellKey(c)
      const old = kept.cells.get(key)
      kept.sum += BigInt(c.version) - (old ? BigInt(old.version) : 0n)
      kept.cells.set(key, c)
      if (c.at > kept.since) kept.since = c.at
      place(kept.users, c, out)
    }
    return printOfKept(kept) === changed[0]?.print ? kept : undefined
  })

/**
 * The ranked rows of a contest in one view (its author's and the super admins' runs are not on it, as
 * in HOJ: `leftOut`), with the print of the cells they were ranked from (cache.ts). Given the board
 * before (its contest and left-out users the same), only the cells changed since and the profiles
 * of users new on the board are read.
 */
export const rankedBoard =
  (row: ContestRow, view: View) =>
  (before: Computed<Ranked, Kept> | undefined, excluded: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      const out = new Set(excluded)
      const kept =
        (before && !before.kept.taken ? yield* readChanged(row.id, view, before.kept, out) : undefined) ??
        (yield* readAll(row.id, view, out))
      const missing = [...kept.users.keys()].filter((uid) => !kept.profiles.has(uid))
      if (missing.length > 0) {
        const fetched = yield* (yield* Users).profiles(missing).pipe(Effect.mapError(() => Errors.server()))
        for (const [uid, profile] of fetched) kept.profiles.set(uid, profile)
      }
      const users = [...kept.users].map(([uid, { username, cells }]) => {
        const p = kept.profiles.get(uid)
        const participant: Participant = {
          uid,
          username: p?.username ?? username,
          realname: p?.realname ?? null,
          nickname: p?.nickname ?? null,
          school: null,
          gender: p?.gender ?? null,
          avatar: p?.avatar ?? null,
        }
        return { participant, cells }
      })
      const options = { stars: new Set(row.starAccount), awards: awardsOf(row) }
      const value: Ranked =
        row.type === ContestType.acm
          ? acmStandings(
              users as Array<{ participant: Participant; cells: Record<string, AcmCell> }>,
              options,
            )
          : oiStandings(users as Array<{ participant: Participant; cells: Record<string, OiCell> }>, options)
      return { value, print: printOfKept(kept), kept }
    })

/** The ranked rows of a contest in one view. */
export const standings = (row: ContestRow, view: View) =>
  leftOut(row).pipe(
    Effect.flatMap((out) => rankedBoard(row, view)(undefined, out)),
    Effect.map((board) => board.value),
  )

/** POST /get-contest-rank (and the outside board): the caller's view, searched, pinned, paged. */
export const boardPage = (
  row: ContestRow,
  caller: Caller | undefined,
  input: ContestRankInput,
  now = Date.now(),
) =>
  Effect.gen(function* () {
    const admin = yield* contestAdmin(caller, row)
    if (input.forceRefresh && admin) {
      yield* rebuildBoard(row.id)
      // the board is read again, here and by this process's streams
      yield* boardChanged(row.id)
    }
    const sealed = sealedFor(admin, row, now)
    const view = sealed ? 'sealed' : input.containsEnd ? 'withEnd' : 'live'
    const rows = yield* cachedBoard(row, view, rankedBoard(row, view))
    const pinned = [
      ...(caller ? [caller.uid] : []),
      ...(input.concernedList ?? []).filter((u) => u !== caller?.uid),
    ]
    const shown = viewOf<(typeof rows)[number]>(rows, {
      removeStar: input.removeStar ?? false,
      keyword: input.keyword ?? null,
      show: showOf(row),
      pinned,
    })
    // As HOJ: copies of the caller's and the followed users' rows come first, then the board.
    return pinnedPage(shown, input.currentPage ?? 1, input.limit ?? BOARD_PAGE_SIZE)
  })

type BoardPage = Effect.Success<ReturnType<typeof boardPage>>

/**
 * Each board row as JSON (UTF-8), encoded once while its board is kept (board/cache.ts keeps the same
 * row objects for every reader): a page's reply is then its rows' bytes joined, not 50 rows encoded
 * again per request.
 */
const rowBytes = new WeakMap<object, Uint8Array>()
const rowJson = (row: object): Uint8Array => {
  let bytes = rowBytes.get(row)
  if (bytes === undefined) rowBytes.set(row, (bytes = utf8Json(JSON.stringify(row))))
  return bytes
}

/** A board page as the reply's encoded data. */
export const encodedPage = (page: BoardPage): EncodedJson<BoardPage> => {
  const { records, ...rest } = page
  return encodeObject({ records: encodeList(records, rowJson), ...rest })
}
