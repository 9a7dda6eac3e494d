import { describe, expect, it } from 'vitest'

import { applyTab } from './code-editing.ts'
import {
  draftKey,
  type DraftStorage,
  loadDraft,
  saveDraft,
  startingCode,
  startingLanguage,
} from './drafts.ts'
import { checkCode, checkTestInput, inProgress, pollAgain, submitDisabled } from './judging.ts'
import { shownLimits } from './limits.ts'
import { numberedSamples } from './samples.ts'
import { passRate, verdictSlices } from './statistics.ts'

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

describe('limits', () => {
  it('doubles the limits for other languages on local problems', () => {
    expect(shownLimits({ timeLimit: 1000, memoryLimit: 256, isRemote: false })).toEqual({
      time: { base: 1000, others: 2000 },
      memory: { base: 256, others: 512 },
    })
  })
  it('shows a remote judge limits as they are', () => {
    expect(shownLimits({ timeLimit: 1000, memoryLimit: 256, isRemote: true })).toEqual({
      time: { base: 1000 },
      memory: { base: 256 },
    })
  })
})

describe('samples', () => {
  it('numbers from 1 and leaves out empty ones', () => {
    expect(
      numberedSamples([
        { input: '1 2', output: '3' },
        { input: ' ', output: '' },
        { input: '', output: 'x' },
      ]),
    ).toEqual([
      { input: '1 2', output: '3', n: 1 },
      { input: '', output: 'x', n: 2 },
    ])
    expect(numberedSamples(null)).toEqual([])
  })
})

describe('judging rules', () => {
  it('polls while the judge works, at most 30 times', () => {
    for (const s of [5, 6, 7, 9]) expect(inProgress(s)).toBe(true)
    for (const s of [0, -1, -2, 1, 2, 3, 4, 8, 10, -4]) expect(inProgress(s)).toBe(false)
    expect(pollAgain(7, 1)).toBe(true)
    expect(pollAgain(7, 29)).toBe(true)
    expect(pollAgain(7, 30)).toBe(false)
    expect(pollAgain(0, 1)).toBe(false)
    expect(pollAgain(5, 3, 3)).toBe(false)
  })
  it('checks the code and the test input', () => {
    expect(checkCode('  \n\t')).toBe('problems.detail.codeEmpty')
    expect(checkCode('x'.repeat(65536))).toBe('problems.detail.codeTooLong')
    expect(checkCode('x'.repeat(65535))).toBeUndefined()
    expect(checkTestInput('1'.repeat(1001))).toBe('problems.detail.testInputTooLong')
    expect(checkTestInput('1'.repeat(1000))).toBeUndefined()
  })
  it('disables submit while submitting and judging, or when turned off', () => {
    expect(submitDisabled('idle', false)).toBe(false)
    expect(submitDisabled('done', false)).toBe(false)
    expect(submitDisabled('submitting', false)).toBe(true)
    expect(submitDisabled('polling', false)).toBe(true)
    expect(submitDisabled('idle', true)).toBe(true)
  })
})

describe('drafts', () => {
  it('keys by contest or none', () => {
    expect(draftKey({ problemId: 'P1000' })).toBe('oj.problems.draft:none:P1000')
    expect(draftKey({ problemId: 'P1000', cid: 0 })).toBe('oj.problems.draft:none:P1000')
    expect(draftKey({ problemId: 'A', cid: 7 })).toBe('oj.problems.draft:c7:A')
  })
  it('saves, loads and clears', () => {
    const storage = memoryStorage()
    const scope = { problemId: 'P1' }
    expect(loadDraft(storage, scope)).toBeUndefined()
    saveDraft(storage, scope, { code: 'int main(){}', language: 'C++' })
    expect(loadDraft(storage, scope)).toEqual({ code: 'int main(){}', language: 'C++' })
    expect(loadDraft(storage, { problemId: 'P1', cid: 3 })).toBeUndefined()
    saveDraft(storage, scope, { code: '', language: 'C++' })
    expect(storage.map.size).toBe(0)
    storage.setItem(draftKey(scope), '{broken')
    expect(loadDraft(storage, scope)).toBeUndefined()
  })
  it('survives storage that throws', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    expect(loadDraft(broken, { problemId: 'P1' })).toBeUndefined()
    expect(() => saveDraft(broken, { problemId: 'P1' }, { code: 'x', language: 'C' })).not.toThrow()
  })
  it('starts from the draft, else the template', () => {
    const templates = { C: '#include <stdio.h>', Java: 'class Main {}' }
    const draft = { code: 'mine', language: 'C' }
    expect(startingCode(draft, 'C', templates)).toBe('mine')
    expect(startingCode(draft, 'Java', templates)).toBe('class Main {}')
    expect(startingCode(undefined, 'Python3', templates)).toBe('')
    expect(startingLanguage(draft, ['Java', 'C'])).toBe('C')
    expect(startingLanguage({ code: 'x', language: 'Go' }, ['Java', 'C'])).toBe('Java')
    expect(startingLanguage(undefined, [])).toBe('')
  })
})

describe('statistics', () => {
  const count = { total: 10, ac: 4, wa: 3, ce: 1, pa: 0, tle: 2, mle: 0, re: 0, pe: 0, se: 0 }
  it('gives the non-empty verdict slices with their codes', () => {
    expect(verdictSlices(count)).toEqual([
      { code: 0, value: 4 },
      { code: -1, value: 3 },
      { code: 1, value: 2 },
      { code: -2, value: 1 },
    ])
  })
  it('computes the pass rate with 2 decimals', () => {
    expect(passRate(count)).toBe('40.00')
    expect(passRate({ ...count, total: 3, ac: 1 })).toBe('33.33')
    expect(passRate({ ...count, total: 0, ac: 0 })).toBe('0.00')
  })
})

describe('tab key', () => {
  it('inserts an indent at the caret', () => {
    expect(applyTab({ value: 'ab', selectionStart: 1, selectionEnd: 1 }, false, '  ')).toEqual({
      value: 'a  b',
      selectionStart: 3,
      selectionEnd: 3,
    })
  })
  it('indents and outdents selected lines', () => {
    const value = 'a\nb\nc'
    const indented = applyTab({ value, selectionStart: 0, selectionEnd: 3 }, false, '  ')
    expect(indented.value).toBe('  a\n  b\nc')
    const back = applyTab(indented, true, '  ')
    expect(back.value).toBe(value)
    expect(applyTab({ value: '\tx', selectionStart: 2, selectionEnd: 2 }, true).value).toBe('x')
  })
})
