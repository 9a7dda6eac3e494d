import type { AdminAnnouncementQuery, AnnouncementInput } from '@oj/contests-contract'
import { dbTransaction, pageOf, pageOffset, refuse } from '@oj/sdk/server'
import { and, count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestAnnouncement } from '../tables.ts'
import { administered, theCaller } from './access.ts'
import { AdminErrors } from './errors.ts'

// A contest's announcements in the admin area (hidden ones too): list, add, edit, delete.

const iso = (at: Date | string) => new Date(at).toISOString()

/** GET /admin/contest/announcement: newest first. */
export const adminAnnouncements = (query: AdminAnnouncementQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const current = query.currentPage ?? 1
    const size = query.limit ?? 10
    return yield* dbTransaction(async (tx) => {
      await administered(tx, query.cid, caller)
      const where = eq(contestAnnouncement.cid, query.cid)
      const [total] = await tx.select({ n: count() }).from(contestAnnouncement).where(where)
      const rows = await tx
        .select()
        .from(contestAnnouncement)
        .where(where)
        .orderBy(desc(contestAnnouncement.id))
        .limit(size)
        .offset(pageOffset(current, size))
      const records = rows.map((a) => ({
        id: a.id,
        title: a.title,
        content: a.content,
        uid: a.uid,
        username: a.username,
        status: a.status,
        gmtCreate: iso(a.gmtCreate),
        gmtModified: iso(a.gmtModified),
      }))
      return pageOf(records, Number(total?.n ?? 0), current, size)
    })
  })

/** POST /admin/contest/announcement */
export const addAnnouncement = (input: AnnouncementInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      await administered(tx, input.cid, caller)
      await tx.insert(contestAnnouncement).values({
        cid: input.cid,
        title: input.announcement.title,
        content: input.announcement.content,
        status: input.announcement.status ?? 0,
        uid: caller.uid,
        username: caller.username,
      })
    })
    return null
  })

/** PUT /admin/contest/announcement: one of this contest's announcements. */
export const updateAnnouncement = (input: AnnouncementInput) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    const aid = input.announcement.id
    if (aid === undefined) return yield* Effect.fail(AdminErrors.announcementIdRequired())
    yield* dbTransaction(async (tx) => {
      await administered(tx, input.cid, caller)
      const updated = await tx
        .update(contestAnnouncement)
        .set({
          title: input.announcement.title,
          content: input.announcement.content,
          ...(input.announcement.status === undefined ? {} : { status: input.announcement.status }),
          gmtModified: new Date(),
        })
        .where(and(eq(contestAnnouncement.id, aid), eq(contestAnnouncement.cid, input.cid)))
        .returning({ id: contestAnnouncement.id })
      if (updated.length === 0) refuse(AdminErrors.announcementNotFound())
    })
    return null
  })

/**
 * DELETE /admin/contest/announcement: by its id; its contest's admins. A contest named with it must be
 * the announcement's (the contests.announcements slot names it, as HOJ's group call does).
 */
export const removeAnnouncement = ({
  aid,
  cid,
}: {
  readonly aid: number
  readonly cid?: number | undefined
}) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      const [row] = await tx
        .select({ cid: contestAnnouncement.cid })
        .from(contestAnnouncement)
        .where(eq(contestAnnouncement.id, aid))
      if (!row || (cid !== undefined && cid !== row.cid)) return refuse(AdminErrors.announcementNotFound())
      await administered(tx, row.cid, caller)
      await tx.delete(contestAnnouncement).where(eq(contestAnnouncement.id, aid))
    })
    return null
  })
