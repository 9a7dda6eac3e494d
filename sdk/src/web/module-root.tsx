import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router'

import { BASE_PATH } from '../shared/modules.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { useLocale, useModules } from './hooks.ts'
import { getPlatform } from './install.ts'
import { sdkText } from './messages.ts'
import type { WebModuleDefinition, WebRoute } from './module.ts'
import { ModuleIntl } from './module-intl.tsx'

export interface LazyRoute {
  readonly path: string
  readonly hideFooter: boolean
  readonly Page: ComponentType
}

/** Made once per module definition, so React keeps each lazy page across renders. */
export function lazyRoutes(routes: ReadonlyArray<WebRoute>): ReadonlyArray<LazyRoute> {
  return routes.map((r) => ({ path: r.path, hideFooter: Boolean(r.hideFooter), Page: lazy(r.page) }))
}

/** Whether a path (under the base path) belongs to one of the prefixes: '/problem' owns '/problem/1'. */
export function matchesPrefix(pathname: string, prefixes: ReadonlyArray<string>): boolean {
  return prefixes.some((p) => {
    const prefix = p.endsWith('/') ? p.slice(0, -1) : p
    return prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`)
  })
}

function RoutePage(props: { readonly route: LazyRoute }): ReactNode {
  const { hideFooter, Page } = props.route
  useEffect(() => {
    const layout = getPlatform().layout
    // Keep what the page itself set (a slot piece's focus flag runs its effect before ours).
    layout.set({ ...layout.get(), hideFooter })
    return () => layout.set({ hideFooter: false, focus: false })
  }, [hideFooter])
  return <Page />
}

export function Loading(): ReactNode {
  const locale = useLocale()
  return (
    <div
      className="oj-loading"
      role="status"
      aria-live="polite"
      style={{ padding: 24, textAlign: 'center', opacity: 0.7 }}
    >
      {sdkText(locale, 'sdk.page.loading')}
    </div>
  )
}

/** Inside the module's own prefixes but matching none of its routes. */
function NotFoundHere(props: { readonly moduleId: string }): ReactNode {
  const { pathname } = useLocation()
  const locale = useLocale()
  const descriptor = useModules().find((m) => m.id === props.moduleId)
  // Outside our prefixes another app owns the page; we are about to be unmounted.
  if (!descriptor || !matchesPrefix(pathname, descriptor.routes)) return null
  return (
    <div className="oj-notice" role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <p>{sdkText(locale, 'sdk.page.notFound')}</p>
      <Link to="/home">{sdkText(locale, 'sdk.action.goHome')}</Link>
    </div>
  )
}

function ModuleRoutes(props: {
  readonly moduleId: string
  readonly routes: ReadonlyArray<LazyRoute>
}): ReactNode {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {props.routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<NotFoundHere moduleId={props.moduleId} />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  )
}

/** Everything one module renders in its own React root: its texts, its router, its pages. */
export function ModuleRoot(props: {
  readonly def: WebModuleDefinition
  readonly routes: ReadonlyArray<LazyRoute>
}): ReactNode {
  return (
    <ErrorBoundary>
      <ModuleIntl messages={props.def.messages}>
        <BrowserRouter basename={BASE_PATH}>
          <ModuleRoutes moduleId={props.def.id} routes={props.routes} />
        </BrowserRouter>
      </ModuleIntl>
    </ErrorBoundary>
  )
}
