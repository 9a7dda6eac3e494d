import type { Tag, TagsOfClassification } from '@oj/problems-contract'
import { describe, expect, it } from 'vitest'

import { tag as fixtureTag } from '../../testing/fixtures.ts'
import { chosenIn, chosenTags, rowsOf, tagGroups } from './tag-groups.ts'

const tag = (id: number, tcid: number | null): Tag =>
  fixtureTag(id, `tag${id}`, id % 2 ? '#409eff' : null, tcid)
const classification = (id: number, name: string) => ({
  id,
  name,
  oj: 'ME',
  rank: id,
  gmtCreate: '2026-11-01T08:00:00.000Z',
  gmtModified: '2026-11-01T08:00:00.000Z',
})

const data: ReadonlyArray<TagsOfClassification> = [
  { classification: classification(1, 'Graphs'), tagList: [tag(1, 1), tag(2, 1)] },
  { classification: classification(2, 'Empty'), tagList: [] },
  { classification: null, tagList: [tag(9, null)] },
]

describe('tag groups', () => {
  it('keeps the server order, drops empty classifications and keys the unclassified group apart', () => {
    const groups = tagGroups(data)
    expect(groups.map((g) => [g.key, g.name, g.tags.map((t) => t.id)])).toEqual([
      ['c1', 'Graphs', [1, 2]],
      ['none', null, [9]],
    ])
  })

  it('puts six tags on a row', () => {
    const rows = rowsOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(rows.map((r) => r.length)).toEqual([6, 6, 1])
    expect(rows[2]).toEqual([13])
    expect(rowsOf([])).toEqual([])
  })

  it('names the chosen tags in the chosen order, keeping unknown ids removable', () => {
    const groups = tagGroups(data)
    expect(chosenTags(groups, [9, 42, 1])).toEqual([
      { id: 9, name: 'tag9', color: '#409eff' },
      { id: 42, name: null, color: null },
      { id: 1, name: 'tag1', color: '#409eff' },
    ])
  })

  it('counts the chosen tags of a group', () => {
    const [graphs, rest] = tagGroups(data)
    expect(chosenIn(graphs!, [2, 9, 1])).toBe(2)
    expect(chosenIn(rest!, [1])).toBe(0)
  })
})
