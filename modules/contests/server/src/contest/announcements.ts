import type { AnnouncementQuery, UnreadAnnouncementInput } from '@oj/contests-contract'
import { dbQuery, Errors, pageOf, RequestContext } from '@oj/sdk/server'
import { and, count, desc, eq, notInArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { contestAnnouncement } from '../tables.ts'
import { contestAdmin, enterContest, findContest } from './access.ts'

const iso = (at: Date | string) => new Date(at).toISOString()

const insideContest = (cid: number) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    const row = yield* findContest(cid, caller)
    yield* enterContest(row, caller)
    // Hidden announcements (status 1, set in the admin area) are for the contest's admins only.
    const shown = (yield* contestAdmin(caller, row)) ? undefined : eq(contestAnnouncement.status, 0)
    return { row, shown }
  })

/** GET /get-contest-announcement: newest first. */
export const contestAnnouncements = (query: AnnouncementQuery) =>
  Effect.gen(function* () {
    const { row, shown } = yield* insideContest(query.cid)
    const limit = query.limit ?? 10
    const current = query.currentPage ?? 1
    const [rows, totals] = yield* dbQuery((db) =>
      Promise.all([
        db
          .select()
          .from(contestAnnouncement)
          .where(and(eq(contestAnnouncement.cid, row.id), shown))
          .orderBy(desc(contestAnnouncement.id))
          .limit(limit)
          .offset((current - 1) * limit),
        db
          .select({ n: count() })
          .from(contestAnnouncement)
          .where(and(eq(contestAnnouncement.cid, row.id), shown)),
      ]),
    )
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
    return pageOf(records, Number(totals[0]?.n ?? 0), current, limit)
  })

/** POST /get-contest-not-read-announcement: those not in the caller's read list, newest first. */
export const unreadAnnouncements = (input: UnreadAnnouncementInput) =>
  Effect.gen(function* () {
    const { row, shown } = yield* insideContest(input.cid)
    const read = input.readAnnouncementList ?? []
    const rows = yield* dbQuery((db) =>
      db
        .select()
        .from(contestAnnouncement)
        .where(
          and(
            eq(contestAnnouncement.cid, row.id),
            shown,
            read.length ? notInArray(contestAnnouncement.id, [...read]) : undefined,
          ),
        )
        .orderBy(desc(contestAnnouncement.id)),
    )
    return rows.map((a) => ({
      id: a.id,
      title: a.title,
      content: a.content,
      uid: a.uid,
      status: a.status,
      gid: null,
      gmtCreate: iso(a.gmtCreate),
      gmtModified: iso(a.gmtModified),
    }))
  })
