import {
  CONTENT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  type Discussion,
  type DiscussionDetail,
  type DiscussionInput,
  type DiscussionListQuery,
  discussionUrl,
  REPORT_LABELS,
  REPORT_REASON_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@oj/discussion-contract'
import type { PublicProfile } from '@oj/sdk'
import {
  type ApiError,
  badRequest,
  type Caller,
  type DbClient,
  dbQuery,
  dbTransaction,
  Errors,
  notFound,
  pageOf,
  refuse,
  RequestContext,
  type ScopeRole,
  scopeRole,
  Users,
} from '@oj/sdk/server'
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { Effect } from 'effect'

import { face, isAdmin, Refusals, requireCaller, requireSwitch, roleMark, SCOPE } from './access.ts'
import {
  ActionRules,
  firstLike,
  keepPostLimits,
  keepSolvedThreshold,
  limitAction,
  postLimits,
} from './limits.ts'
import { mentionMessages, send } from './notify.ts'
import { category, discussion, discussionLike, discussionReport } from './tables.ts'

export type Row = typeof discussion.$inferSelect

const iso = (d: Date | string) => new Date(d).toISOString()

/** The profiles of these users; a failed lookup shows no avatars rather than failing the page. */
export const profilesOf = (uids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    return yield* (yield* Users)
      .profiles(uids)
      .pipe(
        Effect.catchCause((cause) =>
          Effect.logError('discussion: profile lookup failed', cause).pipe(
            Effect.as(new Map<string, PublicProfile>()),
          ),
        ),
      )
  })

const listView = (row: Row, profile: PublicProfile | undefined): Discussion => ({
  id: row.id,
  categoryId: row.categoryId,
  title: row.title,
  description: row.description,
  content: null,
  pid: row.pid,
  uid: row.uid,
  author: row.author,
  avatar: face(profile).avatar,
  role: row.role,
  viewNum: row.viewNum,
  likeNum: row.likeNum,
  commentNum: row.commentNum,
  topPriority: row.topPriority,
  status: row.status,
  gid: row.gid,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

/** `%` and `_` of a keyword taken literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A discussion the caller may see, with their standing in its group (undefined: a public one). */
interface SeenDiscussion {
  readonly row: Row
  readonly role: ScopeRole | undefined
  /** The caller moderates it: an administrator for a public one; for a group's, a group admin. */
  readonly moderator: boolean
}

/**
 * A discussion the caller may see. A public one while openPublicDiscussion is on; a group's (gid)
 * while openGroupDiscussion is on and only for those its scope owner lets see the group's content:
 * to others it answers as missing, whichever call asks (detail, comments, likes, reports). Hidden
 * ones (status 1) only for their author and those who moderate them; others answer as missing.
 */
export const seenDiscussion = (did: number) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    const [row] = yield* dbQuery((db) => db.select().from(discussion).where(eq(discussion.id, did)))
    if (!row || row.gid === null) {
      yield* requireSwitch('openPublicDiscussion')
      if (!row) return yield* Effect.fail(Refusals.discussionNotFound())
      const moderator = isAdmin(caller)
      if (row.status !== 0 && !moderator && row.uid !== caller?.uid)
        return yield* Effect.fail(Refusals.discussionNotFound())
      const seen: SeenDiscussion = { row, role: undefined, moderator }
      return seen
    }
    yield* requireSwitch('openGroupDiscussion')
    const role = yield* scopeRole(SCOPE, row.gid, caller)
    if (!role.see) return yield* Effect.fail(Refusals.discussionNotFound())
    if (row.status !== 0 && !role.admin && row.uid !== caller?.uid)
      return yield* Effect.fail(Refusals.discussionNotFound())
    const seen: SeenDiscussion = { row, role, moderator: role.admin }
    return seen
  })

/** The discussion, still there (inside a transaction, after `seenDiscussion` let the caller see it). */
export async function existingDiscussion(db: DbClient, did: number): Promise<Row> {
  const [row] = await db.select().from(discussion).where(eq(discussion.id, did))
  return row ?? refuse(Refusals.discussionNotFound())
}

/**
 * One page of the discussions `where` picks, pinned first then newest, with their authors' faces:
 * the public list, the admin area's and a group's.
 */
export const discussionPage = (where: SQL | undefined, currentPage: number, limit: number) =>
  Effect.gen(function* () {
    const [rows, totals] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select()
          .from(discussion)
          .where(where)
          .orderBy(desc(discussion.topPriority), desc(discussion.id))
          .limit(limit)
          .offset((currentPage - 1) * limit),
        db.select({ n: count() }).from(discussion).where(where),
      ]),
    )
    const profiles = yield* profilesOf(rows.map((r) => r.uid))
    return pageOf(
      rows.map((row): Discussion => listView(row, profiles.get(row.uid))),
      totals[0]?.n ?? 0,
      currentPage,
      limit,
    )
  })

