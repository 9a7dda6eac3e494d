import { MessagesApi } from '@oj/sdk/api'
import { apiQueryKey, createPlatform } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import {
  badgeText,
  categoryOfRoute,
  clearUnread,
  lowered,
  lowerUnread,
  NO_UNREAD,
  totalUnread,
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
  it('sums the five categories', () => {
    expect(totalUnread({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15)
  })

  it('maps routes to categories with their page sizes', () => {
    expect(categoryOfRoute('discuss')).toMatchObject({ type: 'comment', pageSize: 6 })
    expect(categoryOfRoute('mine')).toMatchObject({ type: 'mine', pageSize: 8 })
    expect(categoryOfRoute('comment')).toBeUndefined()
  })

  it('lowers a count, never below 0, the same counts when nothing changes', () => {
    const counts: UnreadCounts = { ...NO_UNREAD, reply: 2, sys: 5 }
    expect(lowered(counts, 'reply', 1).reply).toBe(1)
    expect(lowered(counts, 'reply', 4).reply).toBe(0)
    expect(lowered(counts, 'like', 1)).toBe(counts)
  })

  it('lowers the polled counts in the data cache the menu and the center read', () => {
    const platform = createPlatform({
      storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    })
    const key = apiQueryKey(MessagesApi.unread, {})
    // Nothing polled yet: nothing to lower.
    lowerUnread(platform, 'reply')
    expect(platform.queryClient.getQueryData(key)).toBeUndefined()
    platform.queryClient.setQueryData(key, { ...NO_UNREAD, reply: 2, sys: 5 })
    lowerUnread(platform, 'reply', 1)
    expect(platform.queryClient.getQueryData<UnreadCounts>(key)?.reply).toBe(1)
    clearUnread(platform, 'sys')
    expect(platform.queryClient.getQueryData(key)).toEqual({ ...NO_UNREAD, reply: 1 })
  })
})
