// Server-side renders of /setting in the frame's context (no DOM here, so no effects: the profile
// form is still loading): what a logged-in user and an anonymous visitor see.
import type { UserInfo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { StoryContext } from 'storybook-react-rsbuild'
import { describe, expect, it } from 'vitest'

import SettingPage from '../pages/setting.tsx'
import { frameStory } from '../story-kit.tsx'

const alice: UserInfo = {
  uid: 'u-alice',
  username: 'alice',
  email: 'alice@example.com',
  avatar: '/ojapi/public/avatar/abc.png',
  roleList: ['default_user'],
}

function html(user?: UserInfo): string {
  const decorate = frameStory({ path: '/setting', user }) as unknown as (
    story: () => ReactNode,
    context: Pick<StoryContext, 'globals'>,
  ) => ReactNode
  return renderToString(decorate(() => <SettingPage />, { globals: { locale: 'en' } }))
}

describe('/setting', () => {
  it('shows a logged-in user the two sections, the account forms and the avatar', () => {
    const markup = html(alice)
    for (const id of ['setting-account', 'setting-user-info', 'change-password-form', 'change-email-form'])
      expect(markup).toContain(`data-testid="${id}"`)
    expect(markup).toContain('Current e-mail: alice@example.com')
    expect(markup).toMatch(/<img[^>]*src="\/ojapi\/public\/avatar\/abc.png"/)
    expect(markup).toMatch(/accept="\.gif,\.jpg,\.jpeg,\.png,\.bmp,\.webp"/)
    expect(markup).not.toContain('setting-login-needed')
  })
  it('shows an anonymous visitor only the login notice', () => {
    const markup = html()
    expect(markup).toContain('data-testid="setting-login-needed"')
    expect(markup).toContain('Please login first')
    expect(markup).not.toContain('change-password-form')
  })
})
