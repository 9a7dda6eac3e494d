import {
  type Comment,
  COMMENT_MAX_LENGTH,
  type CommentInput,
  type CommentList,
  discussionUrl,
  REPLIES_SHOWN,
  type Reply,
} from '@oj/discussion-contract'
import type { PublicProfile } from '@oj/sdk'
import {
  badRequest,
  type Caller,
  dbQuery,
  dbTransaction,
  pageOf,
  refuse,
  RequestContext,
} from '@oj/sdk/server'
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestCommentAccess, face, isAdmin, Refusals, requireCaller, roleMark } from './access.ts'
import { profilesOf, seenDiscussion } from './discussions.ts'
import {
  ActionRules,
  firstLike,
  keepPostLimits,
  keepSolvedThreshold,
  limitAction,
  postLimits,
} from './limits.ts'
import { type AboutDiscussion, mentionMessages, send } from './notify.ts'
import { comment, commentLike, discussion, reply } from './tables.ts'

// The shared comment area (spec 2 §2): a discussion's comments (did) or a contest's (cid), newest first,
// 10 a page, each with its first 3 replies (oldest first) and the number of all; GET /reply gives the
// rest. Contest comments follow the contest's rules (the CommentScopes point): while it runs others'
// comments are hidden from contestants, who see their own and administrators'.

type CommentRow = typeof comment.$inferSelect
type ReplyRow = typeof reply.$inferSelect

/** Where comments are, and what the caller may do there. */
interface Place {
  /** The discussion, for a discussion's comments (messages go about it). */
  readonly about: (AboutDiscussion & { readonly authorUid: string }) | undefined
  readonly admin: boolean
  readonly ownOnly: boolean
  readonly canPost: boolean
}

const iso = (d: Date | string) => new Date(d).toISOString()

/**
 * A discussion's comments: as the discussion is seen (a group's only by those its owner lets see
 * the group's content, who post there too); its moderators delete any of them.
 */
const discussionPlace = (did: number) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    const { row, moderator } = yield* seenDiscussion(did)
    const place: Place = {
      about: { did, title: row.title, url: discussionUrl(did), authorUid: row.uid },
      admin: isAdmin(caller) || moderator,
      ownOnly: false,
      canPost: true,
    }
    return place
  })

const contestPlace = (cid: number) =>
  Effect.gen(function* () {
    const access = yield* contestCommentAccess(cid)
    const place: Place = { about: undefined, ...access }
    return place
  })

/** The place of a comment row. */
const placeOf = (row: CommentRow) =>
  row.did !== null ? discussionPlace(row.did) : contestPlace(row.cid ?? 0)

/** The place named by exactly one of cid and did. */
const namedPlace = (input: { readonly cid?: number | null; readonly did?: number | null }) => {
  const hasCid = input.cid !== undefined && input.cid !== null && input.cid !== 0
  const hasDid = input.did !== undefined && input.did !== null && input.did !== 0
  if (hasCid === hasDid) return Effect.fail(Refusals.oneScope())
  return hasDid ? discussionPlace(input.did as number) : contestPlace(input.cid as number)
}

/** Whether the caller sees a comment of this place (their own and administrators' always). */
const sees = (place: Place, row: { fromUid: string; fromRole: string }, caller: Caller | undefined) =>
  !place.ownOnly || place.admin || row.fromUid === caller?.uid || row.fromRole !== 'user'

/**
 * The same, as a condition on the comment or the reply table: a reply is seen by the rule of a
 * comment (while a contest runs, a contestant's reply under an administrator's comment is the
 * contestant's and the administrators' only).
 */
const seenWhere = (
  place: Place,
  caller: Caller | undefined,
  table: typeof comment | typeof reply = comment,
): SQL | undefined =>
  !place.ownOnly || place.admin
    ? undefined
    : or(ne(table.fromRole, 'user'), caller ? eq(table.fromUid, caller.uid) : sql`false`)

const replyView = (row: ReplyRow, profiles: ReadonlyMap<string, PublicProfile>): Reply => {
  const from = face(profiles.get(row.fromUid))
  return {
    id: row.id,
    commentId: row.commentId,
    fromUid: row.fromUid,
    fromName: row.fromName,
    fromAvatar: from.avatar,
    fromRole: row.fromRole,
    fromTitleName: from.titleName,
    fromTitleColor: from.titleColor,
    toUid: row.toUid,
    toName: row.toName,
    toAvatar: row.toUid ? face(profiles.get(row.toUid)).avatar : null,
    content: row.content,
    status: row.status,
    gmtCreate: iso(row.gmtCreate),
    gmtModified: iso(row.gmtModified),
  }
}

