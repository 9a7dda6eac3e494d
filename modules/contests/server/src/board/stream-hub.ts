import type { Caller, DbClient } from '@oj/sdk/server'
import { and, count, eq, gte } from 'drizzle-orm'

import { type ContestRow, sealedFor } from '../contest/policy.ts'
import { OpenPlaces } from '../live/open-places.ts'
import { perDatabase } from '../live/per-database.ts'
import { boardCell, contest } from '../tables.ts'

// The live board streams (server-sent events) of this process. A watcher of a contest gets one
// `data: {"cid":..,"version":..}` line whenever the board view it may see changed: the sealed view for
// non-admins while the board is sealed (a verdict that changes only the real view sends them nothing),
// the real view (with the after-contest cells) otherwise. Nothing polls per connection: a judged event
// applied here pokes its contest at once, and one query per watched contest every `pollMs` reads the
// cells changed since (what another server process applied). The hub remembers each watched cell's
// views, so it knows which view a changed cell really changed. A read of cells changed since cannot
// see a deleted cell (a problem removed): every tick, and on a poke that says so, the cells are
// counted, and a count other than the remembered one finds which went. A new version of the
// contest's row (an admin's edit: star users, the seal, awards) changes both views. Listeners (the
// open ICPC event feeds) hear of the same news, and of what `notify` tells them.
// A change's events go out spread over a short window (a few ms per watcher, at most 2 s), each
// watcher at a random moment of it: each reads the board again when told, and 250 reads arriving in
// the same millisecond queue behind each other (the contest day's p95). A stream's first event, and
// a change of its view, go at once.

type BoardView = 'live' | 'sealed'

/** How many board streams one user, and one address, may hold open at once. */
// Per address: the contestants of a lab behind one NAT address each follow the board (500 of them in
// tools/bench/contest-day.ts); a stream costs the server a socket and a place in the hub, no reads.
const BOARD_STREAM_LIMITS = { perUser: 4, perAddress: 1024 } as const

export interface BoardStreamTimings {
  /** How often the cells of watched contests are read again. */
  readonly pollMs: number
  /** The longest a stream stays open (the client reconnects). */
  readonly maxMs: number
  readonly keepAliveMs: number
  /**
   * A change's events are spread over this long per watcher of the contest (up to `spreadMaxMs`),
   * in a random order: every watcher reads the board again on its event, and hundreds of reads in
   * the same millisecond queue behind each other (tools/bench/contest-day.ts).
   */
  readonly spreadPerWatcherMs: number
  readonly spreadMaxMs: number
}

const DEFAULT_BOARD_STREAM_TIMINGS: BoardStreamTimings = {
  pollMs: 3_000,
  maxMs: 10 * 60_000,
  keepAliveMs: 15_000,
  spreadPerWatcherMs: 4,
  spreadMaxMs: 2_000,
}

/** Clocks of server processes differ a little: cells modified this long before the last seen are read again. */
const CLOCK_MARGIN_MS = 5_000
const encoder = new TextEncoder()
/** A remembered cell's live view when it shows nothing (no live, no after-contest cell). */
const NO_LIVE_VIEW = JSON.stringify([null, null])
const KEEP_ALIVE = encoder.encode(': keep-alive\n\n')

interface Watcher {
  readonly caller: Caller
  /** The caller is the contest's admin (contestAdmin, as the stream opened). */
  readonly admin: boolean
  view: BoardView | undefined
  lastWrite: number
  /** Sends an event (its bytes are shared by every watcher of the same view and version). */
  send(event: Uint8Array): void
  /**
   * Sends an event after `delayMs`; a later one meanwhile takes its place (the watcher hears of the
   * newest version once).
   */
  sendLater(event: Uint8Array, delayMs: number): void
  keepAlive(now: number): void
  finish(): void
}

interface Watched {
  readonly watchers: Set<Watcher>
  /** `uid\0displayId` → the cell's real (live + after-contest) and sealed views as JSON. */
  cells: Map<string, { live: string; sealed: string }> | undefined
  since: number
  versions: Record<BoardView, number>
  /** The contest row's last modification as last read. */
  rowVersion: string | undefined
}

/** The view a watcher sees of the contest's board now (`admin`: the contest's admin, unsealed). */
const viewOf = (admin: boolean, row: ContestRow, now: number): BoardView =>
  sealedFor(admin, row, now) ? 'sealed' : 'live'

