export { FAILURE_WINDOW_MS, FAILURES_BEFORE_PUZZLE, LoginInput } from './login.ts'
export { accountsMessages } from './messages.ts'
export { hashPassword, verifyPassword } from './passwords.ts'
export { allPermissions, initialRolePermissions } from './permissions.ts'
export { accountsModule } from './routes.ts'
export { seedRolesAndPermissions } from './seed.ts'
export {
  authenticate,
  hashToken,
  openSession,
  RENEWAL_GRACE_MS,
  revokeSession,
  SESSION_TTL_MS,
} from './sessions.ts'
export * as tables from './tables.ts'
export type { NewUser, UserRow } from './users.ts'
export { callerOf, createUser, ensureRootAdmin, findUserByName, rolesAndPermissions } from './users.ts'
