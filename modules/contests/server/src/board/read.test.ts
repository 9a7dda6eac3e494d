import { describe, expect, it } from 'vitest'

import { encodedPage } from './read.ts'

describe('a board page’s encoded reply', () => {
  it('is byte for byte the page as JSON: its rows first, then total, size, current, pages', () => {
    const page = {
      records: [
        { uid: 'u1', username: 'alice', rank: 1, ac: 2, submissionInfo: { A: { isAC: true } } },
        { uid: 'u2', username: 'b"ob', rank: 2, ac: 0, submissionInfo: {} },
      ],
      total: 2,
      size: 50,
      current: 1,
      pages: 1,
    } as unknown as Parameters<typeof encodedPage>[0]
    expect(encodedPage(page).text).toBe(JSON.stringify(page))
    const empty = { ...page, records: [], total: 0, pages: 0 }
    expect(encodedPage(empty).text).toBe('{"records":[],"total":0,"size":50,"current":1,"pages":0}')
  })
})
