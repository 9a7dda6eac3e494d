import { JudgeStatus } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { isoTime, JUDGEMENT_TYPES, judgementTypeOf, languageId, relTime } from './format.ts'

describe('ICPC formats', () => {
  it.each([
    [0, '0:00:00.000'],
    [5 * 3_600_000, '5:00:00.000'],
    [3_723_004, '1:02:03.004'],
    [-61_500, '-0:01:01.500'],
    [30 * 3_600_000 + 59_999, '30:00:59.999'],
  ])('RELTIME of %d ms is %s', (ms, text) => expect(relTime(ms)).toBe(text))

  it('writes TIME in UTC with milliseconds', () => {
    expect(isoTime(Date.UTC(2026, 5, 25, 10, 0, 0, 7))).toBe('2026-06-25T10:00:00.007Z')
  })

  it('maps every final verdict to a judgement type it offers, and none for cancelled runs', () => {
    const ids = new Set(JUDGEMENT_TYPES.map((t) => t.id))
    expect(judgementTypeOf(JudgeStatus.accepted)).toBe('AC')
    expect(judgementTypeOf(JudgeStatus.runtimeError)).toBe('RTE')
    expect(judgementTypeOf(JudgeStatus.compileError)).toBe('CE')
    expect(judgementTypeOf(JudgeStatus.cancelled)).toBeUndefined()
    for (const status of Object.values(JudgeStatus)) {
      const id = judgementTypeOf(status)
      if (id) expect(ids.has(id), `${status} → ${id}`).toBe(true)
    }
    expect(JUDGEMENT_TYPES.find((t) => t.id === 'CE')).toMatchObject({ penalty: false, solved: false })
  })

  it('names languages by IDs the spec allows', () => {
    expect(languageId('C++ 17')).toBe('cpp-17')
    expect(languageId('Python3')).toBe('python3')
    expect(languageId('C (contests test)')).toBe('c-contests-test')
    for (const name of ['C#', '---', 'Java']) expect(languageId(name)).toMatch(/^[a-z0-9_][a-z0-9_.-]{0,35}$/)
  })
})
