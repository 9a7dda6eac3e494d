// Who sees what in a group (spec 3 §2.2 and §6), from the caller's level, the group and the site.
import { MemberAuth } from '@oj/groups-contract'

export interface Viewer {
  /** The caller's username; undefined when not logged in. */
  readonly username: string | undefined
  /** Super admin (role root). */
  readonly superAdmin: boolean
  /** The caller's level in the group (get-group-auth), 0 when none. */
  readonly level: number
  /** get-group-access: a member, the owner or a super admin. */
  readonly access: boolean
}

export interface Rights {
  readonly owner: boolean
  /** Level 3 or more (or owner, super admin): the group's content. */
  readonly member: boolean
  /** Level 4 or more, owner or super admin: the admin buttons and the Announcement tab. */
  readonly admin: boolean
  /** Level 5, owner or super admin: the Setting tab. */
  readonly root: boolean
  /** Owner or super admin: Manage and Disband. */
  readonly manage: boolean
}

export function rightsOf(viewer: Viewer, owner: string): Rights {
  const isOwner = viewer.username !== undefined && viewer.username === owner
  const top = isOwner || viewer.superAdmin
  return {
    owner: isOwner,
    member: top || viewer.level >= MemberAuth.member || viewer.access,
    admin: top || viewer.level >= MemberAuth.admin,
    root: top || viewer.level >= MemberAuth.root,
    manage: top,
  }
}

const GROUP_TABS = [
  'home',
  'problem',
  'training',
  'contest',
  'submission',
  'discussion',
  'member',
  'announcement',
  'setting',
  'rank',
] as const
export type GroupTab = (typeof GROUP_TABS)[number]

/** The path segment of each tab under /group/:groupID. */
export const TAB_PATH: Readonly<Record<GroupTab, string>> = {
  home: '',
  problem: 'problem',
  training: 'training',
  contest: 'contest',
  submission: 'status',
  discussion: 'discussion',
  member: 'member',
  announcement: 'announcement',
  setting: 'setting',
  rank: 'rank',
}

/** The tabs the frame's bar leaves out and greys for this viewer (useAreaTabStates). */
export function barTabStates(states: ReadonlyArray<TabState>): {
  readonly hidden: ReadonlyArray<string>
  readonly disabled: ReadonlyArray<string>
} {
  const shown = new Set(states.map((s) => s.tab))
  return {
    hidden: GROUP_TABS.filter((tab) => !shown.has(tab)),
    disabled: states.filter((s) => s.disabled).map((s) => s.tab),
  }
}

export interface TabState {
  readonly tab: GroupTab
  /** Shown but not clickable: the caller lacks access. */
  readonly disabled: boolean
}

/**
 * The frame's tabs: Discussion only while the site's group discussions are open, Announcement for
 * group admins, Setting for the group root; without access every tab but Home, Announcement and
 * Setting is disabled.
 */
export function visibleTabs(rights: Rights, openGroupDiscussion: boolean): ReadonlyArray<TabState> {
  return GROUP_TABS.filter((tab) => {
    if (tab === 'discussion') return openGroupDiscussion
    if (tab === 'announcement') return rights.admin
    if (tab === 'setting') return rights.root
    return true
  }).map((tab) => ({
    tab,
    disabled: !rights.member && tab !== 'home' && tab !== 'announcement' && tab !== 'setting',
  }))
}

/** The tab a path under the group shows ('problem/P1' is Problem; 'training-…' is Training). */
export function tabOfPath(rest: string): GroupTab {
  const first = rest.split('/').find(Boolean) ?? ''
  if (first.startsWith('training')) return 'training'
  if (first.startsWith('contest')) return 'contest'
  if (first === 'status' || first.startsWith('submission')) return 'submission'
  if (first.startsWith('problem')) return 'problem'
  if (first.startsWith('discussion')) return 'discussion'
  const found = GROUP_TABS.find((tab) => TAB_PATH[tab] === first)
  return found ?? 'home'
}

/** Pages that use the full width (no side card): submissions, a problem, a training's pages. */
export function fullWidth(rest: string): boolean {
  const parts = rest.split('/').filter(Boolean)
  if (parts[0] === 'status' || parts[0] === 'submission-detail') return true
  if (parts[0] === 'problem' && parts.length > 1) return true
  if (parts[0] === 'training' && parts.length > 1) return true
  return false
}

/**
 * Member levels the actor may set on a target (spec 3 §6): a super admin or the owner any; others
 * only levels below their own, and never on a target at or above their own level.
 */
export function levelChoices(
  actor: { readonly level: number; readonly top: boolean },
  target: { readonly level: number; readonly isOwner: boolean },
): { readonly locked: boolean; readonly allowed: (level: number) => boolean } {
  if (actor.top) return { locked: target.isOwner, allowed: () => true }
  const locked = target.isOwner || target.level >= actor.level
  return { locked, allowed: (level) => level < actor.level }
}

/**
 * Whether the actor may remove the target: the owner may remove anyone but themself; others a target
 * below their own level; never themself, never the group owner.
 */
export function mayRemove(
  actor: {
    readonly level: number
    readonly isOwner: boolean
    readonly self: boolean
    readonly superAdmin: boolean
  },
  target: { readonly level: number; readonly isOwner: boolean },
): boolean {
  if (actor.self || target.isOwner) return false
  return actor.isOwner || actor.superAdmin || target.level < actor.level
}
