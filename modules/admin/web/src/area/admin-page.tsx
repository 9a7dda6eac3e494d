import { AdminRoutes } from '@oj/admin-contract'
import { AdminApi } from '@oj/sdk/api'
import { Card, Empty } from '@oj/sdk/ui'
import {
  Loading,
  PlatformSlots,
  Slot,
  useApiQuery,
  useAuth,
  useLocale,
  useModules,
  usePlatform,
  useSiteConfig,
} from '@oj/sdk/web'
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useParams } from 'react-router'

import { DashboardView } from '../pages/dashboard.tsx'
import { AdminLoginForm } from '../pages/login-form.tsx'
import { SwitchForm, type SwitchValues } from '../pages/switches.tsx'
import { AdminLayout } from './admin-layout.tsx'
import { decide } from './guard.ts'
import { entryOf, menuItems } from './menu.ts'

/** Why the sign-in page was opened (its `reason` query): the guard's message ids. */
const REASONS = {
  'login-first': 'admin.guard.loginFirst',
  'admin-account': 'admin.guard.adminAccount',
} as const

function LoginPage(): ReactNode {
  const platform = usePlatform()
  const intl = useIntl()
  const reason = new URLSearchParams(useLocation().search).get('reason')
  const notice = reason && reason in REASONS ? REASONS[reason as keyof typeof REASONS] : undefined
  return (
    <AdminLoginForm
      notice={notice}
      onLogin={async (form) => {
        // Signed in, the guard takes the administrator on to the dashboard.
        await platform.login(form, { admin: true })
        platform.toast('success', intl.formatMessage({ id: 'admin.login.welcome' }))
      }}
    />
  )
}

function Dashboard(): ReactNode {
  const info = useApiQuery(AdminApi.dashboardInfo, {}, { quiet: true })
  const session = useApiQuery(AdminApi.lastSession, {}, { quiet: true })
  const service = useApiQuery(AdminApi.serviceInfo, {}, { quiet: true })
  return (
    <DashboardView
      info={info.data}
      session={session.data}
      service={service.data}
      failed={info.isError}
      onRetry={() => void info.refetch()}
    />
  )
}

function Switches(): ReactNode {
  const platform = usePlatform()
  const intl = useIntl()
  const site = useSiteConfig()
  const [saving, setSaving] = useState(false)
  if (!site) return <Loading />
  const save = async (values: SwitchValues) => {
    setSaving(true)
    try {
      await platform.api.call(AdminApi.switchUpdate, values)
      // The frame's nav and every page read the switches from here: they follow at once.
      platform.siteConfig.set({ ...site, ...values })
      platform.toast('success', intl.formatMessage({ id: 'admin.switch.saved' }))
    } catch {
      // The API client has shown why.
    } finally {
      setSaving(false)
    }
  }
  return <SwitchForm values={site} saving={saving} onSave={(v) => void save(v)} />
}

function NotFound(): ReactNode {
  return (
    <Card>
      <Empty message={<FormattedMessage id="admin.notFound" />} />
    </Card>
  )
}

/**
 * Every page under /admin (spec 3 §2.11): the sign-in page, and behind the guard the side menu made
 * of the enabled modules' admin menu entries with the page of the route: the dashboard and the
 * switches are this module's; any other route is shown by the fill of 'admin.sections' of the module
 * whose entry names it, given the rest of the route.
 */
export default function AdminPage(): ReactNode {
  const route = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '')
  const auth = useAuth()
  const locale = useLocale()
  const modules = useModules()
  const platform = usePlatform()
  const intl = useIntl()
  const roles = auth.user?.roleList ?? []
  const items = menuItems(modules, roles, locale)
  // The role a route needs is its entry's, whoever asks: look among every entry.
  const entry = entryOf(menuItems(modules, ['root'], locale), route)
  const decision = decide(route, { loggedIn: auth.loggedIn, roles }, entry?.role)
  const modulesKnown = modules.length > 0

  const refusal = decision.kind === 'refuse' ? decision.message : undefined
  const toDashboard = decision.kind === 'dashboard'
  // A logged-in user's roles are judged once the modules (and so the route's entry) are known.
  const ready = modulesKnown || !auth.loggedIn
  useEffect(() => {
    if (toDashboard) platform.navigate(AdminRoutes.dashboard)
    if (refusal && ready) {
      platform.toast('warning', intl.formatMessage({ id: refusal }))
      const reason = refusal === 'admin.guard.loginFirst' ? 'login-first' : 'admin-account'
      platform.navigate(`${AdminRoutes.login}?reason=${reason}`)
    }
  }, [toDashboard, refusal, ready, platform, intl])

  if (decision.kind === 'login') return <LoginPage />
  if (decision.kind !== 'show') return null
  let page: ReactNode
  if (!entry) page = modulesKnown ? <NotFound /> : <Loading />
  else if (entry.moduleId === 'admin' && entry.id === 'dashboard') page = <Dashboard />
  else if (entry.moduleId === 'admin' && entry.id === 'switch') page = <Switches />
  else
    page = (
      <Slot
        def={PlatformSlots.adminSections}
        props={{ path: route }}
        only={[entry.moduleId]}
        fallback={<Loading />}
        empty={<NotFound />}
      />
    )
  return (
    <AdminLayout items={items} current={entry?.path} navigate={platform.navigate}>
      {page}
    </AdminLayout>
  )
}
