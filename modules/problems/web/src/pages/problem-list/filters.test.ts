import { describe, expect, it } from 'vitest'

import {
  apiQuery,
  DEFAULT_FILTERS,
  filtersFromSearch,
  searchFromFilters,
  toggleTag,
  withDifficulty,
  withKeyword,
  withLimit,
  withPage,
} from './filters.ts'
import { acRatePercent, difficultyColor } from './format.ts'

const read = (query: string) => filtersFromSearch(new URLSearchParams(query))

describe('URL query <-> filters', () => {
  it('reads every filter of the route', () => {
    expect(read('keyword=sum&difficulty=2&tagId=%5B3%2C5%5D&currentPage=4&limit=50')).toEqual({
      keyword: 'sum',
      difficulty: 2,
      tagIds: [3, 5],
      currentPage: 4,
      limit: 50,
    })
  })

  it('falls back to defaults for missing or malformed values', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS)
    expect(read('difficulty=&tagId=oops&currentPage=-1&limit=7')).toEqual(DEFAULT_FILTERS)
    expect(read('difficulty=3&currentPage=1.5&limit=abc')).toEqual(DEFAULT_FILTERS)
    expect(read('difficulty=0').difficulty).toBe(0)
    expect(read('tagId=4,2').tagIds).toEqual([4, 2])
    expect(read(`keyword=${'k'.repeat(150)}`).keyword).toHaveLength(100)
  })

  it('round-trips, leaving defaults out of the URL', () => {
    const filters = { keyword: 'a b', difficulty: 1 as const, tagIds: [7], currentPage: 2, limit: 15 }
    const search = searchFromFilters(filters)
    expect(search.get('tagId')).toBe('[7]')
    expect(filtersFromSearch(search)).toEqual(filters)
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('')
  })

  it('keeps parameters that are not filters', () => {
    const current = new URLSearchParams('l=en&keyword=old&currentPage=3')
    expect(searchFromFilters({ ...DEFAULT_FILTERS, difficulty: 0 }, current).toString()).toBe(
      'l=en&difficulty=0',
    )
  })

  it('builds the API query with tag ids as a comma list', () => {
    expect(apiQuery(DEFAULT_FILTERS)).toEqual({ currentPage: 1, limit: 30 })
    expect(apiQuery({ keyword: 'x', difficulty: 0, tagIds: [1, 2], currentPage: 3, limit: 10 })).toEqual({
      keyword: 'x',
      difficulty: 0,
      tagId: '1,2',
      currentPage: 3,
      limit: 10,
    })
  })

  it('goes back to page 1 whenever the filtering changes, not when paging', () => {
    const onPage3 = withPage(DEFAULT_FILTERS, 3)
    expect(withKeyword(onPage3, '  dp ')).toMatchObject({ keyword: 'dp', currentPage: 1 })
    expect(withDifficulty(onPage3, 2)).toMatchObject({ difficulty: 2, currentPage: 1 })
    expect(withLimit(onPage3, 100)).toMatchObject({ limit: 100, currentPage: 1 })
    const tagged = toggleTag(onPage3, 5)
    expect(tagged).toMatchObject({ tagIds: [5], currentPage: 1 })
    expect(toggleTag(tagged, 5).tagIds).toEqual([])
  })
})

describe('formatting', () => {
  it('gives the AC rate as a whole percent', () => {
    expect(acRatePercent(0, 0)).toBe(0)
    expect(acRatePercent(1, 3)).toBe(33)
    expect(acRatePercent(2, 3)).toBe(67)
    expect(acRatePercent(5, 5)).toBe(100)
  })

  it('gives each difficulty its colour', () => {
    expect([0, 1, 2].map(difficultyColor)).toEqual(['green', 'orange', 'red'])
  })
})
