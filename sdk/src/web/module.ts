import type { ComponentType } from 'react'

import type { Locale } from '../shared/locale.ts'
import type { SlotDef } from '../shared/slot.ts'

/** A page is loaded lazily: its module's default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>

export interface WebRoute {
  /** Path under the base path, React Router syntax, e.g. '/problem' or '/problem/:problemID'. */
  readonly path: string
  readonly page: PageLoader
  /** Hides the shell footer on this page (problem pages, spec 1 §1). */
  readonly hideFooter?: boolean
}

/** A slot's piece is loaded lazily: its module's default export is a component of the slot's props. */
export type PieceLoader<P> = () => Promise<{ default: ComponentType<P> }>

/** One slot a module fills, with the piece it renders there (see `fill`). */
export interface SlotFill {
  readonly slot: string
  // The props are checked where the fill is made (fill's signature); here fills of any slot are held alike.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly load: PieceLoader<any>
}

/** Fills a slot with a piece taking exactly the slot's props. */
export const fill = <P>(slot: SlotDef<P>, load: PieceLoader<P>): SlotFill => ({ slot: slot.id, load })

export type MessageLoader = () => Promise<{ default: Readonly<Record<string, string>> }>

export interface WebModuleDefinition {
  readonly id: string
  readonly routes: ReadonlyArray<WebRoute>
  /** The slots this module fills; its server descriptor lists the same ids (`web.slots`). */
  readonly slots?: ReadonlyArray<SlotFill>
  readonly messages: { readonly [L in Locale]: MessageLoader }
}

/** single-spa lifecycles; props are what the shell's registry passes at mount. */
export interface Lifecycles {
  bootstrap(props: LifecycleProps): Promise<void>
  mount(props: LifecycleProps): Promise<void>
  unmount(props: LifecycleProps): Promise<void>
}
export interface LifecycleProps {
  readonly name: string
  /** The element the module renders into (made by the shell). */
  readonly domElement?: HTMLElement
  readonly [key: string]: unknown
}

export interface WebModule extends WebModuleDefinition {
  readonly lifecycles: Lifecycles
}
