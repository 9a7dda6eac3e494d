import type { ModuleDescriptor } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import { readDescriptors } from './descriptors.ts'
import { activeWhen, isFramePath, isKnownPath, moduleOwning, underBase } from './routes.ts'

const problems: ModuleDescriptor = {
  id: 'problems',
  routes: ['/problem'],
  manifest: '/oj/remotes/problems/mf-manifest.json',
  container: 'oj_problems',
  nav: [],
  areas: [],
  slots: [],
  userMenu: [],
  messageSources: [],
}

describe('routes', () => {
  it('strips the base path', () => {
    expect(underBase('/oj')).toBe('/')
    expect(underBase('/oj/')).toBe('/')
    expect(underBase('/oj/problem/1')).toBe('/problem/1')
    expect(underBase('/ojx')).toBeUndefined()
    expect(underBase('/problem')).toBeUndefined()
  })

  it('knows the frame pages', () => {
    expect(isFramePath('/')).toBe(true)
    expect(isFramePath('/home')).toBe(true)
    expect(isFramePath('/message/reply')).toBe(true)
    expect(isFramePath('/homework')).toBe(false)
  })

  it('activates a module on its prefix and below, under /oj only', () => {
    const active = activeWhen(problems)
    const at = (pathname: string) => active({ pathname } as Location)
    expect(at('/oj/problem')).toBe(true)
    expect(at('/oj/problem/P1000')).toBe(true)
    expect(at('/oj/problems')).toBe(false)
    expect(at('/problem')).toBe(false)
  })

  it('tells known paths from 404s', () => {
    expect(moduleOwning('/problem/1', [problems])?.id).toBe('problems')
    expect(isKnownPath('/problem/1', [problems])).toBe(true)
    expect(isKnownPath('/contest', [problems])).toBe(false)
  })
})

describe('readDescriptors', () => {
  it('keeps well-formed descriptors and skips the rest', () => {
    const label = { 'zh-CN': '题目', en: 'Problem' }
    const tab = { id: 'rank', label, path: 'rank', match: '^rank$', visible: { rolesAny: ['root'] } }
    const data = [
      {
        ...problems,
        nav: [
          { id: 'p', label, to: '/problem' },
          { id: 1 },
          { id: 'no-text', label: 'nav.problem', to: '/problem' },
          { id: 'menu', label, order: 5, children: [{ id: 'c', label, to: '/problem/c', order: 1 }] },
        ],
        areas: [
          {
            id: 'contest',
            prefix: '/contest',
            notIds: ['acm-scoreboard'],
            tabs: [tab, { ...tab, match: '(' }],
          },
          { id: 'broken' },
        ],
        slots: ['home.widgets', 3],
        userMenu: [],
        messageSources: [{ type: 'Contest', label }, { type: 'Bad' }],
        adminMenu: [
          { id: 'problems', label, path: 'problems', order: 10, role: 'admin' },
          { id: 'no-role', label, path: 'x', order: 11, role: 'user' },
          { id: 'no-path', label, order: 12, role: 'root' },
          { id: 'tags', label, path: 'problem/tag', role: 'root' },
        ],
      },
      { id: 'bad', routes: '/x' },
      null,
    ]
    expect(readDescriptors(data)).toEqual([
      {
        ...problems,
        nav: [
          { id: 'p', label, to: '/problem', order: 100 },
          { id: 'menu', label, order: 5, children: [{ id: 'c', label, to: '/problem/c', order: 1 }] },
        ],
        areas: [{ id: 'contest', prefix: '/contest', notIds: ['acm-scoreboard'], tabs: [tab] }],
        slots: ['home.widgets'],
        userMenu: [],
        messageSources: [{ type: 'Contest', label }],
        adminMenu: [
          { id: 'problems', label, path: 'problems', order: 10, role: 'admin' },
          { id: 'tags', label, path: 'problem/tag', order: 100, role: 'root' },
        ],
      },
    ])
    expect(readDescriptors({})).toEqual([])
  })
})
