import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { NewNote } from './schemas.ts'

describe('NewNote', () => {
  const decode = Schema.decodeUnknownExit(NewNote)
  it('trims the title', () => {
    expect(decode({ title: '  hello ' })).toMatchObject({ _tag: 'Success', value: { title: 'hello' } })
  })
  it('refuses an empty or too long title', () => {
    expect(decode({ title: '   ' })._tag).toBe('Failure')
    expect(decode({ title: 'x'.repeat(201) })._tag).toBe('Failure')
  })
})
