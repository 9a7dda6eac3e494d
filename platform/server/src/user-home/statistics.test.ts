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

  it('reads the first shape still answered by the problems module (a summed score, display ids)', () => {
    expect(statisticsOf({ score: 70, solvedGroupByDifficulty: { '0': ['P1', 'P3'], '2': [] } })).toEqual({
      scoreList: [70],
      solvedGroupByDifficulty: {
        '0': [
          { id: 0, problemId: 'P1', difficulty: 0 },
          { id: 0, problemId: 'P3', difficulty: 0 },
        ],
        '2': [],
      },
    })
    // A module that answers both shapes is taken at its new word.
    expect(statisticsOf({ score: 70, scoreList: [30, 40] })).toEqual({ scoreList: [30, 40] })
  })
})
