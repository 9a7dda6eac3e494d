import type { AnyEndpoint } from '@oj/sdk/contract'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'

import { AdminApi, HomeApi, ProblemsApi, RanksApi, SubmissionsApi } from '../src/index.ts'

const all: ReadonlyArray<AnyEndpoint> = [ProblemsApi, SubmissionsApi, RanksApi, HomeApi, AdminApi].flatMap(
  (api) => Object.values(api),
)

describe('the descriptors', () => {
  it('name every call once', () => {
    const keys = all.flatMap((e) => [e.method, ...e.also].map((m) => `${m} ${e.path}`))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it.each(all.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s loads schemas that describe themselves as JSON Schema',
    async (_, e) => {
      const { input, output } = await e.schemas()
      expect(() => Schema.toJsonSchemaDocument(input)).not.toThrow()
      expect(() => Schema.toJsonSchemaDocument(output)).not.toThrow()
    },
  )
})
