import type { Tag, TagClassification, TagsOfClassification } from '@oj/problems-contract'
import { isRemoteOj, OWN_OJ } from '@oj/problems-contract'
import type { DbClient } from '@oj/sdk/server'
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'

import { tag, tagClassification } from './tables.ts'

/** The stored `oj` a filter means: a remote source as is, 'ME' for own ('Mine', 'ME'), none for 'All'. */
const tagOj = (oj: string | undefined, fallback: string | undefined): string | undefined => {
  if (oj === undefined) return fallback
  if (oj === 'All' || oj === 'ALL') return undefined
  return isRemoteOj(oj) ? oj : OWN_OJ
}

const iso = (at: Date | string) => new Date(at).toISOString()

/** A stored tag as HOJ's Tag (its classification is HOJ's `tcid`). */
export const tagView = (row: typeof tag.$inferSelect): Tag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  oj: row.oj,
  gid: row.gid,
  tcid: row.classificationId,
  gmtCreate: iso(row.gmtCreate),
  gmtModified: iso(row.gmtModified),
})

/** Public tags (not a group's), of one source when `oj` is given. */
export async function allTags(db: DbClient, oj: string | undefined): Promise<ReadonlyArray<Tag>> {
  const source = tagOj(oj, undefined)
  const rows = await db
    .select()
    .from(tag)
    .where(and(isNull(tag.gid), source ? eq(tag.oj, source) : undefined))
    .orderBy(asc(tag.id))
  return rows.map(tagView)
}

/**
 * Public tags grouped by classification (classifications in rank order); tags without one come last
 * under a null classification. Without `oj` the product's own tags are meant, as in HOJ.
 */
export async function tagsAndClassification(
  db: DbClient,
  oj: string | undefined,
): Promise<ReadonlyArray<TagsOfClassification>> {
  const source = tagOj(oj, OWN_OJ)
  const sourceOf = (column: typeof tag.oj | typeof tagClassification.oj): SQL | undefined =>
    source ? eq(column, source) : undefined
  const classifications: ReadonlyArray<TagClassification> = (
    await db
      .select()
      .from(tagClassification)
      .where(sourceOf(tagClassification.oj))
      .orderBy(asc(tagClassification.rank), asc(tagClassification.id))
  ).map((c) => ({ ...c, gmtCreate: iso(c.gmtCreate), gmtModified: iso(c.gmtModified) }))
  const tags = (
    await db
      .select()
      .from(tag)
      .where(and(isNull(tag.gid), sourceOf(tag.oj)))
      .orderBy(asc(tag.id))
  ).map(tagView)

  const groups: Array<TagsOfClassification> = classifications.map((c) => ({
    classification: c,
    tagList: tags.filter((t) => t.tcid === c.id),
  }))
  const known = new Set(classifications.map((c) => c.id))
  const rest = tags.filter((t) => t.tcid === null || !known.has(t.tcid))
  if (rest.length > 0) groups.push({ classification: null, tagList: rest })
  return groups
}
