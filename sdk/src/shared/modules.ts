import type { Locale } from './locale.ts'
import type { RoleName } from './roles.ts'
import type { WebsiteConfig } from './site.ts'

// What a module shows in the frame, as plain data: its server module declares it (`web`), and
// GET /ojapi/modules hands it to the shell, which lists no module's pages, tabs or menus itself.

/** A text in every interface language (the server resolves a module's message ids to these). */
export type LocalText = { readonly [L in Locale]: string }

/** The site switches a visibility rule may name (the website config's booleans). */
export type SiteSwitch = {
  [K in keyof WebsiteConfig]: WebsiteConfig[K] extends boolean ? K : never
}[keyof WebsiteConfig]

/** When an entry shows; every condition given must hold. No rule: always. */
export interface Visibility {
  /** Only for a logged-in user (true) or only for a visitor (false). */
  readonly loggedIn?: boolean
  /** Only for a user with at least one of these roles. */
  readonly rolesAny?: ReadonlyArray<RoleName>
  /** Only while this site switch is on. */
  readonly site?: SiteSwitch
}

/**
 * A nav entry as a module declares it: `label` is a message id of the module's server catalogue.
 * An entry with `children` is a drop-down; entries of several modules with the same id merge into
 * one drop-down (their children together).
 */
export interface NavSpec {
  readonly id: string
  readonly label: string
  /** Path under the base path; absent for a drop-down. */
  readonly to?: string
  /** Place in the bar, low first (frame: home 0, about 90). */
  readonly order: number
  readonly children?: ReadonlyArray<NavSpec>
  readonly visible?: Visibility
}

/** A nav entry as GET /ojapi/modules answers it: the label in every language. */
export interface NavEntry extends Omit<NavSpec, 'label' | 'children'> {
  readonly label: LocalText
  readonly children?: ReadonlyArray<NavEntry>
}

/** One tab of an area's bar (a contest's Problems, Rank, ...). */
export interface AreaTabSpec {
  readonly id: string
  readonly label: string
  /** Path after the area's base ('/contest/7'); '' is the area's own page. */
  readonly path: string
  /** A regular expression (source) over the rest of the path after the base, marking the tab current. */
  readonly match: string
  readonly visible?: Visibility
}

/**
 * An area: pages of one object (a contest, a training, a group) under `/<prefix>/<id>/…`, where the
 * frame's top bar turns into the area's bar (back to home, then its tabs).
 */
export interface AreaSpec {
  /** e.g. 'contest' */
  readonly id: string
  /** The first path segment, e.g. '/contest'. */
  readonly prefix: string
  /** Second segments that are pages of the module rather than an object's id ('acm-scoreboard'). */
  readonly notIds?: ReadonlyArray<string>
  readonly tabs: ReadonlyArray<AreaTabSpec>
}

export interface AreaTab extends Omit<AreaTabSpec, 'label'> {
  readonly label: LocalText
}
export interface Area extends Omit<AreaSpec, 'tabs'> {
  readonly tabs: ReadonlyArray<AreaTab>
}

/**
 * A kind of thing messages can be about. The Inbox takes messages only about a type an enabled
 * module registers; the message center names it by its label ("commented in the {source}").
 */
export interface MessageSourceSpec {
  /** As stored in messages (InteractionMessage.sourceType), e.g. 'Discussion'. */
  readonly type: string
  /** Message id of its name as it reads inside a sentence, e.g. 'discussion' / '讨论'. */
  readonly label: string
}
export interface MessageSource {
  readonly type: string
  readonly label: LocalText
}

/** Who may see an admin menu entry: 'admin' any of the three admin roles, 'root' the super admin only. */
export const ADMIN_MENU_ROLES = ['admin', 'root'] as const

/**
 * An entry of the admin area's side menu (spec 3 §2.11), as a module declares it: the admin module
 * lists every enabled module's entries, and for /admin/<path>... renders that module's fill of the
 * 'admin.sections' slot with the rest of the route. `label` is a message id of the module's catalogue.
 */
export interface AdminMenuSpec {
  readonly id: string
  readonly label: string
  /** Path under /admin, no leading slash, e.g. 'discussion-report' or 'training/category'. */
  readonly path: string
  /** Place in the menu, low first (the admin module's dashboard is 0). */
  readonly order: number
  /** Who sees it (ADMIN_MENU_ROLES). */
  readonly role: (typeof ADMIN_MENU_ROLES)[number]
}

/** An admin menu entry as GET /ojapi/modules answers it: the label in every language. */
export interface AdminMenuEntry extends Omit<AdminMenuSpec, 'label'> {
  readonly label: LocalText
}

/** What a server module declares about its web side (`web` of defineServerModule). */
export interface WebSpec {
  /** Route prefixes under the base path that activate the module's remote, e.g. ['/problem']. */
  readonly routes: ReadonlyArray<string>
  readonly nav?: ReadonlyArray<NavSpec>
  /**
   * Entries of the logged-in user's menu (frame: home 0, settings 50, logout last), e.g. the
   * problems module's 'My submissions'. Links only: drop-downs have no place there.
   */
  readonly userMenu?: ReadonlyArray<Omit<NavSpec, 'children'>>
  readonly areas?: ReadonlyArray<AreaSpec>
  /** The ids of the slots its remote fills, so a page loads only the remotes it shows. */
  readonly slots?: ReadonlyArray<string>
  readonly messageSources?: ReadonlyArray<MessageSourceSpec>
  /** Entries of the admin area's side menu, each served by this module's 'admin.sections' fill. */
  readonly adminMenu?: ReadonlyArray<AdminMenuSpec>
}

/** One enabled module as `GET /ojapi/modules` describes it to the shell. */
export interface ModuleDescriptor {
  /** e.g. 'problems' */
  readonly id: string
  readonly routes: ReadonlyArray<string>
  /** Where the remote's Module Federation manifest lives (absolute path or URL). */
  readonly manifest: string
  /** Module Federation container name, `oj_<id>`. */
  readonly container: string
  readonly nav: ReadonlyArray<NavEntry>
  readonly userMenu: ReadonlyArray<NavEntry>
  readonly areas: ReadonlyArray<Area>
  readonly slots: ReadonlyArray<string>
  readonly messageSources: ReadonlyArray<MessageSource>
  /** Its admin menu entries (absent from descriptors made before the admin menu existed: none). */
  readonly adminMenu?: ReadonlyArray<AdminMenuEntry>
}

/** Whether an entry with this rule shows for this viewer on this site. */
export function isVisible(
  rule: Visibility | undefined,
  viewer: { readonly loggedIn: boolean; readonly roles: ReadonlyArray<string> },
  site: Partial<WebsiteConfig> | undefined,
): boolean {
  if (!rule) return true
  if (rule.loggedIn !== undefined && rule.loggedIn !== viewer.loggedIn) return false
  if (rule.rolesAny && !rule.rolesAny.some((r) => viewer.roles.includes(r))) return false
  if (rule.site && !site?.[rule.site]) return false
  return true
}

export const BASE_PATH = '/oj'
export const API_PREFIX = '/ojapi'
