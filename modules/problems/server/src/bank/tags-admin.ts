import type { ClassificationInput, TagClassification, TagInput } from '@oj/problems-contract'
import { isRemoteOj, OWN_OJ } from '@oj/problems-contract'
import { badRequest, type DbClient, dbQuery, dbTransaction, notFound } from '@oj/sdk/server'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'

import { tag, tagClassification } from '../tables.ts'
import { tagView } from '../tags.ts'

// The tag admin (HOJ's AdminTagController, root and problem admins): tags with their colour and
// classification, and the classifications in rank order. Names are unique per source (and group):
// a second one is a 400 saying so, never the database's conflict.

const sourceOf = (oj: string | undefined) => (oj && isRemoteOj(oj.toUpperCase()) ? oj.toUpperCase() : OWN_OJ)
const iso = (at: Date | string) => new Date(at).toISOString()

const tagNotFound = () => notFound('problems.error.tagNotFound', 'The tag does not exist')
const classificationNotFound = () =>
  notFound('problems.error.classificationNotFound', 'The tag classification does not exist')
const tagExists = (name: string) =>
  badRequest('problems.error.tagExists', `The tag ${name} already exists`, { name })
const classificationExists = (name: string) =>
  badRequest('problems.error.classificationExists', `The tag classification ${name} already exists`, { name })

const classificationView = (row: typeof tagClassification.$inferSelect): TagClassification => ({
  id: row.id,
  name: row.name,
  oj: row.oj,
  rank: row.rank,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

async function checkClassification(db: DbClient, tcid: number | undefined): Promise<number | null> {
  if (tcid === undefined || tcid === 0) return null
  const [row] = await db
    .select({ id: tagClassification.id })
    .from(tagClassification)
    .where(eq(tagClassification.id, tcid))
  if (!row) throw classificationNotFound()
  return row.id
}

async function tagNameTaken(db: DbClient, name: string, oj: string, gid: number | null, except?: number) {
  const [clash] = await db
    .select({ id: tag.id })
    .from(tag)
    .where(
      and(
        eq(tag.name, name),
        eq(tag.oj, oj),
        gid === null ? isNull(tag.gid) : eq(tag.gid, gid),
        except === undefined ? undefined : ne(tag.id, except),
      ),
    )
  return clash !== undefined
}

/** POST /admin/tag */
export const addTag = (input: TagInput) =>
  dbTransaction(async (tx) => {
    if (input.name === '') throw badRequest('problems.error.tagNameRequired', 'The tag name is required')
    const oj = sourceOf(input.oj)
    const gid = input.gid ?? null
    if (await tagNameTaken(tx, input.name, oj, gid)) throw tagExists(input.name)
    const classificationId = await checkClassification(tx, input.tcid)
    const [row] = await tx
      .insert(tag)
      .values({ name: input.name, color: input.color || null, oj, gid, classificationId })
      .returning()
    if (!row) throw tagNotFound()
    return tagView(row)
  })

/** PUT /admin/tag */
export const updateTag = (input: TagInput) =>
  dbTransaction(async (tx) => {
    if (input.id === undefined)
      throw badRequest('problems.error.tagToUpdate', 'The tag to update is missing (id)')
    const [row] = await tx.select().from(tag).where(eq(tag.id, input.id))
    if (!row) throw tagNotFound()
    if (input.name === '') throw badRequest('problems.error.tagNameRequired', 'The tag name is required')
    const oj = input.oj === undefined ? row.oj : sourceOf(input.oj)
    if (await tagNameTaken(tx, input.name, oj, row.gid, row.id)) throw tagExists(input.name)
    await tx
      .update(tag)
      .set({
        name: input.name,
        oj,
        ...(input.color === undefined ? {} : { color: input.color || null }),
        ...(input.tcid === undefined ? {} : { classificationId: await checkClassification(tx, input.tcid) }),
        gmtModified: new Date(),
      })
      .where(eq(tag.id, row.id))
    return null
  })

/** DELETE /admin/tag: its problems lose it (problem_tag cascades). */
export const deleteTag = ({ tid }: { readonly tid: number }) =>
  dbTransaction(async (tx) => {
    const gone = await tx.delete(tag).where(eq(tag.id, tid)).returning({ id: tag.id })
    if (gone.length === 0) throw tagNotFound()
    return null
  })

/** GET /admin/tag/classification: of one source ('ME' by default), in rank order. */
export const classifications = ({ oj }: { readonly oj?: string | undefined }) =>
  dbQuery(async (db) => {
    const all = oj !== undefined && oj.toUpperCase() === 'ALL'
    const rows = await db
      .select()
      .from(tagClassification)
      .where(all ? undefined : eq(tagClassification.oj, sourceOf(oj)))
      .orderBy(asc(tagClassification.rank), asc(tagClassification.id))
    return rows.map(classificationView)
  })

async function classificationTaken(db: DbClient, name: string, oj: string, except?: number) {
  const [clash] = await db
    .select({ id: tagClassification.id })
    .from(tagClassification)
    .where(
      and(
        eq(tagClassification.name, name),
        eq(tagClassification.oj, oj),
        except === undefined ? undefined : ne(tagClassification.id, except),
      ),
    )
  return clash !== undefined
}

/** POST /admin/tag/classification */
export const addClassification = (input: ClassificationInput) =>
  dbTransaction(async (tx) => {
    if (input.name === '')
      throw badRequest('problems.error.classificationNameRequired', 'The classification name is required')
    const oj = sourceOf(input.oj)
    if (await classificationTaken(tx, input.name, oj)) throw classificationExists(input.name)
    const [row] = await tx
      .insert(tagClassification)
      .values({ name: input.name, oj, rank: input.rank ?? 0 })
      .returning()
    if (!row) throw classificationNotFound()
    return classificationView(row)
  })

/** PUT /admin/tag/classification */
export const updateClassification = (input: ClassificationInput) =>
  dbTransaction(async (tx) => {
    if (input.id === undefined)
      throw badRequest(
        'problems.error.classificationToUpdate',
        'The classification to update is missing (id)',
      )
    const [row] = await tx.select().from(tagClassification).where(eq(tagClassification.id, input.id))
    if (!row) throw classificationNotFound()
    if (input.name === '')
      throw badRequest('problems.error.classificationNameRequired', 'The classification name is required')
    const oj = input.oj === undefined ? row.oj : sourceOf(input.oj)
    if (await classificationTaken(tx, input.name, oj, row.id)) throw classificationExists(input.name)
    await tx
      .update(tagClassification)
      .set({
        name: input.name,
        oj,
        ...(input.rank === undefined ? {} : { rank: input.rank }),
        gmtModified: new Date(),
      })
      .where(eq(tagClassification.id, row.id))
    return null
  })

/** DELETE /admin/tag/classification: its tags stay, without a classification. */
export const deleteClassification = ({ tcid }: { readonly tcid: number }) =>
  dbTransaction(async (tx) => {
    const gone = await tx
      .delete(tagClassification)
      .where(eq(tagClassification.id, tcid))
      .returning({ id: tagClassification.id })
    if (gone.length === 0) throw classificationNotFound()
    return null
  })
