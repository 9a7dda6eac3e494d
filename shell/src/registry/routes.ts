// Which app owns which path. Paths here are under the base path: '/oj/problem/1' is '/problem/1'.
import { BASE_PATH, matchesPrefix, type ModuleDescriptor } from '@oj/sdk/web'

/** Pages the frame itself renders (spec 1 §2); '/message' covers its children. */
const FRAME_ROUTES: ReadonlyArray<string> = [
  '/',
  '/home',
  '/logout',
  '/user-home',
  '/setting',
  '/message',
  '/introduction',
  '/developer',
]

/** '/oj/problem/1' → '/problem/1', '/oj' → '/'; undefined outside the base path. */
export function underBase(pathname: string): string | undefined {
  if (pathname === BASE_PATH) return '/'
  if (pathname.startsWith(`${BASE_PATH}/`)) return pathname.slice(BASE_PATH.length) || '/'
  return undefined
}

export function isFramePath(path: string): boolean {
  return FRAME_ROUTES.some((route) => (route === '/' ? path === '/' : matchesPrefix(path, [route])))
}

export function moduleOwning(
  path: string,
  modules: ReadonlyArray<ModuleDescriptor>,
): ModuleDescriptor | undefined {
  return modules.find((m) => matchesPrefix(path, m.routes))
}

/** Whether anything can show this path; the frame's 404 page answers the rest. */
export function isKnownPath(path: string, modules: ReadonlyArray<ModuleDescriptor>): boolean {
  return isFramePath(path) || moduleOwning(path, modules) !== undefined
}

/** single-spa's activity function of a module: active on its prefixes under the base path. */
export function activeWhen(descriptor: ModuleDescriptor): (location: Location) => boolean {
  return (location) => {
    const path = underBase(location.pathname)
    return path !== undefined && matchesPrefix(path, descriptor.routes)
  }
}
