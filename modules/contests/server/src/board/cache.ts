import { type Db, dbQuery, Errors } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { type ContestReader, leftOut } from '../contest/access.ts'
import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contest } from '../tables.ts'

// The ranked boards kept in memory per contest and view, so that a board page reads one indexed
// figure (the latest change of the contest's cells) and who is left out (the super admins) instead of
// every cell and profile. A changed cell, contest or set of super admins computes the board again,
// once for all the readers waiting on it; so does age (TTL_MS: profiles change too, and another
// server's change may commit after a later one was seen). Readers within FRESH_MS of the last check
// take it as it is: a board is at most that much late.

const TTL_MS = 5_000
/** Within this long of the last check, readers take the board without asking the database. */
const FRESH_MS = 500

interface Entry {
  readonly key: string
  readonly at: number
  checkedAt: number
  readonly value: Promise<unknown>
}
const boards = new Map<string, Entry>()

/** The latest change of the contest's cells (microseconds: cells are stamped by clock_timestamp()). */
const cellsVersion = (cid: number) =>
  dbQuery(async (db) => {
    const [row] = await db
      .select({ at: sql<string | null>`max(${boardCell.gmtModified})::text` })
      .from(boardCell)
      .where(eq(boardCell.cid, cid))
    return row?.at ?? ''
  })

/** What of the contest a board depends on besides its cells. */
const contestStamp = (row: ContestRow) =>
  JSON.stringify([
    row.uid,
    row.type,
    row.startTime,
    row.endTime,
    row.sealRankTime,
    row.starAccount,
    row.awardType,
    row.awardConfig,
    row.rankShowName,
    row.gmtModified,
  ])

/** The board of `row` in `view`, from the cache while it is current, else from `compute`. */
export const cachedBoard = <A, E, R>(row: ContestRow, view: string, compute: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const id = `${row.id}|${view}`
    const stamp = contestStamp(row)
    let entry = boards.get(id)
    const recent = (e: Entry, at: number) => at - e.checkedAt < FRESH_MS && e.key.endsWith(`|${stamp}`)
    if (entry && recent(entry, Date.now()) && Date.now() - entry.at < TTL_MS) {
      const pending = entry.value as Promise<A>
      return yield* Effect.tryPromise({ try: () => pending, catch: () => Errors.server() })
    }
    // The cells' version and whom the board leaves out (a user made or unmade super admin), at once.
    const [version, out] = yield* Effect.all([cellsVersion(row.id), leftOut(row)], { concurrency: 2 })
    const key = `${version}|${JSON.stringify([...out].sort())}|${stamp}`
    const now = Date.now()
    entry = boards.get(id)
    if (entry && entry.key === key && now - entry.at < TTL_MS) entry.checkedAt = now
    else {
      const value = Effect.runPromiseWith(yield* Effect.context<R>())(compute)
      const fresh: Entry = { key, at: now, checkedAt: now, value }
      entry = fresh
      for (const [k, e] of boards) if (now - e.at >= TTL_MS) boards.delete(k)
      boards.set(id, fresh)
      value.catch(() => boards.get(id) === fresh && boards.delete(id))
    }
    const pending = entry.value as Promise<A>
    return yield* Effect.tryPromise({ try: () => pending, catch: () => Errors.server() })
  })

/** Drops the contest's boards (after a change this process made: no reader waits FRESH_MS for it). */
export function forgetBoards(cid: number): void {
  for (const id of boards.keys()) if (id.startsWith(`${cid}|`)) boards.delete(id)
  rows.delete(cid)
}

const rows = new Map<number, { readonly at: number; readonly row: Promise<ContestRow | undefined> }>()

/**
 * The contest's row for a board page: read at most every FRESH_MS (and shared by the readers asking
 * meanwhile), like the board itself. Many readers a second then cost no query of the module's.
 */
export const recentContest: ContestReader = (cid) =>
  Effect.gen(function* () {
    const now = Date.now()
    let entry = rows.get(cid)
    if (!entry || now - entry.at >= FRESH_MS) {
      const row = Effect.runPromiseWith(yield* Effect.context<Db>())(
        dbQuery(async (db) => (await db.select().from(contest).where(eq(contest.id, cid)))[0]),
      )
      const fresh = { at: now, row }
      entry = fresh
      for (const [k, e] of rows) if (now - e.at >= FRESH_MS) rows.delete(k)
      rows.set(cid, fresh)
      row.catch(() => rows.get(cid) === fresh && rows.delete(cid))
    }
    const pending = entry.row
    return yield* Effect.tryPromise({ try: () => pending, catch: () => Errors.server() })
  })
