import type { ModuleDescriptor } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import { entryOf, mayOpen, menuItems } from './menu.ts'

const text = (en: string) => ({ en, 'zh-CN': `${en}（中）` })
const module = (id: string, adminMenu: ModuleDescriptor['adminMenu']): ModuleDescriptor => ({
  id,
  routes: [],
  manifest: '',
  container: `oj_${id}`,
  nav: [],
  userMenu: [],
  areas: [],
  slots: [],
  messageSources: [],
  ...(adminMenu ? { adminMenu } : {}),
})

const modules = [
  module('discussion', [
    { id: 'discussion-report', label: text('Reports'), path: 'discussion-report', order: 71, role: 'admin' },
    { id: 'discussion', label: text('Discussions'), path: '/discussion/', order: 70, role: 'admin' },
  ]),
  module('problems', undefined),
  module('admin', [
    { id: 'dashboard', label: text('Dashboard'), path: 'dashboard', order: 0, role: 'admin' },
    { id: 'switch', label: text('Switches'), path: 'switch', order: 95, role: 'root' },
  ]),
  module('training', [
    { id: 'training', label: text('Trainings'), path: 'training', order: 40, role: 'admin' },
    {
      id: 'training-category',
      label: text('Categories'),
      path: 'training/category',
      order: 41,
      role: 'admin',
    },
  ]),
]

describe('menuItems', () => {
  it("lists every module's entries by order, in the language asked", () => {
    const items = menuItems(modules, ['root'], 'en')
    expect(items.map((i) => `${i.moduleId}:${i.path}`)).toEqual([
      'admin:dashboard',
      'training:training',
      'training:training/category',
      'discussion:discussion',
      'discussion:discussion-report',
      'admin:switch',
    ])
    expect(menuItems(modules, ['root'], 'zh-CN')[0]?.label).toBe('Dashboard（中）')
  })

  it("shows root's entries to root only, and nothing to a user without an admin role", () => {
    expect(menuItems(modules, ['admin'], 'en').map((i) => i.id)).not.toContain('switch')
    expect(menuItems(modules, ['problem_admin'], 'en').map((i) => i.id)).toContain('discussion')
    expect(menuItems(modules, ['default_user'], 'en')).toEqual([])
    expect(menuItems(modules, [], 'en')).toEqual([])
  })

  it('has no entries when no module declares any', () => {
    expect(menuItems([module('problems', undefined)], ['root'], 'en')).toEqual([])
  })
})

describe('entryOf', () => {
  const items = menuItems(modules, ['root'], 'en')
  it('finds the entry naming the longest leading part of the route', () => {
    expect(entryOf(items, 'training/category')?.id).toBe('training-category')
    expect(entryOf(items, 'training/category/3')?.id).toBe('training-category')
    expect(entryOf(items, 'training/7/edit')?.id).toBe('training')
    expect(entryOf(items, 'discussion-report')?.moduleId).toBe('discussion')
    expect(entryOf(items, 'discussion')?.id).toBe('discussion')
  })
  it('matches whole segments only, and nothing for an unknown route or the root', () => {
    expect(entryOf(items, 'trainings')).toBeUndefined()
    expect(entryOf(items, 'contest')).toBeUndefined()
    expect(entryOf(items, '')).toBeUndefined()
  })
})

describe('mayOpen', () => {
  it('lets any admin role into admin pages and only root into root pages', () => {
    expect(mayOpen(['problem_admin'], 'admin')).toBe(true)
    expect(mayOpen(['admin'], 'root')).toBe(false)
    expect(mayOpen(['default_user', 'root'], 'root')).toBe(true)
    expect(mayOpen(['default_user'], 'admin')).toBe(false)
  })
})
