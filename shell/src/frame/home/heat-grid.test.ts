import { describe, expect, it } from 'vitest'

import { heatGrid, heatGridDays, heatLevel } from './heat-grid.ts'
import { acRate } from './user-stats.ts'

describe('heatLevel', () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [6, 1],
    [7, 2],
    [9, 2],
    [10, 3],
    [12, 3],
    [13, 4],
    [400, 4],
  ])('%i submissions is level %i', (count, level) => expect(heatLevel(count)).toBe(level))
})

describe('heatGridDays', () => {
  it.each([
    // 2025-06-07 is a Saturday: no day left in the week, the full 14 weeks.
    ['2025-06-07', 98],
    // Sunday: six days left.
    ['2025-06-01', 92],
    // Wednesday: three days left.
    ['2025-06-04', 95],
  ])('ends on %s with %i days', (end, days) => expect(heatGridDays(end)).toBe(days))

  it('is empty for a date that does not exist', () => {
    expect(heatGridDays('2025-02-30')).toBe(0)
    expect(heatGrid('nonsense', [{ date: '2025-01-01', count: 3 }])).toEqual([])
  })
})

describe('heatGrid', () => {
  const end = '2025-06-04'
  const cells = heatGrid(end, [
    { date: '2025-06-04', count: 13 },
    { date: '2025-05-31', count: 5 },
    { date: '2025-03-01', count: 50 },
  ])

  it('starts on a Sunday and ends on the end date', () => {
    expect(cells).toHaveLength(95)
    expect(cells[0]).toMatchObject({ date: '2025-03-02', weekday: 0 })
    expect(cells.at(-1)).toMatchObject({ date: end, weekday: 3, count: 13, level: 4 })
  })

  it('fills days without submissions with 0 and leaves out days before the grid', () => {
    expect(cells.find((c) => c.date === '2025-05-31')).toMatchObject({ count: 5, level: 1, weekday: 6 })
    expect(cells.find((c) => c.date === '2025-06-01')).toMatchObject({ count: 0, level: 0 })
    expect(cells.some((c) => c.date === '2025-03-01')).toBe(false)
  })

  it('walks day by day across a month end and a leap day', () => {
    const leap = heatGrid('2024-03-02', [{ date: '2024-02-29', count: 8 }])
    const dates = leap.map((c) => c.date)
    expect(dates.slice(-3)).toEqual(['2024-02-29', '2024-03-01', '2024-03-02'])
    expect(leap.find((c) => c.date === '2024-02-29')?.level).toBe(2)
    expect(new Set(dates).size).toBe(dates.length)
  })
})

describe('acRate', () => {
  it.each([
    [0, 0, '0.00'],
    [1, 3, '33.33'],
    [2, 3, '66.67'],
    [5, 5, '100.00'],
  ])('%i solved of %i submissions is %s %', (solved, total, rate) => expect(acRate(solved, total)).toBe(rate))
})
