import { createHash, randomBytes } from 'node:crypto'

import { Db, type DbClient } from '@oj/sdk/server'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import type { Authenticated } from '../../http/auth.ts'
import { auth, role, roleAuth, userRole } from '../roles/tables.ts'
import { userInfo } from '../users/tables.ts'
import { foldRoles } from '../users/users.ts'
import { sessions } from './tables.ts'

/** How long a token lives; past half of it, the next request gets a renewed one. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000
/** How long a replaced token keeps working, for requests already in flight when it was renewed. */
const RENEWAL_GRACE_MS = 60 * 1000

/** 256 random bits, URL-safe. Only their SHA-256 is stored: a leaked table reveals no live token. */
const newToken = (): string => randomBytes(32).toString('base64url')
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export interface SessionMeta {
  readonly ip: string
  readonly userAgent: string
}

/** Starts a session and answers its token. */
export async function openSession(
  db: DbClient,
  uid: string,
  meta: SessionMeta,
  now = new Date(),
): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    uid,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 500),
  })
  return token
}

/**
 * Every request with a token asks this: the session, its user and the user's roles and permissions in
 * one round trip and one row (the grants as one JSON list of [role id, role, permission]: a row per
 * grant repeated the session's columns, to send and decode on every request); prepared once per
 * database client, so that a request neither builds its text nor has Postgres plan it again.
 */
const prepareSessionQuery = (client: DbClient) =>
  client
    .select({
      session: sessions,
      username: userInfo.username,
      status: userInfo.status,
      grants: sql<Array<[number, string, string | null]>>`coalesce(
        json_agg(json_build_array(${role.id}, ${role.role}, ${auth.name})) filter (where ${role.id} is not null),
        '[]')`,
    })
    .from(sessions)
    .innerJoin(userInfo, eq(userInfo.uuid, sessions.uid))
    .leftJoin(userRole, eq(userRole.uid, sessions.uid))
    .leftJoin(role, and(eq(role.id, userRole.roleId), eq(role.status, 0)))
    .leftJoin(roleAuth, eq(roleAuth.roleId, role.id))
    .leftJoin(auth, and(eq(auth.id, roleAuth.authId), eq(auth.status, 0)))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .groupBy(sessions.tokenHash, userInfo.uuid)
    .prepare('oj_session_caller')
const sessionQueries = new WeakMap<DbClient, ReturnType<typeof prepareSessionQuery>>()
const sessionQuery = (client: DbClient) => {
  let query = sessionQueries.get(client)
  if (!query) sessionQueries.set(client, (query = prepareSessionQuery(client)))
  return query
}

/**
 * Resolves a token to its caller: undefined when it is unknown, expired, revoked or its user is
 * disabled. A token past half its life is replaced (once) by a new one, answered as renewedToken.
 */
export const authenticate = (token: string) =>
  Effect.gen(function* () {
    const db = yield* Db
    return yield* db.use(async (client): Promise<Authenticated | undefined> => {
      const now = new Date()
      const hash = hashToken(token)
      const rows = await sessionQuery(client).execute({ hash })
      const found = rows[0]
      if (!found || found.status !== 0) return undefined
      const grants = found.grants.map(([roleId, roleName, permission]) => ({ roleId, roleName, permission }))
      const caller = { uid: found.session.uid, username: found.username, ...foldRoles(grants) }
      const { session } = found
      const halfLife = session.createdAt.getTime() + SESSION_TTL_MS / 2
      if (session.replacedAt !== null || now.getTime() < halfLife) return { caller }
      const renewedToken = await renew(client, hash, session.uid, session, now)
      return renewedToken ? { caller, renewedToken } : { caller }
    })
  })

async function renew(
  db: DbClient,
  hash: string,
  uid: string,
  meta: SessionMeta,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const grace = new Date(now.getTime() + RENEWAL_GRACE_MS)
    // Only the first of concurrent requests wins the replacement; the others keep the old token.
    const replaced = await tx
      .update(sessions)
      .set({ replacedAt: now, expiresAt: grace })
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.replacedAt), gt(sessions.expiresAt, grace)))
      .returning({ uid: sessions.uid })
    if (replaced.length === 0) return undefined
    return openSession(tx, uid, meta, now)
  })
}

/** Ends the session of a token (logout). */
export const revokeSession = (token: string) =>
  Effect.gen(function* () {
    const db = yield* Db
    yield* db.use((client) => client.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))))
  })

/** Drops the user's expired sessions (done at login, so the table does not grow forever). */
export const pruneSessions = (db: DbClient, uid: string, now = new Date()) =>
  db.delete(sessions).where(and(eq(sessions.uid, uid), lt(sessions.expiresAt, now)))
