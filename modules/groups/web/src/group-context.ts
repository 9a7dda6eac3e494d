import type { Group } from '@oj/groups-contract'
import { createContext, useContext } from 'react'

import type { Rights } from './access.ts'

/** What every tab of a group's frame gets: the group, the caller's level and rights. */
export interface GroupView {
  readonly group: Group
  readonly gid: number
  readonly level: number
  readonly rights: Rights
  /** The caller's own username (undefined when not logged in). */
  readonly username: string | undefined
  readonly superAdmin: boolean
  /** '/group/7': the links of the tabs start here. */
  readonly base: string
  /** The rest of the path after the base ('problem/12'). */
  readonly rest: string
  /** Reloads the group, the caller's level and access (after joining, exiting, a setting). */
  readonly reload: () => void
}

export const GroupContext = createContext<GroupView | undefined>(undefined)

export function useGroup(): GroupView {
  const view = useContext(GroupContext)
  if (!view) throw new Error('useGroup outside a group frame')
  return view
}
