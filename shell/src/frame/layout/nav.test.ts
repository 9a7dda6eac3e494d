import type { ModuleDescriptor, NavEntry } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import { buildNav, isActive, pathOf } from './nav.ts'

const text = (en: string) => ({ 'zh-CN': en, en })
const module = (id: string, routes: string[], nav: ReadonlyArray<NavEntry>): ModuleDescriptor => ({
  id,
  routes,
  nav,
  areas: [],
  slots: [],
  userMenu: [],
  messageSources: [],
  manifest: `/oj/remotes/${id}/mf-manifest.json`,
  container: `oj_${id}`,
})

const problems = module(
  'problems',
  ['/problem', '/status', '/acm-rank', '/oi-rank'],
  [
    { id: 'problems', label: text('Problem'), to: '/problem', order: 20 },
    { id: 'status', label: text('Status'), to: '/status', order: 50 },
    {
      id: 'rank',
      label: text('Rank'),
      order: 55,
      children: [
        { id: 'acm-rank', label: text('ACM'), to: '/acm-rank', order: 0 },
        { id: 'oi-rank', label: text('OI'), to: '/oi-rank', order: 1 },
      ],
    },
  ],
)
const contests = module(
  'contests',
  ['/contest'],
  [
    { id: 'contests', label: text('Contest'), to: '/contest', order: 40 },
    {
      id: 'rank',
      label: text('Ranks'),
      order: 70,
      children: [{ id: 'contest-rank', label: text('Contest rank'), to: '/contest/ranks', order: 2 }],
    },
  ],
)

describe('buildNav', () => {
  it('shows only Home and About when no module is enabled', () => {
    expect(buildNav([]).map((i) => i.id)).toEqual(['home', 'about'])
    expect(
      buildNav([])
        .find((i) => i.id === 'about')
        ?.children?.map((c) => c.to),
    ).toEqual(['/introduction', '/developer'])
  })

  it("orders the frame's and the modules' entries, a drop-down filled by two modules merged", () => {
    const nav = buildNav([problems, contests])
    expect(nav.map((i) => i.id)).toEqual(['home', 'problems', 'contests', 'status', 'rank', 'about'])
    expect(nav.find((i) => i.id === 'rank')?.children?.map((c) => c.to)).toEqual([
      '/acm-rank',
      '/oi-rank',
      '/contest/ranks',
    ])
  })

  it('drops drop-down children nobody serves, and a drop-down left empty', () => {
    const onlyAcm = module('problems', ['/problem', '/acm-rank'], problems.nav)
    expect(
      buildNav([onlyAcm])
        .find((i) => i.id === 'rank')
        ?.children?.map((c) => c.id),
    ).toEqual(['acm-rank'])
    const none = module('problems', ['/problem'], problems.nav)
    expect(buildNav([none]).map((i) => i.id)).toEqual(['home', 'problems', 'about'])
  })

  it("keeps the frame's own entries when a module reuses their ids", () => {
    const greedy = module('x', ['/x'], [{ id: 'home', label: text('Mine'), to: '/x', order: 1 }])
    expect(buildNav([greedy]).find((i) => i.id === 'home')?.to).toBe('/home')
  })

  it('skips entries that point outside every enabled prefix', () => {
    const odd = module('training', ['/training'], [{ id: 'x', label: text('X'), to: '/elsewhere', order: 5 }])
    expect(buildNav([odd]).map((i) => i.id)).toEqual(['home', 'about'])
  })

  it('obeys visibility rules: login, roles and site switches', () => {
    const guarded = module(
      'discussion',
      ['/discussion', '/admin-only'],
      [
        {
          id: 'discussion',
          label: text('D'),
          to: '/discussion',
          order: 60,
          visible: { site: 'openPublicDiscussion' },
        },
        {
          id: 'admin',
          label: text('A'),
          to: '/admin-only',
          order: 61,
          visible: { loggedIn: true, rolesAny: ['root'] },
        },
      ],
    )
    const ids = (viewer: Parameters<typeof buildNav>[1]) => buildNav([guarded], viewer).map((i) => i.id)
    expect(ids({ loggedIn: false, roles: [], site: { openPublicDiscussion: false } })).toEqual([
      'home',
      'about',
    ])
    expect(ids({ loggedIn: false, roles: [], site: { openPublicDiscussion: true } })).toContain('discussion')
    expect(ids({ loggedIn: true, roles: ['default_user'] })).not.toContain('admin')
    expect(ids({ loggedIn: true, roles: ['root'] })).toContain('admin')
  })
})

describe('isActive', () => {
  it('matches the entry path and its sub-paths, ignoring the query', () => {
    expect(isActive({ id: 'p', label: '', to: '/problem?x=1', order: 0 }, '/problem/12')).toBe(true)
    expect(isActive({ id: 'p', label: '', to: '/problem', order: 0 }, '/problems')).toBe(false)
    expect(pathOf('/status?onlyMine=true#x')).toBe('/status')
  })
})
