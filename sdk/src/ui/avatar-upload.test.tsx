// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AvatarUpload } from './avatar-upload.tsx'
import { uiMessages } from './messages.ts'

// The chosen picture's object URL: made once a picture passes the check, revoked when another
// replaces it and when the flow unmounts; a refused picture makes none.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

function mountUpload(onRefused: (text: string) => void) {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  act(() =>
    root.render(
      <IntlProvider locale="en" messages={uiMessages.en}>
        <AvatarUpload upload={() => Promise.resolve()} onRefused={onRefused} />
      </IntlProvider>,
    ),
  )
  const input = host.querySelector<HTMLInputElement>('[data-testid="avatar-file"]')
  if (!input) throw new Error('no file input')
  const choose = (file: File) =>
    act(() => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true })
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
  return { host, choose, unmount: () => act(() => root.unmount()) }
}

const picture = (name: string, type = 'image/png') => new File([new Uint8Array(16)], name, { type })

describe('AvatarUpload', () => {
  it('revokes the object URL of a replaced picture and of the last one on unmount', () => {
    let made = 0
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:picture-${++made}`)
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const { choose, unmount } = mountUpload(() => {})
    choose(picture('a.png'))
    expect(create).toHaveBeenCalledTimes(1)
    expect(revoke).not.toHaveBeenCalled()
    choose(picture('b.png'))
    expect(revoke.mock.calls).toEqual([['blob:picture-1']])
    unmount()
    expect(revoke.mock.calls).toEqual([['blob:picture-1'], ['blob:picture-2']])
  })

  it('refuses a file that is no picture before making any URL, with the kit’s text', () => {
    const create = vi.spyOn(URL, 'createObjectURL')
    const refused: string[] = []
    const { choose, unmount } = mountUpload((text) => refused.push(text))
    choose(picture('notes.txt', 'text/plain'))
    expect(create).not.toHaveBeenCalled()
    expect(refused).toEqual([uiMessages.en['sdk.avatar.type']])
    unmount()
  })
})
