import { Db, type DbClient, dbQuery, Errors, type Extensions, type Users } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'
import { Effect, Exit } from 'effect'

import { type ContestReader, leftOut } from '../contest/access.ts'
import type { ContestRow } from '../contest/policy.ts'
import { boardCell, contest } from '../tables.ts'

// The ranked boards kept in memory per contest and view, so that a board page reads one indexed
// figure (the latest change of the contest's cells) and who is left out (its admins) instead of
// every cell and profile:
// - readers within FRESH_MS of the last check take the board as it is (a board is at most that much
//   late);
// - then the board's key is read: the latest change of its cells, who is left out, and what of the
//   contest it depends on. A changed key computes the board again, once for all the readers waiting;
//   where only the cells' change moved, the computation starts from the board before (read.ts reads
//   only the cells changed since, and checks the result by its print);
// - the key alone can miss a change: a cell is stamped with clock_timestamp() as it is written, so a
//   transaction that commits after one stamped later leaves the latest stamp as it was. So every
//   CONFIRM_MS the cells' print is read and compared with the print of the cells the board was
//   computed from; only a different print computes the board again. The print is the count of the
//   cells' row versions and the sum of a 64-bit hash of each version's identity (xmin, ctid): every
//   insert, update and delete of a cell changes that set, and two sets share a print only by a
//   chance of about one in 2^64;
// - names and avatars change without a cell: a board older than MAX_AGE_MS is computed again in the
//   background, its readers keeping the old one until the new one is ready.

/** Within this long of the last check, readers take the board without asking the database. */
export const FRESH_MS = 500
/** After this long, a board's cells are confirmed by their print. */
export const CONFIRM_MS = 5_000
/** After this long, a board is computed again in the background (profiles). */
export const MAX_AGE_MS = 60_000

/**
 * A computed board, the print of the cells it was computed from, and what its computation keeps for
 * the next one.
 */
export interface Computed<A, K> {
  readonly value: A
  readonly print: string
  readonly kept: K
}

interface Entry {
  readonly key: string
  /** When its computation started. */
  readonly at: number
  checkedAt: number
  /** A change this process made: the next reader checks at once (the key, and the print if the key stayed). */
  stale?: boolean
  confirmedAt: number
  readonly board: Promise<Computed<unknown, unknown>>
  /** The print check that readers share, while it runs. */
  confirming?: Promise<boolean> | undefined
  refreshing?: boolean
}
/** Keyed by `databaseId|cid|view`: each server of a process (tests start several) has its own. */
const boards = new Map<string, Entry>()

const databaseIds = new WeakMap<DbClient, number>()
let databases = 0
/** A number for the server's database client, so that its contests' ids do not meet another's. */
const databaseId = Effect.gen(function* () {
  const { client } = yield* Db
  let id = databaseIds.get(client)
  if (id === undefined) databaseIds.set(client, (id = ++databases))
  return id
})

/** The latest change of the contest's cells (microseconds: cells are stamped by clock_timestamp()). */
const cellsVersion = (cid: number) =>
  dbQuery(async (db) => {
    const [row] = await db
      .select({ at: sql<string | null>`max(${boardCell.gmtModified})::text` })
      .from(boardCell)
      .where(eq(boardCell.cid, cid))
    return row?.at ?? ''
  })

/** A cell's row version as a 64-bit hash of its identity (xmin, ctid). */
const versionHashOf = sql`hashtextextended(xmin::text || ':' || ctid::text, 0)`
/** The same, in decimal. */
export const versionHash = sql<string>`${versionHashOf}::text`

/** The print of `count` cells whose version hashes (versionHash) sum to `sum`. */
export const printOf = (count: number, sum: bigint): string => `${count}:${sum}`

/** The print of the contest's cells as one SQL value (printOf's figure, summed by Postgres). */
export const printSql = (cid: number) =>
  sql<string>`(select count(*)::text || ':' || coalesce(sum(${versionHashOf}), 0)::text
    from ${boardCell} where ${boardCell.cid} = ${cid})`

/** The print of the contest's cells as they are now. */
export const cellsPrint = (cid: number) =>
  dbQuery(async (db) => {
    const [row] = await db
      .select({ print: printSql(cid) })
      .from(contest)
      .where(eq(contest.id, cid))
    return row?.print ?? printOf(0, 0n)
  })

