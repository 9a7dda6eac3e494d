// A slot is a place where one module shows UI that another module contributes, typed with the props
// its host passes (a problem page inside a contest gets the contest, the display id and the calls to
// use). A slot is declared once, in the contract of the module whose API its props are (or in the
// SDK for the platform's own), and filled by any module whose descriptor lists its id.

import type { UserHomeApi } from '../api/user-home.ts'
import type { EndpointOutput } from './endpoint.ts'

export interface SlotDef<P> {
  /** '<area>.<place>', e.g. 'problem.page'. */
  readonly id: string
  /** Phantom: the props every contribution receives. */
  readonly _props?: (props: P) => P
}

export const defineSlot = <P = Record<string, never>>(id: string): SlotDef<P> => ({ id })

/** The props of a slot. */
export type SlotProps<S> = S extends SlotDef<infer P> ? P : never

/** The slots the platform itself hosts. */
export const PlatformSlots = {
  /** Widgets under the home page's announcements. */
  homeWidgets: defineSlot('home.widgets'),
  /** Cards at the top of the home page's side column, above the caller's figures. */
  homeSide: defineSlot('home.side'),
  /** Sections of the judge help page (/introduction), between its introduction and the results. */
  helpSections: defineSlot('help.sections'),
  /** Cards of a user's home page beside the difficulty chart, given what the page loaded. */
  userHomeSections: defineSlot<{ readonly info: EndpointOutput<typeof UserHomeApi.info> }>(
    'user.home.sections',
  ),
  /** A section of the admin area (the admin module hosts them; `path` is the rest of the admin route). */
  adminSections: defineSlot<{ readonly path: string }>('admin.sections'),
} as const
