import { describe, expect, it } from 'vitest'

import { acArchiveEntries, languageExtension } from './ac-submissions.ts'

describe('the zip of accepted submissions', () => {
  it.each([
    ['C', 'c'],
    ['C (contests test)', 'c'],
    ['GCC 9', 'c'],
    ['C++ 17', 'cpp'],
    ['G++ 11', 'cpp'],
    ['C#', 'cs'],
    ['Python3', 'py'],
    ['PyPy3', 'py'],
    ['Java', 'java'],
    ['JavaScript Node', 'js'],
    ['Pascal', 'pas'],
    ['Golang', 'go'],
    ['PHP', 'php'],
    ['Ruby', 'txt'],
  ])('names %s code *.%s', (language, ext) => {
    expect(languageExtension(language)).toBe(ext)
  })

  it('keeps one name per file when two accepted submissions share a second', () => {
    const when = new Date(Date.UTC(2026, 0, 2, 3, 4, 5))
    const sub = (submitId: number) => ({
      submitId,
      pid: 7,
      displayId: 'A',
      uid: 'u',
      username: 'ann/x',
      language: 'C',
      code: String(submitId),
      status: 0,
      score: null,
      submitTime: when,
    })
    const entries = acArchiveEntries({
      acm: true,
      splitType: 'user',
      places: [{ pid: 7, displayId: 'A' }],
      submissions: [sub(2), sub(1)],
    })
    expect(entries).toEqual([
      ['ann_x/', ''],
      ['ann_x/A_(20260102030405).c', '2'],
      ['ann_x/A_(20260102030405)_1.c', '1'],
    ])
  })

  it('never names a folder or file `.` or `..`', () => {
    const entries = acArchiveEntries({
      acm: true,
      splitType: 'problem',
      places: [{ pid: 7, displayId: '..' }],
      submissions: [
        {
          submitId: 1,
          pid: 7,
          displayId: '..',
          uid: 'u',
          username: '.',
          language: 'C',
          code: 'x',
          status: 0,
          score: null,
          submitTime: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
        },
      ],
    })
    expect(entries.map(([name]) => name)).toEqual(['_/', '_/__(20260102030405).c'])
  })
})
