import {
  type AnnouncementListQuery,
  AnnouncementStatus,
  type CreateAnnouncementInput,
  DEFAULT_LIMIT,
  type GroupAnnouncementPage,
  type UpdateAnnouncementInput,
} from '@oj/groups-contract'
import {
  type DbClient,
  dbQuery,
  dbTransaction,
  mayManageScoped,
  pageOf,
  pageOffset,
  refuse,
} from '@oj/sdk/server'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { Effect } from 'effect'

import { adminOf, isGroupAdmin, isGroupRoot, memberOf, type Standing } from './access.ts'
import { GroupErrors } from './errors.ts'
import { requireCaller } from './groups.ts'
import { announcement } from './tables.ts'

// A group's announcements (spec 3 §2.2, §2.6, §6): members read the visible ones; admins post; the
// author or the group's root change and delete them.

const iso = (at: Date | string) => new Date(at).toISOString()

async function page(db: DbClient, query: AnnouncementListQuery, only: SQL | undefined) {
  const current = query.currentPage ?? 1
  const size = query.limit ?? DEFAULT_LIMIT
  const where = and(eq(announcement.gid, query.gid), only)
  const [total] = await db.select({ n: count() }).from(announcement).where(where)
  const rows = await db
    .select()
    .from(announcement)
    .where(where)
    .orderBy(desc(announcement.id))
    .limit(size)
    .offset(pageOffset(current, size))
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      uid: r.uid,
      username: r.username,
      status: r.status,
      gmtCreate: iso(r.gmtCreate),
      gmtModified: iso(r.gmtModified),
    })),
    total?.n ?? 0,
    current,
    size,
  ) as GroupAnnouncementPage
}

/** GET /group/get-announcement-list: the visible ones, for members. */
export const announcementList = (query: AnnouncementListQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery(async (db) => {
      await memberOf(db, query.gid, caller)
      return page(db, query, eq(announcement.status, AnnouncementStatus.visible))
    })
  })

/** GET /group/get-admin-announcement-list: every one, for admins. */
export const adminAnnouncementList = (query: AnnouncementListQuery) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    return yield* dbQuery(async (db) => {
      await adminOf(db, query.gid, caller)
      return page(db, query, undefined)
    })
  })

/** POST /group/announcement: the group's admins. */
export const createAnnouncement = (input: CreateAnnouncementInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      await adminOf(tx, input.gid, caller)
      await tx.insert(announcement).values({
        gid: input.gid,
        title: input.title,
        content: input.content,
        status: input.status ?? AnnouncementStatus.visible,
        uid: caller.uid,
        username: caller.username,
      })
    })
    return null
  })

/** The announcement and the caller's standing in its group, when they may change it (its author, the root). */
const managed = async (db: DbClient, aid: number, caller: Parameters<typeof adminOf>[2]) => {
  const [row] = await db.select().from(announcement).where(eq(announcement.id, aid))
  if (!row) return refuse(GroupErrors.announcementNotFound())
  const s: Standing = await adminOf(db, row.gid, caller)
  const role = { exists: true, see: true, admin: isGroupAdmin(s), root: isGroupRoot(s), problemPrefix: '' }
  if (!mayManageScoped(role, caller, { uid: row.uid })) refuse(GroupErrors.noPermission())
  return row
}

/** PUT /group/announcement */
export const updateAnnouncement = (input: UpdateAnnouncementInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const row = await managed(tx, input.id, caller)
      await tx
        .update(announcement)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.content !== undefined ? { content: input.content } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          gmtModified: new Date(),
        })
        .where(eq(announcement.id, row.id))
    })
    return null
  })

/** DELETE /group/announcement */
export const removeAnnouncement = (query: { readonly aid: number }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    yield* dbTransaction(async (tx) => {
      const row = await managed(tx, query.aid, caller)
      await tx.delete(announcement).where(eq(announcement.id, row.id))
    })
    return null
  })