const commentView = (
  row: CommentRow,
  replies: ReadonlyArray<ReplyRow>,
  totalReplyNum: number,
  profiles: ReadonlyMap<string, PublicProfile>,
): Comment => {
  const from = face(profiles.get(row.fromUid))
  return {
    id: row.id,
    content: row.content,
    fromUid: row.fromUid,
    fromName: row.fromName,
    fromAvatar: from.avatar,
    fromRole: row.fromRole,
    fromTitleName: from.titleName,
    fromTitleColor: from.titleColor,
    likeNum: row.likeNum,
    totalReplyNum,
    gmtCreate: iso(row.gmtCreate),
    replyList: replies.map((r) => replyView(r, profiles)),
  }
}

const uidsOf = (comments: ReadonlyArray<CommentRow>, replies: ReadonlyArray<ReplyRow>) => [
  ...comments.map((c) => c.fromUid),
  ...replies.flatMap((r) => (r.toUid ? [r.fromUid, r.toUid] : [r.fromUid])),
]

/** GET /comments */
export const listComments = (query: {
  readonly cid?: number
  readonly did?: number
  readonly currentPage?: number
  readonly limit?: number
}) =>
  Effect.gen(function* () {
    const place = yield* namedPlace(query)
    const { caller } = yield* RequestContext
    const currentPage = query.currentPage ?? 1
    const limit = query.limit ?? 10
    const where = and(
      query.did !== undefined ? eq(comment.did, query.did) : eq(comment.cid, query.cid ?? 0),
      seenWhere(place, caller),
    )
    const { rows, total, replies, replyCounts, liked } = yield* dbQuery(async (db) => {
      const rows = await db
        .select()
        .from(comment)
        .where(where)
        .orderBy(desc(comment.id))
        .limit(limit)
        .offset((currentPage - 1) * limit)
      const [totals] = await db.select({ n: count() }).from(comment).where(where)
      const ids = rows.map((r) => r.id)
      const repliesSeen = seenWhere(place, caller, reply)
      const replies = new Map<number, Array<ReplyRow>>()
      for (const id of ids)
        replies.set(
          id,
          await db
            .select()
            .from(reply)
            .where(and(eq(reply.commentId, id), repliesSeen))
            .orderBy(asc(reply.id))
            .limit(REPLIES_SHOWN),
        )
      const counts =
        ids.length === 0
          ? []
          : await db
              .select({ id: reply.commentId, n: count() })
              .from(reply)
              .where(and(inArray(reply.commentId, ids), repliesSeen))
              .groupBy(reply.commentId)
      const liked =
        ids.length === 0 || !caller
          ? []
          : await db
              .select({ id: commentLike.commentId })
              .from(commentLike)
              .where(and(inArray(commentLike.commentId, ids), eq(commentLike.uid, caller.uid)))
      return {
        rows,
        total: totals?.n ?? 0,
        replies,
        replyCounts: new Map(counts.map((c) => [c.id, c.n])),
        liked: liked.map((l) => l.id),
      }
    })
    const profiles = yield* profilesOf(uidsOf(rows, [...replies.values()].flat()))
    const list: CommentList = {
      commentList: pageOf(
        rows.map((row) =>
          commentView(row, replies.get(row.id) ?? [], replyCounts.get(row.id) ?? 0, profiles),
        ),
        total,
        currentPage,
        limit,
      ),
      commentLikeMap: Object.fromEntries(liked.map((id) => [String(id), true])),
    }
    return list
  })

/** Content of a comment or reply: not blank, at most 10,000 characters (spec 2 §5). */
function checkContent(content: string | null | undefined) {
  const text = content ?? ''
  if (!text.trim()) return Effect.fail(badRequest('discussion.error.contentEmpty', 'Content cannot be empty'))
  if (text.length > COMMENT_MAX_LENGTH)
    return Effect.fail(
      badRequest('discussion.error.commentTooLong', 'A comment may have at most {max} characters', {
        max: COMMENT_MAX_LENGTH,
      }),
    )
  return Effect.succeed(text)
}

const postRefused = () => Refusals.noAccess()

