import type { ScopedSectionProps } from '@oj/sdk/web'
import type { ReactNode } from 'react'

import { DiscussionView, type GroupContext } from '../components/discussion-view.tsx'
import { GroupDiscussions } from './group-discussions.tsx'

/**
 * The module's fill of the `scope.section` slot: a group's discussions, section 'discussion' (other
 * sections are other modules': null). Under `base` the list; `base/<did>` one discussion; `base/<pid>`
 * (a problem's display id, never all digits in a group: it carries the group's prefix) one
 * problem's discussions.
 */
export default function GroupSection(props: ScopedSectionProps): ReactNode {
  if (props.section !== 'discussion' || props.scope.param !== 'gid') return null
  const group: GroupContext = { gid: props.scope.id, base: props.base, manage: props.manage }
  const rest = props.rest.replace(/^\/+|\/+$/g, '')
  if (/^\d+$/.test(rest)) return <DiscussionView key={rest} did={Number(rest)} group={group} />
  const pid = rest ? decodeURIComponent(rest.split('/')[0] ?? '') : undefined
  return <GroupDiscussions key={pid ?? ''} group={group} {...(pid ? { pid } : {})} />
}
