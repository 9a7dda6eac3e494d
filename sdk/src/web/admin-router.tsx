import type { ReactNode } from 'react'

// The admin area's sub-router: a module's fill of 'admin.sections' gets the route after /admin/
// ('contest/7/edit') and shows the page of the first pattern that matches it ('contest/:cid/edit').
// `:name` segments take positive whole numbers (ids); anything else is another section's.

export type AdminRouteParams = Readonly<Record<string, number>>

const ID = /^[1-9]\d{0,9}$/

/** The route as the slot gives it, without slashes around it or a leading 'admin/'. */
const segmentsOf = (path: string) =>
  path
    .replace(/^\/+|\/+$/g, '')
    .replace(/^admin\//, '')
    .split('/')
    .filter(Boolean)

/** The first pattern (in the order given) the path matches, with its ids; undefined when none does. */
export function matchAdminRoute<K extends string>(
  path: string,
  patterns: Readonly<Record<K, string>>,
): { readonly key: K; readonly params: AdminRouteParams } | undefined {
  const parts = segmentsOf(path)
  for (const key of Object.keys(patterns) as Array<K>) {
    const own = segmentsOf(patterns[key])
    if (own.length !== parts.length) continue
    const params: Record<string, number> = {}
    const matches = own.every((segment, i) => {
      const part = parts[i] as string
      if (!segment.startsWith(':')) return segment === part
      if (!ID.test(part)) return false
      params[segment.slice(1)] = Number(part)
      return true
    })
    if (matches) return { key, params }
  }
  return undefined
}

export interface AdminSubRouterProps {
  /** The route after /admin/, as 'admin.sections' gives it. */
  readonly path: string
  /** Pages by pattern ('contest', 'contest/create', 'contest/:cid/edit'), tried in order. */
  readonly routes: Readonly<Record<string, (params: AdminRouteParams) => ReactNode>>
}

/** The page of the route, or nothing when it is not this section's. */
export function AdminSubRouter(props: AdminSubRouterProps): ReactNode {
  const patterns = Object.fromEntries(Object.keys(props.routes).map((p) => [p, p]))
  const found = matchAdminRoute(props.path, patterns)
  return found ? (props.routes[found.key]?.(found.params) ?? null) : null
}
