import type { DbShape, PublicProfile, UsersShape } from '@oj/sdk/server'
import { and, eq, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { role, userRole } from '../roles/tables.ts'
import { userInfo } from './tables.ts'

/**
 * The Users service over the accounts tables: one query for all the uids asked. The avatar is the
 * stored URL, as GET /get-user-home-info answers it (the upload stores `/ojapi/public/avatar/<hash>.png`).
 */
export const openUsers = (db: DbShape): UsersShape => ({
  profiles: (uids) => lookUp(db, userInfo.uuid, uids, (row) => row.uid),
  byUsernames: (usernames) => lookUp(db, userInfo.username, usernames, (row) => row.username),
  holding: (name) =>
    db.use(async (client) => {
      const rows = await client
        .select({ uid: userRole.uid })
        .from(userRole)
        .innerJoin(role, eq(role.id, userRole.roleId))
        .where(and(eq(role.role, name), eq(role.status, 0)))
        .orderBy(userRole.uid)
      return rows.map((row) => row.uid)
    }),
})

function lookUp(
  db: DbShape,
  column: typeof userInfo.uuid | typeof userInfo.username,
  keys: ReadonlyArray<string>,
  keyOf: (row: PublicProfile) => string,
) {
  const wanted = [...new Set(keys)]
  if (wanted.length === 0) return Effect.succeed(new Map<string, PublicProfile>())
  return db.use(async (client) => {
    // An explicit pick: e-mail, password hash, student number never leave.
    const rows = await client
      .select({
        uid: userInfo.uuid,
        username: userInfo.username,
        realname: userInfo.realname,
        nickname: userInfo.nickname,
        avatar: userInfo.avatar,
        titleName: userInfo.titleName,
        titleColor: userInfo.titleColor,
        gender: userInfo.gender,
        signature: userInfo.signature,
      })
      .from(userInfo)
      .where(inArray(column, wanted))
    return new Map<string, PublicProfile>(rows.map((row) => [keyOf(row), row]))
  })
}
