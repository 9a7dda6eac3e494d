import { describe, expect, it } from 'vitest'

import { countdown, formatDuration, progress, ruleTipMessage } from './contest-format.ts'

const contest = { startTime: '2026-01-01T08:00:00.000Z', endTime: '2026-01-01T13:00:00.000Z' }
const at = (iso: string) => new Date(iso).getTime()

describe('contest header figures', () => {
  it.each([
    ['2026-01-01T07:00:00.000Z', 0, 3600],
    ['2026-01-01T08:00:00.000Z', 0, 5 * 3600],
    ['2026-01-01T10:30:00.000Z', 50, 2.5 * 3600],
    ['2026-01-01T13:00:00.000Z', 100, 0],
  ])('at %s: %i %% done, %i s to go', (now, percent, seconds) => {
    expect(progress(contest, at(now))).toBe(percent)
    expect(countdown(contest, at(now))).toBe(seconds)
  })
  it('formats durations', () => {
    expect(formatDuration(5 * 3600)).toBe('5:00:00')
    expect(formatDuration(61)).toBe('0:01:01')
    expect(formatDuration(2 * 86_400 + 3 * 3600)).toBe('2d 3:00:00')
  })
})

describe('the rule tooltip', () => {
  it.each([
    [1, 'Recent', 'contests.ruleTip.Recent'],
    [1, 'Highest', 'contests.ruleTip.Highest'],
    [1, 'Subtask', 'contests.ruleTip.Subtask'],
    [1, 'unknown', 'contests.ruleTip.Recent'],
    [0, 'Subtask', undefined],
  ])('type %i, %s: %s', (type, oiRankScoreType, id) => {
    expect(ruleTipMessage({ type, oiRankScoreType })).toBe(id)
  })
})