/** GET /get-discussion-list */
export const listDiscussions = (query: DiscussionListQuery) =>
  Effect.gen(function* () {
    yield* requireSwitch('openPublicDiscussion')
    const { caller } = yield* RequestContext
    if (query.onlyMine && !caller) return yield* Effect.fail(Errors.loginFirst())
    const currentPage = query.currentPage ?? 1
    const limit = query.limit ?? 10
    // a group's discussions are the group's: never in the public list, the admin area's included
    const where: Array<SQL | undefined> = [isNull(discussion.gid)]
    if (!(query.admin && isAdmin(caller))) where.push(eq(discussion.status, 0))
    if (query.cid !== undefined) where.push(eq(discussion.categoryId, query.cid))
    if (query.pid !== undefined) where.push(eq(discussion.pid, query.pid.trim()))
    if (query.onlyMine && caller) where.push(eq(discussion.uid, caller.uid))
    const keyword = query.keyword?.trim()
    if (keyword) {
      const pattern = likePattern(keyword)
      where.push(
        or(
          ilike(discussion.title, pattern),
          ilike(discussion.description, pattern),
          ilike(discussion.author, pattern),
        ),
      )
    }
    return yield* discussionPage(and(...where), currentPage, limit)
  })

/** GET /get-discussion-detail: counts a view. */
export const discussionDetail = ({ did }: { readonly did: number }) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    yield* seenDiscussion(did)
    const { row, categoryName, liked } = yield* dbTransaction(async (tx) => {
      const found = await existingDiscussion(tx, did)
      const [updated] = await tx
        .update(discussion)
        .set({ viewNum: sql`${discussion.viewNum} + 1` })
        .where(eq(discussion.id, did))
        .returning()
      const [cat] = await tx
        .select({ name: category.name })
        .from(category)
        .where(eq(category.id, found.categoryId))
      const like = caller
        ? await tx
            .select({ id: discussionLike.id })
            .from(discussionLike)
            .where(and(eq(discussionLike.did, did), eq(discussionLike.uid, caller.uid)))
        : []
      return { row: updated ?? found, categoryName: cat?.name ?? null, liked: like.length > 0 }
    })
    const profiles = yield* profilesOf([row.uid])
    const who = face(profiles.get(row.uid))
    const detail: DiscussionDetail = {
      ...listView(row, profiles.get(row.uid)),
      content: row.content,
      categoryName,
      titleName: who.titleName,
      titleColor: who.titleColor,
      hasLike: liked,
    }
    return detail
  })

export const required = (field: string) =>
  badRequest('discussion.error.required', `{field} is required`, { field })
export const tooLong = (field: string, max: number) =>
  badRequest('discussion.error.tooLong', `{field} Can not exceed {max}`, { field, max })

/** Spec 2 §5's checks, in its order: title, description, category, content. */
export const checkPost = (input: DiscussionInput, creating: boolean) =>
  Effect.try({ try: () => checkPostFields(input, creating), catch: (error) => error as ApiError })

function checkPostFields(input: DiscussionInput, creating: boolean) {
  const title = input.title?.trim() ?? ''
  const description = input.description?.trim() ?? ''
  const content = input.content ?? ''
  if (!title) refuse(required('title'))
  if (title.length > TITLE_MAX_LENGTH) refuse(tooLong('title', TITLE_MAX_LENGTH))
  if (!description) refuse(required('description'))
  if (description.length > DESCRIPTION_MAX_LENGTH) refuse(tooLong('description', DESCRIPTION_MAX_LENGTH))
  if (creating && (input.categoryId === undefined || input.categoryId === null)) refuse(required('category'))
  if (!content.trim()) refuse(required('content'))
  if (content.length > CONTENT_MAX_LENGTH) refuse(tooLong('content', CONTENT_MAX_LENGTH))
  return { title, description, content }
}

/** A problem's discussion's title starts with the problem's id in brackets (spec 2 §5). */
export const withProblemId = (title: string, pid: string | null) =>
  pid && !title.startsWith(`[${pid}]`) ? `[${pid}] ${title}` : title

/** Where a new discussion goes and as whom: the public's (gid null) or a group's. */
interface Placing {
  readonly gid: number | null
  /** The role mark shown beside its author. */
  readonly role: 'root' | 'admin' | 'user'
  /** Whether the poster may pin it at once (an admin of the site, or of the group). */
  readonly mayPin: boolean
}

/**
 * Posts a discussion whose fields `checkPost` passed: the problem's id in its title, the solved
 * threshold and post limits for others than the site's admins, the mentions told.
 */