/** POST /comment */
export const addComment = (input: CommentInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const content = yield* checkContent(input.content)
    const place = yield* namedPlace(input)
    if (!place.canPost) return yield* Effect.fail(postRefused())
    // outside contests (a discussion's comments), as HOJ: a contest's comments need no solved problems
    if (place.about && !isAdmin(caller) && !place.admin) yield* keepSolvedThreshold(caller, 'comment')
    const limits = yield* postLimits('comment')
    const row = yield* dbTransaction(async (tx) => {
      if (!isAdmin(caller) && !place.admin) await keepPostLimits(tx, caller.uid, 'comment', limits)
      const [inserted] = await tx
        .insert(comment)
        .values({
          cid: place.about ? null : (input.cid ?? null),
          did: place.about?.did ?? null,
          content,
          fromUid: caller.uid,
          fromName: caller.username,
          fromRole: roleMark(caller),
        })
        .returning()
      if (!inserted) return refuse(Refusals.commentNotFound())
      if (place.about)
        await tx
          .update(discussion)
          .set({ commentNum: sql`${discussion.commentNum} + 1` })
          .where(eq(discussion.id, place.about.did))
      return inserted
    })
    if (place.about) {
      const author = place.about.authorUid
      const mentions = yield* mentionMessages(content, caller.uid, [author], {
        quoteId: row.id,
        quoteType: 'Comment',
        quoteContent: content,
      })
      yield* send(place.about, [
        { category: 'comment', recipientUid: author, senderUid: caller.uid, sourceContent: content },
        ...mentions,
      ])
    }
    const profiles = yield* profilesOf([caller.uid])
    return commentView(row, [], 0, profiles)
  })

const findComment = (id: number) =>
  dbQuery(async (db) => {
    const [row] = await db.select().from(comment).where(eq(comment.id, id))
    return row ?? refuse(Refusals.commentNotFound())
  })

/** A comment the caller can see, with its place. */
const seenComment = (id: number) =>
  Effect.gen(function* () {
    const row = yield* findComment(id)
    const place = yield* placeOf(row)
    const { caller } = yield* RequestContext
    if (!sees(place, row, caller)) return yield* Effect.fail(Refusals.commentNotFound())
    return { row, place }
  })

/** DELETE /comment: its author or an administrator; its replies go with it. */
export const removeComment = ({ id }: { readonly id: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { row, place } = yield* seenComment(id)
    if (row.fromUid !== caller.uid && !place.admin) return yield* Effect.fail(Refusals.notYours())
    yield* dbTransaction(async (tx) => {
      const [replies] = await tx.select({ n: count() }).from(reply).where(eq(reply.commentId, id))
      const removed = await tx.delete(comment).where(eq(comment.id, id)).returning({ id: comment.id })
      if (removed.length === 0) refuse(Refusals.commentNotFound())
      if (row.did !== null)
        await tx
          .update(discussion)
          .set({ commentNum: sql`greatest(${discussion.commentNum} - ${1 + (replies?.n ?? 0)}, 0)` })
          .where(eq(discussion.id, row.did))
    })
    return null
  })

/**
 * GET /comment-like: `cid` is the comment's id (HOJ's name). Toggles are limited per user; the
 * author is told of the first like of each liker only.
 */
export const likeComment = ({ cid: id, toLike }: { readonly cid: number; readonly toLike: boolean }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* limitAction(ActionRules.likes, caller.uid)
    const { row, place } = yield* seenComment(id)
    const added = yield* dbTransaction(async (tx) => {
      if (toLike) {
        const inserted = await tx
          .insert(commentLike)
          .values({ commentId: id, uid: caller.uid })
          .onConflictDoNothing()
          .returning({ id: commentLike.id })
        if (inserted.length === 0) return false
        await tx
          .update(comment)
          .set({ likeNum: sql`${comment.likeNum} + 1` })
          .where(eq(comment.id, id))
        return firstLike(tx, 'comment', id, caller.uid)
      }
      const removed = await tx
        .delete(commentLike)
        .where(and(eq(commentLike.commentId, id), eq(commentLike.uid, caller.uid)))
        .returning({ id: commentLike.id })
      if (removed.length > 0)
        await tx
          .update(comment)
          .set({ likeNum: sql`greatest(${comment.likeNum} - 1, 0)` })
          .where(eq(comment.id, id))
      return false
    })
    if (added && place.about)
      yield* send(place.about, [
        {
          category: 'like',
          recipientUid: row.fromUid,
          senderUid: caller.uid,
          sourceContent: place.about.title,
          quoteId: row.id,
          quoteType: 'Comment',
          quoteContent: row.content,
        },
      ])
    return null
  })

/** GET /reply: every reply the caller can see of a comment they can see. */
export const listReplies = ({ commentId }: { readonly commentId: number }) =>
  Effect.gen(function* () {
    const { place } = yield* seenComment(commentId)
    const { caller } = yield* RequestContext
    const rows = yield* dbQuery((db) =>
      db
        .select()
        .from(reply)
        .where(and(eq(reply.commentId, commentId), seenWhere(place, caller, reply)))
        .orderBy(asc(reply.id)),
    )
    const profiles = yield* profilesOf(uidsOf([], rows))
    return rows.map((r) => replyView(r, profiles))
  })

