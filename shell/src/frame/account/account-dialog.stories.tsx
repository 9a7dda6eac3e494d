// The login dialog's three views and the reset-password page, in the toolbar's language. The calls
// they make are answered by a stand-in server (a fetch that knows 'root' and root@example.com), so
// the existence checks, the captcha picture and the countdowns can be seen without a platform.
import type { Locale } from '@oj/sdk'
import { AccountsApi } from '@oj/sdk/api'
import { uiMessages } from '@oj/sdk/ui'
import { createPlatform, createStore, type HostPlatform, installPlatform } from '@oj/sdk/web'
import { type ReactNode, useEffect, useState } from 'react'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild'

import { FRAME_EN, FRAME_ZH_CN } from '../catalogue.ts'
import ResetPasswordPage from '../pages/reset-password.tsx'
import { ShellContext } from '../shell-context.tsx'
import type { AccountView } from './account-ui.tsx'
import { useCooldown } from './cooldown.ts'
import { AccountDialog } from './login-dialog.tsx'

const messages = { 'zh-CN': FRAME_ZH_CN, en: FRAME_EN }

const CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><text x="30" y="35" font-size="28" fill="#3b6">k7pq</text></svg>'

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A stand-in for the accounts calls the views make. */
async function storyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://story.local')
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {}
  switch (url.pathname.replace(/^\/ojapi/, '')) {
    case AccountsApi.checkUsernameOrEmail.path:
      return envelope({
        username: body.username?.toLowerCase() === 'root',
        email: body.email?.toLowerCase() === 'root@example.com',
      })
    case AccountsApi.captcha.path:
      return envelope({
        img: `data:image/svg+xml;base64,${btoa(CAPTCHA_SVG)}`,
        captchaKey: String(Math.random()),
      })
    default:
      return envelope(null)
  }
}

function storyPlatform(locale: Locale): HostPlatform {
  return createPlatform({ locale, fetch: storyFetch, storage: undefined, navigate: () => {} })
}

const withFrame: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as Locale | undefined) ?? 'zh-CN'
  const shell = { platform: storyPlatform(locale), modulesReady: createStore(true) }
  // The SDK's hooks (useApiQuery, ...) read the installed platform, as in the frame.
  installPlatform(shell.platform)
  return (
    <ShellContext.Provider value={shell}>
      <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...messages[locale] }}>
        <MemoryRouter initialEntries={['/reset-password?username=root&code=link-code-from-the-mail']}>
          <Story />
        </MemoryRouter>
      </IntlProvider>
    </ShellContext.Provider>
  )
}

/** The dialog as the frame holds it: the view and both countdowns above the views. */
function DialogDemo(props: { readonly view: AccountView; readonly counting?: boolean }): ReactNode {
  const [view, setView] = useState(props.view)
  const registerCooldown = useCooldown()
  const resetCooldown = useCooldown()
  const { counting } = props
  const { start: startRegister } = registerCooldown
  const { start: startReset } = resetCooldown
  useEffect(() => {
    if (!counting) return
    startRegister(60)
    startReset(90)
  }, [counting, startRegister, startReset])
  return (
    <AccountDialog
      open
      onOpenChange={() => {}}
      view={view}
      onSwitch={setView}
      registerCooldown={registerCooldown}
      resetCooldown={resetCooldown}
    />
  )
}

const meta = {
  title: 'frame/Login dialog',
  component: DialogDemo,
  decorators: [withFrame],
  args: { view: 'login' },
} satisfies Meta<typeof DialogDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {}
/** Type 'root' and leave the field: 'The username already exists'. */
export const Register: Story = { args: { view: 'register' } }
export const RegisterCodeSent: Story = { args: { view: 'register', counting: true } }
export const ResetPassword: Story = { args: { view: 'reset' } }
export const ResetMailSent: Story = { args: { view: 'reset', counting: true } }
export const ResetPasswordPageStory: Story = {
  name: 'Reset password page',
  render: () => <ResetPasswordPage />,
}
