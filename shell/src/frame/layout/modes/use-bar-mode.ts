import { useAuth, useSiteConfig } from '@oj/sdk/web'
import { useLocation } from 'react-router'

import { activeEntry, type BarMode, modeEntries, type ModeEntry, modeOf } from './modes.ts'

export interface BarModeView {
  readonly mode: BarMode
  readonly entries: ReadonlyArray<ModeEntry>
  /** The entry showing the current page. */
  readonly active: string | undefined
}

/** The top bar's mode at the current location, with the area pages it offers the caller. */
export function useBarMode(): BarModeView {
  const { pathname } = useLocation()
  const config = useSiteConfig()
  const { user } = useAuth()
  const roles = user?.roleList ?? []
  const mode = modeOf(pathname)
  const entries = modeEntries(mode, {
    contestComment: config?.openContestComment ?? false,
    groupDiscussion: config?.openGroupDiscussion ?? false,
    admin: roles.includes('root') || roles.includes('admin'),
    superAdmin: roles.includes('root'),
  })
  return { mode, entries, active: activeEntry(mode, entries, pathname) }
}
