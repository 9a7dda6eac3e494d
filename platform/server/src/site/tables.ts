import { jsonb, text, timestamp } from 'drizzle-orm/pg-core'

import { platform } from '../db/platform-schema.ts'

/** Website settings (spec 1 §3 Website config), one row per key; absent keys take the defaults. */
export const siteConfig = platform.table('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
})
