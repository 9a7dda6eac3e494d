import { describe, expect, it } from 'vitest'

import { toolTabs } from './tool-tabs.ts'

const contest = { author: 'carol', openPrint: true, type: 0 }
const user = (username: string, roles: string[] = ['default_user']) => ({
  uid: `u-${username}`,
  username,
  roleList: roles,
})

describe('the tool tabs', () => {
  it.each([
    ['nobody logged in', undefined, contest, []],
    ['a contestant, print open', user('alice'), contest, ['print']],
    ['a contestant, print closed', user('alice'), { ...contest, openPrint: false }, []],
    [
      'the author, ACM, print open',
      user('carol'),
      contest,
      ['print', 'admin-print', 'ac-info', 'scroll-board'],
    ],
    [
      'the author, ACM, print closed',
      user('carol'),
      { ...contest, openPrint: false },
      ['ac-info', 'scroll-board'],
    ],
    [
      'the author, OI: no helper, no scroll board',
      user('carol'),
      { ...contest, type: 1 },
      ['print', 'admin-print'],
    ],
    ['root', user('root', ['root']), contest, ['print', 'admin-print', 'ac-info', 'scroll-board']],
    ['another admin (not root, not the author)', user('dave', ['admin']), contest, ['print']],
  ])('%s', (_, who, c, expected) => expect(toolTabs(who, c)).toEqual(expected))
})