interface ReplyInputShape {
  readonly reply: {
    readonly commentId: number
    readonly content?: string | null | undefined
    readonly toUid?: string | null | undefined
  }
  readonly quoteId?: number | null | undefined
  readonly quoteType?: string | null | undefined
}

/**
 * POST /reply. The reply goes to the comment's author, or to the author of one of its replies
 * (`toUid`); anyone else named there is ignored. The message quotes the comment or the reply answered.
 */
export const addReply = (input: ReplyInputShape) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const content = yield* checkContent(input.reply.content)
    const { row: parent, place } = yield* seenComment(input.reply.commentId)
    if (!place.canPost) return yield* Effect.fail(postRefused())
    // outside contests (a discussion's comments), as HOJ: a contest's comments need no solved problems
    if (place.about && !isAdmin(caller) && !place.admin) yield* keepSolvedThreshold(caller, 'comment')
    const limits = yield* postLimits('comment')
    const { inserted, quoted } = yield* dbTransaction(async (tx) => {
      if (!isAdmin(caller) && !place.admin) await keepPostLimits(tx, caller.uid, 'comment', limits)
      let to = { uid: parent.fromUid, name: parent.fromName }
      let quoted: ReplyRow | undefined
      // Only replies the caller sees may be quoted or answered.
      const seen = seenWhere(place, caller, reply)
      if (input.quoteType === 'Reply' && input.quoteId) {
        ;[quoted] = await tx
          .select()
          .from(reply)
          .where(and(eq(reply.id, input.quoteId), eq(reply.commentId, parent.id), seen))
      }
      const toUid = input.reply.toUid
      if (toUid && toUid !== parent.fromUid) {
        const [author] =
          quoted?.fromUid === toUid
            ? [quoted]
            : await tx
                .select()
                .from(reply)
                .where(and(eq(reply.commentId, parent.id), eq(reply.fromUid, toUid), seen))
                .limit(1)
        if (author) to = { uid: author.fromUid, name: author.fromName }
      }
      const [inserted] = await tx
        .insert(reply)
        .values({
          commentId: parent.id,
          fromUid: caller.uid,
          fromName: caller.username,
          fromRole: roleMark(caller),
          toUid: to.uid,
          toName: to.name,
          content,
        })
        .returning()
      if (!inserted) return refuse(Refusals.replyNotFound())
      if (parent.did !== null)
        await tx
          .update(discussion)
          .set({ commentNum: sql`${discussion.commentNum} + 1` })
          .where(eq(discussion.id, parent.did))
      return { inserted, quoted }
    })
    if (place.about) {
      const quote = quoted
        ? { quoteId: quoted.id, quoteType: 'Reply', quoteContent: quoted.content }
        : { quoteId: parent.id, quoteType: 'Comment', quoteContent: parent.content }
      const recipient = inserted.toUid ?? parent.fromUid
      const mentions = yield* mentionMessages(content, caller.uid, [recipient], quote)
      yield* send(place.about, [
        {
          category: 'reply',
          recipientUid: recipient,
          senderUid: caller.uid,
          sourceContent: content,
          ...quote,
        },
        ...mentions,
      ])
    }
    const profiles = yield* profilesOf(uidsOf([], [inserted]))
    return replyView(inserted, profiles)
  })

/** DELETE /reply: its author or an administrator. */
export const removeReply = (input: { readonly reply: { readonly id: number } }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const [row] = yield* dbQuery((db) => db.select().from(reply).where(eq(reply.id, input.reply.id)))
    if (!row) return yield* Effect.fail(Refusals.replyNotFound())
    const { row: parent, place } = yield* seenComment(row.commentId)
    if (!sees(place, row, caller)) return yield* Effect.fail(Refusals.replyNotFound())
    if (row.fromUid !== caller.uid && !place.admin) return yield* Effect.fail(Refusals.notYours())
    yield* dbTransaction(async (tx) => {
      const removed = await tx.delete(reply).where(eq(reply.id, row.id)).returning({ id: reply.id })
      if (removed.length === 0) refuse(Refusals.replyNotFound())
      if (parent.did !== null)
        await tx
          .update(discussion)
          .set({ commentNum: sql`greatest(${discussion.commentNum} - 1, 0)` })
          .where(eq(discussion.id, parent.did))
    })
    return null
  })
