import { integer, primaryKey, text } from 'drizzle-orm/pg-core'

import { created, modified, platform } from '../../db/platform-schema.ts'
import { userInfo } from '../users/tables.ts'

/** Roles 1000-1008 of spec 1 §3. */
export const role = platform.table('role', {
  id: integer('id').primaryKey(),
  role: text('role').notNull().unique(),
  description: text('description').notNull(),
  status: integer('status').notNull().default(0),
  gmtCreate: created(),
  gmtModified: modified(),
})

export const userRole = platform.table(
  'user_role',
  {
    uid: text('uid')
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.roleId] })],
)

/** Permissions (HOJ `auth`): the names RouteSpec.auth `perms` check. */
export const auth = platform.table('auth', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  status: integer('status').notNull().default(0),
  gmtCreate: created(),
})

export const roleAuth = platform.table(
  'role_auth',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    authId: integer('auth_id')
      .notNull()
      .references(() => auth.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.authId] })],
)
