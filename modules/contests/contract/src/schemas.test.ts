import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { ContestListQuery, ContestRankInput, RegisterContestInput } from './schemas.ts'

describe('contest inputs', () => {
  it('reads HOJ’s rank body, with query-string numbers and flags', () => {
    const decode = Schema.decodeUnknownExit(ContestRankInput)
    expect(
      decode({ cid: '3', limit: '50', currentPage: 2, forceRefresh: 'true', concernedList: ['u1'] }),
    ).toMatchObject({
      _tag: 'Success',
      value: { cid: 3, limit: 50, currentPage: 2, forceRefresh: true, concernedList: ['u1'] },
    })
    expect(decode({ cid: 3, limit: 301 })._tag).toBe('Failure')
    expect(decode({ cid: 0 })._tag).toBe('Failure')
    expect(decode({})._tag).toBe('Failure')
  })
  it('treats empty list filters as not given and refuses unknown statuses', () => {
    const decode = Schema.decodeUnknownExit(ContestListQuery)
    expect(decode({ status: '', type: '', keyword: '  a  ' })).toMatchObject({
      _tag: 'Success',
      value: { keyword: 'a' },
    })
    expect(decode({ status: '2' })._tag).toBe('Failure')
  })
  it('takes a registration without a password (the server says it is needed)', () => {
    expect(Schema.decodeUnknownExit(RegisterContestInput)({ cid: 1 })._tag).toBe('Success')
  })
})
