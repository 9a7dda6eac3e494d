import { ApiCallError } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import { clampPieceX, keyAction, needsPuzzle } from './slide-puzzle-logic.ts'

describe('slide puzzle (spec 1 §4)', () => {
  const puzzle = { width: 300, pieceSize: 50 }
  it('keeps the piece on the picture, in whole pixels', () => {
    expect(clampPieceX(-5, puzzle)).toBe(0)
    expect(clampPieceX(120.6, puzzle)).toBe(121)
    expect(clampPieceX(400, puzzle)).toBe(250)
  })
  it('moves by 1 px per arrow, 10 with shift or page keys; Enter or space sends', () => {
    expect(keyAction('ArrowRight', false)).toEqual({ move: 1 })
    expect(keyAction('ArrowLeft', true)).toEqual({ move: -10 })
    expect(keyAction('PageUp', false)).toEqual({ move: 10 })
    expect(keyAction('Home', false)).toEqual({ to: 'start' })
    expect(keyAction('End', false)).toEqual({ to: 'end' })
    expect(keyAction('Enter', false)).toEqual({ check: true })
    expect(keyAction(' ', false)).toEqual({ check: true })
    expect(keyAction('a', false)).toBeUndefined()
  })
  it("knows the server's 'verify again' refusal by its data, not by its text", () => {
    const verify = 'Speed too fast, may be machine operation! Please verify again!'
    expect(needsPuzzle(new ApiCallError(400, verify, { needVerify: true }))).toBe(true)
    expect(
      needsPuzzle(new ApiCallError(400, '操作过于频繁，可能是机器操作！请重新验证！', { needVerify: true })),
    ).toBe(true)
    // The text alone is not the signal; nor is another refusal, status or error type.
    expect(needsPuzzle(new ApiCallError(400, verify))).toBe(false)
    expect(needsPuzzle(new ApiCallError(400, verify, { needVerify: false }))).toBe(false)
    expect(needsPuzzle(new ApiCallError(400, 'Please check your username or password', null))).toBe(false)
    expect(needsPuzzle(new ApiCallError(429, verify, { needVerify: true }))).toBe(false)
    expect(needsPuzzle(Object.assign(new Error(verify), { status: 400, data: { needVerify: true } }))).toBe(
      false,
    )
  })
})
