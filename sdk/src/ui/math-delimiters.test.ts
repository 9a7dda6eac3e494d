import { describe, expect, it } from 'vitest'

import { bracketMathToDollars } from './math-delimiters.ts'

describe('bracketMathToDollars', () => {
  it('turns the bracket forms into dollar forms', () => {
    expect(bracketMathToDollars('a \\( x^2 \\) b')).toBe('a $x^2$ b')
    expect(bracketMathToDollars('\\[\n\\sum_i a_i\n\\]')).toBe('$$\n\\sum_i a_i\n$$')
  })
  it('leaves fenced code and code spans alone', () => {
    const fenced = '```c\nprintf("\\(x\\)");\n```\nthen \\(y\\)'
    expect(bracketMathToDollars(fenced)).toBe('```c\nprintf("\\(x\\)");\n```\nthen $y$')
    expect(bracketMathToDollars('`\\(a\\)` and \\(b\\)')).toBe('`\\(a\\)` and $b$')
    expect(bracketMathToDollars('~~~\n\\[a\\]\n~~~')).toBe('~~~\n\\[a\\]\n~~~')
  })
  it('keeps unpaired and doubly escaped brackets', () => {
    expect(bracketMathToDollars('array \\[ index')).toBe('array \\[ index')
    expect(bracketMathToDollars('\\\\(a\\\\)')).toBe('\\\\(a\\\\)')
    expect(bracketMathToDollars('\\(a\n\nb\\)')).toBe('\\(a\n\nb\\)')
  })
})
