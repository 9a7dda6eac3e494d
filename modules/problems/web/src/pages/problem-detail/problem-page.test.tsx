// @vitest-environment happy-dom
// A contest module as it will use the problem page: it renders the 'problem.page' slot in its own
// route with its scope, its own call for the problem (a contest copy, display id 'A') and its links.
import { type ProblemLinks, type ProblemPageProps, ProblemsSlots } from '@oj/problems-contract'
import { Slot, uninstallPlatform } from '@oj/sdk/web'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { click, fakePlatform, find, mount, typeInto, waitFor } from '../../testing/dom.tsx'
import { problemDetail, submissionPage, submissionRow, submissionView } from '../../testing/fixtures.ts'

// Monaco does not run in a test DOM: the editor keeps its plain text area, a complete editor.
vi.mock('./editor/monaco.ts', () => ({
  setUpMonaco: () => {
    throw new Error('no Monaco here')
  },
}))

// The contest's copy of problem 11: the contest shows it as 'A'.
const contestCopy = problemDetail({
  id: 11,
  problemId: 'A',
  title: 'Contest Sum',
  source: 'Secret Source Cup',
})

const mine = submissionPage([
  submissionRow({ submitId: 12, pid: 11, displayPid: 'P1011', displayId: 'A', uid: 'u-1', cid: 7 }),
])

const links: ProblemLinks = {
  problem: (id, focus) => `/contest/7/problem/${id}${focus ? '/full-screen' : ''}`,
  submissions: (query) => `/contest/7/submissions${query ? `?${query}` : ''}`,
  submission: (submitId, id) => `/contest/7/problem/${id}/submission-detail/${submitId}`,
}

function contestModule() {
  const source = {
    detail: vi.fn(() => Promise.resolve(contestCopy)),
    submissions: vi.fn(() => Promise.resolve(mine)),
    strip: vi.fn(() => Promise.resolve([])),
    submitRules: vi.fn(() => Promise.resolve({ confirmOverwrite: false })),
  }
  const props: ProblemPageProps = {
    scope: { param: 'cid', id: 7 },
    displayId: 'A',
    focus: false,
    hideSource: true,
    source,
    links,
  }
  return { source, page: <Slot def={ProblemsSlots.problemPage} props={props} /> }
}

const PROBLEM_CALLS = ['/get-problem-detail', '/get-contest-problem-details', '/get-submission-list']

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

describe("the 'problem.page' piece in a contest given by props", { timeout: 20_000 }, () => {
  it('shows the contest copy from the given source and links under the contest', async () => {
    const platform = fakePlatform({})
    const contest = contestModule()
    const { element } = await mount(contest.page, '/contest/7/problem/A')
    const statement = await waitFor(() => find(element, '[data-testid="problem-description"]'))
    expect(statement.textContent).toContain('Contest Sum')
    expect(find(statement, 'h1').textContent).toContain('A')
    expect(statement.textContent).not.toContain('Secret Source Cup')
    expect(contest.source.detail).toHaveBeenCalledTimes(1)
    // Focus mode is the contest's, and the page asked nobody but the contest for the problem.
    expect(element.innerHTML).toContain('href="/oj/contest/7/problem/A/full-screen"')
    expect(platform.calls.map((c) => c.path).filter((p) => PROBLEM_CALLS.includes(p))).toEqual([])

    // My submissions come from the contest's list; their links stay in the contest.
    await click(find(element, '[data-testid="problem-tab-mine"]'))
    const row = await waitFor(() => find(element, '[data-testid="my-submissions"] a'))
    expect(contest.source.submissions).toHaveBeenCalledWith(
      expect.objectContaining({ onlyMine: true, problemID: 'A' }),
    )
    expect(row.getAttribute('href')).toBe('/oj/contest/7/problem/A/submission-detail/12')
    await click(row)
    expect(platform.navigations).toEqual(['/contest/7/problem/A/submission-detail/12'])
  })

  it('submits with cid 7 after asking the contest for its rules, then polls to the verdict', async () => {
    const platform = fakePlatform({
      // Pending at first; the submission's detail then tells the verdict.
      '/submit-problem-judge': () => submissionView({ submitId: 13, status: 5, cid: 7 }),
      '/get-submission-detail': () => ({
        submission: submissionView({ submitId: 13, status: 0, cid: 7 }),
        codeShare: true,
      }),
    })
    const contest = contestModule()
    const { element } = await mount(contest.page, '/contest/7/problem/A')
    const editor = await waitFor(() =>
      find<HTMLTextAreaElement>(element, '[data-testid="code-editor-fallback"]'),
    )
    await typeInto(editor, 'int main() { return 0; }')
    await click(find(element, '[data-testid="submit-code"]'))
    const status = await waitFor(() => find(element, '[data-testid="submit-status-link"]'))

    expect(contest.source.submitRules).toHaveBeenCalledTimes(1)
    const submits = platform.calls.filter((c) => c.path === '/submit-problem-judge')
    expect(submits).toHaveLength(1)
    // HOJ's submit takes the display id: the contest's 'A'.
    expect(submits[0]?.input).toMatchObject({
      pid: 'A',
      language: 'C',
      code: 'int main() { return 0; }',
      cid: 7,
      tid: 0,
      gid: 0,
    })
    expect(status.getAttribute('href')).toBe('/oj/contest/7/problem/A/submission-detail/13')
    await waitFor(() => expect(status.textContent).toBe('Accepted'))
    expect(platform.calls).toContainEqual({
      method: 'GET',
      path: '/get-submission-detail',
      input: { submitId: 13 },
    })
    // With the verdict in, the contest's problem is asked again (its counts changed).
    await waitFor(() => expect(contest.source.detail).toHaveBeenCalledTimes(2))
    expect(platform.calls.map((c) => c.path).filter((p) => PROBLEM_CALLS.includes(p))).toEqual([])
  })

  it('says the contest does not offer the problem when its source answers 404', async () => {
    fakePlatform({})
    const { ApiCallError } = await import('@oj/sdk/web')
    const contest = contestModule()
    contest.source.detail.mockImplementation(() => Promise.reject(new ApiCallError(404, 'Not Found')))
    const { element } = await mount(contest.page)
    const state = await waitFor(() => {
      const shown = find(element, '[data-testid="problem-detail-state"]')
      expect(shown.textContent).toContain('not available here')
      return shown
    })
    expect(find(state, 'button').textContent).toBe('Retry')
  })
})
