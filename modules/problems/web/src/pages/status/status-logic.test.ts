import { describe, expect, it } from 'vitest'

import {
  DEFAULT_STATUS_FILTERS,
  searchFromStatusFilters,
  statusFiltersFromSearch,
  submissionListQuery,
  withOnlyMine,
  withProblemID,
  withStatus,
  withStatusPage,
  withUsername,
} from './filters.ts'
import { formatLength, formatMemory, formatScore, formatTime } from './format.ts'
import { inProgressIds, isInProgress, mergeStatuses } from './polling.ts'

const read = (query: string) => statusFiltersFromSearch(new URLSearchParams(query))

describe('units (spec 1 §9)', () => {
  it('shows memory in KB, MB and GB by powers of 1024', () => {
    expect(formatMemory(0)).toBe('0 KB')
    expect(formatMemory(1023)).toBe('1023 KB')
    expect(formatMemory(1024)).toBe('1 MB')
    expect(formatMemory(1536)).toBe('1.5 MB')
    expect(formatMemory(262_144)).toBe('256 MB')
    expect(formatMemory(1024 * 1024)).toBe('1 GB')
    expect(formatMemory(3 * 1024 * 1024 + 1024 * 512)).toBe('3.5 GB')
    expect(formatMemory(1025)).toBe('1 MB')
  })

  it('shows time in ms and length in B; missing values as a dash', () => {
    expect(formatTime(15)).toBe('15 ms')
    expect(formatLength(205)).toBe('205 B')
    expect(formatScore(0)).toBe('0')
    for (const f of [formatMemory, formatTime, formatLength, formatScore]) {
      expect(f(null)).toBe('-')
      expect(f(undefined)).toBe('-')
    }
    expect(formatMemory(-1)).toBe('-')
  })
})

describe('submission list filters <-> URL', () => {
  it('reads every filter of /status', () => {
    expect(read('username=alice&status=0&problemID=P1000&currentPage=3')).toEqual({
      onlyMine: false,
      status: 0,
      problemID: 'P1000',
      username: 'alice',
      currentPage: 3,
    })
    expect(read('status=-1').status).toBe(-1)
  })

  it('falls back to defaults for missing or malformed values', () => {
    expect(read('')).toEqual(DEFAULT_STATUS_FILTERS)
    expect(read('status=99&currentPage=0&onlyMine=yes')).toEqual(DEFAULT_STATUS_FILTERS)
    expect(read('status=abc&currentPage=-2')).toEqual(DEFAULT_STATUS_FILTERS)
    expect(read('status=&currentPage=1.5')).toEqual(DEFAULT_STATUS_FILTERS)
    expect(read(`username=${'u'.repeat(300)}`).username).toHaveLength(100)
  })

  it('drops the author when only-mine is on', () => {
    expect(read('onlyMine=true&username=bob')).toMatchObject({ onlyMine: true, username: '' })
  })

  it('round-trips, leaving defaults out and keeping other parameters', () => {
    const filters = { onlyMine: false, status: 0, problemID: 'A 1', username: 'bob', currentPage: 2 }
    const search = searchFromStatusFilters(filters)
    expect(statusFiltersFromSearch(search)).toEqual(filters)
    expect(searchFromStatusFilters(DEFAULT_STATUS_FILTERS).toString()).toBe('')
    const current = new URLSearchParams('l=en&username=old&currentPage=4')
    expect(searchFromStatusFilters({ ...DEFAULT_STATUS_FILTERS, onlyMine: true }, current).toString()).toBe(
      'l=en&onlyMine=true',
    )
  })

  it('builds the API query with the page size of 15', () => {
    expect(submissionListQuery(DEFAULT_STATUS_FILTERS)).toEqual({
      currentPage: 1,
      limit: 15,
      onlyMine: false,
    })
    expect(
      submissionListQuery({ onlyMine: false, status: -2, problemID: 'P1', username: 'a', currentPage: 2 }),
    ).toEqual({ currentPage: 2, limit: 15, onlyMine: false, status: -2, problemID: 'P1', username: 'a' })
    expect(submissionListQuery({ ...DEFAULT_STATUS_FILTERS, onlyMine: true, username: 'x' })).toEqual({
      currentPage: 1,
      limit: 15,
      onlyMine: true,
    })
  })

  it('only-mine clears the author and ignores author edits; filtering goes back to page 1', () => {
    const onPage3 = withStatusPage({ ...DEFAULT_STATUS_FILTERS, username: 'bob' }, 3)
    const mine = withOnlyMine(onPage3, true)
    expect(mine).toMatchObject({ onlyMine: true, username: '', currentPage: 1 })
    expect(withUsername(mine, 'carol')).toBe(mine)
    expect(withOnlyMine(mine, false)).toMatchObject({ onlyMine: false, username: '' })
    expect(withUsername(onPage3, '  carol ')).toMatchObject({ username: 'carol', currentPage: 1 })
    expect(withStatus(onPage3, 0)).toMatchObject({ status: 0, currentPage: 1 })
    expect(withProblemID(onPage3, ' P1 ')).toMatchObject({ problemID: 'P1', currentPage: 1 })
    expect(withStatusPage(onPage3, 5).currentPage).toBe(5)
  })
})

describe('polling of in-progress rows', () => {
  const row = (submitId: number, status: number) => ({
    submitId,
    status,
    score: null,
    time: null,
    memory: null,
  })

  it('polls Pending, Compiling, Judging and Submitting only', () => {
    expect([5, 6, 7, 9].every(isInProgress)).toBe(true)
    expect([-4, -2, -1, 0, 1, 8, 10].some(isInProgress)).toBe(false)
    expect(inProgressIds([row(1, 0), row(2, 7), row(3, 5), row(4, -1)])).toEqual([2, 3])
  })

  it('merges fresh statuses into the polled rows and leaves the others', () => {
    const rows = [
      { ...row(1, 7), title: 'A' },
      { ...row(2, 0), title: 'B' },
    ]
    const merged = mergeStatuses(rows, { '1': { status: 0, score: 100, time: 12, memory: 2048 } })
    expect(merged[0]).toEqual({ submitId: 1, status: 0, score: 100, time: 12, memory: 2048, title: 'A' })
    expect(merged[1]).toBe(rows[1])
  })
})
