// The world a module's stories run in (`@oj/sdk/stories`, for *.stories.tsx only: it is not shared
// at run time): the module's texts over the UI kit's in the toolbar's language, a router at a given
// URL (and route pattern), and, when a story needs the API, a platform whose calls a table answers,
// with a logged-in user if asked. No server, no network.
import type { ComponentType, ReactElement } from 'react'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, Route, Routes } from 'react-router'

import type { Locale } from '../shared/locale.ts'
import { uiMessages } from '../ui/index.ts'
import { createPlatform, type HostPlatform, installPlatform, type UserInfo } from '../web/index.ts'

/**
 * The reply `data` per API path ('/get-submission-detail'), from the query and the JSON body of a POST;
 * or a whole Response (an event stream, a file).
 */
export type Answers = Readonly<Record<string, (query: URLSearchParams, body: unknown) => unknown>>

export interface StoryWorld {
  /** The API: paths not listed answer null. Without it no platform is installed. */
  readonly api?: Answers
  /** Logged in as this user. */
  readonly user?: UserInfo
  /** The router's location ('/status?onlyMine=true'). */
  readonly url?: string
  /** The route pattern the story is mounted on ('/training/:trainingID/*'); any path by default. */
  readonly route?: string
  /** px: a narrower frame around the story. */
  readonly maxWidth?: number
}

/** A module's texts by language (its locales/*.json). */
export type StoryMessages = Readonly<Record<Locale, Readonly<Record<string, string>>>>

/** A story decorator (storybook's own type is not needed to write one). */
export type WorldDecorator = (
  Story: ComponentType,
  context: { readonly globals: Record<string, unknown> },
) => ReactElement

export const storyUser: UserInfo = { uid: 'u-1', username: 'alice', roleList: ['default_user'] }
export const storyRoot: UserInfo = { uid: 'u-0', username: 'root', roleList: ['root'] }

/** A fake fetch over the answers, in the /ojapi envelope. */
function answering(answers: Answers): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://story.local')
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const data = answers[url.pathname.replace(/^\/ojapi/, '')]?.(url.searchParams, body) ?? null
    // a Response of the answer's own (an event stream, a file) goes out as it is
    if (data instanceof Response) return data
    return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
      headers: { 'Content-Type': 'application/json' },
    })
  }
}

// What a story's code fetches by itself (a server-sent event stream read with fetch) goes to the same
// table: anything under /ojapi is answered by the world of the story on screen, the rest goes out.
const realFetch = globalThis.fetch.bind(globalThis)
function answerOwnFetches(api: Answers): void {
  const answer = answering(api)
  globalThis.fetch = (input, init) => {
    const href = input instanceof Request ? input.url : String(input)
    return new URL(href, globalThis.location?.href ?? 'http://story.local').pathname.startsWith('/ojapi/')
      ? answer(href, init)
      : realFetch(input, init)
  }
}

// One platform per world and language, so re-rendering a story does not start it over.
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

/**
 * The decorator maker of a module's stories: `const withModule = storyWorlds({ 'zh-CN': zhCN, en })`,
 * then `decorators: [withModule({ api, user, url })]` in a story.
 */
export const storyWorlds =
  (messages: StoryMessages) =>
  (world: StoryWorld = {}): WorldDecorator =>
  (Story, context) => {
    const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
    if (world.api) {
      installPlatform(platformOf(world, world.api, locale))
      answerOwnFetches(world.api)
    }
    const story = world.maxWidth ? (
      <div style={{ maxWidth: world.maxWidth }}>
        <Story />
      </div>
    ) : (
      <Story />
    )
    return (
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
        <MemoryRouter initialEntries={[world.url ?? '/']}>
          <Routes>
            <Route path={world.route ?? '*'} element={story} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    )
  }
