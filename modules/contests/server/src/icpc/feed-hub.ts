import type { Caller, DbClient } from '@oj/sdk/server'

import { boardStreamsOf } from '../board/stream-hub.ts'
import { OpenPlaces, type TakenPlace } from '../live/open-places.ts'
import { perDatabase } from '../live/per-database.ts'

// The open ICPC event feeds of this process: how many one user (or address) may hold, and how an
// open feed waits for news. It sleeps until the board hub's listeners hear of the contest (a verdict
// applied or appended here, a change of cells another process made that a board stream read), with
// a slow poll as the fallback (the clock's state changes, verdicts of other processes), and never
// reads more often than `minGapMs` (a burst of verdicts is one read).

/** How many event feeds one signed-in user, and one address, may hold open at once. */
export const FEED_LIMITS = { perUser: 3, perAddress: 16 } as const

export interface FeedTimings {
  /** The fallback: how long an open feed sleeps without news before it syncs and reads again. */
  fallbackMs: number
  /** The least time between two reads of one feed. */
  minGapMs: number
  /** A newline after this long without a line, so that proxies keep the feed open. */
  keepAliveMs: number
}

export class FeedHub {
  readonly timings: FeedTimings = { fallbackMs: 5_000, minGapMs: 250, keepAliveMs: 60_000 }
  readonly #db: DbClient
  readonly #places = new OpenPlaces(FEED_LIMITS)

  constructor(db: DbClient) {
    this.#db = db
  }

  /**
   * Takes a place for a new feed: answers its release, or the limit the caller (signed in: the user,
   * else the address) already holds.
   */
  take(caller: Caller | undefined, ip: string): TakenPlace {
    return this.#places.take(caller?.uid, ip)
  }

  /**
   * A waiter on the contest's news: `next()` resolves at the next notification (at once when one came
   * since the last call), or after the fallback (answering false); `stop()` ends it.
   */
  waiter(cid: number): { next(): Promise<boolean>; stop(): void } {
    let pending = false
    let wake: (() => void) | undefined
    const unlisten = boardStreamsOf(this.#db).listen(cid, () => {
      pending = true
      wake?.()
    })
    let lastRead = 0
    const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
    return {
      next: async () => {
        if (!pending) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, this.timings.fallbackMs)
            wake = () => {
              clearTimeout(timer)
              resolve()
            }
          })
          wake = undefined
        }
        const news = pending
        const gap = lastRead + this.timings.minGapMs - Date.now()
        if (gap > 0) await sleep(gap)
        // What comes from here on is seen by the read that follows.
        pending = false
        lastRead = Date.now()
        return news
      },
      stop: () => {
        unlisten()
        wake?.()
      },
    }
  }
}

/** The event feeds of the server whose database this is (one per server in a process). */
export const feedHubOf = perDatabase<FeedHub>((db) => new FeedHub(db))
