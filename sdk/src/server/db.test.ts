import { describe, expect, it } from 'vitest'

import { errorCauses, isBadValue, isUniqueViolation } from './db.ts'

const driverError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`driver ${code}`), { code, ...extra })

describe('driver errors under wrappings', () => {
  it('lists an error and its causes, outermost first, stopping at a cycle or after 8', () => {
    const inner = driverError('23505')
    const middle = new Error('drizzle', { cause: inner })
    const outer = new Error('service', { cause: middle })
    expect(errorCauses(outer)).toEqual([outer, middle, inner])
    const loop = new Error('a') as Error & { cause?: unknown }
    const back = new Error('b', { cause: loop })
    loop.cause = back
    expect(errorCauses(loop)).toEqual([loop, back])
    let deep: unknown = new Error('0')
    for (let i = 1; i < 20; i++) deep = new Error(String(i), { cause: deep })
    expect(errorCauses(deep)).toHaveLength(8)
    expect(errorCauses(undefined)).toEqual([])
  })

  it('finds a unique violation or a refused value under the wrappings', () => {
    const unique = new Error('wrapped', {
      cause: driverError('23505', { constraint: 'user_info_email_key' }),
    })
    expect(isUniqueViolation(unique, 'user_info_email_key')).toBe(true)
    expect(isUniqueViolation(unique, 'user_info_username_key')).toBe(false)
    expect(isBadValue(unique)).toBe(false)
    expect(isBadValue(new Error('wrapped', { cause: driverError('22P02') }))).toBe(true)
  })

  it('takes a date past year 9999 for a refused value (its ISO text reads as a time zone: 22009)', () => {
    expect(isBadValue(new Error('wrapped', { cause: driverError('22009') }))).toBe(true)
  })
})
