// The platform context runtime: installed once by the shell, read by every remote.
export type { AnyEndpoint, EndpointInput, EndpointOutput } from '../shared/endpoint.ts'
export type { SlotDef, SlotProps } from '../shared/slot.ts'
export { defineSlot, PlatformSlots } from '../shared/slot.ts'
export type { AdminListProps, AdminListRemove } from './admin-list.tsx'
export { AdminList } from './admin-list.tsx'
export type { AdminRouteParams, AdminSubRouterProps } from './admin-router.tsx'
export { AdminSubRouter, matchAdminRoute } from './admin-router.tsx'
export type {
  ApiClientOptions,
  ApiFailure,
  ApiReply,
  HttpApiClient,
  Query,
  RequestOptions,
  Verdict,
} from './api.ts'
export { createApiClient, encodeQuery, isAdminPath, readReply, REQUEST_TIMEOUT_MS } from './api.ts'
export type { HostPlatform, PlatformOptions, Toast, ToastKind } from './create-platform.ts'
export { createPlatform } from './create-platform.ts'
export { defineWebModule } from './define-module.tsx'
export type { ErrorBoundaryProps } from './error-boundary.tsx'
export { ErrorBoundary, ErrorNotice } from './error-boundary.tsx'
export {
  useApi,
  useAreaTabStates,
  useAuth,
  useLayout,
  useLocale,
  useModuleEnabled,
  useModules,
  useNavigateTo,
  usePlatform,
  useSiteConfig,
  useSlotFilled,
  useStore,
  useUser,
} from './hooks.ts'
export { getPlatform, installPlatform, uninstallPlatform } from './install.ts'
export type { LocaleSources } from './locale.ts'
export { chooseLocale, detectLocale, localeCookie, readCookie } from './locale.ts'
export type { SdkMessageId } from './messages.ts'
export { sdkMessages, sdkText } from './messages.ts'
export type { MessageLoaders, Messages } from './module-intl.tsx'
export { loadMessages, ModuleIntl, useMessages } from './module-intl.tsx'
export { Loading, matchesPrefix, ModuleRoot } from './module-root.tsx'
export type { BankProblem, ProblemBankPickerProps } from './problem-bank-picker.tsx'
export { ProblemBankPicker } from './problem-bank-picker.tsx'
export type { ApiMutationOptions, ApiQueryOptions } from './query.ts'
export { apiQueryKey, useApiMutation, useApiQuery } from './query.ts'
export { saveBlob } from './save-blob.ts'
export type { ScopedSectionProps } from './scoped-sections.ts'
export { ScopedSections } from './scoped-sections.ts'
export type { SessionStorage } from './session.ts'
export { hasRole, isAdmin, readSession, TOKEN_KEY, toUser, USER_KEY } from './session.ts'
export type { SlotProps as SlotElementProps } from './slot.tsx'
export { Slot } from './slot.tsx'
export { createStore } from './store.ts'
// The shared constants web code needs, re-exported so that the web never has to import the `@oj/sdk`
// root at run time (it carries the Effect schemas of the server side and would load all of Effect).
export type { Envelope, Page } from '../shared/envelope.ts'
export { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '../shared/envelope.ts'
export { localizeJudgeText } from '../shared/judge-messages.ts'
export type { Locale } from '../shared/locale.ts'
export { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, normalizeLocale } from '../shared/locale.ts'
export type {
  AdminMenuEntry,
  Area,
  AreaTab,
  LocalText,
  MessageSource,
  ModuleDescriptor,
  NavEntry,
  Visibility,
} from '../shared/modules.ts'
export { API_PREFIX, BASE_PATH, isVisible } from '../shared/modules.ts'
export type { RoleKey, RoleName } from '../shared/roles.ts'
export { ADMIN_ROLES, Roles } from '../shared/roles.ts'
