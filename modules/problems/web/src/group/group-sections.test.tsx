// @vitest-environment happy-dom
import { AdminApi, ScopedProblemsApi } from '@oj/problems-contract'
import { type ScopedSectionProps, ScopedSections, Slot, uninstallPlatform } from '@oj/sdk/web'
import { afterEach, describe, expect, it } from 'vitest'

import { bankAnswers, bankRow } from '../admin/admin-fixtures.ts'
import { click, fakePlatform, find, mount, typeInto, waitFor } from '../testing/dom.tsx'

// A group's problem section through the scope.section slot, as the groups module renders it: the
// members' list links into the group, the shared form creates and edits in the group with its prefix
// and reads through the group's calls.

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

const answers = Object.fromEntries(
  Object.entries(bankAnswers).map(([path, answer]) => [path, () => answer(new URLSearchParams(), undefined)]),
)
const section = (props: Partial<ScopedSectionProps>) => (
  <Slot
    def={ScopedSections.section}
    props={{
      scope: { param: 'gid', id: 7 },
      section: 'problem',
      base: '/group/7/problem',
      rest: '',
      manage: false,
      problemPrefix: 'ALGO',
      ...props,
    }}
  />
)

describe('a group’s problem section', () => {
  it('lists the group’s problems for a member, each linking to its page in the group', async () => {
    const platform = fakePlatform({
      [ScopedProblemsApi.list.path]: () => ({
        records: [{ ...bankRow(11, 'ALGO1001', 'Group sum'), pid: 11, myStatus: 0, tags: [] }],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      }),
    })
    const { element } = await mount(section({}))
    const link = await waitFor(() => find<HTMLAnchorElement>(element, '[data-testid="problem-table"] a'))
    expect(link.getAttribute('href')).toBe('/group/7/problem/ALGO1001')
    expect(platform.calls.find((c) => c.path === ScopedProblemsApi.list.path)?.input).toMatchObject({
      gid: 7,
    })
    // A member is offered no admin pages.
    expect(element.querySelector('[data-testid="group-problem-manage"]')).toBeNull()
  })

  it('creates a problem in the group: the id after its prefix, saved with the group', async () => {
    const saved: Array<Record<string, unknown>> = []
    fakePlatform({
      ...answers,
      [ScopedProblemsApi.create.path]: (body) => {
        saved.push(body)
        return { pid: 12, problemId: 'ALGO1002' }
      },
    })
    const { element } = await mount(section({ manage: true, rest: 'admin/create' }))
    const form = await waitFor(() => find<HTMLFormElement>(element, '[data-testid="problem-form"]'))
    await typeInto(find(form, '[data-testid="form-problem-id"]'), '1002')
    expect(find(form, '[data-testid="form-problem-prefix"]').textContent).toContain('ALGO1002')
    await typeInto(find(form, '[data-testid="form-title"]'), 'Paths')
    await click(find(form, '[data-testid="cases-manual-mode"]'))
    await click(find(form, '[data-testid="case-add"]'))
    const [input, output] = [
      ...find(form, '[data-testid="case-0"]').querySelectorAll('textarea'),
    ] as HTMLTextAreaElement[]
    await typeInto(input!, '1')
    await typeInto(output!, '1')
    await click(find(form, '[data-testid="problem-save"]'))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({ problem: { problemId: '1002', title: 'Paths', gid: 7 } })
  })

  it('edits a group problem read through the group’s calls, its id shown without the prefix', async () => {
    const platform = fakePlatform({
      ...answers,
      [ScopedProblemsApi.problem.path]: () => bankRow(11, 'ALGO1001', 'Group sum', { gid: 7, isGroup: true }),
      [ScopedProblemsApi.problemCases.path]: answers[AdminApi.problemCases.path]!,
    })
    const { element } = await mount(section({ manage: true, rest: 'admin/edit/11' }))
    await waitFor(() =>
      expect(find<HTMLInputElement>(element, '[data-testid="form-problem-id"]').value).toBe('1001'),
    )
    expect(platform.calls.some((c) => c.path === ScopedProblemsApi.problemCases.path)).toBe(true)
    expect(platform.calls.some((c) => c.path === AdminApi.problemCases.path)).toBe(false)
  })

  it('leaves other sections to other modules', async () => {
    const platform = fakePlatform({})
    const { element } = await mount(section({ section: 'training', base: '/group/7/training' }))
    // The fill loads and renders nothing for a section it does not keep.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(element.textContent).toBe('')
    expect(platform.calls).toHaveLength(0)
  })

  it('shows a member no admin pages: their path names a problem', async () => {
    const member = fakePlatform({})
    await mount(section({ rest: 'admin/create' }))
    // A member's 'admin/create' is a problem's display id, asked as such.
    await waitFor(() =>
      expect(member.calls.find((c) => c.path === '/get-problem-detail')?.input).toMatchObject({
        problemId: 'admin',
        gid: 7,
      }),
    )
  })
})
