import { AdminRoutes } from '@oj/admin-contract'
import { AdminApi as ProblemsAdminApi } from '@oj/problems-contract'
import { AdminApi, AdminConfigApi } from '@oj/sdk/api'
import { Card, Empty, LoadError } from '@oj/sdk/ui'
import {
  Loading,
  PlatformSlots,
  Slot,
  useApiQuery,
  useAuth,
  useLocale,
  useModuleEnabled,
  useModules,
  usePlatform,
} from '@oj/sdk/web'
import { type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useParams } from 'react-router'

import { AnnouncementsPage } from '../pages/announcements.tsx'
import { ConfPage } from '../pages/conf/conf-page.tsx'
import { DashboardView } from '../pages/dashboard/dashboard.tsx'
import { AdminLoginForm } from '../pages/login-form.tsx'
import { MailOutboxPage } from '../pages/mail-outbox.tsx'
import { NoticesPage } from '../pages/notices.tsx'
import { PlagiarismPage } from '../pages/plagiarism/plagiarism-page.tsx'
import { SwitchForm, type SwitchValues } from '../pages/switches.tsx'
import { UsersPage } from '../pages/users/users-page.tsx'
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
        // after a refusal the guard keeps the sign-in page: go on to the dashboard
        if (reason) platform.navigate(AdminRoutes.dashboard)
      }}
    />
  )
}

function Dashboard(): ReactNode {
  const judges = useModuleEnabled('problems')
  const info = useApiQuery(AdminApi.dashboardInfo, {}, { quiet: true })
  const session = useApiQuery(AdminApi.lastSession, {}, { quiet: true })
  const service = useApiQuery(AdminApi.serviceInfo, {}, { quiet: true })
  const logins = useApiQuery(AdminApi.recentLogins, { limit: 10 }, { quiet: true })
  const judging = useApiQuery(AdminApi.judging, {}, { quiet: true, refetchInterval: 60_000 })
  // A stopped worker turns stale within three missed heartbeats: ask again often enough to see it.
  const workers = useApiQuery(
    ProblemsAdminApi.judgeServiceInfo,
    {},
    { quiet: true, enabled: judges, refetchInterval: 10_000 },
  )
  return (
    <DashboardView
      info={info.data}
      session={session.data}
      service={service.data}
      logins={logins.data}
      judging={judging.data}
      workers={judges ? (workers.data ?? []) : undefined}
      failed={info.isError}
      onRetry={() => void info.refetch()}
    />
  )
}

function Switches(): ReactNode {
  const platform = usePlatform()
  const intl = useIntl()
  const locale = useLocale()
  const fields = useApiQuery(AdminConfigApi.switchFields, {}, { quiet: true })
  const [saving, setSaving] = useState(false)
  if (fields.isError) return <LoadError onRetry={() => void fields.refetch()} />
  if (!fields.data) return <Loading />
  const save = async (values: SwitchValues) => {
    setSaving(true)
    try {
      await platform.api.call(AdminConfigApi.switchUpdate, values)
      // The frame's nav and every page read the discussion switches from the site config: follow at once.
      const site = platform.siteConfig.get()
      if (site) {
        const pick = (key: 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment') =>
          typeof values[key] === 'boolean' ? { [key]: values[key] } : {}
        platform.siteConfig.set({
          ...site,
          ...pick('openPublicDiscussion'),
          ...pick('openGroupDiscussion'),
          ...pick('openContestComment'),
        })
      }
      await fields.refetch()
      platform.toast('success', intl.formatMessage({ id: 'admin.common.saved' }))
    } catch {
      // The API client has shown why.
    } finally {
      setSaving(false)
    }
  }
  const moduleNames = Object.fromEntries(
    [...new Set(fields.data.map((f) => f.module))].map((m) => [
      m,
      intl.messages[`admin.switch.module.${m}`] ? intl.formatMessage({ id: `admin.switch.module.${m}` }) : m,
    ]),
  )
  return (
    <SwitchForm
      key={JSON.stringify(fields.data.map((f) => [f.key, f.value]))}
      fields={fields.data}
      locale={locale}
      moduleNames={moduleNames}
      saving={saving}
      onSave={(v) => void save(v)}
    />
  )
}

/** This module's own pages, by their menu entry's id. */
const OWN_PAGES: Readonly<Record<string, () => ReactNode>> = {
  dashboard: () => <Dashboard />,
  user: () => <UsersPage />,
  announcement: () => <AnnouncementsPage />,
  notice: () => <NoticesPage />,
  conf: () => <ConfPage />,
  switch: () => <Switches />,
  mail: () => <MailOutboxPage />,
  plagiarism: () => <PlagiarismPage />,
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
  const refused = new URLSearchParams(useLocation().search).has('reason')
  const decision = decide(route, { loggedIn: auth.loggedIn, roles, refused }, entry?.role)
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
  else if (entry.moduleId === 'admin' && entry.id in OWN_PAGES) page = OWN_PAGES[entry.id]?.()
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
