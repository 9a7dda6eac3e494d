import { uiMessages } from '@oj/sdk/ui'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import { DashboardView } from '../pages/dashboard/dashboard.tsx'
import { AdminLoginForm } from '../pages/login-form.tsx'
import { NOW, WORKERS } from '../stories/fixtures.ts'
import { AdminLayout } from './admin-layout.tsx'
import type { MenuItem } from './menu.ts'

const render = (locale: 'en' | 'zh-CN', node: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...(locale === 'en' ? en : zhCN) }}>
      {node}
    </IntlProvider>,
  )

const items: Array<MenuItem> = [
  { moduleId: 'admin', id: 'dashboard', path: 'dashboard', label: 'Dashboard', order: 0, role: 'admin' },
  {
    moduleId: 'discussion',
    id: 'discussion-report',
    path: 'discussion-report',
    label: 'Reports',
    order: 71,
    role: 'admin',
  },
]

describe('AdminLayout', () => {
  it('links each entry under /admin and marks the current one', () => {
    const html = render(
      'en',
      <AdminLayout items={items} current="discussion-report" navigate={() => {}}>
        <p>content</p>
      </AdminLayout>,
    )
    expect(html).toContain('href="/oj/admin/dashboard"')
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/oj\/admin\/discussion-report"|href="\/oj\/admin\/discussion-report"[^>]*aria-current="page"/,
    )
    expect(html).not.toMatch(/href="\/oj\/admin\/dashboard"[^>]*aria-current/)
    expect(html).toContain('<p>content</p>')
  })
})

describe('AdminLoginForm', () => {
  it.each([
    ['en', 'Please login again with the administrator account'],
    ['zh-CN', '请使用管理员账号重新登录'],
  ] as const)('shows why the user was sent to it (%s)', (locale, text) => {
    const html = render(locale, <AdminLoginForm onLogin={async () => {}} notice="admin.guard.adminAccount" />)
    expect(html).toContain(text)
    expect(html).toContain('name="password"')
  })
  it('has no notice when opened directly', () => {
    expect(render('en', <AdminLoginForm onLogin={async () => {}} />)).not.toContain('admin-login-notice')
  })
})

describe('DashboardView', () => {
  it("shows the platform's figures", () => {
    const html = render('en', <DashboardView info={{ userNum: 12, todayJudgeNum: 3, recentContestNum: 1 }} />)
    expect(html).toMatch(/dashboard-users.*>12</)
    expect(html).toContain('Submissions today')
  })

  it('lists the judge servers with their languages and load, a stopped one stale', () => {
    const html = render('zh-CN', <DashboardView workers={WORKERS} now={NOW} />)
    expect(html).toContain('judge-1')
    expect(html).toContain('Python3')
    expect(html).toContain('1 / 2')
    expect(html).toContain('在线')
    expect(html).toContain('失联')
  })
})

describe('texts', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })
})
