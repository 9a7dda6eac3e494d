// Unread message counts (spec 1 §1, §7; spec 2 §4): fetched at login or load and every 120 s while
// logged in, kept in a store the message menu and the message center both read, so the center can
// lower a count at once when it opens a list or deletes an unread message.
import { createStore, type Store } from '@oj/sdk/web'

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

/** Reads a reply of GET /msg/unread; a missing or odd count is 0. */
export function readCounts(data: unknown): UnreadCounts {
  const source = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
  return {
    comment: count(source['comment']),
    reply: count(source['reply']),
    like: count(source['like']),
    sys: count(source['sys']),
    mine: count(source['mine']),
  }
}

/** The counts with one category lowered by `by` (never below 0); the same object if nothing changes. */
function lowered(counts: UnreadCounts, type: MessageType, by: number): UnreadCounts {
  const next = Math.max(0, counts[type] - Math.max(0, by))
  return next === counts[type] ? counts : { ...counts, [type]: next }
}

/** The frame's one store of unread counts. */
export const unreadStore: Store<UnreadCounts> = createStore<UnreadCounts>(NO_UNREAD)

/** Lowers a count locally (a deleted unread message, an opened list); the next poll corrects it. */
export function lowerUnread(type: MessageType, by = 1, store: Store<UnreadCounts> = unreadStore): void {
  store.set(lowered(store.get(), type, by))
}

/** Sets a count to 0 locally (Clean All). */
export function clearUnread(type: MessageType, store: Store<UnreadCounts> = unreadStore): void {
  store.set(lowered(store.get(), type, store.get()[type]))
}

export interface Timers {
  readonly setInterval: (run: () => void, ms: number) => unknown
  readonly clearInterval: (handle: unknown) => void
}

const realTimers: Timers = {
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
}

/**
 * Fetches the counts now and every `everyMs` until stopped; a failed fetch keeps the last counts.
 * An answer that arrives after `stop` is dropped (the user logged out meanwhile).
 */
export function startUnreadPolling(options: {
  readonly load: () => Promise<unknown>
  readonly store?: Store<UnreadCounts>
  readonly everyMs?: number
  readonly timers?: Timers
}): () => void {
  const store = options.store ?? unreadStore
  const timers = options.timers ?? realTimers
  let live = true
  const poll = () => {
    options.load().then(
      (data) => {
        if (live) store.set(readCounts(data))
      },
      () => {},
    )
  }
  poll()
  const handle = timers.setInterval(poll, options.everyMs ?? UNREAD_POLL_MS)
  return () => {
    live = false
    timers.clearInterval(handle)
  }
}
