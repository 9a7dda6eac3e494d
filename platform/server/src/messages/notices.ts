import { ADMIN_ROLES, type EndpointArgs, Roles } from '@oj/sdk'
import type { MessagesApi } from '@oj/sdk/api'
import type { DbClient } from '@oj/sdk/server'
import { badRequest, dbQuery, dbTransaction, Errors, pageOf, refuse } from '@oj/sdk/server'
import { and, count, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { userRole } from '../accounts/roles/tables.ts'
import { userInfo } from '../accounts/users/tables.ts'
import { msgNotice, msgUserNotice } from './tables.ts'

type NoticeInput = EndpointArgs<typeof MessagesApi.sendNotice>

const ADMIN_ROLE_IDS = Object.values(Roles)
  .filter((r) => ADMIN_ROLES.includes(r.role))
  .map((r) => r.id)

/** Root only (the HTTP core has checked the login and the role). */
const requireRoot = Effect.gen(function* () {
  const caller = yield* currentCaller
  if (!caller.roles.includes('root')) return yield* Errors.noPermission()
  return caller
})

/**
 * The uids of a Single or Nominated notice's recipients, by username (any case); [] for All.
 * Unknown usernames refuse the whole notice, naming them. HOJ's client names a Single notice's
 * recipient by uid (`recipientId`) instead.
 */
async function recipientUids(db: DbClient, input: NoticeInput): Promise<Array<string>> {
  if (input.type === 'All') return []
  if (input.type === 'Admin') {
    // The administrators now (root, admin, problem_admin): few, so their copies are written at once.
    const admins = await db
      .selectDistinct({ uid: userRole.uid })
      .from(userRole)
      .where(inArray(userRole.roleId, ADMIN_ROLE_IDS))
    return admins.map((a) => a.uid)
  }
  if (input.type === 'Single' && input.recipients === undefined && input.recipientId !== undefined) {
    const [user] = await db
      .select({ uuid: userInfo.uuid })
      .from(userInfo)
      .where(eq(userInfo.uuid, input.recipientId))
    if (!user) {
      const id = input.recipientId
      refuse(badRequest('messages.notice.unknownUsers', `No such users: ${id}`, { names: id }))
    }
    return [input.recipientId]
  }
  const names = [...new Set((input.recipients ?? []).map((n) => n.trim()).filter((n) => n !== ''))]
  if (input.type === 'Single' && names.length !== 1) {
    refuse(badRequest('messages.notice.singleNeedsOne', 'A Single notice needs exactly one recipient'))
  }
  if (names.length === 0) {
    refuse(badRequest('messages.notice.recipientsRequired', 'Name at least one recipient'))
  }
  const lower = names.map((n) => n.toLowerCase())
  const found = await db
    .select({ uuid: userInfo.uuid, username: userInfo.username })
    .from(userInfo)
    .where(inArray(sql`lower(${userInfo.username})`, lower))
  const known = new Set(found.map((u) => u.username.toLowerCase()))
  const unknown = names.filter((n) => !known.has(n.toLowerCase()))
  if (unknown.length > 0) {
    const list = unknown.join(', ')
    refuse(badRequest('messages.notice.unknownUsers', `No such users: ${list}`, { names: list }))
  }
  return found.map((u) => u.uuid)
}

/** Copies for Single, Nominated and Admin recipients now; those of an All notice are made on read. */
async function copyTo(db: DbClient, noticeId: number, uids: ReadonlyArray<string>, at: Date) {
  if (uids.length === 0) return
  await db
    .insert(msgUserNotice)
    .values(uids.map((recipientId) => ({ recipientId, box: 'sys', noticeId, gmtCreate: at })))
    .onConflictDoNothing()
}

/** POST /admin/msg/notice */
export const sendNotice = (input: NoticeInput) =>
  Effect.gen(function* () {
    const caller = yield* requireRoot
    return yield* dbTransaction(async (tx) => {
      const uids = await recipientUids(tx, input)
      const [notice] = await tx
        .insert(msgNotice)
        .values({ title: input.title, content: input.content, type: input.type, authorId: caller.uid })
        .returning({ id: msgNotice.id, gmtCreate: msgNotice.gmtCreate })
      if (!notice) throw new Error('insert returned no row')
      await copyTo(tx, notice.id, uids, notice.gmtCreate)
      return { id: notice.id }
    })
  })

/**
 * PUT /admin/msg/notice: new text (every copy shows it, read or not) and possibly a new audience:
 * copies of users no longer in it go, new recipients get one.
 */
export const changeNotice = (input: EndpointArgs<typeof MessagesApi.changeNotice>) =>
  Effect.gen(function* () {
    yield* requireRoot
    return yield* dbTransaction(async (tx) => {
      const [notice] = await tx
        .update(msgNotice)
        .set({ title: input.title, content: input.content, type: input.type, gmtModified: new Date() })
        .where(eq(msgNotice.id, input.id))
        .returning({ id: msgNotice.id, gmtCreate: msgNotice.gmtCreate })
      if (!notice) return refuse(Errors.notFound())
      const uids = await recipientUids(tx, input)
      const copies = eq(msgUserNotice.noticeId, notice.id)
      if (input.type === 'All') {
        const newcomers = tx
          .select({ uuid: userInfo.uuid })
          .from(userInfo)
          .where(gt(userInfo.gmtCreate, notice.gmtCreate))
        await tx.delete(msgUserNotice).where(and(copies, inArray(msgUserNotice.recipientId, newcomers)))
      } else {
        await tx.delete(msgUserNotice).where(and(copies, notInArray(msgUserNotice.recipientId, uids)))
        await copyTo(tx, notice.id, uids, notice.gmtCreate)
      }
      return null
    })
  })

/** DELETE /admin/msg/notice?id: the notice and every copy of it. */
export const deleteNotice = ({ id }: EndpointArgs<typeof MessagesApi.deleteNotice>) =>
  Effect.gen(function* () {
    yield* requireRoot
    const deleted = yield* dbQuery((db) =>
      db.delete(msgNotice).where(eq(msgNotice.id, id)).returning({ id: msgNotice.id }),
    )
    if (deleted.length === 0) return yield* Errors.notFound()
    return null
  })

/** GET /admin/msg/notice: newest first, with the recipients' usernames (none listed for All). */
export const listNotices = (input: EndpointArgs<typeof MessagesApi.adminNotices>) =>
  Effect.gen(function* () {
    yield* requireRoot
    const current = input.currentPage ?? 1
    const size = input.limit ?? 10
    const filter = input.type ? eq(msgNotice.type, input.type) : undefined
    return yield* dbQuery(async (db) => {
      const [total] = await db.select({ n: count() }).from(msgNotice).where(filter)
      const rows = await db
        .select({
          id: msgNotice.id,
          title: msgNotice.title,
          content: msgNotice.content,
          type: msgNotice.type,
          adminId: msgNotice.authorId,
          adminUsername: userInfo.username,
          gmtCreate: msgNotice.gmtCreate,
          gmtModified: msgNotice.gmtModified,
        })
        .from(msgNotice)
        .leftJoin(userInfo, eq(userInfo.uuid, msgNotice.authorId))
        .where(filter)
        .orderBy(desc(msgNotice.gmtCreate), desc(msgNotice.id))
        .limit(size)
        .offset((current - 1) * size)
      const targeted = rows.filter((r) => r.type !== 'All').map((r) => r.id)
      const recipients =
        targeted.length === 0
          ? []
          : await db
              .select({ noticeId: msgUserNotice.noticeId, username: userInfo.username })
              .from(msgUserNotice)
              .innerJoin(userInfo, eq(userInfo.uuid, msgUserNotice.recipientId))
              .where(inArray(msgUserNotice.noticeId, targeted))
              .orderBy(userInfo.username)
      const records = rows.map((r) => ({
        ...r,
        // Handed out at once: copies are written on sending (Single, Nominated) or on reading (All).
        state: true,
        recipients: recipients.filter((x) => x.noticeId === r.id).map((x) => x.username),
        gmtCreate: r.gmtCreate.toISOString(),
        gmtModified: r.gmtModified.toISOString(),
      }))
      return pageOf(records, Number(total?.n ?? 0), current, size)
    })
  })
