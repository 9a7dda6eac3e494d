import { Errors, IntFromQuery, PagingQuery } from '@oj/sdk/server'
import { defineServerModule } from '@oj/sdk/server'
import { count, desc, eq } from 'drizzle-orm'
import { Effect, Schema } from 'effect'

import { currentCaller } from '../accounts/caller.ts'
import { userInfo } from '../accounts/users/tables.ts'
import { query } from '../db/run.ts'
import { CONTENT_MAX, RequiredText, TITLE_MAX } from './fields.ts'
import { announcementsMessages } from './messages.ts'
import { seedAnnouncements } from './seed.ts'
import { announcement } from './tables.ts'

const Status = Schema.Literals([0, 1]).annotate({ message: 'announcements.status.invalid' })
const Fields = {
  title: RequiredText('announcements.title.required', TITLE_MAX, 'announcements.title.tooLong'),
  content: RequiredText('announcements.content.required', CONTENT_MAX, 'announcements.content.tooLong'),
  status: Schema.optional(Status),
}
const NewAnnouncement = Schema.Struct(Fields)
const ChangedAnnouncement = Schema.Struct({ id: IntFromQuery, ...Fields })
const AnnouncementId = Schema.Struct({ aid: IntFromQuery })
const AnnouncementPage = Schema.Struct(PagingQuery)

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
const page = (input: typeof AnnouncementPage.Type, shownOnly: boolean) =>
  Effect.gen(function* () {
    const current = input.currentPage ?? 1
    const size = input.limit ?? 10
    const filter = shownOnly ? eq(announcement.status, 0) : undefined
    return yield* query(async (db) => {
      const [total] = await db.select({ n: count() }).from(announcement).where(filter)
      const records = await db
        .select(columns)
        .from(announcement)
        .leftJoin(userInfo, eq(userInfo.uuid, announcement.authorId))
        .where(filter)
        .orderBy(desc(announcement.gmtCreate), desc(announcement.id))
        .limit(size)
        .offset((current - 1) * size)
      return { records, total: Number(total?.n ?? 0), current, size }
    })
  })

/** POST /admin/announcement: the API surface asks for the root role as well as the permission. */
const create = (input: typeof NewAnnouncement.Type) =>
  Effect.gen(function* () {
    const caller = yield* currentCaller
    if (!caller.roles.includes('root')) return yield* Errors.noPermission()
    const [row] = yield* query((db) =>
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
    return { id: row?.id }
  })

const change = (input: typeof ChangedAnnouncement.Type) =>
  Effect.gen(function* () {
    const changed = yield* query((db) =>
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

const remove = ({ aid }: typeof AnnouncementId.Type) =>
  Effect.gen(function* () {
    const deleted = yield* query((db) =>
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
    api.get('/get-common-announcement', {
      auth: 'anon',
      input: AnnouncementPage,
      handler: (input) => page(input, true),
    })
    api.get('/admin/announcement', { auth: admin, input: AnnouncementPage, handler: (i) => page(i, false) })
    api.post('/admin/announcement', { auth: admin, input: NewAnnouncement, handler: create })
    api.put('/admin/announcement', { auth: admin, input: ChangedAnnouncement, handler: change })
    api.delete('/admin/announcement', { auth: admin, input: AnnouncementId, handler: remove })
  },
})
