// The platform context runtime: installed once by the shell, read by every remote.
export { createApiClient, encodeQuery, isAdminPath, readReply, REQUEST_TIMEOUT_MS } from './api.ts'
export type { ApiClientOptions, ApiFailure, ApiReply, HttpApiClient, Query, RequestOptions, Verdict } from './api.ts'
export { createPlatform, getPlatform, installPlatform, uninstallPlatform } from './create-platform.ts'
export type { HostPlatform, LoginForm, PlatformOptions, Toast, ToastKind } from './create-platform.ts'
export { defineWebModule } from './define-module.tsx'
export { ErrorBoundary, ErrorNotice } from './error-boundary.tsx'
export type { ErrorBoundaryProps } from './error-boundary.tsx'
export {
  useApi,
  useAuth,
  useLayout,
  useLocale,
  useModuleEnabled,
  useModules,
  useNavigateTo,
  usePlatform,
  useSiteConfig,
  useStore,
  useUser,
} from './hooks.ts'
export { chooseLocale, detectLocale, localeCookie, readCookie } from './locale.ts'
export type { LocaleSources } from './locale.ts'
export { sdkMessages, sdkText } from './messages.ts'
export type { SdkMessageId } from './messages.ts'
export { loadMessages, ModuleIntl, useMessages } from './module-intl.tsx'
export type { MessageLoaders, Messages } from './module-intl.tsx'
export { Loading, matchesPrefix, ModuleRoot } from './module-root.tsx'
export { hasRole, isAdmin, readSession, TOKEN_KEY, toUser, USER_KEY } from './session.ts'
export type { SessionStorage } from './session.ts'
export { Slot } from './slot.tsx'
export { createStore } from './store.ts'
// The shared constants web code needs, re-exported so that the web never has to import the `@oj/sdk`
// root at run time (it carries the Effect schemas of the server side and would load all of Effect).
export { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '../shared/envelope.ts'
export type { Envelope, Page } from '../shared/envelope.ts'
export { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, normalizeLocale } from '../shared/locale.ts'
export type { Locale } from '../shared/locale.ts'
export { API_PREFIX, BASE_PATH, KNOWN_MODULES } from '../shared/modules.ts'
export type { ModuleDescriptor, NavEntry } from '../shared/modules.ts'
export { ADMIN_ROLES, Roles } from '../shared/roles.ts'
export type { RoleKey, RoleName } from '../shared/roles.ts'
