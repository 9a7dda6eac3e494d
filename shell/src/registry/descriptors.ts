import { ADMIN_MENU_ROLES } from '@oj/sdk'
import type {
  AdminMenuEntry,
  Area,
  AreaTab,
  LocalText,
  MessageSource,
  ModuleDescriptor,
  NavEntry,
  Visibility,
} from '@oj/sdk/web'

// GET /ojapi/modules comes from a server the shell trusts, but possibly of another version: keep
// what is well formed and skip the rest (a bad entry is dropped, never fatal).

type Raw = Record<string, unknown>
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
const list = (v: unknown): ReadonlyArray<unknown> => (Array.isArray(v) ? v : [])

function readText(v: unknown): LocalText | undefined {
  if (!isObject(v) || typeof v['zh-CN'] !== 'string' || typeof v['en'] !== 'string') return undefined
  return { 'zh-CN': v['zh-CN'], en: v['en'] }
}

function readVisibility(v: unknown): Visibility | undefined {
  if (!isObject(v)) return undefined
  return {
    ...(typeof v['loggedIn'] === 'boolean' ? { loggedIn: v['loggedIn'] } : {}),
    ...(Array.isArray(v['rolesAny'])
      ? { rolesAny: v['rolesAny'].filter(isString) as Visibility['rolesAny'] }
      : {}),
    ...(isString(v['site']) ? { site: v['site'] as Visibility['site'] } : {}),
  }
}

function readNav(v: unknown): NavEntry | undefined {
  if (!isObject(v) || !isString(v['id'])) return undefined
  const label = readText(v['label'])
  if (!label) return undefined
  const children = Array.isArray(v['children'])
    ? list(v['children']).flatMap((c) => readNav(c) ?? [])
    : undefined
  if (!isString(v['to']) && !children) return undefined
  const visible = readVisibility(v['visible'])
  return {
    id: v['id'],
    label,
    order: typeof v['order'] === 'number' ? v['order'] : 100,
    ...(isString(v['to']) ? { to: v['to'] } : {}),
    ...(children ? { children } : {}),
    ...(visible ? { visible } : {}),
  }
}

function readTab(v: unknown): AreaTab | undefined {
  if (!isObject(v) || !isString(v['id']) || typeof v['path'] !== 'string' || typeof v['match'] !== 'string')
    return undefined
  const label = readText(v['label'])
  if (!label) return undefined
  try {
    new RegExp(v['match'])
  } catch {
    return undefined
  }
  const visible = readVisibility(v['visible'])
  return { id: v['id'], label, path: v['path'], match: v['match'], ...(visible ? { visible } : {}) }
}

function readArea(v: unknown): Area | undefined {
  if (!isObject(v) || !isString(v['id']) || !isString(v['prefix'])) return undefined
  return {
    id: v['id'],
    prefix: v['prefix'],
    notIds: list(v['notIds']).filter(isString),
    tabs: list(v['tabs']).flatMap((t) => readTab(t) ?? []),
  }
}

function readSource(v: unknown): MessageSource | undefined {
  const label = isObject(v) ? readText(v['label']) : undefined
  return isObject(v) && isString(v['type']) && label ? { type: v['type'], label } : undefined
}

function readAdminEntry(v: unknown): AdminMenuEntry | undefined {
  if (!isObject(v) || !isString(v['id']) || !isString(v['path'])) return undefined
  const label = readText(v['label'])
  const role = ADMIN_MENU_ROLES.find((r) => r === v['role'])
  if (!label || !role) return undefined
  return {
    id: v['id'],
    label,
    path: v['path'],
    order: typeof v['order'] === 'number' ? v['order'] : 100,
    role,
  }
}

/** The data of GET /ojapi/modules, keeping only well-formed descriptors. */
export function readDescriptors(data: unknown): ModuleDescriptor[] {
  return list(data).flatMap((d) => {
    if (!isObject(d) || !isString(d['id']) || !isString(d['manifest']) || !isString(d['container'])) return []
    if (!Array.isArray(d['routes'])) return []
    return [
      {
        id: d['id'],
        manifest: d['manifest'],
        container: d['container'],
        routes: d['routes'].filter(isString),
        nav: list(d['nav']).flatMap((n) => readNav(n) ?? []),
        userMenu: list(d['userMenu']).flatMap((n) => {
          const entry = readNav(n)
          return entry?.to ? [entry] : []
        }),
        areas: list(d['areas']).flatMap((a) => readArea(a) ?? []),
        slots: list(d['slots']).filter(isString),
        messageSources: list(d['messageSources']).flatMap((s) => readSource(s) ?? []),
        adminMenu: list(d['adminMenu']).flatMap((e) => readAdminEntry(e) ?? []),
      },
    ]
  })
}
