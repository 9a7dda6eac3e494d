import { tmpdir } from 'node:os'

import { type RoleName, Roles } from '@oj/sdk'
import { endpoint } from '@oj/sdk/contract'
import { type AuthRule, defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN_PERMISSIONS, ROOT_PERMISSIONS, USER_PERMISSIONS } from '../src/accounts/roles/permissions.ts'
import { RESTRICTED_CALLS } from '../src/accounts/roles/restricted-calls.ts'
import { apiRoutes } from '../src/app.ts'
import { installedModules } from '../src/composition.ts'
import { loadConfig } from '../src/config/load.ts'
import type { RouteEntry } from '../src/http/router.ts'
import { orderModules } from '../src/loader/order.ts'
import { BUILT_IN_IDS } from '../src/runtime.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'

/** Spec 1 §3, §6: what each restriction role takes away from an ordinary user. */
const TAKEN: Partial<Record<RoleName, ReadonlyArray<string>>> = {
  no_submit: ['submit'],
  no_discuss: ['discussion_add', 'discussion_edit', 'discussion_del'],
  mute: ['comment_add', 'reply_add', 'discussion_add'],
  no_submit_no_discuss: ['submit', 'discussion_add', 'discussion_edit', 'discussion_del'],
  no_submit_mute: ['submit', 'comment_add', 'reply_add', 'discussion_add'],
}
const RESTRICTED = Object.keys(TAKEN) as Array<RoleName>
const ROLES = Object.values(Roles).map((r) => r.role)

/**
 * One route per platform permission, so that every permission is exercised even while no real
 * module checks it yet. It is only a door: what is tested is the seeded grants and the core's check.
 */
const probe = defineServerModule({
  id: 'role-probe',
  requires: [],
  routes: (api) => {
    for (const perm of [...USER_PERMISSIONS, ...ADMIN_PERMISSIONS, ...ROOT_PERMISSIONS]) {
      const door = endpoint(
        'POST',
        `/role-probe/${perm}`,
        () => import('./fixtures/probe-schemas.ts'),
        (s) => ({ input: s.NoInput, output: s.Text }),
        { summary: `Needs the permission ${perm}` },
      )
      api.handle(door, { auth: { perms: [perm] }, handler: () => Effect.succeed('ok') })
    }
  },
})
const modules = [...installedModules, probe]

/** The route table the test server serves, built by the same function as the app's. */
function servedRoutes(): ReadonlyArray<RouteEntry> {
  const config = loadConfig({ cwd: tmpdir(), env: {}, installedModules: modules.map((m) => m.id) })
  const enabled = orderModules({ enabled: config.modules, installed: modules, builtIn: BUILT_IN_IDS })
  return apiRoutes({ config, modules: enabled }).routes
}

const permsOf = (rule: AuthRule): ReadonlyArray<string> =>
  typeof rule === 'object' && 'perms' in rule ? rule.perms : []

/** What the spec says a role may do with a route that needs these permissions. */
function allowed(role: RoleName, perms: ReadonlyArray<string>): boolean {
  if (role === 'root') return true
  const userLevel = (p: string) => (USER_PERMISSIONS as ReadonlyArray<string>).includes(p)
  if (perms.every(userLevel)) return !perms.some((p) => (TAKEN[role] ?? []).includes(p))
  // Admin tools: admins have all but the super admin's system settings; problem admins may rejudge.
  if (role === 'admin') return !perms.some((p) => (ROOT_PERMISSIONS as ReadonlyArray<string>).includes(p))
  if (role === 'problem_admin') return perms.every((p) => userLevel(p) || p === 'rejudge')
  return false
}

const routes = servedRoutes()
const permRoutes = routes.filter((r) => permsOf(r.spec.auth).length > 0)
const cases = permRoutes.flatMap((route) =>
  route.methods.flatMap((method) =>
    ROLES.map((role) => ({ call: `${method} ${route.path}`, method, route, role })),
  ),
)

