import { describe, expect, it } from 'vitest'

import { excerpt, mentionedNames } from './notify.ts'

describe('mentions', () => {
  it('finds @names ended by spaces or punctuation, once each, not inside e-mail addresses', () => {
    expect(mentionedNames('@alice hi @bob, and @alice again. mail me at x@example.com @carol.')).toEqual([
      'alice',
      'bob',
      'carol',
    ])
    expect(mentionedNames('@张三 你好')).toEqual(['张三'])
    expect(mentionedNames('no mentions @ here')).toEqual([])
  })

  it('mentions at most 10 users a post', () => {
    const text = Array.from({ length: 15 }, (_, i) => `@u${i}`).join(' ')
    expect(mentionedNames(text)).toHaveLength(10)
  })

  it('cuts long quotes', () => {
    expect(excerpt('x'.repeat(500))).toHaveLength(200)
    expect(excerpt('short')).toBe('short')
  })
})