export const postDiscussion = (
  input: DiscussionInput,
  caller: Caller,
  checked: { readonly title: string; readonly description: string; readonly content: string },
  placing: Placing,
) =>
  Effect.gen(function* () {
    const pid = input.pid?.trim() || null
    if (pid && pid.length > 100) return yield* Effect.fail(tooLong('pid', 100))
    const title = withProblemId(checked.title, pid)
    if (title.length > TITLE_MAX_LENGTH) return yield* Effect.fail(tooLong('title', TITLE_MAX_LENGTH))
    if (!isAdmin(caller)) yield* keepSolvedThreshold(caller, 'discussion')
    const limits = yield* postLimits('discussion')
    const row = yield* dbTransaction(async (tx) => {
      const [cat] = await tx
        .select({ id: category.id })
        .from(category)
        .where(eq(category.id, input.categoryId ?? 0))
      if (!cat) refuse(Refusals.categoryNotFound())
      if (!isAdmin(caller)) await keepPostLimits(tx, caller.uid, 'discussion', limits)
      const [inserted] = await tx
        .insert(discussion)
        .values({
          categoryId: input.categoryId ?? 0,
          title,
          description: checked.description,
          content: checked.content,
          pid,
          gid: placing.gid,
          uid: caller.uid,
          author: caller.username,
          role: placing.role,
          topPriority: placing.mayPin && input.topPriority === true,
        })
        .returning()
      return inserted ?? refuse(Refusals.discussionNotFound())
    })
    const mentions = yield* mentionMessages(checked.content, caller.uid, [])
    yield* send({ did: row.id, title: row.title, url: discussionUrl(row.id) }, mentions)
    const profiles = yield* profilesOf([row.uid])
    return listView(row, profiles.get(row.uid))
  })

/** POST /discussion */
export const addDiscussion = (input: DiscussionInput) =>
  Effect.gen(function* () {
    yield* requireSwitch('openPublicDiscussion')
    const caller = yield* requireCaller
    const checked = yield* checkPost(input, true)
    return yield* postDiscussion(input, caller, checked, {
      gid: null,
      role: roleMark(caller),
      mayPin: isAdmin(caller),
    })
  })

/** PUT /discussion: the author edits title, description and content (the category stays); admins pin. */
export const updateDiscussion = (input: DiscussionInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    if (input.id === undefined || input.id === null) {
      yield* requireSwitch('openPublicDiscussion')
      return yield* Effect.fail(required('id'))
    }
    const id = input.id
    const checked = yield* checkPost(input, false)
    yield* seenDiscussion(id)
    yield* dbTransaction(async (tx) => {
      const row = await existingDiscussion(tx, id)
      if (row.uid !== caller.uid) refuse(Refusals.notYours())
      const title = withProblemId(checked.title, row.pid)
      if (title.length > TITLE_MAX_LENGTH) refuse(tooLong('title', TITLE_MAX_LENGTH))
      await tx
        .update(discussion)
        .set({
          title,
          description: checked.description,
          content: checked.content,
          ...(isAdmin(caller) && typeof input.topPriority === 'boolean'
            ? { topPriority: input.topPriority }
            : {}),
          gmtModified: new Date(),
        })
        .where(eq(discussion.id, id))
    })
    return null
  })

/** DELETE /discussion: its author or an administrator. */
export const removeDiscussion = ({ did }: { readonly did: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const { moderator } = yield* seenDiscussion(did)
    yield* dbTransaction(async (tx) => {
      const row = await existingDiscussion(tx, did)
      if (row.uid !== caller.uid && !moderator && !isAdmin(caller)) refuse(Refusals.notYours())
      await tx.delete(discussion).where(eq(discussion.id, did))
    })
    return null
  })

/**
 * GET /discussion-like: likes once, or takes the like back (toggles limited per user); the author
 * is told of the first like of each liker only.
 */
export const likeDiscussion = ({ did, toLike }: { readonly did: number; readonly toLike: boolean }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* seenDiscussion(did)
    yield* limitAction(ActionRules.likes, caller.uid)
    const { row, added } = yield* dbTransaction(async (tx) => {
      const found = await existingDiscussion(tx, did)
      if (toLike) {
        const inserted = await tx
          .insert(discussionLike)
          .values({ did, uid: caller.uid })
          .onConflictDoNothing()
          .returning({ id: discussionLike.id })
        if (inserted.length === 0) return { row: found, added: false }
        await tx
          .update(discussion)
          .set({ likeNum: sql`${discussion.likeNum} + 1` })
          .where(eq(discussion.id, did))
        return { row: found, added: await firstLike(tx, 'discussion', did, caller.uid) }
      }
      const removed = await tx
        .delete(discussionLike)
        .where(and(eq(discussionLike.did, did), eq(discussionLike.uid, caller.uid)))
        .returning({ id: discussionLike.id })
      if (removed.length > 0)
        await tx
          .update(discussion)
          .set({ likeNum: sql`greatest(${discussion.likeNum} - 1, 0)` })
          .where(eq(discussion.id, did))
      return { row: found, added: false }
    })
    if (added)
      yield* send({ did, title: row.title, url: discussionUrl(did) }, [
        { category: 'like', recipientUid: row.uid, senderUid: caller.uid, sourceContent: row.description },
      ])
    return null
  })