const stamps = new WeakMap<ContestRow, string>()
/** What of the contest a board depends on besides its cells (once per row read: recentContest's). */
const contestStamp = (row: ContestRow) => {
  let stamp = stamps.get(row)
  if (stamp === undefined) stamps.set(row, (stamp = stampOf(row)))
  return stamp
}
const stampOf = (row: ContestRow) =>
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

/** A board's key check: the cells' version and whom the board leaves out, read at `at`. */
interface Check {
  readonly version: string
  readonly out: ReadonlyArray<string>
  readonly at: number
}
/**
 * The key check running per board (same ids as `boards`): the readers that find their board due for
 * a check while one runs share it, instead of each reading the key (with 200 readers, every FRESH_MS
 * brought a hundred or more of the same two queries at once). A change this process made drops it
 * (forgetBoards): a check begun before the change is not joined.
 */
const checks = new Map<string, Promise<Check>>()

/** The key without the cells' version: a board of the same key but for it can be computed from. */
const sansVersion = (key: string) => key.slice(key.indexOf('|'))

/**
 * The board of `row` in `view`, from the cache while it is current, else from `compute` (which reads
 * the cells and gives their print with the board; given the board before, when only the cells'
 * version moved since, it may start from that). `compute` is told whom the board leaves out.
 */
export const cachedBoard = <A, K, E, R>(
  row: ContestRow,
  view: string,
  compute: (
    before: Computed<A, K> | undefined,
    out: ReadonlyArray<string>,
  ) => Effect.Effect<Computed<A, K>, E, R>,
) =>
  Effect.gen(function* () {
    const id = `${yield* databaseId}|${row.id}|${view}`
    const stamp = contestStamp(row)
    const run = Effect.runPromiseWith(yield* Effect.context<R | Db | Users | Extensions>())
    const computed = (out: ReadonlyArray<string>, before?: Promise<Computed<unknown, unknown>>) =>
      (before ?? Promise.resolve(undefined))
        .catch(() => undefined)
        .then((b) => run(compute(b as Computed<A, K> | undefined, out)))
    const start = (key: string, out: ReadonlyArray<string>, at: number, before?: Entry) => {
      const board = computed(
        out,
        before && sansVersion(before.key) === sansVersion(key) ? before.board : undefined,
      )
      const fresh: Entry = { key, at, checkedAt: at, confirmedAt: at, board }
      // Boards nobody asked for lately go.
      for (const [k, e] of boards) if (at - e.checkedAt >= MAX_AGE_MS) boards.delete(k)
      boards.set(id, fresh)
      board.catch(() => boards.get(id) === fresh && boards.delete(id))
      return fresh
    }
    let entry = boards.get(id)
    if (
      !entry ||
      entry.stale ||
      Date.now() - entry.checkedAt >= FRESH_MS ||
      !entry.key.endsWith(`|${stamp}`)
    ) {
      // A change this process made that left the key as it was (cells deleted) is found by the print.
      const forced = entry?.stale === true
      if (entry) entry.stale = false
      // The cells' version and whom the board leaves out (a user made or unmade super admin), at once;
      // one check for the readers asking meanwhile.
      let check = checks.get(id)
      if (!check) {
        const started = run(Effect.all([cellsVersion(row.id), leftOut(row)], { concurrency: 2 })).then(
          ([version, out]): Check => ({ version, out, at: Date.now() }),
        )
        checks.set(id, (check = started))
        const done = () => void (checks.get(id) === started && checks.delete(id))
        started.then(done, done)
      }
      const pending = check
      const { version, out, at } = yield* Effect.tryPromise({
        try: () => pending,
        catch: () => Errors.server(),
      })
      const key = `${version}|${JSON.stringify([...out].sort())}|${stamp}`
      entry = boards.get(id)
      if (!entry || entry.key !== key) entry = start(key, out, at, entry)
      else if (forced || at - entry.confirmedAt >= CONFIRM_MS) {
        const kept = entry
        // A forced check reads the print after the change: it does not join one begun before it.
        if (forced) kept.confirming = undefined
        kept.confirming ??= Promise.all([run(cellsPrint(row.id)), kept.board])
          .then(([print, board]) => print === board.print)
          .finally(() => (kept.confirming = undefined))
        const same = yield* Effect.tryPromise({
          try: () => kept.confirming as Promise<boolean>,
          catch: () => Errors.server(),
        })
        if (same) kept.confirmedAt = Math.max(kept.confirmedAt, at)
        // A changed print computes the board again (from nothing), unless another reader has started
        // that already.
        const current = boards.get(id)
        entry = current && (current !== kept || same) ? current : start(key, out, at)
      }
      entry.checkedAt = Math.max(entry.checkedAt, at)
      if (at - entry.at >= MAX_AGE_MS && !entry.refreshing) {
        const old = entry
        old.refreshing = true
        const board = computed(out)
        board.then(
          () => {
            if (boards.get(id) === old)
              boards.set(id, { key, at, checkedAt: old.checkedAt, confirmedAt: at, board })
          },
          () => (old.refreshing = false),
        )
      }
    }
    const pending = entry.board
    const { value } = yield* Effect.tryPromise({ try: () => pending, catch: () => Errors.server() })
    return value as A
  })

