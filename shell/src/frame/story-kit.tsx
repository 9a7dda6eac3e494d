// Stories of frame screens: a decorator that gives a story the frame's context (platform, texts in the
// toolbar's language, a router at a chosen path) and answers the /ojapi calls it makes from a table,
// so a screen can be seen in every state without a server.
import type { Locale, ModuleDescriptor } from '@oj/sdk'
import { uiMessages } from '@oj/sdk/ui'
import { createPlatform, createStore, type HostPlatform, installPlatform, type UserInfo } from '@oj/sdk/web'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import type { Decorator } from 'storybook-react-rsbuild'

import { FRAME_EN, FRAME_ZH_CN } from './catalogue.ts'
import { ShellContext } from './shell-context.tsx'

const MESSAGES = { 'zh-CN': FRAME_ZH_CN, en: FRAME_EN }

/** A refusal of the stand-in server: the error envelope with this status and message. */
export class StoryRefusal {
  readonly status: number
  readonly msg: string
  constructor(status: number, msg: string) {
    this.status = status
    this.msg = msg
  }
}

/** One call's answer: its `data` or a StoryRefusal, or a function of the query and body giving it. */
export type StoryAnswer = unknown | ((query: URLSearchParams, body: Record<string, unknown>) => unknown)

export interface FrameStoryOptions {
  /**
   * Answers by the endpoint's path under /ojapi (e.g. `[UserHomeApi.info.path]`); other calls answer
   * `null`.
   */
  readonly answers?: Readonly<Record<string, StoryAnswer>>
  /** The router's location, e.g. '/user-home?username=alice'. */
  readonly path?: string
  /** Shows the story as this user, logged in. */
  readonly user?: UserInfo
  /** The enabled modules, as GET /ojapi/modules would answer (none by default). */
  readonly modules?: ReadonlyArray<ModuleDescriptor>
}

function envelope(data: unknown): Response {
  const body =
    data instanceof StoryRefusal
      ? { status: data.status, msg: data.msg, data: null }
      : { status: 200, msg: 'success', data }
  return new Response(JSON.stringify(body), {
    status: data instanceof StoryRefusal ? data.status : 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fetch that answers from the table. */
function storyFetch(answers: Readonly<Record<string, StoryAnswer>>): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://story.local')
    let body: Record<string, unknown> = {}
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body) as Record<string, unknown>
      } catch {
        body = {}
      }
    }
    const answer = answers[url.pathname.replace(/^\/ojapi/, '')]
    return envelope(typeof answer === 'function' ? answer(url.searchParams, body) : (answer ?? null))
  }
}

/** A platform for a story: in the given locale, optionally logged in. */
function storyPlatform(locale: Locale, options: FrameStoryOptions = {}): HostPlatform {
  const kept = new Map<string, string>()
  if (options.user) {
    kept.set('token', 'story-token')
    kept.set('userInfo', JSON.stringify(options.user))
  }
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  }
  const platform = createPlatform({
    locale,
    fetch: storyFetch(options.answers ?? {}),
    storage,
    navigate: () => {},
  })
  if (options.modules) platform.modules.set(options.modules)
  return platform
}

/** The decorator: frame context, texts in the toolbar's language, a router at `path`. */
export function frameStory(options: FrameStoryOptions = {}): Decorator {
  return (Story, context) => {
    const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
    const platform = storyPlatform(locale, options)
    // The SDK's hooks (useAuth, usePlatform, ...) read the installed platform, as remotes do.
    installPlatform(platform)
    const shell = { platform, modulesReady: createStore(true) }
    return (
      <ShellContext.Provider value={shell}>
        <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...MESSAGES[locale] }}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Story />
          </MemoryRouter>
        </IntlProvider>
      </ShellContext.Provider>
    )
  }
}
