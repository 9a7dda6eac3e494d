import { describe, expect, it } from 'vitest'

import en from './locales/en.json' with { type: 'json' }
import zhCN from './locales/zh-CN.json' with { type: 'json' }
import { FRAME_NAV, TOOLS } from './nav.ts'

describe('frame catalogue', () => {
  it('has the same ids in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort())
  })
  it('names every frame nav entry and tool', () => {
    const ids = [...FRAME_NAV.flatMap((i) => [i, ...(i.children ?? [])]), ...TOOLS].map((i) => i.label)
    for (const id of ids) expect(Object.keys(en)).toContain(id)
  })
})
