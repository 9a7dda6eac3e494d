import { describe, expect, it } from 'vitest'

import { calendarRange, localDate, sumDailyCounts } from './calendar.ts'

describe('user home calendar', () => {
  it('covers 365 local days ending today', () => {
    expect(calendarRange(new Date(2024, 2, 1, 23, 30))).toEqual({
      since: '2023-03-03',
      endDate: '2024-03-01',
    })
    expect(calendarRange(new Date(2023, 0, 1))).toEqual({ since: '2022-01-02', endDate: '2023-01-01' })
    expect(localDate(new Date(2024, 11, 9))).toBe('2024-12-09')
  })

  it('sums per day, oldest first, dropping empty, malformed and out-of-range days', () => {
    const since = '2024-01-01'
    const end = '2024-12-31'
    expect(
      sumDailyCounts(
        [
          [
            { date: '2024-05-02', count: 2 },
            { date: '2024-05-01', count: 1 },
            { date: '2023-12-31', count: 9 },
          ],
          [
            { date: '2024-05-02', count: 3 },
            { date: '2024-06-01', count: 0 },
            { date: '2024-6-1', count: 4 },
            { date: '2025-01-01', count: 4 },
            { date: '2024-07-01', count: Number.NaN },
          ],
        ],
        since,
        end,
      ),
    ).toEqual([
      { date: '2024-05-01', count: 1 },
      { date: '2024-05-02', count: 5 },
    ])
  })
})
