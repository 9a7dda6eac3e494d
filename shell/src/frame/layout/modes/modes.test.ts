import { describe, expect, it } from 'vitest'

import { activeEntry, type BarMode, type ModeContext, modeEntries, modeOf } from './modes.ts'

const everything: ModeContext = { contestComment: true, groupDiscussion: true, admin: true, superAdmin: true }
const visitor: ModeContext = {
  contestComment: false,
  groupDiscussion: false,
  admin: false,
  superAdmin: false,
}

describe('modeOf', () => {
  it.each([
    ['/', 'default'],
    ['/home', 'default'],
    ['/problem/1001', 'default'],
    ['/training', 'default'],
    ['/training/', 'default'],
    ['/training/3', 'training 3 /training/3'],
    ['/training/3/problem/P1000', 'training 3 /training/3'],
    ['/contest', 'default'],
    ['/contest/acm-scoreboard/7', 'default'],
    ['/contest/oi-scoreboard/7', 'default'],
    ['/contest/7', 'contest 7 /contest/7'],
    ['/contest/7/problem/A/submission-detail/99', 'contest 7 /contest/7'],
    ['/group', 'default'],
    ['/group/5/training/2/rank', 'group 5 /group/5'],
    ['/status', 'default'],
    ['/trainings/3', 'default'],
  ])('%s → %s', (path, expected) => {
    const mode = modeOf(path)
    expect(mode.kind === 'default' ? 'default' : `${mode.kind} ${mode.id} ${mode.base}`).toBe(expected)
  })
})

describe('modeEntries', () => {
  it('has no entries in default mode', () => {
    expect(modeEntries({ kind: 'default' }, everything)).toEqual([])
  })

  it('links the contest pages, the optional ones by what the frame knows', () => {
    const mode = modeOf('/contest/7')
    expect(modeEntries(mode, everything).map((e) => e.to)).toEqual([
      '/contest/7',
      '/contest/7/problems',
      '/contest/7/submissions',
      '/contest/7/rank',
      '/contest/7/announcements',
      '/contest/7/comment',
      '/contest/7/print',
      '/contest/7/ac-info',
      '/contest/7/admin-print',
      '/contest/7/rejudge',
    ])
    expect(modeEntries(mode, visitor).map((e) => e.id)).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'print',
    ])
    expect(modeEntries(mode, { ...visitor, admin: true }).map((e) => e.id)).toContain('acInfo')
    expect(modeEntries(mode, { ...visitor, admin: true }).map((e) => e.id)).not.toContain('rejudge')
  })

  it('links the training and group pages', () => {
    expect(modeEntries(modeOf('/training/3'), visitor).map((e) => e.to)).toEqual([
      '/training/3',
      '/training/3/problems',
      '/training/3/rank',
    ])
    const group = modeEntries(modeOf('/group/5'), visitor)
    expect(group.map((e) => e.id)).toEqual([
      'home',
      'problem',
      'training',
      'contest',
      'status',
      'member',
      'rank',
    ])
    expect(modeEntries(modeOf('/group/5'), everything).map((e) => e.id)).toContain('discussion')
    expect(group[0]?.label).toBe('frame.mode.group.home')
  })

  it('keeps an odd id inside its own path segment', () => {
    expect(modeEntries(modeOf('/contest/a%2Fb'), visitor)[1]?.to).toBe('/contest/a%2Fb/problems')
  })
})

describe('activeEntry', () => {
  const active = (path: string, context = everything) => {
    const mode: BarMode = modeOf(path)
    return activeEntry(mode, modeEntries(mode, context), path)
  }
  it.each([
    ['/contest/7', 'overview'],
    ['/contest/7/', 'overview'],
    ['/contest/7/problems', 'problems'],
    ['/contest/7/problem/A', 'problems'],
    ['/contest/7/problem/A/full-screen', 'problems'],
    ['/contest/7/problem/A/submission-detail/9', 'submissions'],
    ['/contest/7/submissions', 'submissions'],
    ['/contest/7/ac-info', 'acInfo'],
    ['/contest/7/scroll-board', undefined],
    ['/training/3/problem/P1', 'problems'],
    ['/training/3/rank', 'rank'],
    ['/group/5/training/2/rank', 'training'],
    ['/group/5/submission-detail/8', 'status'],
    ['/group/5/discussion-detail/4', 'discussion'],
    ['/group/5/setting', undefined],
    ['/home', undefined],
  ])('%s → %s', (path, expected) => {
    expect(active(path)).toBe(expected)
  })

  it('shows no entry for a page the caller is not offered', () => {
    expect(active('/contest/7/rejudge', visitor)).toBeUndefined()
  })
})

describe('mode texts', () => {
  it('names every entry, the areas and the way back in both languages', async () => {
    const { FRAME_EN, FRAME_ZH_CN } = await import('../../catalogue.ts')
    const { MODE_LABELS } = await import('./modes.ts')
    const ids = [
      ...MODE_LABELS,
      'frame.mode.backHome',
      ...['training', 'contest', 'group'].map((k) => `frame.mode.${k}.title`),
    ]
    for (const id of ids) {
      expect(FRAME_EN).toHaveProperty([id])
      expect(FRAME_ZH_CN).toHaveProperty([id])
    }
  })
})
