import type { ComponentType } from 'react'

import type { Locale } from '../shared/locale.ts'
import type { NavEntry } from '../shared/modules.ts'

/** A page is loaded lazily: its module's default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>

export interface WebRoute {
  /** Path under the base path, React Router syntax, e.g. '/problem' or '/problem/:problemID'. */
  readonly path: string
  readonly page: PageLoader
  /** Hides the shell footer on this page (problem pages, spec 1 §1). */
  readonly hideFooter?: boolean
}

/**
 * The closed list of places where one module may contribute UI to another without importing it.
 * Each slot renders its contributions inside an error boundary.
 */
export interface SlotMap {
  readonly 'home.widgets': PageLoader
  readonly 'admin.sections': PageLoader
  /** A tab of the problem page (the Solutions tab); the piece reads the problem from useParams. */
  readonly 'problem.tabs': PageLoader
  /**
   * The problems module's problem page, for the modules that own /contest, /training and /group: they
   * render it inside their own routes (…/problem/:problemID, and …/problem/:problemID/full-screen for
   * focus mode). The piece reads contestID, trainingID, groupID and problemID with useParams.
   */
  readonly 'problem.page': PageLoader
  /** The submission list of a contest or a group (route parameters contestID or groupID). */
  readonly 'submission.list': PageLoader
  /** One submission (route parameter submitID, with contestID/problemID or groupID for its links). */
  readonly 'submission.detail': PageLoader
}
export type SlotId = keyof SlotMap

export type MessageLoader = () => Promise<{ default: Readonly<Record<string, string>> }>

export interface WebModuleDefinition {
  readonly id: string
  readonly routes: ReadonlyArray<WebRoute>
  readonly nav?: ReadonlyArray<NavEntry>
  readonly slots?: Partial<{ readonly [K in SlotId]: SlotMap[K] }>
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
