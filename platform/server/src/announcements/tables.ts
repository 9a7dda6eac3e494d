import { index, integer, text, timestamp } from 'drizzle-orm/pg-core'

import { userInfo } from '../accounts/users/tables.ts'
import { platform } from '../db/platform-schema.ts'

/** Site announcements shown on the home page (HOJ announcement). `status` 0 = shown, 1 = hidden. */
export const announcement = platform.table(
  'announcement',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    authorId: text('author_id').references(() => userInfo.uuid, { onDelete: 'set null' }),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
    gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcement_status_idx').on(t.status, t.gmtCreate)],
)
