// @vitest-environment happy-dom
// The dialog's ark part comes when it first opens: nothing is rendered before, the dialog shows once
// it has come, Escape closes it (unless told not to), and it stays mounted for the next opening.
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'

import { Dialog, type DialogProps } from './dialog.tsx'
import { uiMessages } from './messages.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

function Demo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog {...props} open={open} onOpenChange={setOpen} title="Login" description="Who are you">
        <input id="name" />
      </Dialog>
    </>
  )
}

function mount(props: Partial<DialogProps> = {}) {
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() =>
    root?.render(
      <IntlProvider locale="en" messages={uiMessages.en}>
        <Demo {...props} />
      </IntlProvider>,
    ),
  )
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await act(() => new Promise((r) => setTimeout(r, 20)))
  }
}

const dialog = (role = 'dialog') => document.querySelector<HTMLElement>(`[role="${role}"]`)
const open = () => act(() => document.querySelector<HTMLButtonElement>('#opener')?.click())
const escape = () =>
  act(() => {
    const target = document.activeElement ?? document.body
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
  })

describe('Dialog', () => {
  it('renders nothing until opened, then the dialog with its title, description and close button', async () => {
    mount()
    expect(document.querySelector('[data-scope="dialog"]')).toBeNull()
    open()
    await until(() => dialog() !== null)
    const d = dialog()
    expect(d?.getAttribute('aria-modal')).toBe('true')
    expect(d?.querySelector('[data-part="title"]')?.textContent).toBe('Login')
    expect(d?.querySelector('[data-part="description"]')?.textContent).toBe('Who are you')
    expect(d?.querySelector('[data-part="close-trigger"]')?.getAttribute('aria-label')).toBe('Close')
    expect(d?.querySelector('#name')).not.toBeNull()
  })

  it('closes on Escape and opens again', async () => {
    mount()
    open()
    await until(() => dialog() !== null)
    escape()
    await until(() => dialog() === null)
    open()
    await until(() => dialog() !== null)
  })

  it('passes role, closeOnEscape and hideCloseButton through', async () => {
    mount({ role: 'alertdialog', closeOnEscape: false, hideCloseButton: true })
    open()
    await until(() => dialog('alertdialog') !== null)
    expect(dialog('alertdialog')?.querySelector('[data-part="close-trigger"]')).toBeNull()
    escape()
    await act(() => new Promise((r) => setTimeout(r, 100)))
    expect(dialog('alertdialog')).not.toBeNull()
  })
})
