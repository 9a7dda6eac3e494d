// @vitest-environment happy-dom
// The kit's Button: a plain button of type "button" by default; with asChild, its styles and props on
// the child element (classes joined, both click handlers called, the child's own attributes kept).
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Button } from './button.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => document.body.replaceChildren())

function render(node: React.ReactNode): HTMLElement {
  const host = document.createElement('div')
  document.body.append(host)
  act(() => createRoot(host).render(node))
  return host
}

describe('Button', () => {
  it('is a button of type "button", disabled and busy while loading', () => {
    const host = render(<Button loading>Save</Button>)
    const button = host.querySelector('button')
    expect(button?.type).toBe('button')
    expect(button?.disabled).toBe(true)
    expect(button?.getAttribute('aria-busy')).toBe('true')
  })

  it('puts its styles and handlers on the child with asChild', () => {
    const mine = vi.fn()
    const theirs = vi.fn()
    const host = render(
      <Button asChild variant="outline" className="extra" onClick={mine}>
        <a href="#top" className="own" aria-current="page" onClick={theirs}>
          A link
        </a>
      </Button>,
    )
    expect(host.querySelector('button')).toBeNull()
    const link = host.querySelector('a')
    expect(link?.getAttribute('href')).toBe('#top')
    expect(link?.getAttribute('aria-current')).toBe('page')
    expect(link?.classList.contains('extra')).toBe(true)
    expect(link?.classList.contains('own')).toBe(true)
    expect(link?.hasAttribute('type')).toBe(false)
    act(() => link?.click())
    expect(theirs).toHaveBeenCalledTimes(1)
    expect(mine).toHaveBeenCalledTimes(1)
  })

  it('marks a disabled child with asChild', () => {
    const host = render(
      <Button asChild disabled>
        <a href="#x">Off</a>
      </Button>,
    )
    expect(host.querySelector('a')?.getAttribute('aria-disabled')).toBe('true')
  })
})
