// The module's stories share one decorator: the module's texts over the kit's in the toolbar's
// language, a router, and (when a story needs the API) a platform whose calls a table answers, with a
// logged-in user if asked.
import type { Locale } from '@oj/sdk'
import { uiMessages } from '@oj/sdk/ui'
import { createPlatform, type HostPlatform, installPlatform, type UserInfo } from '@oj/sdk/web'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Decorator } from 'storybook-react-rsbuild'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }

const messages = { 'zh-CN': zhCN, en }

/** An answer per API path ('/comments'): the query, and the JSON body of a POST. */
type Answers = Readonly<Record<string, (query: URLSearchParams, body: unknown) => unknown>>

export interface StoryWorld {
  /** The API: paths not listed answer null. Without it no platform is installed. */
  readonly api?: Answers
  readonly user?: UserInfo
  /** The router's location, and the route pattern it matches ('/discussion-detail/:discussionID'). */
  readonly url?: string
  readonly route?: string
}

export const storyUser: UserInfo = { uid: 'u-2', username: 'bob', roleList: ['default_user'] }
export const storyAdmin: UserInfo = { uid: 'u-1', username: 'root', roleList: ['root'] }

function answering(answers: Answers): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://story.local')
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const data = answers[url.pathname.replace(/^\/ojapi/, '')]?.(url.searchParams, body) ?? null
    return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
      headers: { 'Content-Type': 'application/json' },
    })
  }
}

const platforms = new WeakMap<StoryWorld, Map<Locale, HostPlatform>>()
function platformOf(world: StoryWorld, api: Answers, locale: Locale): HostPlatform {
  let byLocale = platforms.get(world)
  if (!byLocale) platforms.set(world, (byLocale = new Map()))
  let platform = byLocale.get(locale)
  if (!platform) {
    platform = createPlatform({ locale, fetch: answering(api), storage: undefined, navigate: () => {} })
    if (world.user) platform.auth.set({ token: 'story-token', user: world.user })
    byLocale.set(locale, platform)
  }
  return platform
}

/** The decorator of the module's stories. */
export const withModule =
  (world: StoryWorld = {}): Decorator =>
  (Story, context) => {
    const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
    if (world.api) installPlatform(platformOf(world, world.api, locale))
    return (
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
        <MemoryRouter initialEntries={[world.url ?? '/']}>
          <Routes>
            <Route path={world.route ?? '*'} element={<Story />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    )
  }
