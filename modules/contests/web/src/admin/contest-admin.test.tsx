// @vitest-environment happy-dom
// The admin section as the admin module hosts it: one component given the rest of the admin path.
import { type ProblemEditorProps, ProblemsSlots } from '@oj/problems-contract'
import type { Locale } from '@oj/sdk'
import { installPlatform, type SlotContribution, uninstallPlatform } from '@oj/sdk/web'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import en from '../locales/en.json' with { type: 'json' }
import zhCN from '../locales/zh-CN.json' with { type: 'json' }
import {
  demoAdminContest,
  demoAnswers,
  groupAnnouncementCalls,
  groupAnswers,
  groupProblemCalls,
} from './admin-fixtures.ts'
import { AdminIntl, adminPlatform, type Answers, type Call } from './admin-world.tsx'
import ContestAdmin, { adminPageOf } from './contest-admin.tsx'
import ContestAnnouncementsSlot from './contest-announcements-slot.tsx'
import ContestFormSlot from './contest-form-slot.tsx'
import { nextDisplayId } from './contest-problems-admin.tsx'
import ContestProblemsSlot from './contest-problems-slot.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

/** The problems module's problem form, as a stub that keeps the props the contest gives it. */
const editorProps: Array<ProblemEditorProps> = []
const loadSlot = async (slot: string): Promise<ReadonlyArray<SlotContribution>> =>
  slot === ProblemsSlots.problemEditor.id
    ? [
        {
          moduleId: 'problems',
          load: async () => ({
            default: (props: ProblemEditorProps) => {
              editorProps.push(props)
              return <div data-testid="problem-editor-stub" />
            },
          }),
          messages: { 'zh-CN': async () => ({ default: {} }), en: async () => ({ default: {} }) },
        },
      ]
    : []

async function show(path: string, answers: Answers = demoAnswers, locale: Locale = 'en') {
  const { platform, calls } = adminPlatform(answers, { locale, loadSlot })
  installPlatform(platform)
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () =>
    createRoot(element).render(
      <AdminIntl locale={locale}>
        <ContestAdmin path={path} />
      </AdminIntl>,
    ),
  )
  return { element, calls }
}

/** A slot's page as another module hosts it, against `answers`. */
async function host(page: ReactNode, answers: Answers) {
  const { platform, calls } = adminPlatform(answers)
  installPlatform(platform)
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () => createRoot(element).render(<AdminIntl locale="en">{page}</AdminIntl>))
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

async function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const click = (target: Element) =>
  act(async () => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  })

