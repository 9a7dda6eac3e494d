// @vitest-environment happy-dom
// The contest page as a visitor and as a user meet it, against a platform whose calls a table answers:
// a visitor is warned and gets the login dialog (no call made); the description's math is typeset;
// the focus-mode address shows the problem alone, full screen, with the contest's strip.
import type { ContestView } from '@oj/contests-contract'
import type { ProblemPageProps } from '@oj/problems-contract'
import type { Locale } from '@oj/sdk'
import { type HostPlatform, installPlatform, uninstallPlatform } from '@oj/sdk/web'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AdminIntl, adminPlatform, type Answers } from '../admin/admin-world.tsx'
import { demoContests } from './contest-fixtures.ts'
import ContestPage from './contest-page.tsx'
import { ContestTable } from './contest-table.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

const contest: ContestView = { ...(demoContests[0] as ContestView), id: 7, description: 'Print $a+b$ fast.' }
const answers: Answers = {
  '/get-contest-info': () => contest,
  '/get-contest-access': () => ({ access: true }),
  '/get-contest-problem': () => [
    { id: 1, displayId: 'A', cid: 7, pid: 11, displayTitle: 'A+B', color: null, ac: 1, total: 2 },
    { id: 2, displayId: 'B', cid: 7, pid: 12, displayTitle: 'Knapsack', color: null, ac: 0, total: 0 },
  ],
  '/get-user-problem-status': () => ({ '11': { status: 0 }, '12': { status: -10 } }),
}

async function until<T>(check: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    try {
      const value = check()
      if (value) return value
    } catch (error) {
      if (Date.now() > end) throw error
    }
    if (Date.now() > end) throw new Error('timed out')
    await act(() => new Promise((r) => setTimeout(r, 20)))
  }
}

/** The contest page at `path` for `platform` (logged in as root unless made a visitor). */
async function open(platform: HostPlatform, path: string, locale: Locale = 'en') {
  installPlatform(platform)
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () =>
    createRoot(element).render(
      <AdminIntl locale={locale}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/contest/:contestID/*" element={<ContestPage />} />
          </Routes>
        </MemoryRouter>
      </AdminIntl>,
    ),
  )
  return element
}

/** Clicks the first contest of a contest table for `platform`'s viewer; answers the navigate spy. */
async function clickInList(platform: HostPlatform) {
  const navigate = vi.spyOn(platform, 'navigate')
  installPlatform(platform)
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () =>
    createRoot(element).render(
      <AdminIntl locale="en">
        <ContestTable contests={demoContests} />
      </AdminIntl>,
    ),
  )
  await act(async () => element.querySelector<HTMLAnchorElement>('a[href="/oj/contest/1"]')?.click())
  return navigate
}

const visitor = () => {
  const world = adminPlatform(answers)
  world.platform.auth.set({ token: undefined, user: undefined })
  return world
}

describe('a visitor', () => {
  it.each([
    ['en', 'Please login first'],
    ['zh-CN', '请先登录'],
  ] as const)(
    'at a contest is warned and gets the login dialog, with no call made (%s)',
    async (locale, text) => {
      const { platform, calls } = adminPlatform(answers, { locale })
      platform.auth.set({ token: undefined, user: undefined })
      const element = await open(platform, '/contest/7', locale)
      await until(() => element.querySelector('[data-testid="contest-login-first"]'))
      expect(platform.toastNow.get()).toMatchObject({ kind: 'warning', text })
      expect(platform.loginOpen.get()).toBe(true)
      // the contest's calls need a login: none is made, so no error toast and no "failed to load"
      expect(calls.map((c) => c.path)).toEqual([])
      expect(element.textContent).not.toMatch(/failed|失败/i)
    },
  )

  it('clicking a contest of a list is warned and gets the login dialog, and stays', async () => {
    const { platform } = visitor()
    const navigate = await clickInList(platform)
    expect(platform.toastNow.get()).toMatchObject({ kind: 'warning', text: 'Please login first' })
    expect(platform.loginOpen.get()).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('a user', () => {
  it('opens a contest from a list', async () => {
    const { platform } = adminPlatform(answers)
    const navigate = await clickInList(platform)
    expect(navigate).toHaveBeenCalledWith('/contest/1')
    expect(platform.loginOpen.get()).toBe(false)
  })

  it('sees the description’s math typeset', async () => {
    const { platform } = adminPlatform(answers)
    const element = await open(platform, '/contest/7')
    const math = await until(() => element.querySelector('.katex'))
    expect(math.textContent).toContain('a+b')
    expect(element.textContent).not.toContain('$a+b$')
  })
})

describe('focus mode', () => {
  /** The problem page piece as the problems module would get it: its props, kept. */
  const withPiece = (platform: HostPlatform) => {
    const seen: ProblemPageProps[] = []
    const Piece = (props: ProblemPageProps) => {
      seen.push(props)
      return <p data-testid="problem-piece">{props.focus ? 'focus' : 'normal'}</p>
    }
    vi.spyOn(platform, 'loadSlot').mockImplementation(async (slot) =>
      slot === 'problem.page'
        ? [
            {
              moduleId: 'problems',
              load: () => Promise.resolve({ default: Piece }),
              messages: { 'zh-CN': async () => ({ default: {} }), en: async () => ({ default: {} }) },
            },
          ]
        : [],
    )
    return seen
  }

  it('shows the problem alone, in focus, with the contest’s strip and focus links', async () => {
    const { platform, calls } = adminPlatform(answers)
    const seen = withPiece(platform)
    const element = await open(platform, '/contest/7/problem/A/full-screen')
    await until(() => element.querySelector('[data-testid="problem-piece"]'))
    expect(element.textContent).toBe('focus')
    const props = seen.at(-1) as ProblemPageProps
    expect(props).toMatchObject({ displayId: 'A', focus: true, scope: { param: 'cid', id: 7 } })
    expect(props.links.problem('B', true)).toBe('/contest/7/problem/B/full-screen')
    expect(props.links.problem('B')).toBe('/contest/7/problem/B')
    expect(await props.source.strip?.()).toEqual([
      { pid: 11, problemId: 'A', title: 'A+B', status: 0, score: null },
      { pid: 12, problemId: 'B', title: 'Knapsack', status: -10, score: null },
    ])
    const status = calls.find((c) => c.path === '/get-user-problem-status')
    expect(status?.body).toEqual({ pidList: [11, 12], isContestProblemList: true, cid: 7 })
  })

  it('leaves the normal problem page in the contest’s page, not in focus', async () => {
    const { platform } = adminPlatform(answers)
    const seen = withPiece(platform)
    const element = await open(platform, '/contest/7/problem/A')
    await until(() => element.querySelector('[data-testid="problem-piece"]'))
    expect(seen.at(-1)?.focus).toBe(false)
    expect(element.textContent).toContain(contest.title)
  })
})
