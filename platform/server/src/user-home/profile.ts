import type { EndpointArgs } from '@oj/sdk'
import type { UserHomeApi } from '@oj/sdk/api'
import { badRequest, type DbClient, dbQuery, RequestContext, unauthorized } from '@oj/sdk/server'
import { eq, max } from 'drizzle-orm'
import { Effect } from 'effect'

import { sessions } from '../accounts/sign-in/tables.ts'
import { findUserById, findUserByName, type UserRow } from '../accounts/users/users.ts'

const userNotFound = () => badRequest('userHome.user.notFound', 'The user does not exist')

/** The user named by uid (first) or username, else the caller; refuses unknown users and anonymous callers. */
export const whoseHome = (who: EndpointArgs<typeof UserHomeApi.info>) =>
  Effect.gen(function* () {
    const uid = who.uid?.trim()
    const username = who.username?.trim()
    const { caller } = yield* RequestContext
    const find = (f: (client: DbClient) => Promise<UserRow | undefined>) => dbQuery(f)
    let user: UserRow | undefined
    if (uid) user = yield* find((client) => findUserById(client, uid))
    else if (username) user = yield* find((client) => findUserByName(client, username))
    else if (caller) user = yield* find((client) => findUserById(client, caller.uid))
    else
      return yield* unauthorized(
        'userHome.user.whoRequired',
        'Please log in, or name the user to show (uid or username)',
      )
    if (!user) return yield* userNotFound()
    return user
  })

/**
 * When the user last logged in: the accounts tables keep no login log, so this is the creation of
 * their latest session (a renewed token counts as a new session); null when they have none.
 */
export const recentLoginTime = (uid: string) =>
  Effect.gen(function* () {
    const [row] = yield* dbQuery((client) =>
      client
        .select({ at: max(sessions.createdAt) })
        .from(sessions)
        .where(eq(sessions.uid, uid)),
    )
    return row?.at ? new Date(row.at).toISOString() : null
  })

/** The public profile: an explicit pick, so e-mail, password hash and student number never leave. */
export const publicProfile = (user: UserRow, recentLogin: string | null) => ({
  uid: user.uuid,
  username: user.username,
  nickname: user.nickname,
  realname: user.realname,
  avatar: user.avatar,
  gender: user.gender,
  signature: user.signature,
  school: user.school,
  blog: user.blog,
  github: user.github,
  cfUsername: user.cfUsername,
  titleName: user.titleName,
  titleColor: user.titleColor,
  recentLoginTime: recentLogin,
})
