import type { Caller } from '@oj/sdk/server'
import { describe, expect, it } from 'vitest'

import { checkAuth } from './auth.ts'

const user: Caller = { uid: 'u1', username: 'alice', roles: ['default_user'], permissions: ['submit'] }
const admin: Caller = { uid: 'u2', username: 'bob', roles: ['admin'], permissions: ['submit', 'rejudge'] }

describe('checkAuth', () => {
  it.each([
    ['anon', undefined, undefined],
    ['anon', user, undefined],
    ['login', undefined, 401],
    ['login', user, undefined],
    [{ rolesAny: ['root', 'admin'] }, undefined, 401],
    [{ rolesAny: ['root', 'admin'] }, user, 403],
    [{ rolesAny: ['root', 'admin'] }, admin, undefined],
    [{ perms: ['submit'] }, user, undefined],
    [{ perms: ['submit', 'rejudge'] }, user, 403],
    [{ perms: ['submit', 'rejudge'] }, admin, undefined],
    [{ perms: ['rejudge'] }, undefined, 401],
  ] as const)('%j for %j → %s', (rule, caller, status) => {
    expect(checkAuth(rule, caller)?.status).toBe(status)
  })
})
