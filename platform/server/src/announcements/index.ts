import type { EndpointArgs } from '@oj/sdk'
import { AnnouncementsApi } from '@oj/sdk/api'
import { dbQuery, defineServerModule, Errors, pageOf } from '@oj/sdk/server'
import { count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { userInfo } from '../accounts/users/tables.ts'
import { announcementsMessages } from './messages.ts'
import { seedAnnouncements } from './seed.ts'
import { announcement } from './tables.ts'

const columns = {
  id: announcement.id,
  title: announcement.title,
  content: announcement.content,
  status: announcement.status,
  uid: announcement.authorId,
  username: userInfo.username,
  gmtCreate: announcement.gmtCreate,
  gmtModified: announcement.gmtModified,
}

/** A page, newest first: every announcement, or (for the home page) the shown ones only. */
const page = (input: EndpointArgs<typeof AnnouncementsApi.shown>, shownOnly: boolean) =>
  Effect.gen(function* () {
    const current = input.currentPage ?? 1
    const size = input.limit ?? 10
    const filter = shownOnly ? eq(announcement.status, 0) : undefined
    return yield* dbQuery(async (db) => {
      const [total] = await db.select({ n: count() }).from(announcement).where(filter)
      const rows = await db
        .select(columns)
        .from(announcement)
        .leftJoin(userInfo, eq(userInfo.uuid, announcement.authorId))
        .where(filter)
        .orderBy(desc(announcement.gmtCreate), desc(announcement.id))
        .limit(size)
        .offset((current - 1) * size)
      const records = rows.map((r) => ({
        ...r,
        gmtCreate: r.gmtCreate.toISOString(),
        gmtModified: r.gmtModified.toISOString(),
      }))
      return pageOf(records, Number(total?.n ?? 0), current, size)
    })
  })

/** POST /admin/announcement: the API surface asks for the root role as well as the permission. */
const create = (input: EndpointArgs<typeof AnnouncementsApi.add>) =>
  Effect.gen(function* () {
    const caller = yield* currentCaller
    if (!caller.roles.includes('root')) return yield* Errors.noPermission()
    const [row] = yield* dbQuery((db) =>
      db
        .insert(announcement)
        .values({
          title: input.title,
          content: input.content,
          status: input.status ?? 0,
          authorId: caller.uid,
        })
        .returning({ id: announcement.id }),
    )
    if (!row) return yield* Errors.server()
    return { id: row.id }
  })

const change = (input: EndpointArgs<typeof AnnouncementsApi.change>) =>
  Effect.gen(function* () {
    const changed = yield* dbQuery((db) =>
      db
        .update(announcement)
        .set({
          title: input.title,
          content: input.content,
          ...(input.status === undefined ? {} : { status: input.status }),
          gmtModified: new Date(),
        })
        .where(eq(announcement.id, input.id))
        .returning({ id: announcement.id }),
    )
    if (changed.length === 0) return yield* Errors.notFound()
    return null
  })

const remove = ({ aid }: EndpointArgs<typeof AnnouncementsApi.remove>) =>
  Effect.gen(function* () {
    const deleted = yield* dbQuery((db) =>
      db.delete(announcement).where(eq(announcement.id, aid)).returning({ id: announcement.id }),
    )
    if (deleted.length === 0) return yield* Errors.notFound()
    return null
  })

const admin = { perms: ['announcement_admin'] } as const

/** The built-in announcements plugin: the home page's announcements and their admin calls. */
export const announcementsModule = defineServerModule({
  id: 'announcements',
  requires: [],
  messages: announcementsMessages,
  seedDemo: seedAnnouncements,
  routes: (api) => {
    api.handle(AnnouncementsApi.shown, { auth: 'anon', handler: (input) => page(input, true) })
    api.handle(AnnouncementsApi.all, { auth: admin, handler: (input) => page(input, false) })
    api.handle(AnnouncementsApi.add, { auth: admin, handler: create })
    api.handle(AnnouncementsApi.change, { auth: admin, handler: change })
    api.handle(AnnouncementsApi.remove, { auth: admin, handler: remove })
  },
})
