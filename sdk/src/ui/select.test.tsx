// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'

import { uiMessages } from './messages.ts'
import { Select, type SelectProps } from './select.tsx'

// The trigger is the kit's own: it is whole before ark's select is loaded, and it opens the list
// ark's part then shows (the part is a lazy chunk, mounted at the first opening).

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.replaceChildren()
})

const options = [
  { value: 'C', label: 'C' },
  { value: 'Java', label: 'Java' },
  { value: 'Go', label: 'Go', disabled: true },
]

function mount(props: Partial<SelectProps>, locale: 'en' | 'zh-CN' = 'en') {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const render = (next: Partial<SelectProps>) =>
    act(() =>
      root.render(
        <IntlProvider locale={locale} messages={uiMessages[locale]}>
          <Select options={options} {...next} />
        </IntlProvider>,
      ),
    )
  render(props)
  const trigger = host.querySelector<HTMLButtonElement>('button')
  if (!trigger) throw new Error('no trigger')
  return { host, trigger, render }
}

/** Waits until `check` passes, letting the lazy chunk and ark's machine (microtasks, frames) run. */
async function until(check: () => void): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      check()
      return
    } catch (error) {
      if (i > 100) throw error
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
  }
}

describe('Select', () => {
  it('renders a closed combobox with the placeholder, named by its label, before ark is loaded', () => {
    const { host, trigger } = mount({ label: 'Language' }, 'zh-CN')
    expect(trigger.getAttribute('role')).toBe('combobox')
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(trigger.textContent).toBe('请选择')
    const label = host.querySelector('label')
    expect(trigger.getAttribute('aria-labelledby')).toBe(label?.id)
    expect(label?.textContent).toBe('Language')
    expect(document.querySelector('[role="listbox"]')).toBeNull()
  })

  it('shows the default value, then the controlled one, and sends the value under its name', () => {
    const { host, trigger, render } = mount({ defaultValue: 'Java', name: 'lang' })
    expect(trigger.textContent).toBe('Java')
    const input = host.querySelector<HTMLInputElement>('input[type="hidden"]')
    expect(input?.name).toBe('lang')
    expect(input?.value).toBe('Java')
    render({ value: 'C', name: 'lang' })
    expect(trigger.textContent).toBe('C')
    expect(input?.value).toBe('C')
    // Nothing chosen sends nothing (as ark's hidden select did).
    render({ value: '', name: 'lang' })
    expect(host.querySelector('input[type="hidden"]')).toBeNull()
  })

  it('marks a disabled select and does not open it', () => {
    const { trigger } = mount({ disabled: true, 'aria-label': 'Language' })
    expect(trigger.disabled).toBe(true)
    expect(trigger.hasAttribute('data-disabled')).toBe(true)
    expect(trigger.getAttribute('aria-label')).toBe('Language')
    act(() => trigger.click())
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens on a click before the chunk came, and a chosen option calls onValueChange and closes', async () => {
    const chosen: string[] = []
    const { trigger } = mount({ onValueChange: (v) => chosen.push(v) })
    act(() => trigger.click())
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await until(() => expect(document.querySelector('[role="listbox"]')?.hasAttribute('hidden')).toBe(false))
    expect(trigger.getAttribute('aria-controls')).toBe(document.querySelector('[role="listbox"]')?.id)
    const java = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (o) => o.textContent === 'Java',
    )
    act(() => java?.click())
    await until(() => expect(chosen).toEqual(['Java']))
    await until(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'))
    expect(trigger.textContent).toBe('Java')
  })
})
