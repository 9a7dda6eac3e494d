import { bigint, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core'

import { platform } from '../db/platform-schema.ts'

/** Website settings (spec 1 §3 Website config), one row per key; absent keys take the defaults. */
export const siteConfig = platform.table('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row: a number every change of `site_config` moves (a trigger of the table, so that no writer
 * can forget it), which each server process reads to know its cached settings are current.
 */
export const siteConfigStamp = platform.table('site_config_stamp', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
