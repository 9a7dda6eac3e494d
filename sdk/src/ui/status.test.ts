import { describe, expect, it } from 'vitest'

import { difficulty, difficultyMessageId } from './difficulty.ts'
import en from './locales/en.json' with { type: 'json' }
import zhCN from './locales/zh-CN.json' with { type: 'json' }
import { JUDGE_STATUSES, judgeStatus, statusMessageId } from './status.ts'

describe('judge status', () => {
  it.each([
    [0, 'ac', 'green', 'Accepted'],
    [-1, 'wa', 'red', 'Wrong Answer'],
    [1, 'tle', 'orange', 'Time Limit Exceeded'],
    [2, 'mle', 'orange', 'Memory Limit Exceeded'],
    [-2, 'ce', 'yellow', 'Compile Error'],
    [-3, 'pe', 'yellow', 'Presentation Error'],
    [8, 'pa', 'teal', 'Partial Accepted'],
    [4, 'se', 'slate', 'System Error'],
    [5, 'pending', 'gray', 'Pending'],
    [7, 'judging', 'blue', 'Judging'],
  ])('code %i is %s, coloured %s', (code, key, color, label) => {
    expect(judgeStatus(code)).toMatchObject({ key, color })
    expect(statusMessageId(code)).toBe(`sdk.status.${key}`)
    expect((en as Record<string, string>)[statusMessageId(code)]).toBe(label)
  })

  it('covers the 17 codes of the spec, each once', () => {
    const codes = JUDGE_STATUSES.map((s) => s.code)
    expect(codes).toEqual([-10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(new Set(JUDGE_STATUSES.map((s) => s.key)).size).toBe(codes.length)
  })

  it('shows an unknown code as "Submitted Unknown Result"', () => {
    expect(judgeStatus(42).key).toBe('snr')
    expect(statusMessageId(-99)).toBe('sdk.status.snr')
  })
})

describe('difficulty', () => {
  it.each([
    [0, 'easy', 'green', 'Easy-', '简单'],
    [1, 'medium', 'orange', 'Easy', '中等'],
    [2, 'hard', 'red', 'Easy+', '困难'],
  ])('level %i is %s', (level, key, color, enLabel, zhLabel) => {
    expect(difficulty(level)).toMatchObject({ key, color })
    const id = difficultyMessageId(level)
    expect((en as Record<string, string>)[id]).toBe(enLabel)
    expect((zhCN as Record<string, string>)[id]).toBe(zhLabel)
  })

  it('clamps out-of-range levels', () => {
    expect(difficulty(-3).key).toBe('easy')
    expect(difficulty(7).key).toBe('hard')
    expect(difficulty(Number.NaN).key).toBe('easy')
  })
})

describe('catalogues', () => {
  it('have the same ids in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })
  it('name every status', () => {
    for (const s of JUDGE_STATUSES) {
      expect(Object.keys(zhCN)).toContain(`sdk.status.${s.key}`)
    }
  })
})
