import { Roles } from '@oj/sdk'
import { Db } from '@oj/sdk/server'
import { Effect } from 'effect'

import { allPermissions, initialRolePermissions } from './permissions.ts'
import { auth, role, roleAuth } from './tables.ts'

/**
 * Creates the roles 1000-1008 and the permissions (the platform's and the enabled modules'), and
 * grants each new role or new permission as `initialRolePermissions` says. Idempotent: running it
 * again adds only what is new, so an administrator's later changes stay.
 */
export const seedRolesAndPermissions = (modulePermissions: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const db = yield* Db
    yield* db.transaction(async (tx) => {
      const newRoles = await tx
        .insert(role)
        .values(
          Object.values(Roles).map(({ id, role: name, description }) => ({ id, role: name, description })),
        )
        .onConflictDoNothing()
        .returning({ id: role.id })
      const newAuths = await tx
        .insert(auth)
        .values(allPermissions(modulePermissions).map((name) => ({ name })))
        .onConflictDoNothing()
        .returning({ name: auth.name })
      if (newRoles.length === 0 && newAuths.length === 0) return
      const authIds = new Map(
        (await tx.select({ id: auth.id, name: auth.name }).from(auth)).map((a) => [a.name, a.id]),
      )
      const roleIsNew = new Set(newRoles.map((r) => r.id))
      const authIsNew = new Set(newAuths.map((a) => a.name))
      const grants: Array<{ roleId: number; authId: number }> = []
      for (const [roleId, names] of initialRolePermissions(modulePermissions)) {
        for (const name of names) {
          const authId = authIds.get(name)
          if (authId !== undefined && (roleIsNew.has(roleId) || authIsNew.has(name)))
            grants.push({ roleId, authId })
        }
      }
      if (grants.length > 0) await tx.insert(roleAuth).values(grants).onConflictDoNothing()
    })
  })
