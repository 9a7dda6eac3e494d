import { CATEGORY_NAME_MAX_LENGTH, type CategoryInput } from '@oj/discussion-contract'
import { badRequest, dbQuery, dbTransaction, refuse } from '@oj/sdk/server'
import { asc, count, eq, inArray } from 'drizzle-orm'
import { Effect } from 'effect'

import { category, discussion } from './tables.ts'

// Discussion categories (spec 2 §3, §5): the super admin edits the whole list; a new entry has a name
// only. A category that discussions still use cannot be removed.

const view = (row: typeof category.$inferSelect) => ({
  id: row.id,
  name: row.name,
  gmtCreate: new Date(row.gmtCreate).toISOString(),
  gmtModified: new Date(row.gmtModified).toISOString(),
})

/** GET /discussion-category */
export const listCategories = () =>
  dbQuery(async (db) => {
    const rows = await db.select().from(category).orderBy(asc(category.position), asc(category.id))
    return rows.map(view)
  })

/** POST /discussion-category: stores the list as given, in its order; answers it. */
export const saveCategories = (entries: ReadonlyArray<CategoryInput>) =>
  Effect.gen(function* () {
    const names = entries.map((e) => e.name.trim())
    if (names.some((n) => n === ''))
      return yield* Effect.fail(badRequest('discussion.error.categoryName', 'A category needs a name'))
    if (names.some((n) => n.length > CATEGORY_NAME_MAX_LENGTH))
      return yield* Effect.fail(
        badRequest(
          'discussion.error.categoryNameTooLong',
          'A category name may have at most {max} characters',
          {
            max: CATEGORY_NAME_MAX_LENGTH,
          },
        ),
      )
    yield* dbTransaction(async (tx) => {
      const existing = new Set((await tx.select({ id: category.id }).from(category)).map((r) => r.id))
      const kept = new Set<number>()
      for (const [position, entry] of entries.entries()) {
        const name = names[position] as string
        if (entry.id !== undefined && entry.id !== null) {
          if (!existing.has(entry.id))
            refuse(badRequest('discussion.error.categoryNotFound', 'The category does not exist'))
          kept.add(entry.id)
          await tx
            .update(category)
            .set({ name, position, gmtModified: new Date() })
            .where(eq(category.id, entry.id))
        } else {
          await tx.insert(category).values({ name, position })
        }
      }
      const gone = [...existing].filter((id) => !kept.has(id))
      if (gone.length === 0) return
      const [used] = await tx
        .select({ n: count() })
        .from(discussion)
        .where(inArray(discussion.categoryId, gone))
      if ((used?.n ?? 0) > 0)
        refuse(
          badRequest(
            'discussion.error.categoryInUse',
            'A category that discussions still use cannot be removed',
          ),
        )
      await tx.delete(category).where(inArray(category.id, gone))
    })
    return yield* listCategories()
  })
