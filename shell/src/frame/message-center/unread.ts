// Unread message counts (spec 1 §1, §7; spec 2 §4): fetched at login or load and every 120 s while
// logged in, kept in the data cache the message menu and the message center both read, so the center
// can lower a count at once when it opens a list or deletes an unread message.
import { MessagesApi } from '@oj/sdk/api'
import { apiQueryKey, type PlatformContext } from '@oj/sdk/web'

export type MessageType = 'comment' | 'reply' | 'like' | 'sys' | 'mine'

export type UnreadCounts = Readonly<Record<MessageType, number>>

export interface MessageCategory {
  readonly type: MessageType
  /** The page: /message/<route>. */
  readonly route: 'discuss' | 'reply' | 'like' | 'sys' | 'mine'
  /** Messages per page (spec 2 §9). */
  readonly pageSize: number
  /** Sender messages (comment, reply, like) or notices (sys, mine). */
  readonly kind: 'sender' | 'notice'
}

/** The five categories, in the menu's and the tabs' order. */
export const MESSAGE_CATEGORIES: ReadonlyArray<MessageCategory> = [
  { type: 'comment', route: 'discuss', pageSize: 6, kind: 'sender' },
  { type: 'reply', route: 'reply', pageSize: 6, kind: 'sender' },
  { type: 'like', route: 'like', pageSize: 6, kind: 'sender' },
  { type: 'sys', route: 'sys', pageSize: 8, kind: 'notice' },
  { type: 'mine', route: 'mine', pageSize: 8, kind: 'notice' },
]

export const NO_UNREAD: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 }

export const UNREAD_POLL_MS = 120_000

/** The category shown at /message/<route>; undefined for an unknown route. */
export function categoryOfRoute(route: string | undefined): MessageCategory | undefined {
  return MESSAGE_CATEGORIES.find((c) => c.route === route)
}

/** A badge's text: nothing for 0, the count up to 99, then '99+'. */
export function badgeText(count: number): string {
  if (!(count > 0)) return ''
  return count > 99 ? '99+' : String(Math.floor(count))
}

export function totalUnread(counts: UnreadCounts): number {
  return MESSAGE_CATEGORIES.reduce((sum, c) => sum + counts[c.type], 0)
}

/** The counts with one category lowered by `by` (never below 0); the same object if nothing changes. */
export function lowered(counts: UnreadCounts, type: MessageType, by: number): UnreadCounts {
  const next = Math.max(0, counts[type] - Math.max(0, by))
  return next === counts[type] ? counts : { ...counts, [type]: next }
}

/** Where the counts are kept: the page's data cache, under the unread call. */
type CountsCache = Pick<PlatformContext, 'queryClient'>
const countsKey = apiQueryKey(MessagesApi.unread, {})

/** Lowers a count locally (an opened list, a deleted message); the next poll corrects it. */
export function lowerUnread(cache: CountsCache, type: MessageType, by = 1): void {
  cache.queryClient.setQueryData<UnreadCounts>(countsKey, (counts) => counts && lowered(counts, type, by))
}

/** Sets a count to 0 locally (Clean All). */
export function clearUnread(cache: CountsCache, type: MessageType): void {
  cache.queryClient.setQueryData<UnreadCounts>(
    countsKey,
    (counts) => counts && lowered(counts, type, counts[type]),
  )
}
