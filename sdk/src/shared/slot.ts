// A slot is a place where one module shows UI that another module contributes, typed with the props
// its host passes (a problem page inside a contest gets the contest, the display id and the calls to
// use). A slot is declared once, in the contract of the module whose API its props are (or in the
// SDK for the platform's own), and filled by any module whose descriptor lists its id.

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
  /** A section of the admin area (the admin module hosts them; `path` is the rest of the admin route). */
  adminSections: defineSlot<{ readonly path: string }>('admin.sections'),
} as const
