// The contest admin pages against a platform whose calls a table answers (no server): for stories
// and tests. Every call is recorded (method, path, query, JSON body); the module's texts over the
// kit's, in the given language.
import type { Locale } from '@oj/sdk'
import { uiMessages } from '@oj/sdk/ui'
import {
  createPlatform,
  type HostPlatform,
  installPlatform,
  type SlotContribution,
  type UserInfo,
} from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import type { Decorator } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

const messages = { 'zh-CN': zhCN, en }

/** The reply `data` per API path ('/admin/contest'), from the method, the query and the JSON body. */
export type Answers = Readonly<
  Record<string, (query: URLSearchParams, body: unknown, method: string) => unknown>
>

export interface Call {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly body: unknown
}

const adminRoot: UserInfo = { uid: 'u-0', username: 'root', roleList: ['root'] }
export const adminUser: UserInfo = { uid: 'u-2', username: 'teacher', roleList: ['admin'] }

/** A platform answering from `answers` (a throw answers a 400 with its message), with `calls` recorded. */
export function adminPlatform(
  answers: Answers,
  options: {
    readonly locale?: Locale
    readonly user?: UserInfo
    /** Other modules' fills of slots the pages show (the problems module's problem form). */
    readonly loadSlot?: (slot: string) => Promise<ReadonlyArray<SlotContribution>>
  } = {},
): { readonly platform: HostPlatform; readonly calls: Call[] } {
  const calls: Call[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://admin.local')
    const path = url.pathname.replace(/^.*\/ojapi/, '')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    calls.push({ method, path, query: url.searchParams, body })
    const answer = answers[path]
    let status = 200
    let msg = 'success'
    let data: unknown = null
    try {
      data = answer ? (answer(url.searchParams, body, method) ?? null) : null
    } catch (e) {
      status = 400
      msg = e instanceof Error ? e.message : String(e)
    }
    return new Response(JSON.stringify({ status, msg, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  const platform = createPlatform({
    locale: options.locale ?? 'en',
    fetch,
    storage: undefined,
    navigate: () => {},
    ...(options.loadSlot ? { loadSlot: options.loadSlot } : {}),
  })
  platform.auth.set({ token: 'admin-token', user: options.user ?? adminRoot })
  return { platform, calls }
}

export function AdminIntl(props: { readonly locale: Locale; readonly children: ReactNode }): ReactNode {
  return (
    <IntlProvider locale={props.locale} messages={{ ...uiMessages[props.locale], ...messages[props.locale] }}>
      {props.children}
    </IntlProvider>
  )
}

const platforms = new WeakMap<Answers, Map<Locale, HostPlatform>>()

/** The decorator of an admin page story: the answers' platform, in the toolbar's language. */
export const inAdminWorld =
  (answers: Answers, user: UserInfo = adminRoot): Decorator =>
  (Story, context) => {
    const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
    let byLocale = platforms.get(answers)
    if (!byLocale) platforms.set(answers, (byLocale = new Map()))
    let platform = byLocale.get(locale)
    if (!platform) byLocale.set(locale, (platform = adminPlatform(answers, { locale, user }).platform))
    installPlatform(platform)
    return (
      <AdminIntl locale={locale}>
        <Story />
      </AdminIntl>
    )
  }
