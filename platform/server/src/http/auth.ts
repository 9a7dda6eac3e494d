import type { RoleName } from '@oj/sdk'
import { type ApiError, type AuthRule, type Caller, Errors } from '@oj/sdk/server'
import type { Effect } from 'effect'

/** What a valid token resolves to; `renewedToken` is set when the session was slid forward. */
export interface Authenticated {
  readonly caller: Caller
  readonly renewedToken?: string
}

/** Resolves a token to its caller, or undefined when it is unknown, expired or revoked. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Authenticator = (token: string) => Effect.Effect<Authenticated | undefined, unknown, any>

/** The central check of RouteSpec.auth: 401 when a login is needed and missing, 403 when rights lack. */
export function checkAuth(rule: AuthRule, caller: Caller | undefined): ApiError | undefined {
  if (rule === 'anon') return undefined
  if (!caller) return Errors.loginFirst()
  if (rule === 'login') return undefined
  if ('rolesAny' in rule) {
    return rule.rolesAny.some((role: RoleName) => caller.roles.includes(role))
      ? undefined
      : Errors.noPermission()
  }
  return rule.perms.every((perm) => caller.permissions.includes(perm)) ? undefined : Errors.noPermission()
}
