// @vitest-environment happy-dom
// A contest module's submissions page: the 'submission.list' slot with its own list call and links.
import { type ProblemLinks, ProblemsSlots, type SubmissionQuery } from '@oj/problems-contract'
import { Slot, uninstallPlatform } from '@oj/sdk/web'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { click, fakePlatform, find, mount, waitFor } from '../../testing/dom.tsx'
import { submissionPage, submissionRow, submissionView } from '../../testing/fixtures.ts'

const row = (submitId: number, displayId: string, status: number) =>
  submissionRow({ submitId, pid: 10 + submitId, displayPid: `P10${submitId}`, displayId, status, cid: 7 })

const page = submissionPage([row(21, 'A', 0), row(22, 'B', 7)])

const links: ProblemLinks = {
  problem: (id) => `/contest/7/problem/${id}`,
  submissions: (query) => `/contest/7/submissions${query ? `?${query}` : ''}`,
  submission: (submitId, id) => `/contest/7/problem/${id}/submission-detail/${submitId}`,
}

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

describe("the 'submission.list' piece in a contest given by props", { timeout: 20_000 }, () => {
  it("lists the contest's rows from its source, with the contest's links", async () => {
    const platform = fakePlatform({
      // The judging row's status, asked of the problems module by submission id (any context).
      '/check-submissions-status': () => ({
        '22': submissionView({ submitId: 22, status: -1, time: 9, memory: 4096, code: null }),
      }),
    })
    const list = vi.fn((_: SubmissionQuery) => Promise.resolve(page))
    const { element } = await mount(
      <Slot
        def={ProblemsSlots.submissionList}
        props={{ scope: { param: 'cid', id: 7 }, source: { list }, links }}
      />,
      '/contest/7/submissions?status=0',
    )
    const table = await waitFor(() => find(element, '[data-testid="status-page"] table'))
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(2))
    // The piece reads its filters from its own query and asks the contest's list, nothing else.
    expect(list).toHaveBeenCalledWith({ currentPage: 1, limit: 15, onlyMine: false, status: 0 })
    expect(platform.calls.map((c) => c.path)).not.toContain('/get-submission-list')

    const hrefs = [...table.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toContain('/oj/contest/7/problem/A/submission-detail/21')
    expect(hrefs).toContain('/oj/contest/7/problem/B')
    await click(find(table, 'a[href="/oj/contest/7/problem/B"]'))
    expect(platform.navigations).toEqual(['/contest/7/problem/B'])

    // The judging row took the status the problems module answered.
    const status = platform.calls.find((c) => c.path === '/check-submissions-status')
    expect(status?.input).toEqual({ submitIds: [22], cid: 7 })
    await waitFor(() => expect(table.querySelectorAll('tbody tr')[1]?.textContent).toContain('9 ms'))
  })
})
