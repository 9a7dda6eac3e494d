import { integer, pgSchema, text } from 'drizzle-orm/pg-core'

/** The tables that `sample/` creates, for the tests. */
const sample = pgSchema('sample')
export const notes = sample.table('notes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  body: text('body').notNull(),
  author: text('author').notNull().default('anonymous'),
})

export const sampleJournal = { id: 'sample', folder: new URL('./sample', import.meta.url).pathname }
export const brokenJournal = { id: 'broken', folder: new URL('./broken', import.meta.url).pathname }
