/** Demo tag classifications in display order, each with its tags and their chip colours. */
export const demoClassifications: ReadonlyArray<{
  readonly name: string
  readonly tags: ReadonlyArray<readonly [name: string, color: string]>
}> = [
  {
    name: 'Basics',
    tags: [
      ['Simulation', '#409EFF'],
      ['Math', '#67C23A'],
      ['Sorting', '#E6A23C'],
      ['Brute Force', '#909399'],
    ],
  },
  {
    name: 'Algorithms',
    tags: [
      ['Greedy', '#F56C6C'],
      ['DP', '#9B59B6'],
      ['Graph', '#1ABC9C'],
      ['Binary Search', '#2E86DE'],
      ['String', '#D35400'],
    ],
  },
  {
    name: 'Data structures',
    tags: [
      ['Stack', '#16A085'],
      ['Queue', '#8E44AD'],
      ['Heap', '#C0392B'],
      ['Union-Find', '#27AE60'],
      ['Fenwick Tree', '#2C3E50'],
    ],
  },
]

/** A tag outside every classification, so the "unclassified" group has something in it. */
export const demoUnclassifiedTags: ReadonlyArray<readonly [name: string, color: string]> = [
  ['Classic', '#7F8C8D'],
]
