// Rendering the module's pieces in a DOM (happy-dom) the way a host module does: a platform whose API
// answers from a table and records every call, the problems module's slot contributions as the shell
// would load them, and helpers to wait for what the page shows.
import type { Locale, UserInfo } from '@oj/sdk/web'
import { type AnyEndpoint, ApiCallError, type ApiClient, createStore, installPlatform } from '@oj/sdk/web'
import { QueryClient } from '@tanstack/react-query'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'

import problemsModule from '../module.tsx'

/** One call the page made: method, path and its query or body. */
interface Call {
  readonly method: string
  readonly path: string
  readonly input: unknown
}

/** The answer to a call (a throw becomes a failed call); unknown paths answer a 404. */
export type Answer = (input: Record<string, unknown>) => unknown

export interface FakePlatform {
  readonly calls: Call[]
  /** Where the page navigated through the platform (links into another module's routes). */
  readonly navigations: string[]
}

const user: UserInfo = { uid: 'u-1', username: 'alice', roleList: ['default_user'] }

export function fakePlatform(
  answers: Readonly<Record<string, Answer>>,
  options: { readonly locale?: Locale; readonly user?: UserInfo } = {},
): FakePlatform {
  const calls: Call[] = []
  const navigations: string[] = []
  const answer = (method: string, path: string, input: unknown): Promise<never> => {
    calls.push({ method, path, input })
    const reply = answers[path]
    if (!reply) return Promise.reject(new ApiCallError(404, `no answer for ${path}`))
    try {
      return Promise.resolve(reply({ ...(input as Record<string, unknown>) }) as never)
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)))
    }
  }
  const api: ApiClient = {
    call: ((endpoint: AnyEndpoint, input?: unknown) =>
      answer(endpoint.method, endpoint.path, input)) as ApiClient['call'],
  }
  installPlatform({
    auth: createStore({ token: 't', user: options.user ?? user }),
    locale: createStore<Locale>(options.locale ?? 'en'),
    siteConfig: createStore(undefined),
    api,
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    modules: createStore([]),
    layout: createStore({ hideFooter: false, focus: false }),
    navigate: (to) => navigations.push(to),
    setLocale: () => {},
    openLogin: () => {},
    login: () => Promise.reject(new Error('no login in these tests')),
    toast: () => {},
    // What the shell answers: the problems module's contributions to the slot, with its texts.
    loadSlot: (slot) =>
      Promise.resolve(
        (problemsModule.slots ?? [])
          .filter((s) => s.slot === slot)
          .map((s) => ({ moduleId: 'problems', load: s.load, messages: problemsModule.messages })),
      ),
  })
  return { calls, navigations }
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// happy-dom leaves compatMode out; the shell's page is in standards mode (KaTeX warns otherwise).
if (document.compatMode !== 'CSS1Compat')
  Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat' })

/** Mounts the node inside a router at `url` (the host module's own). */
export async function mount(node: ReactNode, url = '/'): Promise<{ root: Root; element: HTMLElement }> {
  const element = document.createElement('div')
  document.body.append(element)
  const root = createRoot(element)
  await act(async () => root.render(<MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>))
  return { root, element }
}

/** Waits (letting React and the fake API settle) until `check` passes; its last failure otherwise. */
export async function waitFor<T>(check: () => T, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > until) throw error
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    }
  }
}

/** The element matching `selector`, or a failure naming it. */
export function find<E extends Element = HTMLElement>(within: ParentNode, selector: string): E {
  const found = within.querySelector<E>(selector)
  if (!found) throw new Error(`nothing matches ${selector}`)
  return found
}

/** A click as a person makes it (React listens at the root). */
export async function click(target: Element): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  })
}

/** Types into a text area or input (React's onChange needs the native value setter). */
export async function typeInto(target: HTMLTextAreaElement | HTMLInputElement, text: string): Promise<void> {
  const proto =
    target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(target, text)
    target.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
