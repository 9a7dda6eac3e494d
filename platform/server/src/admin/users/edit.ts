import { type EndpointArgs, type RoleName, Roles } from '@oj/sdk'
import type { AdminUsersApi } from '@oj/sdk/api'
import {
  badRequest,
  type Caller,
  type DbClient,
  dbTransaction,
  Errors,
  forbidden,
  Inbox,
  isUniqueViolation,
  refuse,
} from '@oj/sdk/server'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentCaller } from '../../accounts/caller.ts'
import { role, userRole } from '../../accounts/roles/tables.ts'
import { sessions } from '../../accounts/sign-in/tables.ts'
import { hashPassword } from '../../accounts/users/passwords.ts'
import { userInfo } from '../../accounts/users/tables.ts'

// The super admin's changes of accounts (HOJ's AdminUserManager), with the rules HOJ leaves out:
// only a root touches a root or makes one (a user admin of a lower role cannot raise themselves),
// and nobody locks themselves out (their own root role, their own ban, their own deletion).

const UserRefusals = {
  rootOnly: () =>
    forbidden('admin.user.rootOnly', 'Only a super admin may change, delete or appoint a super admin'),
  ownRole: () => badRequest('admin.user.ownRole', 'You cannot take away your own super admin role'),
  ownStatus: () => badRequest('admin.user.ownStatus', 'You cannot disable your own account'),
  ownDelete: () => badRequest('admin.user.ownDelete', 'You cannot delete your own account'),
  usernameTaken: () => badRequest('accounts.register.usernameExists', 'The username already exists'),
  emailTaken: () => badRequest('accounts.register.emailExists', 'The email already exists'),
  passwordLength: () =>
    badRequest('accounts.login.passwordLength', 'The password must be 6 to 20 characters'),
} as const

const roleName = new Map<number, RoleName>(Object.values(Roles).map((r) => [r.id, r.role]))

/** The roles each of these users holds (any state). */
async function rolesOf(db: DbClient, uids: ReadonlyArray<string>): Promise<Map<string, Array<number>>> {
  const rows =
    uids.length === 0
      ? []
      : await db
          .select({ uid: userRole.uid, roleId: userRole.roleId })
          .from(userRole)
          .where(inArray(userRole.uid, [...uids]))
  const held = new Map<string, Array<number>>()
  for (const { uid, roleId } of rows) held.set(uid, [...(held.get(uid) ?? []), roleId])
  return held
}

const isRoot = (caller: Caller) => caller.roles.includes('root')

/** Whether another user holds this name or address (any case). */
async function taken(db: DbClient, uid: string, username: string, email: string | null) {
  const others = await db
    .select({ username: userInfo.username, email: userInfo.email })
    .from(userInfo)
    .where(
      and(
        ne(userInfo.uuid, uid),
        sql`(lower(${userInfo.username}) = ${username.toLowerCase()}
             or (${email}::text is not null and lower(${userInfo.email}) = lower(${email}::text)))`,
      ),
    )
  if (others.some((o) => o.username.toLowerCase() === username.toLowerCase()))
    refuse(UserRefusals.usernameTaken())
  if (others.length > 0) refuse(UserRefusals.emailTaken())
}

/** The bilingual notice HOJ sends when a user's role changes. */
const roleChangeNotice = (from: number | undefined, to: number) => {
  const name = (id: number | undefined) => (id === undefined ? '-' : `${roleName.get(id) ?? id} (${id})`)
  return {
    title: '权限变更通知 (Authority Change Notice)',
    content: `您的角色已由 ${name(from)} 变更为 ${name(to)}。\n\nYour role was changed from ${name(from)} to ${name(to)}.`,
  }
}

/**
 * PUT /admin/user/edit-user. The role (`type`) replaces the user's roles; a new password or a ban
 * ends the user's sessions (a ban also refuses every request of a live one at once, as the session
 * lookup reads the status), and a role change tells the user in their message center.
 */
