import { randomInt, randomUUID } from 'node:crypto'

import { type RoleName, Roles } from '@oj/sdk'
import type { DbClient } from '@oj/sdk/server'
import { and, eq, sql } from 'drizzle-orm'

import { auth, role, roleAuth, userRole } from '../roles/tables.ts'
import { hashPassword } from './passwords.ts'
import { userInfo } from './tables.ts'

export type UserRow = typeof userInfo.$inferSelect

export const findUserByName = async (db: DbClient, username: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(userInfo)
      .where(eq(sql`lower(${userInfo.username})`, username.toLowerCase()))
      .limit(1)
  )[0]

export const findUserById = async (db: DbClient, uid: string): Promise<UserRow | undefined> =>
  (await db.select().from(userInfo).where(eq(userInfo.uuid, uid)).limit(1))[0]

/** One row of a user's role grants: the role, and one of its permissions (null when it has none). */
export interface RoleGrantRow {
  readonly roleId: number | null
  readonly roleName: string | null
  readonly permission: string | null
}

/** The roles (by id) and the union of permissions (by name) of a user's role-grant rows. */
export function foldRoles(rows: ReadonlyArray<RoleGrantRow>): {
  roles: Array<RoleName>
  permissions: Array<string>
} {
  const roles = new Map<number, RoleName>()
  const permissions = new Set<string>()
  for (const row of rows) {
    if (row.roleId === null || row.roleName === null) continue
    roles.set(row.roleId, row.roleName as RoleName)
    if (row.permission !== null) permissions.add(row.permission)
  }
  return {
    roles: [...roles].sort((a, b) => a[0] - b[0]).map(([, name]) => name),
    permissions: [...permissions].sort(),
  }
}

/** The columns of a role-grant row, for a select that joins `userRole` and `roleGrantJoins`. */
const roleGrantColumns = { roleId: role.id, roleName: role.role, permission: auth.name }

/** The user's active roles and their active permissions, in one query. */
export async function rolesAndPermissions(
  db: DbClient,
  uid: string,
): Promise<{ roles: Array<RoleName>; permissions: Array<string> }> {
  const rows = await db
    .select(roleGrantColumns)
    .from(userRole)
    .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.status, 0)))
    .leftJoin(roleAuth, eq(roleAuth.roleId, role.id))
    .leftJoin(auth, and(eq(auth.id, roleAuth.authId), eq(auth.status, 0)))
    .where(eq(userRole.uid, uid))
  return foldRoles(rows)
}

export interface NewUser {
  readonly username: string
  readonly password: string
  readonly email?: string
  readonly nickname?: string
  readonly realname?: string
  readonly school?: string
  /** Defaults to ['default_user']. */
  readonly roles?: ReadonlyArray<RoleName>
}

const roleIdByName = new Map<string, number>(Object.values(Roles).map((r) => [r.role, r.id]))

/** Creates a user with its roles in one transaction; answers the new uid. */
export async function createUser(db: DbClient, user: NewUser): Promise<string> {
  const uuid = randomUUID().replaceAll('-', '')
  const password = await hashPassword(user.password)
  const roleIds = (user.roles ?? ['default_user']).map((name) => {
    const id = roleIdByName.get(name)
    if (id === undefined) throw new Error(`Unknown role '${name}'`)
    return id
  })
  await db.transaction(async (tx) => {
    await tx.insert(userInfo).values({
      uuid,
      username: user.username,
      password,
      email: user.email ?? null,
      nickname: user.nickname ?? null,
      realname: user.realname ?? null,
      school: user.school ?? null,
    })
    if (roleIds.length > 0) await tx.insert(userRole).values(roleIds.map((roleId) => ({ uid: uuid, roleId })))
  })
  return uuid
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
/** A random password of unambiguous letters and digits (no 0/O, 1/l/I), for lists people type from. */
export const generatePassword = (length = 16) =>
  Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('')

/**
 * Creates the super admin `root` (role 1000) unless a user of that name exists. Without a password
 * one of 16 random characters is generated and answered, once, for the launcher to print.
 */
export async function ensureRootAdmin(
  db: DbClient,
  password?: string,
): Promise<{ created: boolean; password?: string }> {
  if (await findUserByName(db, 'root')) return { created: false }
  const chosen = password ?? generatePassword()
  try {
    await createUser(db, { username: 'root', password: chosen, nickname: 'root', roles: ['root'] })
  } catch (error) {
    // Another process created it at the same moment.
    if (await findUserByName(db, 'root')) return { created: false }
    throw error
  }
  return password === undefined ? { created: true, password: chosen } : { created: true }
}
