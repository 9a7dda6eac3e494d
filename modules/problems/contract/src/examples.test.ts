import { describe, expect, it } from 'vitest'

import { parseExamples } from './examples.ts'

describe('parseExamples', () => {
  it('reads the input/output pairs in order and ignores anything else', () => {
    expect(parseExamples('<input>a</input> <output>b</output><input></input><output>c\n</output>')).toEqual([
      { input: 'a', output: 'b' },
      { input: '', output: 'c\n' },
    ])
    expect(parseExamples('')).toEqual([])
    expect(parseExamples('<input>orphan</input>')).toEqual([])
  })
})
