import { sql } from 'drizzle-orm'
import { index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** The platform's own tables live in the Postgres schema `platform`. */
export const platform = pgSchema('platform')

const created = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()
const modified = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow()

/** Users (HOJ user_info). `status` 0 = normal, 1 = disabled. */
export const userInfo = platform.table(
  'user_info',
  {
    uuid: text('uuid').primaryKey(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email'),
    nickname: text('nickname'),
    realname: text('realname'),
    school: text('school'),
    number: text('number'),
    avatar: text('avatar'),
    gender: text('gender').notNull().default('secrecy'),
    signature: text('signature'),
    github: text('github'),
    blog: text('blog'),
    cfUsername: text('cf_username'),
    titleName: text('title_name'),
    titleColor: text('title_color'),
    status: integer('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    // Usernames and e-mails are unique whatever their case: "Alice" cannot shadow "alice".
    uniqueIndex('user_info_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('user_info_email_key').on(sql`lower(${t.email})`),
  ],
)

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
 * Mailed codes (register, change e-mail) and reset links: one live code per purpose and target
 * (an e-mail or a uid). Only a hash of the code is kept; using it deletes the row.
 */
export const verificationCodes = platform.table(
  'verification_codes',
  {
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code was sent to (the new address of an e-mail change). */
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses so far; the code dies after a few. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.purpose, t.target] }),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
)

/**
 * One-shot challenges: image captchas, slide puzzles and the proofs a solved puzzle gives. Each row
 * is deleted by the check that reads it, right or wrong.
 */
export const challenges = platform.table(
  'challenges',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('challenges_expires_idx').on(t.expiresAt)],
)

/** Fixed-window request counters of the rate limits (bucket = rule + IP or account). */
export const rateLimits = platform.table(
  'rate_limits',
  {
    bucket: text('bucket').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
)
