import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { IntFromQuery } from './paging.ts'
import { Id } from './schema-kit.ts'

const decodes = (schema: Schema.Top, value: unknown) =>
  Schema.decodeUnknownExit(schema as Schema.Codec<unknown, unknown>)(value)._tag === 'Success'

// Regression guard: the shared integer schemas (Schema.Int is a safe integer) refuse what no column holds.
describe('integers from a query or a body', () => {
  it('takes an integer as a number or as text', () => {
    expect(decodes(IntFromQuery, 12)).toBe(true)
    expect(decodes(IntFromQuery, '-3')).toBe(true)
    expect(decodes(IntFromQuery, Number.MAX_SAFE_INTEGER)).toBe(true)
  })

  it('refuses what no column holds exactly: 2^63, 1e309, a fraction', () => {
    for (const value of [2 ** 63, '9223372036854775808', -(2 ** 63), '1e309', Infinity, 1.5, 'NaN']) {
      expect(decodes(IntFromQuery, value), String(value)).toBe(false)
    }
  })

  it('keeps an id within a Postgres integer', () => {
    expect(decodes(Id, 2_147_483_647)).toBe(true)
    for (const value of [2_147_483_648, '2147483648', 0, -1])
      expect(decodes(Id, value), String(value)).toBe(false)
  })
})
