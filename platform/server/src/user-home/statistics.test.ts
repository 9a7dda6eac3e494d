import { describe, expect, it } from 'vitest'

import { statisticsOf } from './statistics.ts'

describe("a module's user-home figures", () => {
  it('takes the figures of HOJ’s UserHomeVO and nothing else', () => {
    const part = {
      total: 3,
      rating: 1200,
      scoreList: [40, 60],
      solvedList: ['P1'],
      solvedGroupByDifficulty: { '1': [{ id: 5, problemId: 'P1', difficulty: 1 }] },
      username: 'mallory',
      email: 'leak@example.com',
    }
    expect(statisticsOf(part)).toEqual({
      total: 3,
      rating: 1200,
      scoreList: [40, 60],
      solvedList: ['P1'],
      solvedGroupByDifficulty: { '1': [{ id: 5, problemId: 'P1', difficulty: 1 }] },
    })
    expect(statisticsOf({ total: 1 })).toEqual({ total: 1 })
  })
})
