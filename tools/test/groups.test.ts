import { describe, expect, it } from 'vitest'

import { busyBetween, cpuNow } from './cpu.ts'
import { groupOf } from './groups.ts'

describe('groupOf', () => {
  const root = '/repo'
  it('puts the browser tests, the judge packages and the judging files of other packages in their groups', () => {
    expect(groupOf(root, '/repo/tools/e2e/groups.e2e.test.ts')).toBe('browser')
    expect(groupOf(root, '/repo/platform/judge/test/limits.test.ts')).toBe('judge')
    expect(groupOf(root, '/repo/judge-plugins/lang-cpp/test/cpp.test.ts')).toBe('judge')
    expect(groupOf(root, '/repo/platform/server/test/judge-dispatch.test.ts')).toBe('judge')
    expect(groupOf(root, '/repo/tools/golden/golden.test.ts')).toBe('judge')
    expect(groupOf(root, '/repo/tools/faults/kill.test.ts')).toBe('judge')
  })
  it('leaves every other file in the general group', () => {
    expect(groupOf(root, '/repo/platform/server/test/upload.test.ts')).toBe('general')
    expect(groupOf(root, '/repo/platform/judgement/test/x.test.ts')).toBe('general')
    expect(groupOf(root, '/repo/tools/golden/other.test.ts')).toBe('general')
    expect(groupOf(root, '/repo/tools/e2e/captcha-reader.test.ts')).toBe('general')
    expect(groupOf(root, '/repo/modules/groups/server/test/members.test.ts')).toBe('general')
  })
})

describe('busyBetween', () => {
  const samples = [
    { at: 0, busy: 0, total: 0 },
    { at: 500, busy: 50, total: 100 },
    { at: 1000, busy: 150, total: 200 },
    { at: 1500, busy: 150, total: 300 },
  ]
  it('is the busy share between the samples around the span', () => {
    expect(busyBetween(samples, 500, 1000)).toBe(1)
    expect(busyBetween(samples, 0, 1500)).toBe(0.5)
    expect(busyBetween(samples, 1000, 1500)).toBe(0)
    expect(busyBetween(samples, 600, 1200)).toBe(0.5)
  })
  it('has no figure without samples', () => {
    expect(busyBetween([], 0, 1)).toBeUndefined()
  })
  it('reads this machine where it has /proc/stat', () => {
    const s = cpuNow()
    if (s) expect(s.total).toBeGreaterThanOrEqual(s.busy)
  })
})
