import { describe, expect, it } from 'vitest'

import { CATALOGUE_FILES, FRAME_EN as en, FRAME_ZH_CN as zhCN } from './catalogue.ts'
import { FRAME_NAV, TOOLS } from './layout/nav.ts'

describe('frame catalogue', () => {
  it('has the same ids in both languages, file by file', () => {
    for (const [zh, english] of Object.values(CATALOGUE_FILES))
      expect(Object.keys(english).sort()).toEqual(Object.keys(zh).sort())
  })
  it('gives each id in one file only', () => {
    const total = Object.values(CATALOGUE_FILES).reduce((n, [zh]) => n + Object.keys(zh).length, 0)
    expect(Object.keys(zhCN)).toHaveLength(total)
  })
  it('names every frame nav entry and tool', () => {
    const ids = [...FRAME_NAV.flatMap((i) => [i, ...(i.children ?? [])]), ...TOOLS].map((i) => i.label)
    for (const id of ids) expect(Object.keys(en)).toContain(id)
  })
})
