import { describe, expect, it } from 'vitest'

import { hojTime } from './scroll-board.ts'

describe('hojTime', () => {
  it('writes HOJ’s yyyy/MM/dd HH:mm:ss in GMT+8', () => {
    expect(hojTime('2026-01-01T16:05:09.000Z')).toBe('2026/01/02 00:05:09')
    expect(hojTime(new Date(Date.UTC(2026, 11, 31, 3, 0, 0)))).toBe('2026/12/31 11:00:00')
  })
})
