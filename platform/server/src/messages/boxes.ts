import type { EndpointArgs } from '@oj/sdk'
import type { MessagesApi } from '@oj/sdk/api'
import { dbQuery, dbTransaction, pageOf } from '@oj/sdk/server'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { userInfo } from '../accounts/users/tables.ts'
import { copyAllNotices } from './inbox.ts'
import { msgInteraction, msgNotice, msgUserNotice } from './tables.ts'

export type InteractionBox = 'comment' | 'reply' | 'like'
export type NoticeBox = 'sys' | 'mine'
export type Box = InteractionBox | NoticeBox

/** Spec 2 §7: 6 per page for comment, reply and like; 8 for sys and mine. */
const DEFAULT_LIMIT: Record<Box, number> = { comment: 6, reply: 6, like: 6, sys: 8, mine: 8 }

type BoxQuery = EndpointArgs<typeof MessagesApi.comment>

const paging = (box: Box, input: BoxQuery) => {
  const current = input.currentPage ?? 1
  const size = input.limit ?? DEFAULT_LIMIT[box]
  return { current, size, offset: (current - 1) * size }
}

/** GET /msg/unread: the caller's unread counts per box. */
export const unreadCounts = Effect.gen(function* () {
  const { uid } = yield* currentCaller
  return yield* dbQuery(async (db) => {
    await copyAllNotices(db, uid)
    const interactions = await db
      .select({ box: msgInteraction.category, n: count() })
      .from(msgInteraction)
      .where(and(eq(msgInteraction.recipientId, uid), eq(msgInteraction.state, false)))
      .groupBy(msgInteraction.category)
    const notices = await db
      .select({ box: msgUserNotice.box, n: count() })
      .from(msgUserNotice)
      .where(
        and(
          eq(msgUserNotice.recipientId, uid),
          eq(msgUserNotice.state, false),
          eq(msgUserNotice.deleted, false),
        ),
      )
      .groupBy(msgUserNotice.box)
    const counts: Record<Box, number> = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 }
    for (const { box, n } of [...interactions, ...notices]) {
      if (box in counts) counts[box as Box] = Number(n)
    }
    return counts
  })
})

/** GET /msg/comment | reply | like: a page, newest first, answered as it was, then marked read. */
export const interactionPage = (box: InteractionBox) => (input: BoxQuery) =>
  Effect.gen(function* () {
    const { uid } = yield* currentCaller
    const { current, size, offset } = paging(box, input)
    const mine = and(eq(msgInteraction.recipientId, uid), eq(msgInteraction.category, box))
    return yield* dbQuery(async (db) => {
      const [total] = await db.select({ n: count() }).from(msgInteraction).where(mine)
      const records = await db
        .select({
          id: msgInteraction.id,
          state: msgInteraction.state,
          senderId: msgInteraction.senderId,
          senderUsername: userInfo.username,
          senderAvatar: userInfo.avatar,
          action: msgInteraction.action,
          sourceType: msgInteraction.sourceType,
          sourceId: msgInteraction.sourceId,
          sourceTitle: msgInteraction.sourceTitle,
          sourceContent: msgInteraction.sourceContent,
          quoteId: msgInteraction.quoteId,
          quoteType: msgInteraction.quoteType,
          quoteContent: msgInteraction.quoteContent,
          url: msgInteraction.url,
          gmtCreate: msgInteraction.gmtCreate,
        })
        .from(msgInteraction)
        .innerJoin(userInfo, eq(userInfo.uuid, msgInteraction.senderId))
        .where(mine)
        .orderBy(desc(msgInteraction.gmtCreate), desc(msgInteraction.id))
        .limit(size)
        .offset(offset)
      const unread = records.filter((r) => !r.state).map((r) => r.id)
      if (unread.length > 0) {
        await db.update(msgInteraction).set({ state: true }).where(inArray(msgInteraction.id, unread))
      }
      const rows = records.map((r) => ({ ...r, gmtCreate: r.gmtCreate.toISOString() }))
      return pageOf(rows, Number(total?.n ?? 0), current, size)
    })
  })

/** GET /msg/sys | mine: a page, newest first, answered as it was, then marked read. */
export const noticePage = (box: NoticeBox) => (input: BoxQuery) =>
  Effect.gen(function* () {
    const { uid } = yield* currentCaller
    const { current, size, offset } = paging(box, input)
    const mine = and(
      eq(msgUserNotice.recipientId, uid),
      eq(msgUserNotice.box, box),
      eq(msgUserNotice.deleted, false),
    )
    return yield* dbQuery(async (db) => {
      if (box === 'sys') await copyAllNotices(db, uid)
      const [total] = await db.select({ n: count() }).from(msgUserNotice).where(mine)
      const records = await db
        .select({
          id: msgUserNotice.id,
          state: msgUserNotice.state,
          title: sql<string>`coalesce(${msgNotice.title}, ${msgUserNotice.title}, '')`,
          content: sql<string>`coalesce(${msgNotice.content}, ${msgUserNotice.content}, '')`,
          adminId: msgNotice.authorId,
          gmtCreate: msgUserNotice.gmtCreate,
        })
        .from(msgUserNotice)
        .leftJoin(msgNotice, eq(msgNotice.id, msgUserNotice.noticeId))
        .where(mine)
        .orderBy(desc(msgUserNotice.gmtCreate), desc(msgUserNotice.id))
        .limit(size)
        .offset(offset)
      const unread = records.filter((r) => !r.state).map((r) => r.id)
      if (unread.length > 0) {
        await db.update(msgUserNotice).set({ state: true }).where(inArray(msgUserNotice.id, unread))
      }
      // HOJ's SysMsgVO type: 'Sys' for a notice, 'Mine' for a module's message.
      const type = box === 'sys' ? ('Sys' as const) : ('Mine' as const)
      const rows = records.map((r) => ({ ...r, type, gmtCreate: r.gmtCreate.toISOString() }))
      return pageOf(rows, Number(total?.n ?? 0), current, size)
    })
  })

/**
 * DELETE /msg/clean: one of the caller's messages (id), or every one of that box. Copies of
 * notices are only marked deleted, so an 'All' notice is not handed out again.
 */
export const cleanBox = ({ type, id }: EndpointArgs<typeof MessagesApi.clean>) =>
  Effect.gen(function* () {
    const { uid } = yield* currentCaller
    yield* dbTransaction(async (tx) => {
      if (type === 'comment' || type === 'reply' || type === 'like') {
        const own = and(eq(msgInteraction.recipientId, uid), eq(msgInteraction.category, type))
        await tx.delete(msgInteraction).where(id === undefined ? own : and(own, eq(msgInteraction.id, id)))
        return
      }
      // Notices sent since the last read go too: Clean All empties what the box holds now.
      if (type === 'sys') await copyAllNotices(tx, uid)
      const own = and(eq(msgUserNotice.recipientId, uid), eq(msgUserNotice.box, type))
      const which = id === undefined ? own : and(own, eq(msgUserNotice.id, id))
      await tx.delete(msgUserNotice).where(and(which, sql`${msgUserNotice.noticeId} is null`))
      await tx.update(msgUserNotice).set({ deleted: true, state: true }).where(which)
    })
    return null
  })
