// Page stories run against a platform whose calls a table answers (no server), with a logged-in user
// when asked, inside a router at a given URL; the module's texts over the kit's, in the toolbar's language.
import { uiMessages } from '@oj/sdk/ui'
import { createPlatform, type HostPlatform, installPlatform, type Locale, type UserInfo } from '@oj/sdk/web'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Decorator } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

const messages = { 'zh-CN': zhCN, en }

/** The reply `data` per API path ('/get-contest-print'), from the query and the JSON body. */
type Answers = Readonly<Record<string, (query: URLSearchParams, body: unknown) => unknown>>

export interface World {
  readonly api: Answers
  readonly user?: UserInfo
  /** Where the router is ('/contest/1/print'). */
  readonly url: string
  /** The route pattern the page is mounted on ('/contest/:contestID/*'). */
  readonly route: string
}

export const storyUser: UserInfo = { uid: 'u-1', username: 'alice', roleList: ['default_user'] }
export const storyRoot: UserInfo = { uid: 'u-0', username: 'root', roleList: ['root'] }

const fakeFetch =
  (answers: Answers): typeof globalThis.fetch =>
  async (input, init) => {
    const url = new URL(String(input), 'http://story.local')
    const path = url.pathname.replace(/^\/ojapi/, '')
    // The live board stream: an open stream that says nothing.
    if (path === '/contest-rank-stream')
      return new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } })
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const data = answers[path]?.(url.searchParams, body) ?? null
    return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
      headers: { 'Content-Type': 'application/json' },
    })
  }

const platforms = new WeakMap<World, Map<Locale, HostPlatform>>()
function platformFor(world: World, locale: Locale): HostPlatform {
  let byLocale = platforms.get(world)
  if (!byLocale) platforms.set(world, (byLocale = new Map()))
  let platform = byLocale.get(locale)
  if (!platform) {
    platform = createPlatform({ locale, fetch: fakeFetch(world.api), storage: undefined, navigate: () => {} })
    if (world.user) platform.auth.set({ token: 'story-token', user: world.user })
    byLocale.set(locale, platform)
  }
  return platform
}

/** The decorator of a page story (one per story: the meta's and the story's would nest two routers). */
export const inWorld =
  (world: World): Decorator =>
  (Story, context) => {
    const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
    installPlatform(platformFor(world, locale))
    return (
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
        <MemoryRouter initialEntries={[world.url]}>
          <Routes>
            <Route path={world.route} element={<Story />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    )
  }
