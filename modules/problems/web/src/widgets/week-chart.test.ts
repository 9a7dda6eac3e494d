import { describe, expect, it } from 'vitest'

import { weekBars } from './week-chart.ts'

describe('weekBars', () => {
  it('scales every day to the busiest one', () => {
    const bars = weekBars({
      dateStrList: ['06-01', '06-02', '06-03'],
      totalCountList: [8, 2, 0],
      acCountList: [3, 2, 0],
    })
    expect(bars).toEqual([
      { date: '06-01', total: 8, ac: 3, totalHeight: 100, acHeight: 37.5 },
      { date: '06-02', total: 2, ac: 2, totalHeight: 25, acHeight: 25 },
      { date: '06-03', total: 0, ac: 0, totalHeight: 0, acHeight: 0 },
    ])
  })

  it('draws an empty week flat and reads missing counts as 0', () => {
    const bars = weekBars({ dateStrList: ['06-01', '06-02'], totalCountList: [0], acCountList: [] })
    expect(bars.map((b) => [b.total, b.totalHeight, b.acHeight])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ])
  })

  it('never draws more accepted than submitted', () => {
    const [bar] = weekBars({ dateStrList: ['06-01'], totalCountList: [4], acCountList: [9] })
    expect(bar).toMatchObject({ ac: 4, acHeight: 100 })
  })
})
