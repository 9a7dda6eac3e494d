import type { ModuleDescriptor, NavEntry } from '@oj/sdk/web'

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0

function readNav(value: unknown): NavEntry[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((n: Record<string, unknown>) =>
    n && isString(n.id) && isString(n.label) && isString(n.to)
      ? [{ id: n.id, label: n.label, to: n.to, order: typeof n.order === 'number' ? n.order : 100 }]
      : [],
  )
}

/** The data of GET /ojapi/modules, keeping only well-formed descriptors (a bad one is skipped, not fatal). */
export function readDescriptors(data: unknown): ModuleDescriptor[] {
  if (!Array.isArray(data)) return []
  return data.flatMap((d: Record<string, unknown>) => {
    if (!d || !isString(d.id) || !isString(d.manifest) || !isString(d.container) || !Array.isArray(d.routes))
      return []
    return [
      {
        id: d.id,
        manifest: d.manifest,
        container: d.container,
        routes: d.routes.filter(isString),
        nav: readNav(d.nav),
      },
    ]
  })
}
