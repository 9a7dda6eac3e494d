import type { ScopedSectionProps } from '@oj/sdk/web'
import type { ReactNode } from 'react'

import { GroupContestAdmin } from './group-contest-admin.tsx'
import { GroupContestEdit } from './group-contest-edit.tsx'
import { GroupContestList } from './group-contest-list.tsx'
import { GroupContestAnnouncements, GroupContestProblems } from './group-contest-pages.tsx'

/** The group a section is shown in: its id, where its pages live, and whether the caller manages it. */
export interface GroupContext {
  readonly gid: number
  readonly base: string
  readonly manage: boolean
}

/**
 * The module's fill of the `scope.section` slot: a group's contests, section 'contest' (other
 * sections are other modules': null). Under `base` the members' list (each contest opens its page,
 * /contest/<cid>); for the group's managers `base/admin` the admin list, `base/admin/create` and
 * `base/admin/<cid>/edit` the contest form, `base/admin/<cid>/problems` and
 * `base/admin/<cid>/announcement` its problems and announcements.
 */
export default function GroupSection(props: ScopedSectionProps): ReactNode {
  if (props.section !== 'contest' || props.scope.param !== 'gid') return null
  const group: GroupContext = { gid: props.scope.id, base: props.base, manage: props.manage }
  const parts = props.rest.replace(/^\/+|\/+$/g, '').split('/')
  if (parts[0] !== 'admin' || !props.manage) return <GroupContestList group={group} />
  if (parts[1] === 'create') return <GroupContestEdit key="new" group={group} />
  const cid = Number(parts[1])
  if (Number.isInteger(cid) && cid > 0) {
    if (parts[2] === 'edit') return <GroupContestEdit key={cid} group={group} cid={cid} />
    if (parts[2] === 'problems') return <GroupContestProblems key={cid} group={group} cid={cid} />
    if (parts[2] === 'announcement') return <GroupContestAnnouncements key={cid} group={group} cid={cid} />
  }
  return <GroupContestAdmin group={group} />
}
