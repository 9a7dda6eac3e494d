import type { DbClient } from '@oj/sdk/server'
import { describe, expect, it } from 'vitest'

import { perDatabase } from './per-database.ts'

describe('a value per database', () => {
  it('makes it once per client, and another for another client', () => {
    const made: DbClient[] = []
    const valueOf = perDatabase((db) => {
      made.push(db)
      return { db }
    })
    const [one, two] = [{} as DbClient, {} as DbClient]
    const first = valueOf(one)
    expect(valueOf(one)).toBe(first)
    expect(first.db).toBe(one)
    expect(valueOf(two)).not.toBe(first)
    expect(valueOf(two).db).toBe(two)
    expect(made).toEqual([one, two])
  })
})
