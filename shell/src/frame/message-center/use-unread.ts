import { MessagesApi } from '@oj/sdk/api'
import { useApiQuery, useAuth } from '@oj/sdk/web'

import { NO_UNREAD, UNREAD_POLL_MS, type UnreadCounts } from './unread.ts'

/**
 * Polls the unread counts while logged in (spec 1 §7): at login or load, then every 120 s; logging
 * out stops it (and the cache of the last user is dropped). Mounted once, by the top bar. The calls
 * are quiet: a failed poll must not toast every two minutes, and the next one tries again.
 */
export function useUnreadPolling(): void {
  const { loggedIn } = useAuth()
  useApiQuery(
    MessagesApi.unread,
    {},
    { enabled: loggedIn, quiet: true, refetchInterval: UNREAD_POLL_MS, staleTime: UNREAD_POLL_MS },
  )
}

/** The unread counts as last polled (and lowered since); none for a visitor. */
export function useUnread(): UnreadCounts {
  const { loggedIn } = useAuth()
  const counts = useApiQuery(
    MessagesApi.unread,
    {},
    { enabled: loggedIn, quiet: true, staleTime: UNREAD_POLL_MS },
  )
  return loggedIn ? (counts.data ?? NO_UNREAD) : NO_UNREAD
}
