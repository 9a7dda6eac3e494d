import { describe, expect, it } from 'vitest'

import { pageCount, pageWindow } from './pagination-window.ts'

// Renders a window as text: numbers for pages, "…" for an ellipsis.
const show = (current: number, total: number, slots?: number) =>
  pageWindow(current, total, slots)
    .map((i) => (i.type === 'page' ? String(i.value) : '…'))
    .join(' ')

describe('pageWindow', () => {
  it.each([
    [1, 1, '1'],
    [1, 5, '1 2 3 4 5'],
    [3, 5, '1 2 3 4 5'],
    [1, 6, '1 2 3 4 … 6'],
    [1, 20, '1 2 3 4 … 20'],
    [3, 20, '1 2 3 4 … 20'],
    [4, 20, '1 … 3 4 5 … 20'],
    [6, 20, '1 … 5 6 7 … 20'],
    [17, 20, '1 … 16 17 18 … 20'],
    [18, 20, '1 … 17 18 19 20'],
    [20, 20, '1 … 17 18 19 20'],
  ])('page %i of %i shows %s', (current, total, expected) => {
    expect(show(current, total)).toBe(expected)
  })

  it('always shows at most `slots` page numbers', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const n = pageWindow(current, total).filter((i) => i.type === 'page').length
        expect(n).toBe(Math.min(total, 5))
      }
    }
  })

  it('clamps a current page outside the range', () => {
    expect(show(0, 20)).toBe('1 2 3 4 … 20')
    expect(show(99, 20)).toBe('1 … 17 18 19 20')
  })

  it('takes other slot counts', () => {
    expect(show(10, 20, 7)).toBe('1 … 8 9 10 11 12 … 20')
  })
})

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [100, 30, 4],
    [5, 0, 1],
  ])('%i rows by %i per page is %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })
})
