// @vitest-environment happy-dom
import { PlatformSlots, Slot, uninstallPlatform } from '@oj/sdk/web'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { click, fakePlatform, find, mount, waitFor } from '../testing/dom.tsx'
import { bankAnswers } from './admin-fixtures.ts'

// The tags page as a problem admin uses it: deleting a tag asks first, naming the tag.

afterEach(() => {
  uninstallPlatform()
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

const answers = Object.fromEntries(
  Object.entries(bankAnswers).map(([path, answer]) => [path, () => answer(new URLSearchParams(), undefined)]),
)

describe('the tags page', () => {
  it('asks before deleting a tag, with the tag’s name in the title and the text', async () => {
    const errors = vi.spyOn(console, 'error')
    fakePlatform(answers, { user: { uid: 'u-0', username: 'root', roleList: ['root'] } })
    const { element } = await mount(
      <Slot def={PlatformSlots.adminSections} props={{ path: 'problem/tag' }} />,
    )
    await click(await waitFor(() => find(element, '[data-testid="tag-delete-2"]')))
    const dialog = await waitFor(() => find(document.body, '[role="alertdialog"]'))
    expect(dialog.textContent).toContain('Delete Graph?')
    expect(dialog.textContent).toContain('Graph will be deleted')
    expect(errors.mock.calls.map((c) => String(c[0]))).not.toContainEqual(
      expect.stringContaining('FORMAT_ERROR'),
    )
  })
})
