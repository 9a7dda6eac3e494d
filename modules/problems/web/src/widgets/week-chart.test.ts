import { describe, expect, it } from 'vitest'

import { WEEK_COLORS, weekChartOption, weekDays } from './week-chart.ts'

describe('weekDays', () => {
  it('keeps every day in order with its counts', () => {
    const days = weekDays({
      dateStrList: ['06-01', '06-02', '06-03'],
      totalCountList: [8, 2, 0],
      acCountList: [3, 2, 0],
    })
    expect(days).toEqual([
      { date: '06-01', total: 8, ac: 3 },
      { date: '06-02', total: 2, ac: 2 },
      { date: '06-03', total: 0, ac: 0 },
    ])
  })

  it('reads missing or negative counts as 0', () => {
    const days = weekDays({ dateStrList: ['06-01', '06-02'], totalCountList: [-3], acCountList: [] })
    expect(days.map((d) => [d.total, d.ac])).toEqual([
      [0, 0],
      [0, 0],
    ])
  })

  it('never counts more accepted than submitted', () => {
    const [day] = weekDays({ dateStrList: ['06-01'], totalCountList: [4], acCountList: [9] })
    expect(day).toMatchObject({ total: 4, ac: 4 })
  })
})

describe('weekChartOption', () => {
  const option = weekChartOption(
    [
      { date: '06-01', total: 8, ac: 3 },
      { date: '06-02', total: 2, ac: 1 },
    ],
    { total: 'All', ac: 'Accepted' },
  )

  it('puts the days on the x axis and one bar series each for all and accepted', () => {
    expect(option.xAxis.data).toEqual(['06-01', '06-02'])
    expect(option.series.map((s) => [s.type, s.name, s.data, s.itemStyle.color])).toEqual([
      ['bar', 'All', [8, 2], WEEK_COLORS.total],
      ['bar', 'Accepted', [3, 1], WEEK_COLORS.ac],
    ])
  })

  it('labels the count on the all bar only and counts whole submissions on the y axis', () => {
    expect(option.series.map((s) => s.label.show)).toEqual([true, false])
    expect(option.yAxis.minInterval).toBe(1)
    expect(option.tooltip.trigger).toBe('axis')
  })
})
