import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core'

/** The module's tables live in the Postgres schema 'contests'. */
export const schema = pgSchema('contests')

export const note = schema.table('note', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  /** Other modules' rows are referred to by id only: the platform's user. */
  authorUid: text('author_uid').notNull(),
  author: text('author').notNull(),
  gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
})
