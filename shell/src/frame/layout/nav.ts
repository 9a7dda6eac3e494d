// The top bar's entries in default mode (spec 1 §1): the frame's own (Home, Status, Rank, About) plus what
// enabled modules contribute. An entry whose page nobody can show is left out, so a disabled module
// leaves no dead link behind.
import type { ModuleDescriptor, NavEntry } from '@oj/sdk/web'

import { isKnownPath } from '../../registry/routes.ts'

export interface NavItem {
  readonly id: string
  /** Message id of the label. */
  readonly label: string
  readonly to?: string
  readonly order: number
  readonly children?: ReadonlyArray<NavItem>
}

/** Frame-owned entries; modules use orders around them (problem 10, training 20, contest 40, ...). */
export const FRAME_NAV: ReadonlyArray<NavItem> = [
  { id: 'home', label: 'frame.nav.home', to: '/home', order: 0 },
  { id: 'status', label: 'frame.nav.status', to: '/status', order: 50 },
  {
    id: 'rank',
    label: 'frame.nav.rank',
    order: 55,
    children: [
      { id: 'acm-rank', label: 'frame.nav.acmRank', to: '/acm-rank', order: 0 },
      { id: 'oi-rank', label: 'frame.nav.oiRank', to: '/oi-rank', order: 1 },
    ],
  },
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

function reachable(item: NavItem, modules: ReadonlyArray<ModuleDescriptor>): NavItem | undefined {
  if (item.children) {
    const children = item.children.filter((child) => reachable(child, modules))
    return children.length ? { ...item, children } : undefined
  }
  return item.to && isKnownPath(pathOf(item.to), modules) ? item : undefined
}

export function buildNav(modules: ReadonlyArray<ModuleDescriptor>): ReadonlyArray<NavItem> {
  const framePaths = new Set(
    FRAME_NAV.flatMap((i) => [i, ...(i.children ?? [])]).flatMap((i) => (i.to ? [pathOf(i.to)] : [])),
  )
  const taken = new Set(FRAME_NAV.map((i) => i.id))
  const fromModules = modules
    .flatMap((m) => m.nav)
    .filter((entry: NavEntry) => !taken.has(entry.id) && !framePaths.has(pathOf(entry.to)))
    .filter((entry, index, all) => all.findIndex((e) => e.id === entry.id) === index)
    .map((entry): NavItem => ({ id: entry.id, label: entry.label, to: entry.to, order: entry.order }))
  return [...FRAME_NAV, ...fromModules]
    .map((item) => reachable(item, modules))
    .filter((item): item is NavItem => item !== undefined)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
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
