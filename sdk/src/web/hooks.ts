// React access to the platform context. Every value is a store read with useSyncExternalStore, so a
// change (login, language switch) re-renders every React root on the page, frame and remotes alike.
import { useCallback, useEffect, useSyncExternalStore } from 'react'

import type { Locale } from '../shared/locale.ts'
import type { ModuleDescriptor } from '../shared/modules.ts'
import { getPlatform } from './install.ts'
import type {
  ApiClient,
  AreaTabStates,
  AuthState,
  LayoutState,
  PlatformContext,
  Store,
  UserInfo,
  WebsiteConfig,
} from './platform.ts'
import { isAdmin } from './session.ts'

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

export function usePlatform(): PlatformContext {
  return getPlatform()
}

export function useAuth(): AuthState & { readonly loggedIn: boolean; readonly admin: boolean } {
  const state = useStore(getPlatform().auth)
  return { ...state, loggedIn: Boolean(state.token), admin: isAdmin(state.user) }
}

export function useUser(): UserInfo | undefined {
  return useStore(getPlatform().auth).user
}

export function useLocale(): Locale {
  return useStore(getPlatform().locale)
}

export function useSiteConfig(): WebsiteConfig | undefined {
  return useStore(getPlatform().siteConfig)
}

export function useModules(): ReadonlyArray<ModuleDescriptor> {
  return useStore(getPlatform().modules)
}

/** Whether an institution has this module switched on. */
export function useModuleEnabled(id: string): boolean {
  return useModules().some((m) => m.id === id)
}

/**
 * Whether an enabled module fills this slot (read from the descriptors: no remote is loaded), so a
 * host can lay out a column only when something will show in it.
 */
export function useSlotFilled(def: { readonly id: string }): boolean {
  return useModules().some((m) => m.slots.includes(def.id))
}

export function useLayout(): LayoutState {
  return useStore(getPlatform().layout)
}

/**
 * Tells the frame which of the area's tabs this viewer may not use (while the page is shown; undefined
 * while the page does not know yet). The frame's bar leaves the hidden ones out and greys the disabled.
 */
export function useAreaTabStates(states: AreaTabStates | undefined): void {
  const key = states ? JSON.stringify(states) : ''
  useEffect(() => {
    if (!key) return
    const layout = getPlatform().layout
    layout.set({ ...layout.get(), areaTabs: JSON.parse(key) as AreaTabStates })
    return () => {
      const { areaTabs: _, ...rest } = layout.get()
      layout.set(rest)
    }
  }, [key])
}

export function useApi(): ApiClient {
  return getPlatform().api
}

/**
 * Navigation across apps: a path under the base path ('/problem?keyword=a'). Inside one module,
 * React Router's own useNavigate works too; this one also reaches pages of other apps.
 */
export function useNavigateTo(): (to: string) => void {
  return useCallback((to: string) => getPlatform().navigate(to), [])
}
