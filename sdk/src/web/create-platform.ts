// Creates and installs the one platform context of a page. The shell calls createPlatform once and
// installPlatform with it; remotes only read it through the hooks.
import { QueryClient } from '@tanstack/react-query'

import { AccountsApi } from '../api/accounts.ts'
import { AdminApi } from '../api/admin.ts'
import { AUTH_HEADER } from '../shared/envelope.ts'
import { DEFAULT_LOCALE, type Locale } from '../shared/locale.ts'
import { BASE_PATH, type ModuleDescriptor } from '../shared/modules.ts'
import { type ApiFailure, createApiClient, type HttpApiClient } from './api.ts'
import { localeCookie } from './locale.ts'
import { type SdkMessageId, sdkText } from './messages.ts'
import type {
  AuthState,
  LayoutState,
  LoginForm,
  PlatformContext,
  SlotContribution,
  Store,
  UserInfo,
  WebsiteConfig,
} from './platform.ts'
import {
  readSession,
  rolesFromAuthInfo,
  type SessionStorage,
  TOKEN_KEY,
  toUser,
  writeSession,
} from './session.ts'
import { createStore } from './store.ts'

export type ToastKind = 'success' | 'info' | 'warning' | 'error'
export interface Toast {
  readonly id: number
  readonly kind: ToastKind
  readonly text: string
  readonly duration: number
}

export interface PlatformOptions {
  readonly locale?: Locale
  readonly fetch?: typeof globalThis.fetch
  readonly timeoutMs?: number
  /** Where the session is kept; localStorage in the browser. */
  readonly storage?: SessionStorage
  /** Goes to a full path (base path included), e.g. single-spa's navigateToUrl. */
  readonly navigate?: (url: string) => void
  readonly loadSlot?: (slot: string) => Promise<ReadonlyArray<SlotContribution>>
}

/** The platform as the shell holds it: the shared context plus what only the frame drives. */
export interface HostPlatform extends PlatformContext {
  readonly api: HttpApiClient
  readonly loginOpen: Store<boolean>
  /** The toast on screen (one at a time). */
  readonly toastNow: Store<Toast | undefined>
  /** The latest failed call's notification (spec 1 §8: 5 s, the frame skips it on mobile). */
  readonly noticeNow: Store<Toast | undefined>
  closeLogin(): void
  dismissToast(id: number): void
  /** The SDK's own texts in the current locale. */
  text(id: SdkMessageId): string
  /** Ends the session on the server (AccountsApi.logout; failures ignored), then forgets it. */
  logout(): Promise<void>
  /** Refreshes the roles of the stored user (AccountsApi.authInfo). */
  refreshUser(): Promise<void>
  /** Keeps fields a settings call answered (nickname, avatar, e-mail, ...) in the stored user. */
  updateUser(changes: Partial<Omit<UserInfo, 'uid' | 'username'>>): void
  clearSession(): void
  /** Spec 1 §4: adopts a token changed elsewhere when the page becomes visible again. */
  watchSession(): () => void
}

const ERROR_TOAST_MS = 5000
const TOAST_MS = 4000

function browserStorage(): SessionStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

function historyNavigate(url: string): void {
  window.history.pushState(null, '', url)
  // Every React root keeps its own router: tell them all that the location changed.
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
}

