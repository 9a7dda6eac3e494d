import { createStore } from '@oj/sdk/web'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  badgeText,
  categoryOfRoute,
  clearUnread,
  lowerUnread,
  NO_UNREAD,
  readCounts,
  startUnreadPolling,
  totalUnread,
  UNREAD_POLL_MS,
  type UnreadCounts,
} from './unread.ts'

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
  ])('%d → %j', (count, text) => expect(badgeText(count)).toBe(text))
})

describe('counts', () => {
  it('reads a reply, treating odd values as 0', () => {
    expect(readCounts({ comment: 2, reply: '3', like: -1, sys: 1.7, mine: 120 })).toEqual({
      comment: 2,
      reply: 0,
      like: 0,
      sys: 1,
      mine: 120,
    })
    expect(readCounts(null)).toEqual(NO_UNREAD)
  })

  it('sums the five categories', () => {
    expect(totalUnread({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15)
  })

  it('maps routes to categories with their page sizes', () => {
    expect(categoryOfRoute('discuss')).toMatchObject({ type: 'comment', pageSize: 6 })
    expect(categoryOfRoute('mine')).toMatchObject({ type: 'mine', pageSize: 8 })
    expect(categoryOfRoute('comment')).toBeUndefined()
  })

  it('lowers a count locally, never below 0', () => {
    const store = createStore<UnreadCounts>({ ...NO_UNREAD, reply: 2, sys: 5 })
    lowerUnread('reply', 1, store)
    expect(store.get().reply).toBe(1)
    lowerUnread('reply', 4, store)
    expect(store.get().reply).toBe(0)
    clearUnread('sys', store)
    expect(store.get()).toEqual(NO_UNREAD)
    const before = store.get()
    lowerUnread('like', 1, store)
    expect(store.get()).toBe(before)
  })
})

describe('startUnreadPolling', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('fetches at once and every 120 s until stopped', async () => {
    const store = createStore<UnreadCounts>(NO_UNREAD)
    let n = 0
    const load = vi.fn(() => Promise.resolve({ comment: ++n, reply: 0, like: 0, sys: 0, mine: 0 }))
    const stop = startUnreadPolling({ load, store })
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    expect(store.get().comment).toBe(1)

    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    expect(store.get().comment).toBe(2)

    stop()
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the last counts when a poll fails, and drops an answer that comes after stop', async () => {
    const store = createStore<UnreadCounts>({ ...NO_UNREAD, like: 4 })
    let answer: (value: unknown) => void = () => {}
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const stop = startUnreadPolling({ load, store })
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get().like).toBe(4)
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS)
    expect(load).toHaveBeenCalledTimes(2)
    stop()
    answer({ like: 9 })
    await vi.advanceTimersByTimeAsync(0)
    expect(store.get().like).toBe(4)
  })
})
