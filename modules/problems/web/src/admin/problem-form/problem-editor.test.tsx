// @vitest-environment happy-dom
import { AdminApi, BankApi, ProblemsApi, ProblemsSlots } from '@oj/problems-contract'
import { Slot, uninstallPlatform } from '@oj/sdk/web'
import { afterEach, describe, expect, it } from 'vitest'

import { click, fakePlatform, find, mount, typeInto, waitFor } from '../../testing/dom.tsx'
import { bankAnswers } from '../admin-fixtures.ts'

// The one problem form through its slot, as the admin pages and other modules show it: what it
// sends for a new problem, the checks it makes first, and a context's own save.

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
})

const answers = Object.fromEntries(
  Object.entries(bankAnswers).map(([path, answer]) => [path, () => answer(new URLSearchParams(), undefined)]),
)

describe('the problem form', () => {
  it('creates a bank problem with typed-in cases, tags and the languages', async () => {
    const saved: Array<unknown> = []
    const platform = fakePlatform({
      ...answers,
      [AdminApi.addProblem.path]: (body) => {
        saved.push(body)
        return { pid: 9, problemId: 'P2000', caseCount: 1 }
      },
    })
    const done: Array<unknown> = []
    const { element } = await mount(
      <Slot def={ProblemsSlots.problemEditor} props={{ onDone: (s) => done.push(s) }} />,
    )
    const form = await waitFor(() => find<HTMLFormElement>(element, '[data-testid="problem-form"]'))
    await typeInto(find(form, '[data-testid="form-problem-id"]'), 'P2000')
    await typeInto(find(form, '[data-testid="form-title"]'), 'Sum')
    await typeInto(find(form, '[data-testid="form-tag-input"]'), 'Math')
    await click(find(form, '[data-testid="form-tag-add"]'))
    // Typed-in cases: none yet, so the save is refused before anything is sent.
    await click(find(form, '[data-testid="cases-manual-mode"]'))
    await click(find(form, '[data-testid="problem-save"]'))
    expect(saved).toHaveLength(0)
    await click(find(form, '[data-testid="case-add"]'))
    const [input, output] = [
      ...find(form, '[data-testid="case-0"]').querySelectorAll('textarea'),
    ] as HTMLTextAreaElement[]
    await typeInto(input!, '1 2')
    await typeInto(output!, '3')
    await click(find(form, '[data-testid="problem-save"]'))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      // The fake platform's user may not publish: a new problem is private.
      problem: { problemId: 'P2000', title: 'Sum', type: 0, auth: 2, isUploadCase: false },
      isUploadTestCase: false,
      samples: [{ input: '1 2', output: '3' }],
      tags: ['Math'],
      languages: ['C', 'C++', 'Python3'],
    })
    await waitFor(() => expect(done).toEqual([{ pid: 9, problemId: 'P2000', caseCount: 1 }]))
    expect(platform.calls.some((c) => c.path === ProblemsApi.languages.path)).toBe(true)
  })

  it('edits a stored problem with its uploaded cases, and saves through a context’s own call', async () => {
    const platform = fakePlatform(answers)
    const sent: Array<{ body: Record<string, unknown>; place: unknown }> = []
    const source = {
      save: async (body: Record<string, unknown>, place: unknown) => {
        sent.push({ body, place })
        return { pid: 1 }
      },
    }
    const { element } = await mount(
      <Slot
        def={ProblemsSlots.problemEditor}
        props={{ pid: 1, context: { kind: 'contest', id: 7, contestType: 1 }, source, onDone: () => {} }}
      />,
    )
    const form = await waitFor(() => {
      const f = find<HTMLFormElement>(element, '[data-testid="problem-form"]')
      expect(find<HTMLInputElement>(f, '[data-testid="form-problem-id"]').value).toBe('P1000')
      return f
    })
    expect(find(form, '[data-testid="cases-section"]').textContent).toContain('2.in')
    await click(find(form, '[data-testid="problem-save"]'))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.body).toMatchObject({
      problem: { id: 1, problemId: 'P1000', type: 1 },
      isUploadTestCase: true,
      samples: [
        { input: '1.in', output: '1.out', score: 50 },
        { input: '2.in', output: '2.out', score: 50 },
      ],
    })
    expect(sent[0]!.body).not.toHaveProperty('uploadTestcaseDir')
    expect(platform.calls.some((c) => c.path === BankApi.problem.path)).toBe(true)
  })
})