export function createPlatform(options: PlatformOptions = {}): HostPlatform {
  const storage = options.storage ?? browserStorage()
  const auth = createStore<AuthState>(readSession(storage))
  const locale = createStore<Locale>(options.locale ?? DEFAULT_LOCALE)
  const siteConfig = createStore<WebsiteConfig | undefined>(undefined)
  const modules = createStore<ReadonlyArray<ModuleDescriptor>>([])
  const layout = createStore<LayoutState>({ hideFooter: false, focus: false })
  const loginOpen = createStore(false)
  const queryClient = new QueryClient({
    defaultOptions: {
      // The client reports a failure once (toast, login dialog): no silent retries behind it.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
  })
  // Replies depend on who asks: another user (or none) must not see what was kept for the last one.
  let cachedFor = auth.get().user?.uid
  auth.subscribe(() => {
    const uid = auth.get().user?.uid
    if (uid === cachedFor) return
    cachedFor = uid
    void queryClient.resetQueries()
  })
  const toastNow = createStore<Toast | undefined>(undefined)
  const noticeNow = createStore<Toast | undefined>(undefined)
  let toastSeq = 0

  const text = (id: SdkMessageId) => sdkText(locale.get(), id)
  const setAuth = (next: AuthState) => {
    writeSession(storage, next)
    auth.set(next)
  }
  const clearSession = () => setAuth({ token: undefined, user: undefined })
  const navigate = (to: string) =>
    (options.navigate ?? historyNavigate)(`${BASE_PATH}${to.startsWith('/') ? to : `/${to}`}`)
  const toast = (kind: ToastKind, message: string, duration = kind === 'error' ? ERROR_TOAST_MS : TOAST_MS) =>
    toastNow.set({ id: ++toastSeq, kind, text: message, duration })

  const onFailure = (failure: ApiFailure) => {
    // A 401 to a call sent under another session (a visitor's call answered after the login) says
    // nothing of the session now: it neither ends it nor asks for a login again.
    if (failure.status === 401 && failure.sentToken !== auth.get().token) return
    toast('error', failure.message)
    noticeNow.set({ id: ++toastSeq, kind: 'error', text: failure.message, duration: ERROR_TOAST_MS })
    if (failure.status === 401) {
      clearSession()
      if (failure.admin) navigate('/admin/login')
      else loginOpen.set(true)
    } else if (failure.status === 403) {
      void refreshUser()
      if (failure.admin) navigate('/admin')
    }
  }

  const api = createApiClient({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    token: () => auth.get().token,
    onRenewToken: (token) => setAuth({ ...auth.get(), token }),
    text,
    onFailure,
  })

  async function refreshUser(): Promise<void> {
    const { token, user } = auth.get()
    if (!token) return
    const reply = await api.call(AccountsApi.authInfo, {}, { quiet: true }).catch(() => undefined)
    const roles = reply && rolesFromAuthInfo(reply)
    const now = auth.get()
    // Only touch the session if it is still the one we asked about.
    if (roles && user && now.token === token) setAuth({ token, user: { ...user, roleList: roles } })
  }

  async function login(form: LoginForm, how?: { readonly admin?: boolean }): Promise<UserInfo> {
    const reply = await api.callWithHeaders(how?.admin ? AdminApi.login : AccountsApi.login, form)
    const user = toUser(reply.data)
    // HOJ sends the token in the Authorization header; ours repeats it in the data.
    const token = reply.headers.get(AUTH_HEADER) ?? reply.data.token
    if (!user || !token) {
      const message = text('sdk.error.server')
      toast('error', message)
      throw new Error(message)
    }
    setAuth({ token, user })
    loginOpen.set(false)
    return user
  }

  async function logout(): Promise<void> {
    await api.call(AccountsApi.logout, {}, { quiet: true }).catch(() => undefined)
    clearSession()
  }

  function watchSession(): () => void {
    if (typeof document === 'undefined') return () => {}
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      const stored = storage?.getItem(TOKEN_KEY) ?? undefined
      if (stored === auth.get().token) return
      if (stored) {
        auth.set(readSession(storage))
        void refreshUser()
        return
      }
      auth.set({ token: undefined, user: undefined })
      const onAdmin = window.location.pathname.startsWith(`${BASE_PATH}/admin`)
      navigate(onAdmin ? '/admin/login' : '/home')
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }

  return {
    auth,
    locale,
    siteConfig,
    modules,
    layout,
    api,
    queryClient,
    loginOpen,
    toastNow,
    noticeNow,
    navigate,
    setLocale(next) {
      if (typeof document !== 'undefined') {
        document.cookie = localeCookie(next)
        document.documentElement.lang = next
      }
      locale.set(next)
    },
    openLogin: () => loginOpen.set(true),
    closeLogin: () => loginOpen.set(false),
    toast: (kind, message) => toast(kind, message),
    dismissToast: (id) => {
      if (toastNow.get()?.id === id) toastNow.set(undefined)
    },
    loadSlot: (slot) => options.loadSlot?.(slot) ?? Promise.resolve([]),
    text,
    login,
    logout,
    refreshUser,
    updateUser(changes) {
      const { token, user } = auth.get()
      if (token && user) setAuth({ token, user: { ...user, ...changes } })
    },
    clearSession,
    watchSession,
  }
}