describe('roles × calls: the server enforces the restriction roles', { timeout: 120_000 }, () => {
  let server: TestServer
  const tokens = new Map<RoleName, string>()
  beforeAll(async () => {
    server = await startTestServer({ modules })
    for (const role of ROLES) {
      const username = `r-${role}`.slice(0, 20)
      await server.createUser({ username, password: 'role-pass', roles: [role] })
      tokens.set(role, await server.login(username, 'role-pass'))
    }
  })
  afterAll(() => server?.close())

  const call = (method: string, path: string, token?: string) =>
    server.api(method, `/ojapi${path.replace(/:(\w+)/g, '1')}`, {
      headers: { 'Accept-Language': 'en' },
      ...(token ? { token } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
    })

  it('enumerates the served table: every permission of the platform has a route', () => {
    const checked = new Set(permRoutes.flatMap((r) => permsOf(r.spec.auth)))
    for (const perm of USER_PERMISSIONS) expect(checked).toContain(perm)
  })

  it.each(permRoutes.map((r) => [`${r.methods.join('|')} ${r.path}`, r] as const))(
    '%s is served and needs a login',
    async (_name, route) => {
      const reply = await call(route.methods[0] as string, route.path)
      expect(reply.httpStatus).toBe(401)
    },
  )

  it.each(cases.map((c) => [c.call, c.role, allowed(c.role, permsOf(c.route.spec.auth)), c] as const))(
    '%s as %s → allowed: %s',
    async (_call, role, isAllowed, { method, route }) => {
      const reply = await call(method, route.path, tokens.get(role))
      if (isAllowed) expect(reply.httpStatus).not.toBe(403)
      else
        expect([reply.httpStatus, reply.body.msg]).toEqual([
          403,
          'Sorry, you do not have permission for this operation',
        ])
    },
  )

  // Calls for named roles (e.g. the super admin's notices and carousel upload): exactly those roles pass.
  const rolesOf = (rule: AuthRule): ReadonlyArray<RoleName> =>
    typeof rule === 'object' && 'rolesAny' in rule ? rule.rolesAny : []
  // The admin logout ends the session it is called with (the role table walks it with a session of
  // its own): calling it here would log the admin tokens out for the cases after it.
  const roleCases = routes
    .filter((r) => rolesOf(r.spec.auth).length > 0 && !r.path.endsWith('/logout'))
    .flatMap((route) =>
      route.methods.flatMap((method) =>
        ROLES.map((role) => ({ call: `${method} ${route.path}`, method, route, role })),
      ),
    )
  it.each(roleCases.map((c) => [c.call, c.role, rolesOf(c.route.spec.auth).includes(c.role), c] as const))(
    '%s (by role) as %s → allowed: %s',
    async (_call, role, isAllowed, { method, route }) => {
      expect((await call(method, route.path)).httpStatus).toBe(401)
      const reply = await call(method, route.path, tokens.get(role))
      if (isAllowed) expect(reply.httpStatus).not.toBe(403)
      else expect(reply.httpStatus).toBe(403)
    },
  )

  it.each(RESTRICTED.map((role) => [role] as const))('%s is refused at least one call', (role) => {
    expect(cases.some((c) => c.role === role && !allowed(role, permsOf(c.route.spec.auth)))).toBe(true)
  })

  const served = new Map<string, RouteEntry>(
    routes.flatMap((r) => r.methods.map((m) => [`${m} ${r.path}`, r] as const)),
  )
  for (const { call: name, permission } of RESTRICTED_CALLS) {
    const route = served.get(name)
    // A call that no enabled module serves yet is skipped (and so shown as pending), not passed.
    ;(route ? it : it.skip)(`${name}, served, checks ${permission}`, () => {
      expect(permsOf(route?.spec.auth ?? 'anon')).toContain(permission)
    })
  }
})
