// The browser-kept session (spec 1 §3: the token lives in browser storage under 'token').
import { ADMIN_ROLES } from '../shared/roles.ts'
import type { AuthState, UserInfo } from './platform.ts'

export const TOKEN_KEY = 'token'
export const USER_KEY = 'userInfo'

/** The part of Web Storage the session needs (tests pass a Map-backed one). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function readSession(storage: SessionStorage | undefined): AuthState {
  const token = storage?.getItem(TOKEN_KEY) ?? undefined
  if (!token) return { token: undefined, user: undefined }
  return { token, user: parseUser(storage?.getItem(USER_KEY) ?? null) }
}

export function writeSession(storage: SessionStorage | undefined, state: AuthState): void {
  if (!storage) return
  if (state.token) storage.setItem(TOKEN_KEY, state.token)
  else storage.removeItem(TOKEN_KEY)
  if (state.token && state.user) storage.setItem(USER_KEY, JSON.stringify(state.user))
  else storage.removeItem(USER_KEY)
}

function parseUser(text: string | null): UserInfo | undefined {
  if (!text) return undefined
  try {
    return toUser(JSON.parse(text))
  } catch {
    return undefined
  }
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null
}

function roleNames(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .map((r) => (typeof r === 'string' ? r : str((r as { role?: unknown } | null)?.role)))
    .filter((r): r is string => Boolean(r))
}

/** Reads the user out of a login reply (or stored JSON); undefined when it has no uid/username. */
export function toUser(data: unknown): UserInfo | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const d = data as Record<string, unknown>
  const uid = str(d.uid)
  const username = str(d.username)
  if (!uid || !username) return undefined
  return {
    uid,
    username,
    realname: str(d.realname),
    nickname: str(d.nickname),
    avatar: str(d.avatar),
    email: str(d.email),
    roleList: roleNames(d.roleList),
  }
}

/** GET /get-user-auth-info answers `{roles, permissions}` (HOJ); a `roleList` is read as well. */
export function rolesFromAuthInfo(data: unknown): string[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const d = data as Record<string, unknown>
  if (Array.isArray(d.roles)) return roleNames(d.roles)
  if (Array.isArray(d.roleList)) return roleNames(d.roleList)
  return undefined
}

/** Any of the three admin roles opens the admin area (spec 1 §6). */
export function isAdmin(user: UserInfo | undefined): boolean {
  return Boolean(user?.roleList.some((role) => (ADMIN_ROLES as ReadonlyArray<string>).includes(role)))
}

export function hasRole(user: UserInfo | undefined, role: string): boolean {
  return Boolean(user?.roleList.includes(role))
}
