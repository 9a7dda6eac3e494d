// The problem list's tag filters: a classification's popover (six tags a row) and the chosen-tag chips,
// then the whole filter bar, live, in the toolbar's language.
import './problem-list.css'

import type { Tag as ProblemTag } from '@oj/problems-contract'
import { useState } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import { tag } from '../../testing/fixtures.ts'
import { FilterBar } from './filter-bar.tsx'
import { DEFAULT_FILTERS, type ListFilters, toggleTag, withoutTags } from './filters.ts'
import { TagClassificationPopover } from './tag-classification-popover.tsx'
import { TagFilterChips } from './tag-filter-chips.tsx'
import { chosenTags, type TagGroup } from './tag-groups.ts'

const COLORS = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', null, '#7f8c8d'] as const
const tags = (tcid: number | null, from: number, names: ReadonlyArray<string>) =>
  names.map((name, i): ProblemTag => tag(from + i, name, COLORS[i % COLORS.length] ?? null, tcid))

const groups: ReadonlyArray<TagGroup> = [
  {
    key: 'c1',
    name: 'Algorithms',
    tags: tags(1, 1, [
      'Greedy',
      'Dynamic Programming',
      'Binary Search',
      'Divide and Conquer',
      'Backtracking',
      'Two Pointers',
      'Sorting',
      'Prefix Sums',
      'Bit Manipulation',
      'Simulation',
      'Brute Force',
      'Randomized',
      'Meet in the Middle',
    ]),
  },
  {
    key: 'c2',
    name: 'Graphs',
    tags: tags(2, 20, ['BFS', 'DFS', 'Shortest Paths', 'Minimum Spanning Tree', 'Topological Sort']),
  },
  {
    key: 'c3',
    name: 'Data Structures',
    tags: tags(3, 30, ['Segment Tree', 'Fenwick Tree', 'Union-Find', 'Heap']),
  },
  { key: 'none', name: null, tags: tags(null, 40, ['Classic', 'Ad Hoc']) },
]

const meta = {
  title: 'problems/Tag filters',
  component: TagClassificationPopover,
  decorators: [withModule()],
  args: { group: groups[0]!, chosen: [2, 7], onToggle: () => {} },
} satisfies Meta<typeof TagClassificationPopover>
export default meta
type Story = StoryObj<typeof meta>

/** Thirteen tags: two full rows of six and one more; two of them chosen. */
export const ClassificationPopover: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ minHeight: 320 }}>
      <TagClassificationPopover {...args} />
    </div>
  ),
}

/** The tags no classification holds, under their own button. */
export const UnclassifiedPopover: Story = {
  args: { group: groups[3]!, chosen: [], defaultOpen: true },
  render: (args) => (
    <div style={{ minHeight: 160 }}>
      <TagClassificationPopover {...args} />
    </div>
  ),
}

/** Chosen tags as chips; the last one is an id the tag list does not know (a hand-edited URL). */
function ChipsDemo() {
  const [ids, setIds] = useState<ReadonlyArray<number>>([2, 22, 31, 40, 999])
  return (
    <TagFilterChips
      tags={chosenTags(groups, ids)}
      onRemove={(id) => setIds((now) => now.filter((t) => t !== id))}
      onClear={() => setIds([])}
    />
  )
}
export const FilterChips: Story = { render: () => <ChipsDemo /> }

/** The whole filter bar: choosing in a popover adds a chip, removing a chip unchooses the tag. */
function FilterBarDemo() {
  const [filters, setFilters] = useState<ListFilters>({ ...DEFAULT_FILTERS, tagIds: [1, 21] })
  return (
    <div className="oj-problems-page" style={{ minHeight: 360 }}>
      <FilterBar
        filters={filters}
        groups={groups}
        onKeyword={(keyword) => setFilters((f) => ({ ...f, keyword }))}
        onDifficulty={(difficulty) => setFilters((f) => ({ ...f, difficulty }))}
        onToggleTag={(id) => setFilters((f) => toggleTag(f, id))}
        onClearTags={() => setFilters((f) => withoutTags(f))}
        onReset={() => setFilters(DEFAULT_FILTERS)}
      />
    </div>
  )
}
export const FilterBarLive: Story = { render: () => <FilterBarDemo /> }
