import { describe, expect, it } from 'vitest'

import { splitImportId } from './import-id.ts'

describe('splitImportId', () => {
  it('reads the judge and its problem from what an administrator typed', () => {
    expect(splitImportId(' cf-1A ')).toEqual({ name: 'CF', problemId: '1A' })
    expect(splitImportId('AC-abc001_a')).toEqual({ name: 'AC', problemId: 'abc001_a' })
    expect(splitImportId('GYM-100001A')).toEqual({ name: 'GYM', problemId: '100001A' })
  })
  it('refuses what is not one', () => {
    for (const text of ['', '1000', 'CF-', '-1A', 'CF 1A', 'CF-1A; drop'])
      expect(splitImportId(text)).toBeUndefined()
  })
})
