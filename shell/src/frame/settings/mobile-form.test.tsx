// @vitest-environment happy-dom
// The account section's mobile number against a stand-in server: filled from get-user-info, a wrong
// number refused before any call, a right one saved alone through change-userInfo, blank clears it.
import { getPlatform, type HostPlatform, type UserInfo } from '@oj/sdk/web'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { StoryContext } from 'storybook-react-rsbuild'
import { afterEach, describe, expect, it } from 'vitest'

import { frameStory } from '../story-kit.tsx'
import { MobileForm } from './mobile-form.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => document.body.replaceChildren())

const alice: UserInfo = { uid: 'u-alice', username: 'alice', roleList: ['default_user'] }

async function until<T>(check: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > end) throw new Error('timed out')
    await act(() => new Promise((r) => setTimeout(r, 20)))
  }
}

async function show(locale: 'en' | 'zh-CN', saved: Array<Record<string, unknown>>) {
  let mobile: string | null = '13800138000'
  const decorate = frameStory({
    path: '/setting',
    user: alice,
    answers: {
      '/get-user-info': () => ({ uid: alice.uid, username: 'alice', mobile }),
      '/change-userInfo': (_q: URLSearchParams, body: Record<string, unknown>) => {
        saved.push(body)
        mobile = typeof body['mobile'] === 'string' && body['mobile'] !== '' ? body['mobile'] : null
        return { uid: alice.uid, username: 'alice', mobile }
      },
    },
  }) as unknown as (story: () => ReactNode, context: Pick<StoryContext, 'globals'>) => ReactNode
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () => createRoot(element).render(decorate(() => <MobileForm />, { globals: { locale } })))
  const input = await until(() => element.querySelector<HTMLInputElement>('input[name="mobile"]'))
  return { element, input, platform: getPlatform() as HostPlatform }
}

const type = async (input: HTMLInputElement, value: string) =>
  act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
const submit = async (element: HTMLElement) =>
  act(async () => element.querySelector<HTMLButtonElement>('[data-testid="change-mobile-submit"]')?.click())

describe('the mobile number', () => {
  it.each([
    ['en', 'Mobile number', 'Current mobile number: 13800138000', 'Enter a valid mobile number'],
    ['zh-CN', '手机号', '当前手机号：13800138000', '请输入有效的手机号'],
  ] as const)('is shown, checked and saved alone (%s)', async (locale, title, current, invalid) => {
    const saved: Array<Record<string, unknown>> = []
    const { element, input, platform } = await show(locale, saved)
    expect(element.querySelector('h3')?.textContent).toBe(title)
    expect(element.querySelector('[data-testid="current-mobile"]')?.textContent).toBe(current)
    expect(input.value).toBe('13800138000')

    await type(input, '138 abc')
    await submit(element)
    expect(element.textContent).toContain(invalid)
    expect(saved).toEqual([])

    await type(input, ' +86 139-0013-9000 ')
    await submit(element)
    await until(() => saved.length === 1)
    expect(saved).toEqual([{ mobile: '+86 139-0013-9000' }])
    await until(() => platform.toastNow.get()?.kind === 'success')

    await type(input, '')
    await submit(element)
    await until(() => saved.length === 2)
    expect(saved[1]).toEqual({ mobile: '' })
  })
})
