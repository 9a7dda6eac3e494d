import { Roles } from '@oj/sdk'

/** What ordinary users may do; the restriction roles take some of it away (spec 1 §3, §6). */
export const USER_PERMISSIONS = [
  'submit',
  'comment_add',
  'reply_add',
  'discussion_add',
  'discussion_edit',
  'discussion_del',
  'group_add',
  'group_del',
] as const
/** The admin tools of the API surface. */
export const ADMIN_PERMISSIONS = ['rejudge', 'announcement_admin'] as const
/**
 * System settings and user management: the super admin only (spec 3 §2.11: user, conf and switch
 * are super admin pages). A site may grant them to another role; the calls still keep a non-root
 * away from root accounts.
 */
export const ROOT_PERMISSIONS = ['system_info_admin', 'user_admin'] as const

const SUBMIT = ['submit']
const DISCUSS = ['discussion_add', 'discussion_edit', 'discussion_del']
const SPEAK = ['comment_add', 'reply_add', 'discussion_add']
const without = (taken: ReadonlyArray<string>) => USER_PERMISSIONS.filter((p) => !taken.includes(p))

/**
 * The permissions each role starts with. Modules' own permissions go to the two admin roles; an
 * administrator may change any of this later, and seeding never re-adds what was taken away.
 */
export function initialRolePermissions(modulePermissions: ReadonlyArray<string>): Map<number, Array<string>> {
  const admin = [...USER_PERMISSIONS, ...ADMIN_PERMISSIONS, ...modulePermissions]
  return new Map([
    [Roles.root.id, [...admin, ...ROOT_PERMISSIONS]],
    [Roles.admin.id, admin],
    [Roles.user.id, [...USER_PERMISSIONS]],
    [Roles.noSubmit.id, without(SUBMIT)],
    [Roles.noDiscuss.id, without(DISCUSS)],
    [Roles.muted.id, without(SPEAK)],
    [Roles.noSubmitNoDiscuss.id, without([...SUBMIT, ...DISCUSS])],
    [Roles.noSubmitMuted.id, without([...SUBMIT, ...SPEAK])],
    [Roles.problemAdmin.id, [...USER_PERMISSIONS, 'rejudge']],
  ])
}

export const allPermissions = (modulePermissions: ReadonlyArray<string>): Array<string> => [
  ...new Set([...USER_PERMISSIONS, ...ADMIN_PERMISSIONS, ...ROOT_PERMISSIONS, ...modulePermissions]),
]
