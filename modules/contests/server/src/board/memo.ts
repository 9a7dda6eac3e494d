import type { DbClient } from '@oj/sdk/server'
import { and, eq, sql } from 'drizzle-orm'

import type { ContestRow } from '../contest/policy.ts'
import { perDatabase } from '../live/per-database.ts'
import { boardCell, contest, contestRecord } from '../tables.ts'

// The cells' records of the contests that had verdicts lately, kept in memory per database, so that a
// lone verdict computes its cell's views before it writes and goes to Postgres as one statement
// (update.ts). What is kept is only ever a guess: each cell's records with the version (xmin) its row
// had when they were its records, and the contest's row with its version. The statement writes only
// when both versions still hold, so a stale guess (another server's verdict, a rebuild, an admin's
// edit) costs the verdict the two-statement path, never a wrong cell.

export type RecordRow = typeof contestRecord.$inferSelect

export interface CellMemo {
  /** The cell row's xmin when `records` were its records; null: no such row. */
  readonly version: string | null
  readonly records: ReadonlyArray<RecordRow>
}

export interface ContestMemo {
  /** The contest row's xmin when it was `row`. */
  readonly version: string
  readonly row: ContestRow
  readonly cells: Map<string, CellMemo>
  readonly loadedAt: number
}

/** Contests kept per database (the latest used); a contest with more records is not kept. */
const MAX_CONTESTS = 4
const MAX_RECORDS = 100_000
/** Records read at a time while a contest loads. */
const LOAD_CHUNK = 5_000
/**
 * A contest's memo is loaded again after this long: no guess outlives xmin's wrap-around (a row
 * version's xmin is its own until then, frozen or not: Postgres marks freezing in the row's flags).
 */
const MAX_AGE_MS = 30 * 60_000
/** A contest found too large is not tried again for this long. */
const TOO_LARGE_MS = 5 * 60_000

interface Kept {
  readonly contestVersion: string
  readonly cell: CellMemo
}

interface Store {
  /** In the order of their last use, the latest last. */
  readonly memos: Map<number, ContestMemo>
  /** The contests being loaded, with the cells committed meanwhile (the load's snapshot may predate them). */
  readonly loading: Map<number, Map<string, Kept>>
  /** Contests with more records than are kept, and until when they are not tried again. */
  readonly tooLarge: Map<number, number>
}

const storeOf = perDatabase((): Store => ({ memos: new Map(), loading: new Map(), tooLarge: new Map() }))

export const cellKey = (uid: string, displayId: string) => `${uid}\u0000${displayId}`

/** The contest's memo when one is kept and young enough (it becomes the latest used). */
export function memoOf(db: DbClient, cid: number): ContestMemo | undefined {
  const { memos } = storeOf(db)
  const memo = memos.get(cid)
  if (!memo) return undefined
  memos.delete(cid)
  if (Date.now() - memo.loadedAt > MAX_AGE_MS) return undefined
  memos.set(cid, memo)
  return memo
}

export const forgetMemo = (db: DbClient, cid: number) => void storeOf(db).memos.delete(cid)

/** What a committed transaction left in a cell, kept when the contest's memo is of the same contest row. */
export function rememberCell(
  db: DbClient,
  cid: number,
  contestVersion: string,
  key: string,
  cell: CellMemo,
): void {
  const store = storeOf(db)
  const memo = store.memos.get(cid)
  if (!memo) return void store.loading.get(cid)?.set(key, { contestVersion, cell })
  if (memo.version === contestVersion) memo.cells.set(key, cell)
  else forgetMemo(db, cid) // the contest changed: its next verdict loads it again
}

/**
 * Reads the contest's row, cells and records in one snapshot (each cell's version goes with its
 * records); answers 'too large' for a contest of more than `maxRecords` records.
 */
export const loadContest = (
  db: DbClient,
  cid: number,
  chunkSize = LOAD_CHUNK,
  maxRecords = MAX_RECORDS,
): Promise<ContestMemo | 'too large' | undefined> =>
  db.transaction(
    async (tx) => {
      const [head] = await tx
        .select({
          version: sql<string>`${contest}.xmin::text`,
          count: sql<number>`(select count(*)::int
          from ${contestRecord} where ${contestRecord.cid} = ${cid})`,
        })
        .from(contest)
        .where(eq(contest.id, cid))
      if (!head) return undefined
      if (head.count > maxRecords) return 'too large'
      const [row] = await tx.select().from(contest).where(eq(contest.id, cid))
      if (!row) return undefined
      const rows = await tx
        .select({
          uid: boardCell.uid,
          displayId: boardCell.displayId,
          version: sql<string>`${boardCell}.xmin::text`,
        })
        .from(boardCell)
        .where(eq(boardCell.cid, cid))
      // The records a cell after another, each cell's in submission order, chunkSize at a time: the
      // verdicts that come meanwhile are not held up by one long parse.
      const records = new Map<string, RecordRow[]>()
      for (let after: RecordRow | undefined; ;) {
        const chunk = await tx
          .select()
          .from(contestRecord)
          .where(
            and(
              eq(contestRecord.cid, cid),
              after &&
                sql`(${contestRecord.uid}, ${contestRecord.displayId}, ${contestRecord.submitId})
                  > (${after.uid}, ${after.displayId}, ${after.submitId})`,
            ),
          )
          .orderBy(contestRecord.uid, contestRecord.displayId, contestRecord.submitId)
          .limit(chunkSize)
        for (const record of chunk) {
          const key = cellKey(record.uid, record.displayId)
          const list = records.get(key)
          if (list) list.push(record)
          else records.set(key, [record])
        }
        if (chunk.length < chunkSize) break
        after = chunk.at(-1)
      }
      const cells = new Map<string, CellMemo>()
      // A cell kept as absent is one without a row; the statement that makes it checks that it has no
      // records either (update.ts).
      for (const { uid, displayId, version } of rows) {
        const key = cellKey(uid, displayId)
        cells.set(key, { version, records: records.get(key) ?? [] })
      }
      return { version: head.version, row, cells, loadedAt: Date.now() }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )

/** Loads the contest's memo in the background (once at a time); until it is there, verdicts take the long path. */
export function startLoading(db: DbClient, cid: number): void {
  const store = storeOf(db)
  if (store.loading.has(cid) || store.memos.has(cid) || (store.tooLarge.get(cid) ?? 0) > Date.now()) return
  const meanwhile = new Map<string, Kept>()
  store.loading.set(cid, meanwhile)
  loadContest(db, cid)
    .then((memo) => {
      if (memo === 'too large') return void store.tooLarge.set(cid, Date.now() + TOO_LARGE_MS)
      if (!memo) return
      // A cell committed during the load is as new as the load's, or newer (and each is a pair of a
      // version and its records: either is a sound guess).
      for (const [key, kept] of meanwhile)
        if (kept.contestVersion === memo.version) memo.cells.set(key, kept.cell)
      store.memos.set(cid, memo)
      for (const old of store.memos.keys()) {
        if (store.memos.size <= MAX_CONTESTS) break
        store.memos.delete(old)
      }
    })
    // A failed load (a closed pool at shutdown, a restart of the database) only leaves the long path.
    .catch(() => {})
    .finally(() => store.loading.delete(cid))
}
