import { IntFromQuery, PagingQuery } from '@oj/sdk/server'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { Effect, Schema } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { userInfo } from '../accounts/users/tables.ts'
import { query, transact } from '../db/run.ts'
import { copyAllNotices } from './inbox.ts'
import { msgInteraction, msgNotice, msgUserNotice } from './tables.ts'

const INTERACTION_BOXES = ['comment', 'reply', 'like'] as const
const NOTICE_BOXES = ['sys', 'mine'] as const
export type InteractionBox = (typeof INTERACTION_BOXES)[number]
export type NoticeBox = (typeof NOTICE_BOXES)[number]
export type Box = InteractionBox | NoticeBox

/** Spec 2 §7: 6 per page for comment, reply and like; 8 for sys and mine. */
const DEFAULT_LIMIT: Record<Box, number> = { comment: 6, reply: 6, like: 6, sys: 8, mine: 8 }

export const BoxQuery = Schema.Struct(PagingQuery)
type BoxQuery = typeof BoxQuery.Type

const paging = (box: Box, input: BoxQuery) => {
  const current = input.currentPage ?? 1
  const size = input.limit ?? DEFAULT_LIMIT[box]
  return { current, size, offset: (current - 1) * size }
}

/** GET /msg/unread: the caller's unread counts per box. */
export const unreadCounts = Effect.gen(function* () {
  const { uid } = yield* currentCaller
  return yield* query(async (db) => {
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
    return yield* query(async (db) => {
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
      return { records, total: Number(total?.n ?? 0), current, size }
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
    return yield* query(async (db) => {
      if (box === 'sys') await copyAllNotices(db, uid)
      const [total] = await db.select({ n: count() }).from(msgUserNotice).where(mine)
      const records = await db
        .select({
          id: msgUserNotice.id,
          state: msgUserNotice.state,
          title: sql<string>`coalesce(${msgNotice.title}, ${msgUserNotice.title}, '')`,
          content: sql<string>`coalesce(${msgNotice.content}, ${msgUserNotice.content}, '')`,
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
      return { records, total: Number(total?.n ?? 0), current, size }
    })
  })

export const CleanQuery = Schema.Struct({
  type: Schema.Literals([...INTERACTION_BOXES, ...NOTICE_BOXES])
    .annotate({ message: 'messages.clean.badType' })
    .pipe(Schema.annotateKey({ messageMissingKey: 'messages.clean.badType' })),
  id: Schema.optional(IntFromQuery),
})

/**
 * DELETE /msg/clean: one of the caller's messages (id), or every one of that box. Copies of
 * notices are only marked deleted, so an 'All' notice is not handed out again.
 */
export const cleanBox = ({ type, id }: typeof CleanQuery.Type) =>
  Effect.gen(function* () {
    const { uid } = yield* currentCaller
    yield* transact(async (tx) => {
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
