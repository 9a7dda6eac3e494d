/** Role ids and names of spec 1 §3. The restriction roles carry what they forbid. */
export const Roles = {
  root: { id: 1000, role: 'root', description: 'super admin' },
  admin: { id: 1001, role: 'admin', description: 'admin' },
  user: { id: 1002, role: 'default_user', description: 'default user' },
  noSubmit: { id: 1003, role: 'no_submit', description: 'no-submit' },
  noDiscuss: { id: 1004, role: 'no_discuss', description: 'no-discussion' },
  muted: { id: 1005, role: 'mute', description: 'muted' },
  noSubmitNoDiscuss: { id: 1006, role: 'no_submit_no_discuss', description: 'no-submit and no-discussion' },
  noSubmitMuted: { id: 1007, role: 'no_submit_mute', description: 'no-submit and muted' },
  problemAdmin: { id: 1008, role: 'problem_admin', description: 'problem admin' },
} as const

export type RoleKey = keyof typeof Roles
export type RoleName = (typeof Roles)[RoleKey]['role']

/** The admin-area roles (spec 1 §6: any of the three opens the admin area). */
export const ADMIN_ROLES: ReadonlyArray<RoleName> = ['root', 'admin', 'problem_admin']
