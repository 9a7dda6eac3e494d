import type { ModuleDescriptor } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import { buildNav, isActive, pathOf } from './nav.ts'

const module = (id: string, routes: string[], nav: ModuleDescriptor['nav']): ModuleDescriptor => ({
  id,
  routes,
  nav,
  manifest: `/oj/remotes/${id}/mf-manifest.json`,
  container: `oj_${id}`,
})

const problems = module(
  'problems',
  ['/problem', '/status', '/acm-rank', '/oi-rank'],
  [{ id: 'problems', label: 'nav.problem', to: '/problem', order: 10 }],
)
const contests = module(
  'contests',
  ['/contest'],
  [{ id: 'contests', label: 'nav.contest', to: '/contest', order: 40 }],
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

  it('orders frame and module entries, keeping Status and Rank once their pages exist', () => {
    const nav = buildNav([contests, problems])
    expect(nav.map((i) => i.id)).toEqual(['home', 'problems', 'contests', 'status', 'rank', 'about'])
    expect(nav.find((i) => i.id === 'rank')?.children?.map((c) => c.to)).toEqual(['/acm-rank', '/oi-rank'])
  })

  it('drops Rank children nobody serves', () => {
    const onlyAcm = module('problems', ['/problem', '/acm-rank'], [])
    expect(
      buildNav([onlyAcm])
        .find((i) => i.id === 'rank')
        ?.children?.map((c) => c.id),
    ).toEqual(['acm-rank'])
  })

  it('lets the frame own Home, Status and Rank even if a module also lists them', () => {
    const greedy = module(
      'problems',
      ['/problem', '/status'],
      [
        { id: 'status', label: 'nav.status', to: '/status', order: 1 },
        { id: 'my-status', label: 'nav.status', to: '/status?onlyMine=true', order: 2 },
      ],
    )
    expect(buildNav([greedy]).map((i) => i.id)).toEqual(['home', 'status', 'about'])
  })

  it('skips entries that point outside every enabled prefix', () => {
    const odd = module('training', ['/training'], [{ id: 'x', label: 'nav.x', to: '/elsewhere', order: 5 }])
    expect(buildNav([odd]).map((i) => i.id)).toEqual(['home', 'about'])
  })
})

describe('isActive', () => {
  it('matches the entry path and its sub-paths, ignoring the query', () => {
    expect(isActive({ id: 'p', label: '', to: '/problem?x=1', order: 0 }, '/problem/12')).toBe(true)
    expect(isActive({ id: 'p', label: '', to: '/problem', order: 0 }, '/problems')).toBe(false)
    expect(pathOf('/status?onlyMine=true#x')).toBe('/status')
  })
})
