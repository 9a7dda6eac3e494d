import { integer, text, timestamp } from 'drizzle-orm/pg-core'

import { userInfo } from '../accounts/users/tables.ts'
import { platform } from '../db/platform-schema.ts'

/** The home page carousel's images: a re-encoded image in Files, by its sha256. */
export const homeCarousel = platform.table('home_carousel', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  hash: text('hash').notNull(),
  url: text('url').notNull(),
  uploaderId: text('uploader_id').references(() => userInfo.uuid, { onDelete: 'set null' }),
  gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
})