describe('the contest admin section', { timeout: 20_000 }, () => {
  it('knows its paths and leaves the others alone', async () => {
    expect(adminPageOf('contest')).toEqual({ page: 'list' })
    expect(adminPageOf('/admin/contest/create')).toEqual({ page: 'create' })
    expect(adminPageOf('contest/12/edit')).toEqual({ page: 'edit', cid: 12 })
    expect(adminPageOf('contest/12/problems')).toEqual({ page: 'problems', cid: 12 })
    expect(adminPageOf('contest/12/announcement')).toEqual({ page: 'announcement', cid: 12 })
    expect(adminPageOf('contest/x/edit')).toBeUndefined()
    expect(adminPageOf('training')).toBeUndefined()
    const { element, calls } = await show('training')
    expect(element.innerHTML).toBe('')
    expect(calls).toEqual([])
  })

  it('lists the contests with their actions (delete for root)', async () => {
    const { element, calls } = await show('contest')
    const list = await until(() => {
      const table = find(element, '[data-testid="contest-admin-list"]')
      expect(table.textContent).toContain('Weekly OI #12')
      return table
    })
    expect(list.textContent).toContain('Autumn Cup 2026')
    expect(list.textContent).toContain('Delete')
    expect(list.textContent).toContain('Clone')
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/contest/get-contest-list' })
  })

  it('shows the form’s problems on save in the spec’s order, then sends the contest', async () => {
    const { element, calls } = await show('contest/create')
    const form = await until(() => find<HTMLFormElement>(element, '[data-testid="contest-form"]'))
    const problem = () => find(element, '[data-testid="contest-form-problem"]').textContent
    const save = find(form, '[data-testid="contest-save"]')
    await click(save)
    expect(problem()).toBe('Title is required')
    const [title, start, end] = [...form.querySelectorAll('input')] as HTMLInputElement[]
    await type(title!, 'Winter Cup')
    await click(save)
    expect(problem()).toBe('Description is required')
    await type(find(form, 'textarea'), 'Rules')
    await click(save)
    expect(problem()).toBe('Start Time is required')
    await type(start!, '2026-12-01T09:00')
    await click(save)
    expect(problem()).toBe('End Time is required')
    await type(end!, '2026-12-01T08:00')
    await click(save)
    expect(problem()).toBe('The contest duration must be greater than 0')
    expect(find(element, '[data-testid="contest-duration"]').textContent).toContain(
      'The end time is before the start time',
    )
    await type(end!, '2026-12-01T14:00')
    await click(save)
    const posted = await until(() => {
      const call = calls.find((c) => c.method === 'POST' && c.path === '/admin/contest')
      if (!call) throw new Error('no POST yet')
      return call
    })
    expect(posted.body).toMatchObject({
      title: 'Winter Cup',
      description: 'Rules',
      duration: 5 * 3600,
      auth: 0,
    })
  })

  it('loads a contest into the form: the rule locked, stars, awards and the account rule', async () => {
    const { element, calls } = await show('contest/5/edit')
    const form = await until(() => find<HTMLFormElement>(element, '[data-testid="contest-form"]'))
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/contest' })
    expect(calls[0]!.query.get('cid')).toBe('5')
    expect((form.querySelector('input') as HTMLInputElement).value).toBe('Autumn Cup 2026')
    // The rule cannot change when editing: its select is disabled.
    expect(form.querySelector('[data-disabled]')).not.toBeNull()
    expect(find(form, '[data-testid="star-users"]').textContent).toContain('coach')
    expect(find(form, '[data-testid="award-editor"]').querySelectorAll('tbody tr')).toHaveLength(3)
    expect(find(form, '[data-testid="account-preview"]').textContent).toContain(
      'team1, team2, team3, …, team40, guest',
    )
    await click(find(form, '[data-testid="contest-save"]'))
    const put: Call = await until(() => {
      const call = calls.find((c) => c.method === 'PUT' && c.path === '/admin/contest')
      if (!call) throw new Error('no PUT yet')
      return call
    })
    expect(put.body).toMatchObject({
      id: 5,
      pwd: 'autumn',
      starAccount: ['coach', 'observer'],
      sealRank: true,
      sealRankTime: '2026-11-28T05:00:00.000Z',
      awardType: 1,
    })
  })

  it('lists the contest’s problems with display id, title and colour', async () => {
    const { element } = await show('contest/5/problems')
    const table = await until(() => {
      const t = find(element, '[data-testid="contest-admin-problems"]')
      expect(t.textContent).toContain('Roads')
      return t
    })
    expect(table.textContent).toContain('Warm-up')
    expect(table.textContent).toContain('P1001')
    expect(nextDisplayId(['A', 'B'])).toBe('C')
    expect(nextDisplayId([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'])).toBe('AA')
  })

  it('creates a contest problem in the problems module’s form, with the contest’s calls, and edits a contest-only one', async () => {
    const { element, calls } = await show('contest/5/problems')
    await until(() =>
      expect(find(element, '[data-testid="contest-admin-problems"]').textContent).toContain('Roads'),
    )
    editorProps.length = 0
    await click(find(element, '[data-testid="contest-create-problem"]'))
    await until(() => find(document.body, '[data-testid="problem-editor-stub"]'))
    const created = editorProps.at(-1)
    expect(created).toMatchObject({ context: { kind: 'contest', id: 5, contestType: 0 }, displayId: 'C' })
    expect(created?.pid).toBeUndefined()
    const body = {
      problem: { problemId: 'P2000', title: 'Sum', type: 0 },
      samples: [{ input: '1 2', output: '3' }],
    }
    await act(async () => {
      await created?.source?.save(body, { displayId: ' C ', displayTitle: 'Sum' })
    })
    const posted = calls.find((c) => c.method === 'POST' && c.path === '/admin/contest/problem')
    expect(posted?.body).toMatchObject({ ...body, cid: 5, displayId: 'C', displayTitle: 'Sum' })
    await act(async () => created?.onDone())
    editorProps.length = 0
    await click(find(element, '[data-testid="contest-edit-own-11"]'))
    await until(() => find(document.body, '[data-testid="problem-editor-stub"]'))
    const edited = editorProps.at(-1)
    expect(edited).toMatchObject({ pid: 11, context: { kind: 'contest', id: 5 } })
    await act(async () => {
      await edited?.source?.read?.(11)
      await edited?.source?.save({ problem: { id: 11, title: 'A + B' } }, undefined)
    })
    expect(
      calls.some(
        (c) => c.method === 'GET' && c.path === '/admin/contest/problem' && c.query.get('pid') === '11',
      ),
    ).toBe(true)
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/admin/contest/problem')
    expect(put?.body).toMatchObject({ cid: 5, problem: { id: 11, title: 'A + B' } })
    await act(async () => edited?.onDone())
    await click(find(element, '[data-testid="ac-download"]'))
    const options = await until(() => find(document.body, '[data-testid="ac-download-form"]'))
    await click(find(options, '[data-testid="ac-download-go"]'))
    const zip = await until(() => {
      const call = calls.find((c) => c.path === '/file/download-contest-ac-submission')
      if (!call) throw new Error('no download yet')
      return call
    })
    expect(Object.fromEntries(zip.query)).toEqual({ cid: '5', splitType: 'user', excludeAdmin: 'true' })
  })

  it('imports a remote judge’s problem by its id there under the next display id', async () => {
    const { element, calls } = await show('contest/5/problems')
    await until(() =>
      expect(find(element, '[data-testid="contest-admin-problems"]').textContent).toContain('Roads'),
    )
    await click(find(element, '[data-testid="contest-import-remote"]'))
    const form = await until(() =>
      find<HTMLFormElement>(document.body, '[data-testid="remote-problem-form"]'),
    )
    const [problemId, displayId] = [...form.querySelectorAll('input:not([type="hidden"])')].filter(
      (i) => (i as HTMLInputElement).type === 'text',
    ) as HTMLInputElement[]
    expect(displayId!.value).toBe('C')
    await type(problemId!, '1000')
    await act(async () => form.requestSubmit())
    const call = await until(() => {
      const c = calls.find((x) => x.path === '/admin/contest/import-remote-oj-problem')
      if (!c) throw new Error('no import yet')
      return c
    })
    expect(call.method).toBe('GET')
    expect(Object.fromEntries(call.query)).toEqual({
      cid: '5',
      name: 'HDU',
      problemId: '1000',
      displayId: 'C',
    })
  })

  it('lists the contest’s announcements in Chinese', async () => {
    const { element } = await show('contest/5/announcement', demoAnswers, 'zh-CN')
    const table = await until(() => {
      const t = find(element, '[data-testid="contest-admin-announcements"]')
      expect(t.textContent).toContain('Problem B clarified')
      return t
    })
    expect(table.textContent).toContain('Draft: lunch')
    expect(element.textContent).toContain('新建公告')
  })

  it('lends the form to other modules’ contests through the contests.form slot', async () => {
    const { platform } = adminPlatform({})
    installPlatform(platform)
    const saved: unknown[] = []
    const element = document.createElement('div')
    document.body.append(element)
    await act(async () =>
      createRoot(element).render(
        <AdminIntl locale="en">
          <ContestFormSlot contest={{ ...demoAdminContest, gid: 3 }} onSave={(input) => saved.push(input)} />
        </AdminIntl>,
      ),
    )
    await click(find(element, '[data-testid="contest-save"]'))
    expect(saved).toEqual([expect.objectContaining({ id: 5, title: 'Autumn Cup 2026', pwd: 'autumn' })])
  })

  it('lends the problems page to other modules’ contests through the contests.problems slot', async () => {
    const selected: string[] = []
    const { element, calls } = await host(
      <ContestProblemsSlot
        cid={5}
        calls={groupProblemCalls}
        mayRemove
        actions={[{ id: 'from-group', label: 'From the group', onSelect: () => selected.push('group') }]}
      />,
      groupAnswers,
    )
    const table = await until(() => {
      const t = find(element, '[data-testid="contest-admin-problems"]')
      expect(t.textContent).toContain('Roads')
      return t
    })
    // The host's own action; none of the admin area's tools (their calls are the admin's), no back.
    await click(find(element, '[data-testid="from-group"]'))
    expect(selected).toEqual(['group'])
    for (const tool of [
      'contest-create-problem',
      'contest-import-remote',
      'ac-download',
      'contest-edit-own-11',
    ])
      expect(element.querySelector(`[data-testid="${tool}"]`), tool).toBeNull()
    expect(element.textContent).not.toContain('Back to contests')
    // Adding from the public bank and removing go through the host's calls.
    await click(find(element, '[data-testid="contest-add-problem"]'))
    const bank = await until(() => {
      const b = find(document.body, '[data-testid="public-bank"]')
      expect(b.textContent).toContain('Knapsack')
      return b
    })
    // The OI problem cannot go into this ACM contest: its Add is greyed, and a note says why.
    const note = find(bank, '[data-testid="bank-type-note"]')
    expect(note.textContent).toBe('An ACM contest takes ACM problems only: the others cannot be added.')
    const greyed = find(bank, '[data-testid="bank-add-21"]') as HTMLButtonElement
    expect(greyed.disabled).toBe(true)
    expect(greyed.getAttribute('aria-describedby')).toBe(note.id)
    expect(greyed.parentElement?.getAttribute('title')).toBe(note.textContent)
    expect(find(bank, '[data-testid="bank-add-20"]').getAttribute('aria-describedby')).toBeNull()
    await click(find(bank, '[data-testid="bank-add-20"]'))
    const added = await until(() => {
      const c = calls.find((x) => x.path === '/group/add-contest-problem-from-public')
      if (!c) throw new Error('no add yet')
      return c
    })
    expect([added.method, added.body]).toEqual(['POST', { cid: 5, pid: 20, displayId: 'C' }])
    await click(find(table, '[data-testid="contest-remove-11"]'))
    const removed = await until(() => {
      const c = calls.find((x) => x.path === '/group/contest-problem' && x.method === 'DELETE')
      if (!c) throw new Error('no remove yet')
      return c
    })
    expect(Object.fromEntries(removed.query)).toEqual({ pid: '11', cid: '5' })
    expect(calls.filter((c) => c.path.startsWith('/admin/'))).toEqual([])
  })

  it('lends the announcements page through the contests.announcements slot', async () => {
    const { element, calls } = await host(
      <ContestAnnouncementsSlot cid={5} calls={groupAnnouncementCalls} />,
      groupAnswers,
    )
    await until(() =>
      expect(find(element, '[data-testid="contest-admin-announcements"]').textContent).toContain(
        'Problem B clarified',
      ),
    )
    await click(find(element, '[data-testid="announcement-delete-2"]'))
    await click(await until(() => find(document.body, '[data-testid="announcement-delete-confirm"]')))
    const removed = await until(() => {
      const c = calls.find((x) => x.path === '/group/contest-announcement' && x.method === 'DELETE')
      if (!c) throw new Error('no delete yet')
      return c
    })
    expect(Object.fromEntries(removed.query)).toEqual({ aid: '2', cid: '5' })
    expect(calls.filter((c) => c.path.startsWith('/admin/'))).toEqual([])
  })

  it('has every text in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort())
  })
})
