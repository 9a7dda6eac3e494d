import { useAuth, useStore } from '@oj/sdk/web'
import { useEffect } from 'react'

import { useShell } from '../shell-context.tsx'
import { NO_UNREAD, startUnreadPolling, type UnreadCounts, unreadStore } from './unread.ts'

/**
 * Polls GET /msg/unread while logged in (spec 1 §7): at login or load, then every 120 s; logging out
 * stops it and clears the counts. Mounted once, by the top bar. The calls are quiet: a failed poll
 * must not toast every two minutes, and the next one tries again.
 */
export function useUnreadPolling(): void {
  const { platform } = useShell()
  const { token } = useAuth()
  useEffect(() => {
    if (!token) {
      unreadStore.set(NO_UNREAD)
      return undefined
    }
    return startUnreadPolling({
      load: () => platform.api.request<unknown>('GET', '/msg/unread', { quiet: true }).then((r) => r.data),
    })
  }, [platform, token])
}

export function useUnread(): UnreadCounts {
  return useStore(unreadStore)
}
