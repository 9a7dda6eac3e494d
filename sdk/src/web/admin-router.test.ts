import { describe, expect, it } from 'vitest'

import { matchAdminRoute } from './admin-router.tsx'

const patterns = {
  list: 'contest',
  create: 'contest/create',
  edit: 'contest/:cid/edit',
  problem: 'contest/:cid/problem/:pid/edit',
} as const

describe('matchAdminRoute', () => {
  it('finds the page and its ids, with or without slashes and a leading admin/', () => {
    expect(matchAdminRoute('contest', patterns)).toEqual({ key: 'list', params: {} })
    expect(matchAdminRoute('/admin/contest/create/', patterns)).toEqual({ key: 'create', params: {} })
    expect(matchAdminRoute('contest/7/edit', patterns)).toEqual({ key: 'edit', params: { cid: 7 } })
    expect(matchAdminRoute('contest/7/problem/12/edit', patterns)).toEqual({
      key: 'problem',
      params: { cid: 7, pid: 12 },
    })
  })
  it('takes ids as positive whole numbers only, and no other section', () => {
    for (const path of [
      'contest/0/edit',
      'contest/x/edit',
      'contest/-1/edit',
      'contest/7',
      'training',
      'contest/7/edit/more',
    ])
      expect(matchAdminRoute(path, patterns), path).toBeUndefined()
  })
})
