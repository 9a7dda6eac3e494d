import type { EndpointArgs } from '@oj/sdk'
import type { AccountsApi } from '@oj/sdk/api'
import { dbQuery } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentUser } from '../caller.ts'
import { userInfo } from '../users/tables.ts'
import { userInfoVO } from '../users/user-info.ts'
import { findUserById, rolesAndPermissions } from '../users/users.ts'

const FIELDS = [
  'nickname',
  'realname',
  'school',
  'number',
  'signature',
  'blog',
  'github',
  'cfUsername',
  'mobile',
] as const

/** POST /change-userInfo: the fields given are set (blank clears one); answers the user info afresh. */
export const changeProfile = (input: EndpointArgs<typeof AccountsApi.changeProfile>) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    const changes: Partial<typeof userInfo.$inferInsert> = {}
    for (const field of FIELDS) {
      const value = input[field]
      if (value !== undefined) changes[field] = value === null || value.trim() === '' ? null : value.trim()
    }
    if (input.gender !== undefined) changes.gender = input.gender ?? 'secrecy'
    return yield* dbQuery(async (db) => {
      if (Object.keys(changes).length > 0) {
        await db
          .update(userInfo)
          .set({ ...changes, gmtModified: new Date() })
          .where(eq(userInfo.uuid, user.uuid))
      }
      const fresh = (await findUserById(db, user.uuid)) ?? user
      return userInfoVO(fresh, (await rolesAndPermissions(db, user.uuid)).roles)
    })
  })

/**
 * GET /get-user-info: the caller's own full profile, read afresh (what change-userInfo answers,
 * email included, never the password hash). The settings page fills its forms from it.
 */
export const ownProfile = Effect.gen(function* () {
  const { user } = yield* currentUser
  const roles = yield* dbQuery(async (db) => (await rolesAndPermissions(db, user.uuid)).roles)
  return userInfoVO(user, roles)
})
