import type { Caller, DbClient } from '@oj/sdk/server'
import { describe, expect, it } from 'vitest'

import { boardStreamsOf } from '../board/stream-hub.ts'
import { FEED_LIMITS, FeedHub } from './feed-hub.ts'

// The event feeds' places and wake-ups, without a database: the hubs only key on the client object
// (listening and notifying never query).

const caller = (uid: string) => ({ uid, username: uid, roles: [] }) as unknown as Caller
const newHub = (timings: Partial<FeedHub['timings']> = {}) => {
  const db = {} as DbClient
  const hub = new FeedHub(db)
  Object.assign(hub.timings, timings)
  return { hub, board: boardStreamsOf(db) }
}
/** How long a promise takes to settle (ms), and its value. */
const timed = async <T>(p: Promise<T>) => {
  const at = Date.now()
  const value = await p
  return { value, ms: Date.now() - at }
}

describe('the event feeds’ places', () => {
  it('gives a user at most FEED_LIMITS.perUser feeds, and a released place back once', () => {
    const { hub } = newHub()
    const places = Array.from({ length: FEED_LIMITS.perUser }, () => hub.take(caller('u1'), '10.0.0.1'))
    expect(places.every((p) => 'release' in p)).toBe(true)
    expect(hub.take(caller('u1'), '10.0.0.2')).toEqual({ limit: FEED_LIMITS.perUser, of: 'user' })
    // another user from the same address still gets one
    expect('release' in hub.take(caller('u2'), '10.0.0.1')).toBe(true)
    const first = places[0] as { release: () => void }
    first.release()
    first.release()
    expect('release' in hub.take(caller('u1'), '10.0.0.1')).toBe(true)
    expect(hub.take(caller('u1'), '10.0.0.1')).toEqual({ limit: FEED_LIMITS.perUser, of: 'user' })
  })

  it('gives an address at most FEED_LIMITS.perAddress feeds, signed in or not', () => {
    const { hub } = newHub()
    for (let i = 0; i < FEED_LIMITS.perAddress - 1; i++)
      expect('release' in hub.take(undefined, '10.0.0.9')).toBe(true)
    expect('release' in hub.take(caller('u3'), '10.0.0.9')).toBe(true)
    expect(hub.take(undefined, '10.0.0.9')).toEqual({ limit: FEED_LIMITS.perAddress, of: 'address' })
    expect(hub.take(caller('u4'), '10.0.0.9')).toEqual({ limit: FEED_LIMITS.perAddress, of: 'address' })
    expect('release' in hub.take(undefined, '10.0.0.10')).toBe(true)
  })
})

describe('an open feed’s wake-ups', () => {
  it('sleeps the fallback without news, and answers false', async () => {
    const { hub } = newHub({ fallbackMs: 150, minGapMs: 0 })
    const waiter = hub.waiter(1)
    const { value, ms } = await timed(waiter.next())
    expect(value).toBe(false)
    expect(ms).toBeGreaterThanOrEqual(140)
    waiter.stop()
  })

  it('wakes at once on its contest’s news (a poke or a notify), never on another contest’s', async () => {
    const { hub, board } = newHub({ fallbackMs: 10_000, minGapMs: 0 })
    const waiter = hub.waiter(7)
    const woken = timed(waiter.next())
    board.poke(8)
    setTimeout(() => board.notify(7), 30)
    expect((await woken).value).toBe(true)
    expect((await woken).ms).toBeLessThan(1_000)
    // news while it was not waiting: the next call answers at once
    board.poke(7)
    const again = await timed(waiter.next())
    expect(again.value).toBe(true)
    expect(again.ms).toBeLessThan(1_000)
    waiter.stop()
  })

  it('reads no more often than minGapMs however much news comes', async () => {
    const { hub, board } = newHub({ fallbackMs: 10_000, minGapMs: 200 })
    const waiter = hub.waiter(9)
    board.notify(9)
    await waiter.next()
    board.notify(9)
    board.notify(9)
    const second = await timed(waiter.next())
    expect(second.value).toBe(true)
    expect(second.ms).toBeGreaterThanOrEqual(190)
    waiter.stop()
  })

  it('ends the wait on a stop, and hears no news after it', async () => {
    const { hub, board } = newHub({ fallbackMs: 600, minGapMs: 0 })
    const waiter = hub.waiter(11)
    const waiting = timed(waiter.next())
    waiter.stop()
    expect((await waiting).ms).toBeLessThan(300)
    board.notify(11)
    const after = await timed(waiter.next())
    expect(after.value).toBe(false)
    expect(after.ms).toBeGreaterThanOrEqual(590)
  })
})
