import { describe, expect, it } from 'vitest'

import { refusalMessage, runState } from './virtual-format.ts'

const run = { startTime: '2026-02-01T10:00:00.000Z', endTime: '2026-02-01T15:00:00.000Z' }
const at = (iso: string) => new Date(iso).getTime()

describe('runState', () => {
  it.each([
    ['at the start', '2026-02-01T10:00:00.000Z', { running: true, left: 18000, elapsed: 0 }],
    ['an hour and a half in', '2026-02-01T11:30:00.000Z', { running: true, left: 12600, elapsed: 5400 }],
    ['at the end', '2026-02-01T15:00:00.000Z', { running: false, left: 0, elapsed: 18000 }],
    ['a day later', '2026-02-02T15:00:00.000Z', { running: false, left: 0, elapsed: 18000 }],
  ])('%s', (_name, now, expected) => {
    expect(runState(run, at(now))).toEqual({ ...expected, duration: 18000 })
  })
})

describe('refusalMessage', () => {
  it('names each refusal but a running run', () => {
    expect(refusalMessage(null)).toBeNull()
    expect(refusalMessage('running')).toBeNull()
    expect(refusalMessage('participant')).toBe('contests.virtual.refused.participant')
  })
})
