import type { DbClient } from '@oj/sdk/server'

import { FRESH_MS, MAX_AGE_MS } from '../board/cache.ts'
import { boardStreamsOf } from '../board/stream-hub.ts'
import { clockOf, type ContestRow } from '../contest/policy.ts'
import { perDatabase } from '../live/per-database.ts'
import { maskFor } from './mask.ts'
import { eventsAfter, type FeedRow } from './store.ts'

// The ICPC feed of a contest as its audience (everyone but its admins) reads it, kept in memory per
// process: the feed is append-only, so the lines read once (masked as the seal says) never change,
// and a reader only brings the copy up to date with the events appended since (one indexed read,
// shared by the readers asking meanwhile, at most every FRESH_MS, at once after this process appended
// or heard of events). The collections are the latest version of each object, kept from the same
// events. A contest's admins read the table itself.

const encoder = new TextEncoder()
/** Events read per statement while catching up. */
const PAGE = 5000
/** The contests whose feeds one process keeps at most (the least recently read go first). */
const MAX_CONTESTS = 8

interface Line {
  readonly token: number
  readonly bytes: Uint8Array
}

interface Kept {
  /** What of the contest the masking depends on (its seal). */
  readonly key: string
  token: number
  /** The token of the first state with `thawed`, once seen. */
  thaw: number | null
  readonly lines: Line[]
  /** `type\0id` → the latest version, as the audience sees it. */
  readonly latest: Map<
    string,
    { readonly token: number; readonly row: FeedRow; readonly data: FeedRow['data'] }
  >
  /** The encoded collections, per type, until an event of that type comes. */
  readonly collections: Map<string, unknown[]>
  readAt: number
  stale: boolean
  usedAt: number
  reading?: Promise<void> | undefined
  readonly unlisten: () => void
}

const keyOf = (row: ContestRow) => String(clockOf(row).sealTime)
const objectKey = (type: string, id: string | null) => `${type}\u0000${id ?? ''}`

export class FeedCache {
  readonly #db: DbClient
  readonly #kept = new Map<number, Kept>()

  constructor(db: DbClient) {
    this.#db = db
  }

  /** The audience's copy of the contest's feed, brought up to date as FRESH_MS allows. */
  async current(row: ContestRow): Promise<Kept> {
    const now = Date.now()
    const found = this.#kept.get(row.id)
    const kept = found && found.key === keyOf(row) ? found : this.#open(row, now)
    kept.usedAt = now
    if (kept.stale || now - kept.readAt >= FRESH_MS) {
      // a read begun before the news does not count for it
      if (kept.stale) kept.reading = undefined
      kept.stale = false
      if (!kept.reading) {
        const reading: Promise<void> = this.#catchUp(row, kept).finally(() => {
          if (kept.reading === reading) kept.reading = undefined
        })
        kept.reading = reading
      }
      await kept.reading
    }
    return kept
  }

  /** The audience's lines after `since` (NDJSON bytes), and the token of the last. */
  async linesAfter(
    row: ContestRow,
    since: number,
  ): Promise<{ readonly lines: ReadonlyArray<Uint8Array>; readonly last: number }> {
    const kept = await this.current(row)
    // the first line after `since` (tokens ascend)
    let lo = 0
    let hi = kept.lines.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((kept.lines[mid] as Line).token <= since) lo = mid + 1
      else hi = mid
    }
    const after = kept.lines.slice(lo)
    return { lines: after.map((l) => l.bytes), last: after.at(-1)?.token ?? since }
  }

  /** The latest version of every live object of a type, as the audience sees it, oldest first. */
  async objects<T>(row: ContestRow, type: string): Promise<ReadonlyArray<T>> {
    const kept = await this.current(row)
    let list = kept.collections.get(type)
    if (!list) {
      list = [...kept.latest.values()]
        .filter((o) => o.row.type === type && o.data !== null)
        .sort((a, b) => a.token - b.token)
        .map((o) => o.data)
      kept.collections.set(type, list)
    }
    return list as ReadonlyArray<T>
  }

  /** Events were appended (here, or heard of): the next reader reads them at once. */
  stale(cid: number): void {
    const kept = this.#kept.get(cid)
    if (kept) kept.stale = true
  }

  #open(row: ContestRow, now: number): Kept {
    this.#kept.get(row.id)?.unlisten()
    for (const [cid, k] of this.#kept) {
      if (now - k.usedAt >= MAX_AGE_MS) {
        k.unlisten()
        this.#kept.delete(cid)
      }
    }
    if (this.#kept.size >= MAX_CONTESTS) {
      const [oldest] = [...this.#kept.entries()].sort((a, b) => a[1].usedAt - b[1].usedAt)
      if (oldest) {
        oldest[1].unlisten()
        this.#kept.delete(oldest[0])
      }
    }
    const kept: Kept = {
      key: keyOf(row),
      token: 0,
      thaw: null,
      lines: [],
      latest: new Map(),
      collections: new Map(),
      readAt: 0,
      stale: true,
      usedAt: now,
      unlisten: boardStreamsOf(this.#db).listen(row.id, () => this.stale(row.id)),
    }
    this.#kept.set(row.id, kept)
    return kept
  }

  async #catchUp(row: ContestRow, kept: Kept): Promise<void> {
    const startedAt = Date.now()
    for (;;) {
      const page = await eventsAfter(this.#db, row.id, kept.token, PAGE)
      for (const e of page) {
        if (e.token <= kept.token) continue
        // the thaw's own state event is the first the audience sees unmasked after it
        if (kept.thaw === null && e.type === 'state' && e.data && (e.data as { thawed?: unknown }).thawed)
          kept.thaw = e.token
        const data = maskFor(row, false, kept.thaw)(e)
        const line = JSON.stringify({ type: e.type, id: e.objectId, data, token: String(e.token) })
        kept.lines.push({ token: e.token, bytes: encoder.encode(`${line}\n`) })
        kept.latest.set(objectKey(e.type, e.objectId), { token: e.token, row: e, data })
        kept.collections.delete(e.type)
        kept.token = e.token
      }
      if (page.length < PAGE) break
    }
    kept.readAt = startedAt
  }
}

/** The audience's feeds of the server whose database this is. */
export const feedCacheOf = perDatabase<FeedCache>((db) => new FeedCache(db))
