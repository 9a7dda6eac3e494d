import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { RegisterTrainingInput, TrainingDTOInput, TrainingListQuery } from './schemas.ts'

describe('the training schemas', () => {
  it('take the list filters as query strings, empty ones as not given', () => {
    const decode = Schema.decodeUnknownSync(TrainingListQuery)
    expect(decode({ currentPage: '2', categoryId: '3', auth: 'Private', keyword: ' dp ' })).toEqual({
      currentPage: 2,
      categoryId: 3,
      auth: 'Private',
      keyword: 'dp',
    })
    expect(decode({ auth: '', categoryId: '', keyword: '' })).toEqual({})
    expect(() => decode({ auth: 'Protected' })).toThrow()
  })

  it('refuse a registration without a training or a password', () => {
    const decode = Schema.decodeUnknownExit(RegisterTrainingInput)
    expect(decode({ tid: 1, password: 'x' })._tag).toBe('Success')
    expect(decode({ tid: null, password: 'x' })._tag).toBe('Failure')
    expect(decode({ tid: 1, password: '' })._tag).toBe('Failure')
  })

  it('trim a training title and refuse a blank one', () => {
    const decode = Schema.decodeUnknownExit(TrainingDTOInput)
    const dto = (title: string) => ({ training: { title, auth: 'Public' }, trainingCategory: { id: 1 } })
    expect(decode(dto('  Basics  '))).toMatchObject({
      _tag: 'Success',
      value: { training: { title: 'Basics' } },
    })
    expect(decode(dto('   '))._tag).toBe('Failure')
    expect(decode({ training: { title: 'x', auth: 'Public' } })._tag).toBe('Failure')
  })
})
