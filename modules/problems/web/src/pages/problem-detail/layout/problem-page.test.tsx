// The problem page as the contests module renders it (the 'problem.page' slot piece in its route),
// server-rendered: the statement's call suspends the render until the fake API answers.
import type { ProblemDetail } from '@oj/problems-contract'
import { uiMessages } from '@oj/sdk/ui'
import {
  ApiCallError,
  type ApiClient,
  createStore,
  installPlatform,
  type PlatformContext,
  uninstallPlatform,
} from '@oj/sdk/web'
import { QueryClient } from '@tanstack/react-query'
import { prerender } from 'react-dom/static'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import en from '../../../locales/en.json' with { type: 'json' }
import ProblemPage from '../../problem-detail.tsx'

const detail: ProblemDetail = {
  problem: {
    pid: 11,
    problemId: 'A',
    title: 'Contest Sum',
    author: 'root',
    type: 1,
    judgeMode: 'default',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    description: 'Add two numbers.',
    input: 'Two integers.',
    output: 'Their sum.',
    examples: [{ input: '1 2', output: '3' }],
    hint: '',
    source: 'Secret Source Cup',
    difficulty: 0,
    isRemote: false,
    remoteOj: null,
    userExtraFile: null,
    gid: null,
    openCaseResult: true,
    gmtModified: '2026-11-01T08:00:00.000Z',
  },
  tags: [],
  languages: ['C', 'C++'],
  codeTemplate: {},
  problemCount: { total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0, se: 0 },
}

type Call = readonly [string, Readonly<Record<string, unknown>> | undefined]

/** A platform whose API answers `reply(path, query)` and records every call. */
function fakePlatform(reply: (path: string, query: Record<string, unknown>) => unknown): Call[] {
  const calls: Call[] = []
  const get = (path: string, query?: Readonly<Record<string, unknown>>) => {
    calls.push([path, query])
    try {
      return Promise.resolve(reply(path, { ...query }))
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)))
    }
  }
  const api = { get, post: get, put: get, delete: get } as unknown as ApiClient
  const platform: PlatformContext = {
    auth: createStore({ token: 't', user: { uid: 'u1', username: 'alice', roleList: ['default_user'] } }),
    locale: createStore('en' as const),
    siteConfig: createStore(undefined),
    api,
    queryClient: new QueryClient(),
    modules: createStore([]),
    layout: createStore({ hideFooter: false, focus: false }),
    navigate: () => {},
    setLocale: () => {},
    openLogin: () => {},
    toast: () => {},
    loadSlot: () => Promise.resolve([]),
  }
  installPlatform(platform)
  return calls
}

async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <IntlProvider locale="en" messages={{ ...uiMessages.en, ...en }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/problem/:problemID" element={<ProblemPage />} />
          <Route path="/contest/:contestID/problem/:problemID" element={<ProblemPage />} />
          <Route path="/contest/:contestID/problem/:problemID/full-screen" element={<ProblemPage />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  )
  return new Response(prelude).text()
}

afterEach(() => uninstallPlatform())

describe("the 'problem.page' piece", () => {
  it('asks a contest for its problem by cid and display id, and hides the source', async () => {
    const calls = fakePlatform((path) => {
      if (path === '/get-contest-problem-details') return detail
      throw new ApiCallError(404, 'Not Found')
    })
    const html = await render('/contest/7/problem/A')
    expect(calls).toContainEqual(['/get-contest-problem-details', { cid: 7, displayId: 'A' }])
    expect(calls.map(([path]) => path)).not.toContain('/get-problem-detail')
    expect(html).toContain('Contest Sum')
    expect(html).not.toContain('Secret Source Cup')
    // Focus mode is offered, and its page keeps the contest.
    expect(html).toContain('href="/oj/contest/7/problem/A/full-screen"')
    expect(html).not.toContain('Problem Discussion')
  })

  it('asks for the problem itself on /problem/:problemID and shows its source', async () => {
    const calls = fakePlatform(() => detail)
    const html = await render('/problem/A')
    expect(calls).toContainEqual(['/get-problem-detail', { problemId: 'A' }])
    expect(html).toContain('Secret Source Cup')
    expect(html).not.toContain('full-screen')
  })

  it('says so when the contest module does not answer, instead of crashing', async () => {
    fakePlatform(() => {
      throw new ApiCallError(404, 'Not Found')
    })
    const html = await render('/contest/7/problem/A/full-screen')
    expect(html).toContain('data-testid="problem-detail-state"')
    expect(html).toContain(en['problems.detail.contextMissing'].slice(0, 30))
    expect(html).toContain('Retry')
  })
})
