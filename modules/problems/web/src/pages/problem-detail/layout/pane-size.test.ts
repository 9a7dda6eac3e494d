import { describe, expect, it } from 'vitest'

import {
  initialSplit,
  isStacked,
  KEY_STEP_PX,
  LEFT_COLLAPSE_PX,
  maxLeft,
  RIGHT_MIN_PX,
  settle,
  splitAfterKey,
} from './pane-size.ts'

describe('pane sizes', () => {
  it('collapses the left pane below 420 px and keeps 580 px on the right', () => {
    expect(settle(419, 1400)).toEqual({ left: 0, collapsed: true })
    expect(settle(420, 1400)).toEqual({ left: 420, collapsed: false })
    expect(settle(1000, 1400)).toEqual({ left: 1400 - RIGHT_MIN_PX, collapsed: false })
    expect(settle(Number.NaN, 1400).collapsed).toBe(true)
  })
  it('lets the right minimum give way in a box too small for both', () => {
    expect(maxLeft(900)).toBe(LEFT_COLLAPSE_PX)
    expect(settle(700, 900)).toEqual({ left: LEFT_COLLAPSE_PX, collapsed: false })
  })
  it('opens half and half within the rules', () => {
    expect(initialSplit(1280)).toEqual({ left: 640, collapsed: false })
    expect(initialSplit(1600)).toEqual({ left: 800, collapsed: false })
    expect(initialSplit(1000)).toEqual({ left: 420, collapsed: false })
  })
  it('stacks under 768 px', () => {
    expect([390, 767, 768, 1280].map(isStacked)).toEqual([true, true, false, false])
  })
  it('moves with the keyboard: arrows, Home collapses, End widens, Right reopens', () => {
    const at = { left: 600, collapsed: false }
    expect(splitAfterKey('ArrowLeft', at, 1400)).toEqual({ left: 600 - KEY_STEP_PX, collapsed: false })
    expect(splitAfterKey('ArrowRight', at, 1400)).toEqual({ left: 600 + KEY_STEP_PX, collapsed: false })
    expect(splitAfterKey('Home', at, 1400)).toEqual({ left: 0, collapsed: true })
    expect(splitAfterKey('End', at, 1400)).toEqual({ left: 820, collapsed: false })
    expect(splitAfterKey('ArrowLeft', { left: 430, collapsed: false }, 1400)?.collapsed).toBe(true)
    expect(splitAfterKey('ArrowRight', { left: 0, collapsed: true }, 1400)).toEqual({
      left: 420,
      collapsed: false,
    })
    expect(splitAfterKey('PageUp', at, 1400)).toEqual({ left: 800, collapsed: false })
    expect(splitAfterKey('Enter', at, 1400)).toBeUndefined()
  })
})