/** Longest report content: the labels' marks and the reason. */
const REPORT_CONTENT_MAX = REPORT_REASON_MAX_LENGTH + REPORT_LABELS.length * 24

/** POST /discussion-report: the caller reports a discussion they can see (a few an hour). */
export const reportDiscussion = (input: {
  readonly did: number
  readonly content?: string | null | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* seenDiscussion(input.did)
    const content = input.content?.trim() ?? ''
    if (!content)
      return yield* Effect.fail(
        badRequest('discussion.error.reportEmpty', 'The report label and reason cannot be empty'),
      )
    if (content.length > REPORT_CONTENT_MAX)
      return yield* Effect.fail(tooLong('reason', REPORT_REASON_MAX_LENGTH))
    yield* limitAction(ActionRules.reports, caller.uid)
    yield* dbTransaction(async (tx) => {
      await existingDiscussion(tx, input.did)
      await tx
        .insert(discussionReport)
        .values({ did: input.did, reporterUid: caller.uid, reporter: caller.username, content })
    })
    return null
  })

// ---------------------------------------------------------------------------------------------
// The admin area
// ---------------------------------------------------------------------------------------------

/** DELETE /admin/discussion */
export const adminRemove = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    yield* dbTransaction((tx) => tx.delete(discussion).where(inArray(discussion.id, [...ids])))
    return null
  })

/** PUT /admin/discussion: pin (topPriority) or hide (status 1) a discussion. */
export const adminUpdate = (input: DiscussionInput) =>
  Effect.gen(function* () {
    if (input.id === undefined || input.id === null) return yield* Effect.fail(required('id'))
    const id = input.id
    if (input.status !== undefined && input.status !== null && input.status !== 0 && input.status !== 1)
      return yield* Effect.fail(
        badRequest('discussion.error.badStatus', 'The status is 0 (shown) or 1 (hidden)'),
      )
    yield* dbTransaction(async (tx) => {
      const changed = await tx
        .update(discussion)
        .set({
          ...(typeof input.topPriority === 'boolean' ? { topPriority: input.topPriority } : {}),
          ...(typeof input.status === 'number' ? { status: input.status } : {}),
          gmtModified: new Date(),
        })
        .where(eq(discussion.id, id))
        .returning({ id: discussion.id })
      if (changed.length === 0) refuse(Refusals.discussionNotFound())
    })
    return null
  })

/** GET /admin/discussion-report */
export const listReports = ({ currentPage = 1, limit = 10 }: { currentPage?: number; limit?: number }) =>
  dbQuery(async (db) => {
    const [rows, totals] = await Promise.all([
      db
        .select({
          report: discussionReport,
          title: discussion.title,
          author: discussion.author,
          gid: discussion.gid,
        })
        .from(discussionReport)
        .leftJoin(discussion, eq(discussion.id, discussionReport.did))
        .orderBy(desc(discussionReport.id))
        .limit(limit)
        .offset((currentPage - 1) * limit),
      db.select({ n: count() }).from(discussionReport),
    ])
    return pageOf(
      rows.map(({ report, title, author, gid }) => ({
        id: report.id,
        did: report.did,
        gid,
        discussionTitle: title,
        discussionAuthor: author,
        reporter: report.reporter,
        content: report.content,
        status: report.status,
        gmtCreate: iso(report.gmtCreate),
        gmtModified: iso(report.gmtModified),
      })),
      totals[0]?.n ?? 0,
      currentPage,
      limit,
    )
  })

/** PUT /admin/discussion-report */
export const updateReport = ({ id, status }: { readonly id: number; readonly status: boolean }) =>
  Effect.gen(function* () {
    yield* dbTransaction(async (tx) => {
      const changed = await tx
        .update(discussionReport)
        .set({ status, gmtModified: new Date() })
        .where(eq(discussionReport.id, id))
        .returning({ id: discussionReport.id })
      if (changed.length === 0)
        refuse(notFound('discussion.error.reportNotFound', 'The report does not exist'))
    })
    return null
  })
