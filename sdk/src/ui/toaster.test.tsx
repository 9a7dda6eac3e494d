// @vitest-environment happy-dom
// The toast queues fetch ark's part with their first toast: before it, <Toaster /> renders nothing;
// calls made while it comes wait and run in order; a new toast replaces the one on screen.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'

import { uiMessages } from './messages.ts'
import { Notifier, notifier, showToast, Toaster, toaster } from './toaster.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

function mount() {
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() =>
    root?.render(
      <IntlProvider locale="en" messages={uiMessages.en}>
        <Toaster />
        <Notifier />
      </IntlProvider>,
    ),
  )
  return host
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await act(() => new Promise((r) => setTimeout(r, 20)))
  }
}

const titles = () =>
  [...document.querySelectorAll('[data-scope="toast"][data-part="title"]')].map((e) => e.textContent)

describe('toaster', () => {
  it('renders nothing before the first toast, and closing nothing fetches nothing', () => {
    const host = mount()
    act(() => {
      toaster.dismiss()
      toaster.remove()
      notifier.dismiss()
    })
    expect(host.innerHTML).toBe('')
    expect(document.querySelector('[data-scope="toast"]')).toBeNull()
  })

  it('shows the toasts asked for while ark’s part was on its way, the last one replacing the first', async () => {
    mount()
    act(() => {
      showToast('info', 'first')
      showToast('success', 'second')
    })
    await until(() => titles().includes('second'))
    expect(titles()).toEqual(['second'])
    const id = toaster.create({ type: 'error', title: 'third', id: 'mine' })
    expect(id).toBe('mine')
    act(() => toaster.remove('mine'))
    expect(titles()).not.toContain('third')
  })

  it('stacks up to three notifications, top end', async () => {
    mount()
    act(() => {
      for (const n of [1, 2, 3, 4]) notifier.create({ type: 'error', title: `n${n}`, description: 'failed' })
    })
    await until(() => titles().filter((t) => t?.startsWith('n')).length === 3)
    const group = document.querySelector('[data-scope="toast"][data-part="group"][data-placement="top-end"]')
    expect(group?.querySelectorAll('[data-part="root"]').length).toBe(3)
  })
})
