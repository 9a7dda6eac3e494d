import { JUDGE_STATUSES } from '@oj/sdk/ui'
import { describe, expect, it } from 'vitest'

import { FRAME_EN, FRAME_ZH_CN } from '../catalogue.ts'
import { HELP_STATUSES, HELP_TIPS } from './introduction.tsx'

describe('judge help page', () => {
  it('explains every result it lists, in both languages, with a status the kit knows', () => {
    const keys = new Set(JUDGE_STATUSES.map((s) => s.key))
    expect(HELP_STATUSES).toHaveLength(14)
    for (const key of HELP_STATUSES) {
      expect(keys.has(key)).toBe(true)
      expect(FRAME_EN).toHaveProperty([`frame.help.status.${key}`])
      expect(FRAME_ZH_CN).toHaveProperty([`frame.help.status.${key}`])
    }
    expect(HELP_TIPS).toHaveLength(4)
    for (const tip of HELP_TIPS) expect(FRAME_EN).toHaveProperty([`frame.help.tip.${tip}`])
  })
})
