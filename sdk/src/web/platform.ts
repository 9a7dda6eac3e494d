import type { QueryClient } from '@tanstack/react-query'

import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../shared/endpoint.ts'
import type { Locale } from '../shared/locale.ts'
import type { WebsiteConfig } from '../shared/site.ts'

export type { WebsiteConfig } from '../shared/site.ts'
import type { ModuleDescriptor } from '../shared/modules.ts'
import type { MessageLoader, PieceLoader } from './module.ts'

/** The logged-in user as the frame knows it (spec 1 §3 User info). */
export interface UserInfo {
  readonly uid: string
  readonly username: string
  readonly realname?: string | null
  readonly nickname?: string | null
  readonly avatar?: string | null
  readonly email?: string | null
  readonly roleList: ReadonlyArray<string>
}

export interface AuthState {
  readonly token: string | undefined
  readonly user: UserInfo | undefined
}

/** What a login sends (AccountsApi.login, AdminApi.login). */
export interface LoginForm {
  readonly username: string
  readonly password: string
  /** The proof of a solved slide puzzle, asked for after many failed logins (spec 1 §4). */
  readonly verifyProof?: string
}

/**
 * A failed call, after the envelope was read: `status` as in the envelope, `msg` ready to show, and
 * the envelope's `data` (a machine-readable detail such as `{ needVerify: true }`; null when none).
 */
export class ApiCallError extends Error {
  readonly status: number
  readonly data: unknown
  constructor(status: number, msg: string, data: unknown = null) {
    super(msg)
    this.status = status
    this.data = data
    this.name = 'ApiCallError'
  }
}

/** How one call behaves. */
export interface CallOptions {
  /** The caller shows the failure itself: no toast or notification (the call still rejects). */
  readonly quiet?: boolean
}

/** The arguments of a typed call: the input may be left out when every field of it is optional. */
export type CallArgs<E extends AnyEndpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]

export interface ApiClient {
  /**
   * Calls an endpoint of a contract: its method and path, `:name` path segments filled from the
   * input, the rest of the input as the query (GET, DELETE) or the JSON body (POST, PUT; a FormData
   * input is sent as it is). Answers the reply's `data`, typed by the endpoint.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>>
}

/** A small observable value, read in React through useSyncExternalStore. */
export interface Store<T> {
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
}

/** What the current page asks of the frame around it (set by the module runtime per route). */
export interface LayoutState {
  readonly hideFooter: boolean
  /** Focus mode (a contest or training problem in full screen): the frame hides its top bar and footer. */
  readonly focus: boolean
  /** What the page's module says of its area's tabs for this viewer (see `useAreaTabStates`). */
  readonly areaTabs?: AreaTabStates
}

/**
 * The tabs of an area's bar that this viewer may not use, as the area's module knows them from its own
 * data (a group's tabs by the caller's level): `hidden` are left out, `disabled` shown but not links.
 * They apply only while the bar shows that area's object.
 */
export interface AreaTabStates {
  /** The area's id (its descriptor's). */
  readonly area: string
  /** The object's id as the path names it ('7'). */
  readonly id: string
  readonly hidden: ReadonlyArray<string>
  readonly disabled: ReadonlyArray<string>
}

/** One module's contribution to a slot, with the module it comes from (for its messages). */
export interface SlotContribution {
  readonly moduleId: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly load: PieceLoader<any>
  readonly messages: { readonly [L in Locale]: MessageLoader }
}

/**
 * What every remote shares with the shell. One instance per page, created by the shell and read
 * by remotes through the hooks of `@oj/sdk/web` (the SDK is a Module Federation singleton).
 */
export interface PlatformContext {
  readonly auth: Store<AuthState>
  readonly locale: Store<Locale>
  readonly siteConfig: Store<WebsiteConfig | undefined>
  readonly api: ApiClient
  /** The data cache every React root of the page shares (TanStack Query; see useApiQuery). */
  readonly queryClient: QueryClient
  /** The enabled modules, as GET /ojapi/modules said (empty until loaded). */
  readonly modules: Store<ReadonlyArray<ModuleDescriptor>>
  readonly layout: Store<LayoutState>
  /** Client-side navigation to a path under the base path (e.g. '/problem?keyword=a'). */
  navigate(to: string): void
  /** Switches the interface language (cookie Web_Language). */
  setLocale(locale: Locale): void
  /** Opens the frame's login dialog. */
  openLogin(): void
  /**
   * Logs in and keeps the session (the frame's login dialog uses it too). `admin`: through the admin
   * sign-in (POST /admin/login), which refuses an account without an admin role. Failures are toasted
   * and rejected.
   */
  login(form: LoginForm, options?: { readonly admin?: boolean }): Promise<UserInfo>
  /** Shows a toast (one at a time, 4000 ms, top-centre). */
  toast(kind: 'success' | 'info' | 'warning' | 'error', text: string): void
  /** The contributions of every enabled module to a slot (loads their remotes on first use). */
  loadSlot(slot: string): Promise<ReadonlyArray<SlotContribution>>
}
