// The admin area's side menu, from the enabled modules' descriptors (`adminMenu` of their server
// module's `web`): no page of any module is listed here.
import type { AdminMenuEntry, Locale, ModuleDescriptor } from '@oj/sdk/web'

/** One menu entry with the module that serves it and its label in the current language. */
export interface MenuItem {
  readonly moduleId: string
  readonly id: string
  /** Under /admin, no leading slash. */
  readonly path: string
  readonly label: string
  readonly order: number
  readonly role: AdminMenuEntry['role']
}

const ADMIN_ROLES: ReadonlyArray<string> = ['root', 'admin', 'problem_admin']

/** Whether a user with these roles may open pages needing `role` ('admin': any admin role). */
export function mayOpen(roles: ReadonlyArray<string>, role: AdminMenuEntry['role']): boolean {
  return role === 'root' ? roles.includes('root') : roles.some((r) => ADMIN_ROLES.includes(r))
}

/** The entries a user with these roles sees, by order (then label), in this language. */
export function menuItems(
  modules: ReadonlyArray<ModuleDescriptor>,
  roles: ReadonlyArray<string>,
  locale: Locale,
): Array<MenuItem> {
  return modules
    .flatMap((m) =>
      (m.adminMenu ?? []).map((entry) => ({
        moduleId: m.id,
        id: entry.id,
        path: entry.path.replace(/^\/+|\/+$/g, ''),
        label: entry.label[locale],
        order: entry.order,
        role: entry.role,
      })),
    )
    .filter((item) => mayOpen(roles, item.role))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
}

/**
 * The entry a route under /admin belongs to: the one whose path is the longest leading run of the
 * route's segments ('training/category/3' is 'training/category', 'training/7/edit' is 'training').
 * Entries are taken as given (pass them unfiltered to know the role a route needs).
 */
export function entryOf<T extends { readonly path: string }>(
  entries: ReadonlyArray<T>,
  route: string,
): T | undefined {
  const segments = route.split('/').filter(Boolean)
  let best: T | undefined
  let bestLength = 0
  for (const entry of entries) {
    const own = entry.path.split('/').filter(Boolean)
    if (own.length === 0 || own.length > segments.length || own.length <= bestLength) continue
    if (own.every((s, i) => s === segments[i])) {
      best = entry
      bestLength = own.length
    }
  }
  return best
}
