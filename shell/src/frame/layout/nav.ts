// The top bar's entries in default mode (spec 1 §1), from one source: the frame's own (Home, About)
// and what the enabled modules declare in their descriptors (entries and drop-downs, merged by id,
// with their visibility rules). An entry whose page nobody can show is left out, so a disabled module
// leaves no dead link behind.
import {
  isVisible,
  type LocalText,
  type ModuleDescriptor,
  type NavEntry,
  type WebsiteConfig,
} from '@oj/sdk/web'

import { isKnownPath } from '../../registry/routes.ts'

export interface NavItem {
  readonly id: string
  /** A message id of the frame's catalogue, or a module's text in every language. */
  readonly label: string | LocalText
  readonly to?: string
  readonly order: number
  readonly children?: ReadonlyArray<NavItem>
}

/** Who is looking, and the site's switches: what visibility rules are judged by. */
export interface NavViewer {
  readonly loggedIn: boolean
  readonly roles: ReadonlyArray<string>
  readonly site?: Partial<WebsiteConfig> | undefined
}

const VISITOR: NavViewer = { loggedIn: false, roles: [] }

/** Frame-owned entries: Home first (0), About last (90); modules' entries take the orders between. */
export const FRAME_NAV: ReadonlyArray<NavItem> = [
  { id: 'home', label: 'frame.nav.home', to: '/home', order: 0 },
  {
    id: 'about',
    label: 'frame.about.menu',
    order: 90,
    children: [
      { id: 'introduction', label: 'frame.about.introduction', to: '/introduction', order: 0 },
      { id: 'developer', label: 'frame.about.developer', to: '/developer', order: 1 },
    ],
  },
]

export function pathOf(to: string): string {
  const cut = to.search(/[?#]/)
  return cut < 0 ? to : to.slice(0, cut)
}

const byOrder = (a: NavItem, b: NavItem) => a.order - b.order || a.id.localeCompare(b.id)

function reachable(item: NavItem, modules: ReadonlyArray<ModuleDescriptor>): NavItem | undefined {
  if (item.children) {
    const children = item.children.flatMap((child) => reachable(child, modules) ?? [])
    return children.length ? { ...item, children: [...children].sort(byOrder) } : undefined
  }
  return item.to && isKnownPath(pathOf(item.to), modules) ? item : undefined
}

/** A module's entry as the bar shows it to this viewer (hidden children dropped), or undefined. */
function shown(entry: NavEntry, viewer: NavViewer): NavItem | undefined {
  if (!isVisible(entry.visible, viewer, viewer.site)) return undefined
  const { visible: _, children, ...item } = entry
  if (!children) return item
  return { ...item, children: children.flatMap((c) => shown(c, viewer) ?? []) }
}

/** The bar's entries: the frame's, then each module's; entries of the same id merge their children. */
export function buildNav(
  modules: ReadonlyArray<ModuleDescriptor>,
  viewer: NavViewer = VISITOR,
): ReadonlyArray<NavItem> {
  const merged = new Map<string, NavItem>(FRAME_NAV.map((item) => [item.id, item]))
  for (const entry of modules.flatMap((m) => m.nav)) {
    const item = shown(entry, viewer)
    if (!item) continue
    const known = merged.get(item.id)
    if (!known) merged.set(item.id, item)
    // A drop-down that several modules fill: children together, the first module's label and place.
    else if (known.children && item.children) {
      const ids = new Set(known.children.map((c) => c.id))
      merged.set(item.id, {
        ...known,
        children: [...known.children, ...item.children.filter((c) => !ids.has(c.id))],
      })
    }
  }
  return [...merged.values()]
    .map((item) => reachable(item, modules))
    .filter((item): item is NavItem => item !== undefined)
    .sort(byOrder)
}

/** Whether the entry (or one of its children) is the page being shown. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isActive(child, pathname))
  if (!item.to) return false
  const target = pathOf(item.to)
  return pathname === target || pathname.startsWith(`${target}/`)
}

/** The four external resources of the Tools menu (spec 1 §1). */
export const TOOLS: ReadonlyArray<{ readonly id: string; readonly label: string; readonly href: string }> = [
  { id: 'tutorial', label: 'frame.tools.tutorial', href: 'https://cp-algorithms.com/' },
  { id: 'io-rank', label: 'frame.tools.ioRank', href: 'https://stats.ioinformatics.org/' },
  { id: 'wiki', label: 'frame.tools.wiki', href: 'https://oi-wiki.org/' },
  { id: 'ai', label: 'frame.tools.ai', href: 'https://chat.deepseek.com/' },
]
