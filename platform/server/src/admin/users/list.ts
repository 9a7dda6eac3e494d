import { ADMIN_ROLES, type EndpointArgs, Roles } from '@oj/sdk'
import type { AdminUsersApi } from '@oj/sdk/api'
import { dbQuery, pageOf, pageOffset } from '@oj/sdk/server'
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import { Effect } from 'effect'

import { role, userRole } from '../../accounts/roles/tables.ts'
import { userInfo } from '../../accounts/users/tables.ts'

const ADMIN_ROLE_IDS = Object.values(Roles)
  .filter((r) => ADMIN_ROLES.includes(r.role))
  .map((r) => r.id)

/** `%text%` for ILIKE with the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** GET /admin/user/get-user-list: newest first; the keyword matches name, real name, nickname, e-mail. */
export const listUsers = (input: EndpointArgs<typeof AdminUsersApi.list>) =>
  Effect.gen(function* () {
    const current = input.currentPage ?? 1
    const size = input.limit ?? 10
    const keyword = input.keyword?.trim() ?? ''
    const filters: Array<SQL | undefined> = []
    if (keyword !== '') {
      const like = containing(keyword)
      filters.push(
        or(
          ilike(userInfo.username, like),
          ilike(userInfo.realname, like),
          ilike(userInfo.nickname, like),
          ilike(userInfo.email, like),
        ),
      )
    }
    return yield* dbQuery(async (db) => {
      const admins = db
        .select({ uid: userRole.uid })
        .from(userRole)
        .where(inArray(userRole.roleId, ADMIN_ROLE_IDS))
      const where = and(...filters, input.onlyAdmin ? inArray(userInfo.uuid, admins) : undefined)
      const [total] = await db.select({ n: count() }).from(userInfo).where(where)
      const rows = await db
        .select()
        .from(userInfo)
        .where(where)
        .orderBy(desc(userInfo.gmtCreate), userInfo.uuid)
        .limit(size)
        .offset(pageOffset(current, size))
      const uids = rows.map((r) => r.uuid)
      const grants =
        uids.length === 0
          ? []
          : await db
              .select({ uid: userRole.uid, role })
              .from(userRole)
              .innerJoin(role, eq(role.id, userRole.roleId))
              .where(inArray(userRole.uid, uids))
              .orderBy(role.id)
      const records = rows.map(({ password: _hash, uuid, ...user }) => ({
        uid: uuid,
        username: user.username,
        nickname: user.nickname,
        school: user.school,
        course: null,
        number: user.number,
        gender: user.gender,
        realname: user.realname,
        cfUsername: user.cfUsername,
        github: user.github,
        blog: user.blog,
        email: user.email,
        avatar: user.avatar,
        titleName: user.titleName,
        titleColor: user.titleColor,
        signature: user.signature,
        status: user.status,
        gmtCreate: user.gmtCreate.toISOString(),
        gmtModified: user.gmtModified.toISOString(),
        roles: grants
          .filter((g) => g.uid === uuid)
          .map(({ role: r }) => ({
            id: r.id,
            role: r.role,
            description: r.description,
            status: r.status,
            gmtCreate: r.gmtCreate.toISOString(),
            gmtModified: r.gmtModified.toISOString(),
          })),
      }))
      return pageOf(records, Number(total?.n ?? 0), current, size)
    })
  })
