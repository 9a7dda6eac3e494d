// @vitest-environment happy-dom
// A group's contest tab as the groups module hosts it: the 'scope.section' fill given the group.
import type { ScopedSectionProps } from '@oj/sdk/web'
import { installPlatform, uninstallPlatform } from '@oj/sdk/web'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { AdminIntl, adminPlatform, adminUser } from '../admin/admin-world.tsx'
import { groupContestAnswers } from './group-fixtures.ts'
import GroupSection from './group-section.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

const group: ScopedSectionProps = {
  scope: { param: 'gid', id: 3 },
  section: 'contest',
  base: '/group/3/contest',
  rest: '',
  manage: false,
}

async function show(props: Partial<ScopedSectionProps>) {
  const { platform, calls } = adminPlatform(groupContestAnswers, { locale: 'en', user: adminUser })
  installPlatform(platform)
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () =>
    createRoot(element).render(
      <AdminIntl locale="en">
        <GroupSection {...group} {...props} />
      </AdminIntl>,
    ),
  )
  return { element, calls }
}

async function until<T>(check: () => T, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > end) throw error
      await act(() => new Promise((r) => setTimeout(r, 10)))
    }
  }
}

const find = <E extends Element = HTMLElement>(within: ParentNode, selector: string): E => {
  const found = within.querySelector<E>(selector)
  if (!found) throw new Error(`nothing matches ${selector}`)
  return found
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const click = (target: Element) =>
  act(async () => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  })

describe('the group contest section', { timeout: 20_000 }, () => {
  it('leaves the other sections alone', async () => {
    const { element, calls } = await show({ section: 'training', manage: true })
    expect(element.innerHTML).toBe('')
    expect(calls).toEqual([])
  })

  it('lists the group’s contests for a member, each linking to its contest page', async () => {
    const { element, calls } = await show({ rest: 'admin' })
    const link = await until(() => {
      const found = [...element.querySelectorAll('a')].find((a) => a.textContent === 'OI Practice')
      if (!found) throw new Error('no contest yet')
      return found
    })
    expect(link.getAttribute('href')).toMatch(/\/contest\/\d+$/)
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/group/get-contest-list' })
    expect(calls[0]!.query.get('gid')).toBe('3')
    // A member who does not manage the group gets no way to the admin pages, even asking for them.
    expect(element.querySelector('[data-testid="group-contest-manage"]')).toBeNull()
    expect(calls.some((c) => c.path === '/group/get-admin-contest-list')).toBe(false)
  })

  it('gives a manager the admin list, whose visibility switch and delete go to the group calls', async () => {
    const { element, calls } = await show({ rest: 'admin', manage: true })
    const list = await until(() => {
      const table = find(element, '[data-testid="group-contest-admin-list"]')
      expect(table.textContent).toContain('Weekly OI #12')
      return table
    })
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/group/get-admin-contest-list' })
    expect(calls[0]!.query.get('gid')).toBe('3')
    const row = [...list.querySelectorAll('tr')].find((tr) => tr.textContent?.includes('Weekly OI #12'))
    await click(find(row!, 'input[type="checkbox"]'))
    const changed = await until(() => {
      const call = calls.find((c) => c.path === '/group/change-contest-visible')
      if (!call) throw new Error('no change yet')
      return call
    })
    expect(changed.method).toBe('PUT')
    expect(changed.query.get('cid') ?? (changed.body as { cid?: number } | undefined)?.cid?.toString()).toBe(
      '4',
    )
    expect(list.textContent).toContain('Delete')
  })

  it('edits a group contest through the form and saves it with the group’s gid', async () => {
    const { element, calls } = await show({ rest: 'admin/5/edit', manage: true })
    const form = await until(() => find<HTMLFormElement>(element, '[data-testid="contest-form"]'))
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/group/contest' })
    expect(calls[0]!.query.get('cid')).toBe('5')
    expect((form.querySelector('input') as HTMLInputElement).value).toBe('Autumn Cup 2026')
    await click(find(form, '[data-testid="contest-save"]'))
    const put = await until(() => {
      const call = calls.find((c) => c.method === 'PUT' && c.path === '/group/contest')
      if (!call) throw new Error('no PUT yet')
      return call
    })
    expect(put.body).toMatchObject({ id: 5, gid: 3, title: 'Autumn Cup 2026' })
  })

  it('opens the empty form to create a contest in the group', async () => {
    const { element, calls } = await show({ rest: 'admin/create', manage: true })
    await until(() => find(element, '[data-testid="contest-form"]'))
    expect(calls.some((c) => c.path === '/group/contest')).toBe(false)
  })

  it('opens a group contest’s problems and announcements through the group calls', async () => {
    const problems = await show({ rest: 'admin/5/problems', manage: true })
    await until(() => expect(problems.element.textContent).toContain('A + B'))
    const asked = problems.calls.find((c) => c.path === '/group/get-contest-problem-list')
    expect(asked?.query.get('cid')).toBe('5')
    expect(problems.calls.some((c) => c.path.startsWith('/admin/'))).toBe(false)
    uninstallPlatform()
    document.body.replaceChildren()
    const notes = await show({ rest: 'admin/5/announcement', manage: true })
    await until(() => expect(notes.element.textContent).toContain('Problem B clarified'))
    expect(notes.calls.find((c) => c.path === '/group/get-contest-announcement-list')?.query.get('cid')).toBe(
      '5',
    )
  })

  it('adds a problem of the group by its display id, and offers to create one in the group', async () => {
    const { element, calls } = await show({ rest: 'admin/5/problems', manage: true })
    await until(() => expect(element.textContent).toContain('A + B'))
    expect(element.querySelector('[data-testid="contest-create-problem"]')).not.toBeNull()
    // the admin area's own tools stay the admin area's
    expect(element.querySelector('[data-testid="contest-import-remote"]')).toBeNull()
    await click(find(element, '[data-testid="contest-add-group-problem"]'))
    const form = await until(() => find<HTMLFormElement>(document.body, '[data-testid="group-problem-form"]'))
    const [problemId] = [...form.querySelectorAll('input')]
    await type(problemId!, ' CGROUP1001 ')
    await act(async () => {
      form.requestSubmit()
    })
    const added = await until(() => {
      const call = calls.find((c) => c.path === '/group/add-contest-problem-from-group')
      if (!call) throw new Error('no add yet')
      return call
    })
    expect(added.method).toBe('POST')
    expect(added.body).toMatchObject({ cid: 5, problemId: 'CGROUP1001' })
    expect((added.body as { displayId: string }).displayId).toMatch(/^[A-Z]+$/)
  })
})
