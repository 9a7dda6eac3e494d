import type { NavEntry } from '@oj/sdk/web'
import { describe, expect, it } from 'vitest'

import { userMenuEntries } from './account-menu.tsx'

const entry = (id: string, to: string, order: number, visible?: NavEntry['visible']): NavEntry => ({
  id,
  label: { 'zh-CN': `${id}（中）`, en: id },
  to,
  order,
  ...(visible ? { visible } : {}),
})
const own = {
  home: { value: '/user-home', label: 'Home' },
  settings: { value: '/setting', label: 'Settings' },
}
const user = { loggedIn: true, roles: ['default_user'] }
const admin = { loggedIn: true, roles: ['admin'] }

describe('the user menu', () => {
  const modules = [
    { userMenu: [entry('submissions', '/status?onlyMine=true', 10)] },
    { userMenu: [entry('management', '/admin', 80, { rolesAny: ['root', 'admin'] })] },
  ]

  it('places the modules’ entries among the frame’s by order, in the viewer’s language', () => {
    expect(userMenuEntries(own, modules, admin, undefined, 'en').map((i) => i.value)).toEqual([
      '/user-home',
      '/status?onlyMine=true',
      '/setting',
      '/admin',
    ])
    expect(userMenuEntries(own, modules, admin, undefined, 'zh-CN')[1]?.label).toBe('submissions（中）')
  })

  it('leaves out what the viewer may not see, and has only the frame’s without modules', () => {
    expect(userMenuEntries(own, modules, user, undefined, 'en').map((i) => i.value)).toEqual([
      '/user-home',
      '/status?onlyMine=true',
      '/setting',
    ])
    expect(userMenuEntries(own, [], user, undefined, 'en')).toEqual([own.home, own.settings])
  })
})
