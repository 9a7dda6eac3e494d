import { describe, expect, it } from 'vitest'

import { decide } from './guard.ts'

const anon = { loggedIn: false, roles: [] }
const user = { loggedIn: true, roles: ['default_user'] }
const admin = { loggedIn: true, roles: ['admin'] }
const problemAdmin = { loggedIn: true, roles: ['problem_admin'] }
const root = { loggedIn: true, roles: ['root'] }

describe('decide (the admin routes guard)', () => {
  it('shows the sign-in page to anyone but an administrator, who goes to the dashboard', () => {
    expect(decide('login', anon, undefined)).toEqual({ kind: 'login' })
    expect(decide('login', user, undefined)).toEqual({ kind: 'login' })
    expect(decide('login', admin, undefined)).toEqual({ kind: 'dashboard' })
    // reached by a refusal, it stays: the administrator may sign in with another account
    expect(decide('login', { ...admin, refused: true }, undefined)).toEqual({ kind: 'login' })
  })

  it('sends a visitor to the sign-in page with "please login first"', () => {
    for (const route of ['', 'dashboard', 'discussion-report', 'switch', 'nothing/here']) {
      expect(decide(route, anon, 'admin')).toEqual({ kind: 'refuse', message: 'admin.guard.loginFirst' })
    }
  })

  it('sends a user without an admin role there with the administrator-account message', () => {
    expect(decide('dashboard', user, 'admin')).toEqual({
      kind: 'refuse',
      message: 'admin.guard.adminAccount',
    })
    expect(decide('', user, undefined)).toEqual({ kind: 'refuse', message: 'admin.guard.adminAccount' })
  })

  it('takes /admin to the dashboard and shows admin pages to the three admin roles', () => {
    expect(decide('', admin, undefined)).toEqual({ kind: 'dashboard' })
    expect(decide('discussion-report', admin, 'admin')).toEqual({ kind: 'show' })
    expect(decide('training/category', problemAdmin, 'admin')).toEqual({ kind: 'show' })
    // A route no entry names is the admin area's own "no such page".
    expect(decide('nothing/here', admin, undefined)).toEqual({ kind: 'show' })
  })

  it('keeps super-admin pages for root', () => {
    expect(decide('switch', admin, 'root')).toEqual({ kind: 'refuse', message: 'admin.guard.adminAccount' })
    expect(decide('switch', root, 'root')).toEqual({ kind: 'show' })
  })
})
