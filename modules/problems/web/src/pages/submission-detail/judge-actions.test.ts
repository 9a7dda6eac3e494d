import { describe, expect, it } from 'vitest'

import {
  canResubmit,
  initialManualStatus,
  manualJudgeDisabled,
  manualJudgeOptions,
  parseScore,
  showsScoreInput,
} from './judge-actions.ts'

describe('manual judge option rules (spec 1 §4)', () => {
  it('excludes Submitting, Unknown Result, Not Submitted, CE, Pending, Compiling and Judging', () => {
    const codes = manualJudgeOptions().map((o) => o.code)
    for (const excluded of [9, -5, -10, -2, 5, 6, 7]) expect(codes).not.toContain(excluded)
    expect(codes).toEqual([-4, -3, -1, 0, 1, 2, 3, 4, 8, 10])
  })

  it('shows Cancelled as the only disabled option', () => {
    expect(manualJudgeOptions().filter((o) => o.disabled)).toEqual([{ code: -4, disabled: true }])
  })

  it('is disabled for Judging, Compiling and Compile Error submissions', () => {
    expect([7, 6, -2].every(manualJudgeDisabled)).toBe(true)
    expect([0, -1, 5, 8, -4, 10].some(manualJudgeDisabled)).toBe(false)
  })

  it('shows the score input when a score exists or the submission is Cancelled', () => {
    expect(showsScoreInput({ score: 0, status: -1 })).toBe(true)
    expect(showsScoreInput({ score: null, status: -4 })).toBe(true)
    expect(showsScoreInput({ score: null, status: 0 })).toBe(false)
  })

  it('starts on the current status only when it may be chosen', () => {
    expect(initialManualStatus(0)).toBe(0)
    expect(initialManualStatus(-4)).toBeNull()
    expect(initialManualStatus(7)).toBeNull()
  })

  it('reads a whole score from 0 to 1,000,000', () => {
    expect(parseScore(' 75 ')).toBe(75)
    expect(parseScore('0')).toBe(0)
    expect(parseScore('')).toBeUndefined()
    expect(parseScore('-1')).toBeUndefined()
    expect(parseScore('1.5')).toBeUndefined()
    expect(parseScore('1000001')).toBeUndefined()
  })

  it('offers resubmission for Submitted Failed only', () => {
    expect(canResubmit(10)).toBe(true)
    expect(canResubmit(4)).toBe(false)
  })
})
