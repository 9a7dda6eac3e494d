import type { Tag, TagsOfClassification } from '@oj/problems-contract'

/** Tags a classification popover shows per row (spec 1 §2). */
const TAGS_PER_ROW = 6

/** One button of the filter bar: a classification (null: the tags without one) and its tags. */
export interface TagGroup {
  /** A stable key: `c<id>` for a classification, `none` for the unclassified tags. */
  readonly key: string
  /** The classification's name; null for the unclassified group (the page names it). */
  readonly name: string | null
  readonly tags: ReadonlyArray<Tag>
}

/** The popover groups, in the server's order; empty classifications are left out. */
export function tagGroups(data: ReadonlyArray<TagsOfClassification>): ReadonlyArray<TagGroup> {
  return data
    .filter((g) => g.tagList.length > 0)
    .map((g) =>
      g.classification
        ? { key: `c${g.classification.id}`, name: g.classification.name, tags: g.tagList }
        : { key: 'none', name: null, tags: g.tagList },
    )
}

/** Splits a list into rows of `size` (the last row may be shorter). */
export function rowsOf<T>(items: ReadonlyArray<T>, size = TAGS_PER_ROW): ReadonlyArray<ReadonlyArray<T>> {
  const rows: Array<ReadonlyArray<T>> = []
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size))
  return rows
}

/** A chosen tag as its chip shows it; a tag id the groups do not know (a hand-edited URL) keeps its id. */
export interface ChosenTag {
  readonly id: number
  readonly name: string | null
  readonly color: string | null
}

/** The chips of the chosen tag ids, in the order they were chosen. */
export function chosenTags(
  groups: ReadonlyArray<TagGroup>,
  ids: ReadonlyArray<number>,
): ReadonlyArray<ChosenTag> {
  const known = new Map(groups.flatMap((g) => g.tags.map((t) => [t.id, t] as const)))
  return ids.map((id) => {
    const tag = known.get(id)
    return tag ? { id, name: tag.name, color: tag.color } : { id, name: null, color: null }
  })
}

/** How many of a group's tags are chosen (shown on its button). */
export const chosenIn = (group: TagGroup, ids: ReadonlyArray<number>): number =>
  group.tags.filter((t) => ids.includes(t.id)).length
