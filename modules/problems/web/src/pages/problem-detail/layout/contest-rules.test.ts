import { describe, expect, it } from 'vitest'

import { type ContestInfo, contestSubmitRules, hasRealTimeRank } from './contest-rules.ts'
import { stripMark } from './nav-strip.tsx'

const now = Date.parse('2026-11-23T12:00:00Z')
const oi: ContestInfo = {
  id: 7,
  type: 1,
  status: 0,
  sealRank: true,
  sealRankTime: '2026-11-23T11:00:00Z',
  uid: 'author',
}
const user = { uid: 'u1', superAdmin: false }

describe('contest submit rules', () => {
  it('asks to confirm an overwrite in a sealed OI contest after a first submission', () => {
    expect(contestSubmitRules(oi, user, true, now)).toEqual({ confirmOverwrite: true })
    expect(contestSubmitRules(oi, user, false, now)).toEqual({ confirmOverwrite: false })
  })
  it('does not for ACM, an ended contest, an unsealed or not yet sealed rank, or contest admins', () => {
    expect(contestSubmitRules({ ...oi, type: 0 }, user, true, now).confirmOverwrite).toBe(false)
    expect(contestSubmitRules({ ...oi, status: 1 }, user, true, now).confirmOverwrite).toBe(false)
    expect(contestSubmitRules({ ...oi, sealRank: false }, user, true, now).confirmOverwrite).toBe(false)
    expect(
      contestSubmitRules({ ...oi, sealRankTime: '2026-11-23T13:00:00Z' }, user, true, now).confirmOverwrite,
    ).toBe(false)
    expect(hasRealTimeRank(oi, { uid: 'author', superAdmin: false }, now)).toBe(true)
    expect(hasRealTimeRank(oi, { uid: undefined, superAdmin: true }, now)).toBe(true)
    expect(hasRealTimeRank(oi, user, now)).toBe(false)
  })
})

describe('strip marks', () => {
  it('shows -5 as a question mark, -10 as nothing, 0 as accepted', () => {
    expect([-5, -10, null, 0, -1, 1].map(stripMark)).toEqual([
      'hidden',
      'none',
      'none',
      'accepted',
      'tried',
      'tried',
    ])
  })
})
