import { describe, expect, it } from 'vitest'

import {
  barTabStates,
  fullWidth,
  levelChoices,
  mayRemove,
  rightsOf,
  tabOfPath,
  visibleTabs,
} from './access.ts'

const viewer = (level: number, over: Partial<Parameters<typeof rightsOf>[0]> = {}) => ({
  username: 'u',
  superAdmin: false,
  level,
  access: level >= 3,
  ...over,
})

describe('group rights and tabs (spec 3 §2.2, §6)', () => {
  it('gives each level its rights; the owner and a super admin count as root', () => {
    expect(rightsOf(viewer(0), 'owner')).toEqual({
      owner: false,
      member: false,
      admin: false,
      root: false,
      manage: false,
    })
    expect(rightsOf(viewer(3), 'owner')).toMatchObject({ member: true, admin: false, root: false })
    expect(rightsOf(viewer(4), 'owner')).toMatchObject({
      member: true,
      admin: true,
      root: false,
      manage: false,
    })
    expect(rightsOf(viewer(5), 'owner')).toMatchObject({ root: true, manage: false })
    expect(rightsOf(viewer(0, { username: 'owner' }), 'owner')).toMatchObject({
      owner: true,
      root: true,
      manage: true,
    })
    expect(rightsOf(viewer(0, { superAdmin: true }), 'owner')).toMatchObject({
      member: true,
      root: true,
      manage: true,
    })
  })

  it('shows Announcement to admins, Setting to the root, Discussion while the site opens it', () => {
    const tabs = (level: number, discussion = false) =>
      visibleTabs(rightsOf(viewer(level), 'owner'), discussion).map((t) => t.tab)
    expect(tabs(3)).not.toContain('announcement')
    expect(tabs(3)).not.toContain('setting')
    expect(tabs(4)).toContain('announcement')
    expect(tabs(4)).not.toContain('setting')
    expect(tabs(5)).toContain('setting')
    expect(tabs(3)).not.toContain('discussion')
    expect(tabs(3, true)).toContain('discussion')
  })

  it('disables every tab but Home without access', () => {
    const states = visibleTabs(rightsOf(viewer(1), 'owner'), true)
    expect(states.filter((t) => !t.disabled).map((t) => t.tab)).toEqual(['home'])
    expect(visibleTabs(rightsOf(viewer(3), 'owner'), true).every((t) => !t.disabled)).toBe(true)
  })

  it('tells the bar the hidden and the disabled tabs', () => {
    const stranger = barTabStates(visibleTabs(rightsOf(viewer(0), 'owner'), false))
    expect(stranger.hidden).toEqual(['discussion', 'announcement', 'setting'])
    expect(stranger.disabled).toEqual(['problem', 'training', 'contest', 'submission', 'member', 'rank'])
    expect(barTabStates(visibleTabs(rightsOf(viewer(5), 'owner'), true))).toEqual({
      hidden: [],
      disabled: [],
    })
  })

  it('maps sub-pages onto their tab, and knows the full-width ones', () => {
    expect(tabOfPath('')).toBe('home')
    expect(tabOfPath('problem/12')).toBe('problem')
    expect(tabOfPath('training/3/problems')).toBe('training')
    expect(tabOfPath('submission-detail/9')).toBe('submission')
    expect(tabOfPath('status')).toBe('submission')
    expect(tabOfPath('member')).toBe('member')
    expect(fullWidth('status')).toBe(true)
    expect(fullWidth('problem/12')).toBe(true)
    expect(fullWidth('problem')).toBe(false)
    expect(fullWidth('training/3')).toBe(true)
    expect(fullWidth('member')).toBe(false)
  })
})

describe('member levels (spec 3 §6)', () => {
  it('locks rows at or above the actor, and offers only lower levels', () => {
    const admin = { level: 4, top: false }
    expect(levelChoices(admin, { level: 4, isOwner: false }).locked).toBe(true)
    expect(levelChoices(admin, { level: 5, isOwner: false }).locked).toBe(true)
    const member = levelChoices(admin, { level: 3, isOwner: false })
    expect(member.locked).toBe(false)
    expect([1, 2, 3, 4, 5].filter(member.allowed)).toEqual([1, 2, 3])
    const owner = levelChoices({ level: 5, top: true }, { level: 4, isOwner: false })
    expect([1, 2, 3, 4, 5].filter(owner.allowed)).toEqual([1, 2, 3, 4, 5])
    expect(levelChoices({ level: 5, top: true }, { level: 5, isOwner: true }).locked).toBe(true)
  })

  it('removes below the actor, never self, never the owner', () => {
    const actor = { level: 4, isOwner: false, self: false, superAdmin: false }
    expect(mayRemove(actor, { level: 3, isOwner: false })).toBe(true)
    expect(mayRemove(actor, { level: 4, isOwner: false })).toBe(false)
    expect(mayRemove({ ...actor, self: true }, { level: 3, isOwner: false })).toBe(false)
    expect(mayRemove({ ...actor, isOwner: true, level: 5 }, { level: 5, isOwner: false })).toBe(true)
    expect(mayRemove({ ...actor, superAdmin: true }, { level: 5, isOwner: true })).toBe(false)
  })
})
