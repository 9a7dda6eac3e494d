// The top bar's modes (spec 1 §1), chosen by the path and the enabled modules: default, or an area
// a module declares (ADR 0008): the pages of one object (a contest, a training, a group) under
// `/<prefix>/<id>`, where the bar shows a way back home and the area's tabs. The frame knows no
// area, tab or text of its own: all of it is the descriptors' data.
import {
  type Area,
  type AreaTabStates,
  isVisible,
  type LocalText,
  type ModuleDescriptor,
  type NavEntry,
} from '@oj/sdk/web'

import { type NavViewer, pathOf } from '../nav.ts'

export type BarMode =
  | { readonly kind: 'default' }
  | {
      readonly kind: 'area'
      readonly area: Area
      /** The object's id as the path names it, decoded ('7'). */
      readonly id: string
      /** The area's own page, '/contest/7'. */
      readonly base: string
      /** What the area's objects are called: the label of the nav entry leading to its prefix. */
      readonly name: LocalText | undefined
    }

export interface ModeTab {
  readonly id: string
  readonly label: LocalText
  readonly to: string
  /** Over the rest of the path after the base, without its leading '/'. */
  readonly match: RegExp
  /** Shown, but not a link: the area's module says this viewer may not use it. */
  readonly disabled?: boolean
}

const DEFAULT: BarMode = { kind: 'default' }
const segments = (path: string) => path.split('/').filter(Boolean)

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The object id `path` names under `area`, if it is one of the area's pages. */
function idUnder(area: Area, path: ReadonlyArray<string>): string | undefined {
  const prefix = segments(area.prefix)
  if (path.length <= prefix.length || prefix.some((segment, i) => path[i] !== segment)) return undefined
  const raw = path[prefix.length] as string
  const id = decodeSafely(raw)
  const excluded = area.notIds ?? []
  return excluded.includes(id) || excluded.includes(raw) ? undefined : id
}

/** The label of a nav entry (any module's, the area's own first) whose page is the area's prefix. */
function nameOf(area: Area, owner: ModuleDescriptor, modules: ReadonlyArray<ModuleDescriptor>) {
  const flat = (entries: ReadonlyArray<NavEntry>): NavEntry[] =>
    entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])
  const prefix = `/${segments(area.prefix).join('/')}`
  const entries = flat([owner, ...modules.filter((m) => m !== owner)].flatMap((m) => m.nav))
  return entries.find((entry) => entry.to !== undefined && pathOf(entry.to) === prefix)?.label
}

/** The bar's mode for a path under the base path ('/contest/12/problems' → the contest area, 12). */
export function modeOf(pathname: string, modules: ReadonlyArray<ModuleDescriptor>): BarMode {
  const path = segments(pathname)
  let found: Extract<BarMode, { kind: 'area' }> | undefined
  for (const module of modules) {
    for (const area of module.areas) {
      const id = idUnder(area, path)
      // Two areas under one path: the longer prefix is the more precise one.
      if (id === undefined || (found && segments(found.area.prefix).length >= segments(area.prefix).length))
        continue
      const base = `/${[...segments(area.prefix), encodeURIComponent(id)].join('/')}`
      found = { kind: 'area', area, id, base, name: nameOf(area, module, modules) }
    }
  }
  return found ?? DEFAULT
}

const NEVER = /(?!)/

function compile(source: string): RegExp {
  try {
    return new RegExp(source)
  } catch {
    return NEVER
  }
}

/** The area's tabs this viewer may see on this site; none in default mode. */
export function modeTabs(mode: BarMode, viewer: NavViewer): ReadonlyArray<ModeTab> {
  if (mode.kind === 'default') return []
  return mode.area.tabs
    .filter((tab) => isVisible(tab.visible, viewer, viewer.site))
    .map((tab) => ({
      id: tab.id,
      label: tab.label,
      to: tab.path ? `${mode.base}/${tab.path.replace(/^\/+/, '')}` : mode.base,
      match: compile(tab.match),
    }))
}

/** The id of the tab showing the page at `pathname`, if any. */
export function activeTab(mode: BarMode, tabs: ReadonlyArray<ModeTab>, pathname: string): string | undefined {
  if (mode.kind === 'default') return undefined
  const tail = segments(pathname).slice(segments(mode.base).length).join('/')
  return tabs.find((tab) => tab.match.test(tail))?.id
}

/**
 * The tabs as the area's module says this viewer may use them (`useAreaTabStates`): its hidden tabs left
 * out, its disabled ones marked. Said of another area or object, it changes nothing.
 */
export function withTabStates(
  mode: BarMode,
  tabs: ReadonlyArray<ModeTab>,
  states: AreaTabStates | undefined,
): ReadonlyArray<ModeTab> {
  if (mode.kind === 'default' || !states || states.area !== mode.area.id || states.id !== mode.id) return tabs
  return tabs
    .filter((tab) => !states.hidden.includes(tab.id))
    .map((tab) => (states.disabled.includes(tab.id) ? { ...tab, disabled: true } : tab))
}