export const editUser = (input: EndpointArgs<typeof AdminUsersApi.edit>) =>
  Effect.gen(function* () {
    const caller = yield* currentCaller
    if (
      input.setNewPwd &&
      (input.password === undefined || input.password.length < 6 || input.password.length > 20)
    )
      return yield* UserRefusals.passwordLength()
    const password =
      input.setNewPwd && input.password
        ? yield* Effect.promise(() => hashPassword(input.password!))
        : undefined
    const self = input.uid === caller.uid
    if (self && input.status !== 0) return yield* UserRefusals.ownStatus()
    if (self && isRoot(caller) && input.type !== Roles.root.id) return yield* UserRefusals.ownRole()
    const changed = yield* dbTransaction(async (tx) => {
      const [target] = await tx
        .select({ uuid: userInfo.uuid })
        .from(userInfo)
        .where(eq(userInfo.uuid, input.uid))
      if (!target) refuse(Errors.notFound())
      const before = (await rolesOf(tx, [input.uid])).get(input.uid) ?? []
      if (!isRoot(caller) && (before.includes(Roles.root.id) || input.type === Roles.root.id))
        refuse(UserRefusals.rootOnly())
      const email = input.email ?? null
      await taken(tx, input.uid, input.username, email)
      try {
        await tx
          .update(userInfo)
          .set({
            username: input.username,
            realname: input.realname ?? null,
            email,
            titleName: input.titleName ?? null,
            titleColor: input.titleColor ?? null,
            status: input.status,
            ...(password ? { password } : {}),
            gmtModified: new Date(),
          })
          .where(eq(userInfo.uuid, input.uid))
      } catch (error) {
        // Another request took the name or the address since the check.
        if (isUniqueViolation(error, 'user_info_username_key')) refuse(UserRefusals.usernameTaken())
        if (isUniqueViolation(error, 'user_info_email_key')) refuse(UserRefusals.emailTaken())
        throw error
      }
      const sameRole = before.length === 1 && before[0] === input.type
      if (!sameRole) {
        const [known] = await tx.select({ id: role.id }).from(role).where(eq(role.id, input.type))
        if (!known) refuse(badRequest('admin.user.badRole', 'The role must be one of 1000 to 1008'))
        await tx.delete(userRole).where(eq(userRole.uid, input.uid))
        await tx.insert(userRole).values({ uid: input.uid, roleId: input.type })
      }
      if (password || input.status !== 0) await tx.delete(sessions).where(eq(sessions.uid, input.uid))
      return sameRole ? undefined : { from: before.length === 1 ? before[0] : undefined }
    })
    if (changed && !self) {
      const inbox = yield* Inbox
      yield* inbox
        .notify(input.uid, roleChangeNotice(changed.from, input.type))
        .pipe(Effect.catch((error) => Effect.logError('admin: role change notice not written', error.cause)))
    }
    return null
  })

/**
 * DELETE /admin/user/delete-user: the users and what hangs on their account (sessions, roles,
 * messages); never the caller; a root only by a root. Unknown uids are skipped.
 */
export const deleteUsers = ({ ids }: EndpointArgs<typeof AdminUsersApi.remove>) =>
  Effect.gen(function* () {
    const caller = yield* currentCaller
    const uids = [...new Set(ids)]
    if (uids.includes(caller.uid)) return yield* UserRefusals.ownDelete()
    return yield* dbTransaction(async (tx) => {
      if (!isRoot(caller)) {
        const held = await rolesOf(tx, uids)
        if ([...held.values()].some((r) => r.includes(Roles.root.id))) refuse(UserRefusals.rootOnly())
      }
      const deleted = await tx
        .delete(userInfo)
        .where(inArray(userInfo.uuid, uids))
        .returning({ uid: userInfo.uuid })
      if (deleted.length === 0) refuse(Errors.notFound())
      return null
    })
  })