/**
 * After a change this process made to the contest or its cells (once committed): the next reader of
 * its boards checks them at once (no reader waits FRESH_MS for it): their key, and their print when
 * the key is the same (a deletion leaves the latest stamp as it was); and reads the contest's row
 * and its other kept values (`recently`) again.
 */
export function forgetBoards(cid: number): void {
  // Every server's (a change is told without its database; another's contest of this id only checks).
  for (const [id, entry] of boards) if (id.includes(`|${cid}|`)) entry.stale = true
  for (const id of checks.keys()) if (id.includes(`|${cid}|`)) checks.delete(id)
  for (const key of rows.keys()) if (key.endsWith(`|${cid}`)) rows.delete(key)
  for (const id of kept.keys()) if (id.includes(`|${cid}|`)) kept.delete(id)
}

/** Keyed by `databaseId|cid|name`. */
const kept = new Map<string, { readonly at: number; readonly key: string; readonly exit: Promise<unknown> }>()

/**
 * A value of the contest that many readers a second ask for (the ICPC API's sync of its feed, its
 * problems): computed again after `ttlMs` or once `key` (what it depends on) changed, and shared by
 * the readers asking meanwhile; a change this process made (forgetBoards) drops it, and a failed
 * computation is not kept.
 */
export const recently = <A, E, R>(
  cid: number,
  name: string,
  key: string,
  ttlMs: number,
  compute: Effect.Effect<A, E, R>,
) =>
  Effect.gen(function* () {
    const id = `${yield* databaseId}|${cid}|${name}`
    const now = Date.now()
    let entry = kept.get(id)
    if (!entry || entry.key !== key || now - entry.at >= ttlMs) {
      const exit = Effect.runPromiseWith(yield* Effect.context<R>())(Effect.exit(compute))
      const fresh = { at: now, key, exit }
      for (const [k, e] of kept) if (now - e.at >= MAX_AGE_MS) kept.delete(k)
      kept.set(id, fresh)
      void exit.then((done) => {
        if (Exit.isFailure(done) && kept.get(id) === fresh) kept.delete(id)
      })
      entry = fresh
    }
    const pending = entry.exit as Promise<Exit.Exit<A, E>>
    const done = yield* Effect.promise(() => pending)
    if (Exit.isSuccess(done)) return done.value
    return yield* Effect.failCause(done.cause)
  })

/** Keyed by `databaseId|cid`. */
const rows = new Map<string, { readonly at: number; readonly row: Promise<ContestRow | undefined> }>()

/**
 * The contest's row for a board page: read at most every FRESH_MS (and shared by the readers asking
 * meanwhile), like the board itself. Many readers a second then cost no query of the module's.
 */
export const recentContest: ContestReader = (cid) =>
  Effect.gen(function* () {
    const now = Date.now()
    const key = `${yield* databaseId}|${cid}`
    let entry = rows.get(key)
    if (!entry || now - entry.at >= FRESH_MS) {
      const row = Effect.runPromiseWith(yield* Effect.context<Db>())(
        dbQuery(async (db) => (await db.select().from(contest).where(eq(contest.id, cid)))[0]),
      )
      const fresh = { at: now, row }
      entry = fresh
      for (const [k, e] of rows) if (now - e.at >= FRESH_MS) rows.delete(k)
      rows.set(key, fresh)
      row.catch(() => rows.get(key) === fresh && rows.delete(key))
    }
    const pending = entry.row
    return yield* Effect.tryPromise({ try: () => pending, catch: () => Errors.server() })
  })
