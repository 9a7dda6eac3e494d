import { eq } from 'drizzle-orm'
import { Effect, Schema } from 'effect'

import { query } from '../../db/run.ts'
import { currentUser } from '../caller.ts'
import { userInfoReply } from '../sign-in/login.ts'
import { userInfo } from '../users/tables.ts'
import { findUserById, rolesAndPermissions } from '../users/users.ts'

/** An optional text of at most `max` characters; null or blank clears the field. */
const Optional = (max: number, tooLong: string, ...more: Array<Parameters<typeof Schema.String.check>[0]>) =>
  // optionalKey, not optional: the wrong-type message must sit on the outermost union to be shown.
  Schema.optionalKey(
    Schema.NullOr(
      Schema.String.pipe(Schema.check(Schema.isMaxLength(max, { message: tooLong }), ...more)),
    ).annotate({ message: 'accounts.profile.notText' }),
  )

const WebAddress = Schema.isPattern(/^(|https?:\/\/\S+)$/i, { message: 'accounts.profile.blogInvalid' })

/**
 * POST /change-userInfo: the profile fields of spec 1 §2 Settings. The spec names no formats for
 * most of them; the limits are sane lengths, and the blog must be a web address (it is shown as a
 * link, so `javascript:` must never get in). Username, uid and anything else sent are ignored.
 */
export const ProfileInput = Schema.Struct({
  nickname: Optional(20, 'accounts.profile.nicknameTooLong'),
  realname: Optional(50, 'accounts.profile.realnameTooLong'),
  school: Optional(50, 'accounts.profile.schoolTooLong'),
  number: Optional(20, 'accounts.profile.numberTooLong'),
  signature: Optional(1000, 'accounts.profile.signatureTooLong'),
  blog: Optional(200, 'accounts.profile.blogInvalid', WebAddress),
  github: Optional(50, 'accounts.profile.githubTooLong'),
  cfUsername: Optional(24, 'accounts.profile.cfUsernameTooLong'),
  gender: Schema.optional(
    Schema.NullOr(
      Schema.Literals(['male', 'female', 'secrecy']).annotate({ message: 'accounts.profile.genderInvalid' }),
    ),
  ),
})

const FIELDS = [
  'nickname',
  'realname',
  'school',
  'number',
  'signature',
  'blog',
  'github',
  'cfUsername',
] as const

export const changeProfile = (input: typeof ProfileInput.Type) =>
  Effect.gen(function* () {
    const { user } = yield* currentUser
    const changes: Partial<typeof userInfo.$inferInsert> = {}
    for (const field of FIELDS) {
      const value = input[field]
      if (value !== undefined) changes[field] = value === null || value.trim() === '' ? null : value.trim()
    }
    if (input.gender !== undefined) changes.gender = input.gender ?? 'secrecy'
    return yield* query(async (db) => {
      if (Object.keys(changes).length > 0) {
        await db
          .update(userInfo)
          .set({ ...changes, gmtModified: new Date() })
          .where(eq(userInfo.uuid, user.uuid))
      }
      const fresh = (await findUserById(db, user.uuid)) ?? user
      return profileReply(fresh, (await rolesAndPermissions(db, user.uuid)).roles)
    })
  })

/**
 * GET /get-user-info: the caller's own full profile, read afresh (what change-userInfo answers,
 * email included, never the password hash). The settings page fills its forms from it.
 */
export const ownProfile = Effect.gen(function* () {
  const { user } = yield* currentUser
  const roles = yield* query(async (db) => (await rolesAndPermissions(db, user.uuid)).roles)
  return profileReply(user, roles)
})

/** The user info with the settings' own fields (the login reply leaves some out). */
const profileReply = (user: typeof userInfo.$inferSelect, roles: ReadonlyArray<string>) => ({
  ...userInfoReply(user, roles),
  number: user.number,
  blog: user.blog,
  github: user.github,
  cfUsername: user.cfUsername,
})
