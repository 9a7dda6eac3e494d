// The roles of spec 1 §3 as the user pages show them: id, name and the message id of its label.

export const ROLE_OPTIONS = [
  { id: 1000, role: 'root' },
  { id: 1001, role: 'admin' },
  { id: 1008, role: 'problem_admin' },
  { id: 1002, role: 'default_user' },
  { id: 1003, role: 'no_submit' },
  { id: 1004, role: 'no_discuss' },
  { id: 1005, role: 'mute' },
  { id: 1006, role: 'no_submit_no_discuss' },
  { id: 1007, role: 'no_submit_mute' },
] as const

export const roleLabel = (role: string) => `admin.users.role.${role}`

/** The role a user's row shows: the first by the list's order (a user holds one here). */
export function primaryRole(roles: ReadonlyArray<{ readonly id: number; readonly role: string }>) {
  return ROLE_OPTIONS.find((o) => roles.some((r) => r.id === o.id))
}
