import { describe, expect, it } from 'vitest'

import {
  calendarStart,
  difficultyCounts,
  difficultyOption,
  githubLink,
  heatLevel,
  heatmapOption,
  levelTier,
  safeLink,
  userScore,
  whoseHome,
} from './user-home-logic.ts'

describe('user home logic', () => {
  it('shows the query user first, then the caller, else nobody', () => {
    const me = { uid: 'u1' }
    expect(whoseHome(new URLSearchParams('uid=a&username=b'), me)).toEqual({ uid: 'a' })
    expect(whoseHome(new URLSearchParams('username=b'), me)).toEqual({ username: 'b' })
    expect(whoseHome(new URLSearchParams('username=%20'), me)).toEqual({ uid: 'u1' })
    expect(whoseHome(new URLSearchParams(''), undefined)).toBeUndefined()
  })

  it.each([
    [0, 0, true],
    [49, 0, true],
    [50, 1, true],
    [849, 16, true],
    [850, 17, false],
    [-3, 0, true],
  ])('levelTier(%i) is level %i, pictured %s', (solved, level, pictured) => {
    expect(levelTier(solved)).toEqual({ level, pictured })
  })

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
    [500, 4],
  ])('a day of %i submissions is heat level %i', (count, level) => {
    expect(heatLevel(count)).toBe(level)
  })

  it('draws one year ending on endDate, with the §9 pieces', () => {
    expect(calendarStart('2024-03-01')).toBe('2023-03-03')
    expect(calendarStart('2025-01-01')).toBe('2024-01-03')
    const option = heatmapOption(
      { dataList: [{ date: '2024-02-29', count: 5 }], endDate: '2024-03-01' },
      { tooltip: (d, c) => `${c}@${d}`, months: [], days: [] },
    )
    expect(option.calendar).toMatchObject({ range: ['2023-03-03', '2024-03-01'] })
    expect(option.series).toEqual([expect.objectContaining({ data: [['2024-02-29', 5]] })])
    const pieces = (option.visualMap as { pieces: Array<{ min: number; max?: number }> }).pieces
    expect(pieces.map((p) => [p.min, p.max])).toEqual([
      [0, 3],
      [4, 6],
      [7, 9],
      [10, 12],
      [13, undefined],
    ])
  })

  it('counts solved problems per difficulty, missing groups as 0', () => {
    const p = (id: number, problemId: string, difficulty: number) => ({ id, problemId, difficulty })
    const groups = { '0': [p(1, 'A', 0), p(2, 'B', 0)], '2': [p(3, 'C', 2)] }
    expect(difficultyCounts(groups, [0, 1, 2])).toEqual([
      { level: 0, count: 2 },
      { level: 1, count: 0 },
      { level: 2, count: 1 },
    ])
    expect(difficultyCounts(undefined, [0])).toEqual([{ level: 0, count: 0 }])
    const option = difficultyOption([{ level: 0, name: 'Easy', color: '#0a0', count: 2 }])
    expect(option.series).toEqual([
      expect.objectContaining({ data: [{ name: 'Easy', value: 2, itemStyle: { color: '#0a0' } }] }),
    ])
  })

  it("sums HOJ's scoreList into the user's score", () => {
    expect(userScore([30, 45.5, 100])).toBe(175.5)
    expect(userScore([])).toBe(0)
  })

  it('links only http(s) blogs and GitHub names', () => {
    expect(safeLink('https://a.example/x')).toBe('https://a.example/x')
    expect(safeLink('javascript:alert(1)')).toBeUndefined()
    expect(safeLink('')).toBeUndefined()
    expect(githubLink('octocat')).toBe('https://github.com/octocat')
    expect(githubLink('https://github.com/octocat')).toBe('https://github.com/octocat')
    expect(githubLink('bad name')).toBeUndefined()
  })
})
