import type { LanguageView } from '@oj/problems-contract'
import { describe, expect, it } from 'vitest'

import { ownLanguages } from './help-languages-logic.ts'

const language = (name: string, oj: string): LanguageView => ({
  id: 1,
  contentType: 'text/x-c++src',
  description: '',
  name,
  compileCommand: '',
  template: '',
  codeTemplate: '',
  isSpj: false,
  oj,
  seq: 0,
  gmtCreate: null,
  gmtModified: null,
})

describe('the help page’s languages', () => {
  it('keeps only the site’s own judge’s, in the server’s order', () => {
    const list = [language('C++', 'ME'), language('Java', 'HDU'), language('Python3', 'ME')]
    expect(ownLanguages(list).map((l) => l.name)).toEqual(['C++', 'Python3'])
    expect(ownLanguages([])).toEqual([])
  })
})
