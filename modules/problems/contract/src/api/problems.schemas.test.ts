import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { parseTagIds } from '../tag-ids.ts'
import { ProblemListQuery, TagsQuery } from './problems.schemas.ts'

const decode = Schema.decodeUnknownSync(ProblemListQuery)
const errorOf = (input: unknown): string => {
  try {
    decode(input)
  } catch (e) {
    return String((e as Error).message)
  }
  throw new Error('expected a decoding failure')
}

describe('ProblemListQuery', () => {
  it('reads query-string text into typed filters', () => {
    expect(
      decode({
        keyword: ' a+b ',
        difficulty: '1',
        tagId: '[3,1]',
        oj: 'Mine',
        currentPage: '2',
        limit: '15',
      }),
    ).toEqual({ keyword: 'a+b', difficulty: 1, tagId: [3, 1], oj: 'Mine', currentPage: 2, limit: 15 })
  })

  it('treats empty parameters as absent', () => {
    expect(decode({ keyword: '', difficulty: '', tagId: '', oj: '', currentPage: '', limit: '' })).toEqual({})
  })

  it('accepts every tag id form', () => {
    expect(decode({ tagId: '4' }).tagId).toEqual([4])
    expect(decode({ tagId: 4 }).tagId).toEqual([4])
    expect(decode({ tagId: '1,2,2' }).tagId).toEqual([1, 2])
    expect(decode({ tagId: ['1', 2] }).tagId).toEqual([1, 2])
    expect(decode({ tagId: '[]' }).tagId).toEqual([])
  })

  it.each([
    [{ keyword: 'x'.repeat(101) }, 'keyword'],
    [{ difficulty: '3' }, 'difficulty'],
    [{ difficulty: 'hard' }, 'difficulty'],
    [{ tagId: 'a,b' }, 'tagId'],
    [{ tagId: '[1,-2]' }, 'tagId'],
    [{ tagId: '{"a":1}' }, 'tagId'],
    [{ oj: 'XYZ' }, 'oj'],
    [{ currentPage: '0' }, 'currentPage'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
  ])('rejects %j naming the field', (input, field) => {
    expect(errorOf(input)).toContain(`["${field}"]`)
  })
})

describe('parseTagIds', () => {
  it('refuses more than 20 tags and non-integers', () => {
    expect(parseTagIds(Array.from({ length: 21 }, (_, i) => i + 1))).toBeUndefined()
    expect(parseTagIds('1.5')).toBeUndefined()
    expect(parseTagIds({})).toBeUndefined()
  })
})

describe('TagsQuery', () => {
  it('takes an optional oj', () => {
    expect(Schema.decodeUnknownSync(TagsQuery)({})).toEqual({})
    expect(Schema.decodeUnknownSync(TagsQuery)({ oj: 'HDU' })).toEqual({ oj: 'HDU' })
  })
})
