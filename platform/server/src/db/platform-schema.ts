import { pgSchema, timestamp } from 'drizzle-orm/pg-core'

/** The platform's own tables live in the Postgres schema `platform`. */
export const platform = pgSchema('platform')

/** HOJ's creation and modification times. */
export const created = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()
export const modified = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow()
