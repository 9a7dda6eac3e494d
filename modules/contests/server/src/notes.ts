import type { NewNote, NotesQuery } from '@oj/contests-contract'
import { dbQuery, dbTransaction, Errors, notFound, pageOf, refuse, RequestContext } from '@oj/sdk/server'
import { count, desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { note } from './tables.ts'

const view = (row: typeof note.$inferSelect) => ({
  id: row.id,
  title: row.title,
  author: row.author,
  gmtCreate: new Date(row.gmtCreate).toISOString(),
})

const noteNotFound = () => notFound('contests.error.noteNotFound', 'The note does not exist')

/** GET /contests/notes */
export const listNotes = ({ currentPage = 1, limit = 10 }: NotesQuery) =>
  dbQuery(async (db) => {
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(note)
        .orderBy(desc(note.id))
        .limit(limit)
        .offset((currentPage - 1) * limit),
      db.select({ n: count() }).from(note),
    ])
    return pageOf(rows.map(view), totals[0]?.n ?? 0, currentPage, limit)
  })

/** GET /contests/note */
export const oneNote = ({ id }: { readonly id: number }) =>
  dbQuery(async (db) => {
    const [row] = await db.select().from(note).where(eq(note.id, id))
    return row ? view(row) : refuse(noteNotFound())
  })

/** POST /contests/note */
export const addNote = (input: NewNote) =>
  Effect.gen(function* () {
    const { caller } = yield* RequestContext
    if (!caller) return yield* Effect.fail(Errors.loginFirst())
    return yield* dbTransaction(async (tx) => {
      const [row] = await tx
        .insert(note)
        .values({ title: input.title, authorUid: caller.uid, author: caller.username })
        .returning()
      return row ? view(row) : refuse(Errors.server())
    })
  })

/** npm start's demo data: one note, once. */
export const seedNotes = dbTransaction(async (tx) => {
  const [any] = await tx.select({ id: note.id }).from(note).limit(1)
  if (!any) await tx.insert(note).values({ title: 'Welcome to Contests', authorUid: 'demo', author: 'root' })
})