export class BoardStreams {
  readonly #db: DbClient
  readonly #timings: BoardStreamTimings
  readonly #contests = new Map<number, Watched>()
  readonly #places = new OpenPlaces(BOARD_STREAM_LIMITS)
  readonly #reading = new Set<number>()
  readonly #again = new Set<number>()
  /** Contests whose next read also counts their cells (deleted cells). */
  readonly #recount = new Set<number>()
  readonly #listeners = new Map<number, Set<() => void>>()
  #timer: ReturnType<typeof setInterval> | undefined

  constructor(db: DbClient, timings: Partial<BoardStreamTimings> = {}) {
    this.#db = db
    this.#timings = { ...DEFAULT_BOARD_STREAM_TIMINGS, ...timings }
  }

  /** How many streams are open now (tests, diagnostics). */
  get open(): number {
    let n = 0
    for (const w of this.#contests.values()) n += w.watchers.size
    return n
  }

  /**
   * A board of this contest may have changed (a judged event applied here, an admin's edit);
   * `cellsRemoved` when cells may have been deleted (a problem removed).
   */
  poke(cid: number, cellsRemoved = false): void {
    this.notify(cid)
    if (!this.#contests.has(cid)) return
    if (cellsRemoved) this.#recount.add(cid)
    void this.#refresh(cid)
  }

  /**
   * Calls `listener` each time the contest may have changed: a poke or `notify` here, or a change of
   * its cells that a board stream's read found (another process's verdict). Answers the unsubscribe.
   */
  listen(cid: number, listener: () => void): () => void {
    const set = this.#listeners.get(cid) ?? new Set()
    set.add(listener)
    this.#listeners.set(cid, set)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.#listeners.get(cid) === set) this.#listeners.delete(cid)
    }
  }

  /** Tells the contest's listeners only (the event feed got events; the board's cells did not change). */
  notify(cid: number): void {
    for (const listener of [...(this.#listeners.get(cid) ?? [])]) listener()
  }

  /**
   * A stream of the contest's board changes (a first event at once), or the limit reached when the
   * user or the address already holds as many as allowed. The caller's right to see the board is
   * checked before.
   */
  stream(
    cid: number,
    caller: Caller,
    ip: string,
    admin: boolean,
  ): ReadableStream<Uint8Array> | { readonly limit: number; readonly of: 'user' | 'address' } {
    const place = this.#places.take(caller.uid, ip)
    if ('limit' in place) return place
    let watcher: Watcher | undefined
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        let closed = false
        const write = (bytes: Uint8Array) => {
          watcher!.lastWrite = Date.now()
          controller.enqueue(bytes)
        }
        const expiry = setTimeout(() => watcher?.finish(), this.#timings.maxMs)
        let later: { event: Uint8Array; timer: ReturnType<typeof setTimeout> } | undefined
        watcher = {
          caller,
          admin,
          view: undefined,
          lastWrite: Date.now(),
          send: (event) => {
            if (later) clearTimeout(later.timer)
            later = undefined
            if (!closed) write(event)
          },
          sendLater: (event, delayMs) => {
            if (later) {
              later.event = event
              return
            }
            const timer = setTimeout(() => {
              const due = later?.event
              later = undefined
              if (due && !closed) write(due)
            }, delayMs)
            timer.unref?.()
            later = { event, timer }
          },
          keepAlive: (now) => {
            if (!closed && now - watcher!.lastWrite > this.#timings.keepAliveMs) write(KEEP_ALIVE)
          },
          finish: () => {
            if (closed) return
            closed = true
            clearTimeout(expiry)
            if (later) clearTimeout(later.timer)
            later = undefined
            place.release()
            this.#drop(cid, watcher!)
            try {
              controller.close()
            } catch {
              // The client went away first.
            }
          },
        }
        const watched = this.#contests.get(cid) ?? {
          watchers: new Set(),
          cells: undefined,
          since: 0,
          versions: { live: 0, sealed: 0 },
          rowVersion: undefined,
        }
        watched.watchers.add(watcher)
        this.#contests.set(cid, watched)
        this.#timer ??= setInterval(() => this.#tick(), this.#timings.pollMs)
        this.#timer.unref?.()
        void this.#refresh(cid)
      },
      cancel: () => watcher?.finish(),
    })
  }

  /** Ends every stream (the server stops). */
  close(): void {
    for (const w of [...this.#contests.values()]) for (const watcher of [...w.watchers]) watcher.finish()
  }

  #drop(cid: number, watcher: Watcher): void {
    const watched = this.#contests.get(cid)
    watched?.watchers.delete(watcher)
    if (watched?.watchers.size === 0) this.#contests.delete(cid)
    if (this.#contests.size === 0 && this.#timer) {
      clearInterval(this.#timer)
      this.#timer = undefined
    }
  }

  #tick(): void {
    const now = Date.now()
    for (const w of this.#contests.values()) for (const watcher of w.watchers) watcher.keepAlive(now)
    for (const cid of this.#contests.keys()) {
      this.#recount.add(cid)
      void this.#refresh(cid)
    }
  }

  /** Reads the contest and its cells changed since the last read, then tells each watcher what its view saw. */
  async #refresh(cid: number): Promise<void> {
    if (this.#reading.has(cid)) {
      this.#again.add(cid)
      return
    }
    const watched = this.#contests.get(cid)
    if (!watched) return
    this.#reading.add(cid)
    try {
      const [row] = await this.#db.select().from(contest).where(eq(contest.id, cid))
      if (!row) {
        for (const watcher of [...watched.watchers]) watcher.finish()
        return
      }
      const first = watched.cells === undefined
      const cells = watched.cells ?? new Map<string, { live: string; sealed: string }>()
      const rows = await this.#db
        .select({
          uid: boardCell.uid,
          displayId: boardCell.displayId,
          live: boardCell.live,
          sealed: boardCell.sealed,
          withEnd: boardCell.withEnd,
          gmtModified: boardCell.gmtModified,
        })
        .from(boardCell)
        .where(
          and(
            eq(boardCell.cid, cid),
            gte(boardCell.gmtModified, new Date(Math.max(0, watched.since - CLOCK_MARGIN_MS))),
          ),
        )
      const changed = { live: false, sealed: false }
      for (const cell of rows) {
        const key = `${cell.uid}\u0000${cell.displayId}`
        const now = {
          live: JSON.stringify([cell.live ?? null, cell.withEnd ?? null]),
          sealed: JSON.stringify(cell.sealed ?? null),
        }
        const before = cells.get(key)
        if (before?.live !== now.live) changed.live = true
        if (before?.sealed !== now.sealed) changed.sealed = true
        cells.set(key, now)
        watched.since = Math.max(watched.since, new Date(cell.gmtModified).getTime())
      }
      if (!first && this.#recount.delete(cid)) {
        const [counted] = await this.#db.select({ n: count() }).from(boardCell).where(eq(boardCell.cid, cid))
        if (Number(counted?.n ?? 0) !== cells.size) {
          const kept = await this.#db
            .select({ uid: boardCell.uid, displayId: boardCell.displayId })
            .from(boardCell)
            .where(eq(boardCell.cid, cid))
          const present = new Set(kept.map((c) => `${c.uid}\u0000${c.displayId}`))
          for (const [key, views] of cells) {
            if (present.has(key)) continue
            // A deleted cell changed the views it showed something in.
            if (views.live !== NO_LIVE_VIEW) changed.live = true
            if (views.sealed !== 'null') changed.sealed = true
            cells.delete(key)
          }
        }
      }
      const rowVersion = new Date(row.gmtModified).toISOString()
      if (watched.rowVersion !== undefined && watched.rowVersion !== rowVersion) {
        changed.live = true
        changed.sealed = true
      }
      watched.rowVersion = rowVersion
      watched.cells = cells
      if (!first) {
        if (changed.live) watched.versions.live += 1
        if (changed.sealed) watched.versions.sealed += 1
        if (changed.live || changed.sealed) this.notify(cid)
      }
      const at = Date.now()
      // One encoding per view for all the watchers (hundreds of them after one verdict).
      const events: Partial<Record<BoardView, Uint8Array>> = {}
      const eventOf = (view: BoardView) =>
        (events[view] ??= encoder.encode(
          `data: ${JSON.stringify({ cid, version: watched.versions[view] })}\n\n`,
        ))
      const watchers = [...watched.watchers]
      const spreadMs = Math.min(this.#timings.spreadMaxMs, watchers.length * this.#timings.spreadPerWatcherMs)
      for (const watcher of watchers) {
        const view = viewOf(watcher.admin, row, at)
        if (watcher.view !== view) {
          // The first event of a stream, or a change of its view (the seal): at once.
          watcher.view = view
          watcher.send(eventOf(view))
        } else if (!first && changed[view]) {
          // Its view moved on: some time within the spread, so the reads that follow come one by one.
          watcher.sendLater(eventOf(view), Math.random() * spreadMs)
        }
      }
    } catch {
      // The next poke or tick reads again.
    } finally {
      this.#reading.delete(cid)
      if (this.#again.delete(cid)) void this.#refresh(cid)
    }
  }
}

/** The board streams of the server whose database this is (one per server in a process). */
export const boardStreamsOf = perDatabase<BoardStreams>((db) => new BoardStreams(db))
