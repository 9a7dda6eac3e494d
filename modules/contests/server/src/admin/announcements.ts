import type { AdminAnnouncementQuery, AnnouncementInput } from '@oj/contests-contract'
import { dbTransaction, pageOf, pageOffset, refuse } from '@oj/sdk/server'
import { and, count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestAnnouncement } from '../tables.ts'
import { administered, theCaller } from './access.ts'
import { AdminErrors } from './errors.ts'
import type { ContestGuard } from './problems.ts'

// A contest's announcements in the admin area (hidden ones too): list, add, edit, delete.

const iso = (at: Date | string) => new Date(at).toISOString()

/** GET /admin/contest/announcement: newest first. */
export const adminAnnouncements = (query: AdminAnnouncementQuery) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    return yield* announcementsGuarded(query, (tx, cid) => administered(tx, cid, caller))
  })

/** The contest's announcements once `guard` admits the caller (the admin area's rule or a group's). */
export const announcementsGuarded = (query: AdminAnnouncementQuery, guard: ContestGuard) =>
  Effect.gen(function* () {
    const current = query.currentPage ?? 1
    const size = query.limit ?? 10
    return yield* dbTransaction(async (tx) => {
      await guard(tx, query.cid)
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
    return yield* addAnnouncementGuarded(input, (tx, cid) => administered(tx, cid, caller))
  })

/** Adds the announcement, the caller its author, once `guard` admits them. */
export const addAnnouncementGuarded = (input: AnnouncementInput, guard: ContestGuard) =>
  Effect.gen(function* () {
    const caller = yield* theCaller
    yield* dbTransaction(async (tx) => {
      await guard(tx, input.cid)
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
    return yield* updateAnnouncementGuarded(input, (tx, cid) => administered(tx, cid, caller))
  })

/** Edits one of the contest's announcements once `guard` admits the caller. */
export const updateAnnouncementGuarded = (input: AnnouncementInput, guard: ContestGuard) =>
  Effect.gen(function* () {
    const aid = input.announcement.id
    if (aid === undefined) return yield* Effect.fail(AdminErrors.announcementIdRequired())
    yield* dbTransaction(async (tx) => {
      await guard(tx, input.cid)
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
    return yield* removeAnnouncementGuarded({ aid, cid }, (tx, id) => administered(tx, id, caller))
  })

/** Deletes the announcement (of `cid` when named) once `guard` admits the caller to its contest. */
export const removeAnnouncementGuarded = (
  { aid, cid }: { readonly aid: number; readonly cid?: number | undefined },
  guard: ContestGuard,
) =>
  Effect.gen(function* () {
    yield* dbTransaction(async (tx) => {
      const [row] = await tx
        .select({ cid: contestAnnouncement.cid })
        .from(contestAnnouncement)
        .where(eq(contestAnnouncement.id, aid))
      if (!row || (cid !== undefined && cid !== row.cid)) return refuse(AdminErrors.announcementNotFound())
      await guard(tx, row.cid)
      await tx.delete(contestAnnouncement).where(eq(contestAnnouncement.id, aid))
    })
    return null
  })
