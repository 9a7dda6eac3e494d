import { index, integer, text, timestamp } from 'drizzle-orm/pg-core'

import { platform } from '../../db/platform-schema.ts'
import { userInfo } from '../users/tables.ts'

/** Login sessions: only a hash of each token is stored (docs/adr/0003-opaque-session-tokens.md). */
export const sessions = platform.table(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a renewed token replaced this one; it then only lives out a short grace period. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_uid_idx').on(t.uid), index('sessions_expires_at_idx').on(t.expiresAt)],
)

/** Failed logins per username (spec 1 §4: a slide puzzle after 100). */
export const loginFailures = platform.table('login_failures', {
  username: text('username').primaryKey(),
  count: integer('count').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every sign-in (HOJ's session table): its address and browser, numbered, for the dashboard's last
 * login and recent logins. Sessions themselves are keyed by a hash of their token and renewed, so
 * they are no record of sign-ins.
 */
export const loginLog = platform.table(
  'login_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_log_uid_idx').on(t.uid, t.gmtCreate), index('login_log_time_idx').on(t.gmtCreate)],
)
