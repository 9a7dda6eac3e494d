// Server-side renders of the bar and the pages in the frame's context (no DOM here): what each mode
// links to, and that the message menu and center follow the session.
import type { UserInfo } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { StoryContext } from 'storybook-react-rsbuild'
import { describe, expect, it } from 'vitest'

import { MessageCenter } from '../../message-center/message-center.tsx'
import { frameStory } from '../../story-kit.tsx'
import { MobileNav } from '../mobile-nav.tsx'
import { TopBar } from '../top-bar.tsx'
import { FakeSite } from './fake-site.tsx'

const root: UserInfo = { uid: 'u-0', username: 'root', roleList: ['root'] }

function html(path: string, page: () => ReactNode, user?: UserInfo, locale = 'en'): string {
  const decorate = frameStory({ path, user }) as unknown as (
    story: () => ReactNode,
    context: Pick<StoryContext, 'globals'>,
  ) => ReactNode
  return renderToString(decorate(page, { globals: { locale } }))
}

const bar = () => (
  <FakeSite>
    <TopBar onOpenDrawer={() => {}} />
  </FakeSite>
)
const drawer = () => (
  <FakeSite>
    <MobileNav open onOpenChange={() => {}} />
  </FakeSite>
)

const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1])

describe('top bar', () => {
  it("shows a declared area's tabs in its mode, the current one marked", () => {
    const markup = html('/contest/7/rank', bar, root)
    expect(hrefs(markup)).toEqual(
      expect.arrayContaining([
        '/home',
        '/contest/7',
        '/contest/7/problems',
        '/contest/7/rank',
        '/contest/7/rejudge',
      ]),
    )
    expect(markup).toMatch(/aria-current="page" href="\/contest\/7\/rank"/)
    expect(markup).toContain('data-area="contest"')
    expect(markup).toContain('Contest #7')
    expect(markup).toContain('data-testid="message-menu"')
  })

  it("labels the tabs and names the area in the viewer's language", () => {
    const markup = html('/contest/7/rank', bar, root, 'zh-CN')
    expect(markup).toContain('比赛 #7')
    expect(markup).toContain('提交记录')
    expect(markup).not.toContain('Submissions')
  })

  it('hides the tabs a visitor may not see', () => {
    const markup = html('/contest/7', bar)
    expect(hrefs(markup)).toContain('/contest/7/problems')
    expect(hrefs(markup)).not.toContain('/contest/7/rejudge')
    expect(hrefs(markup)).not.toContain('/contest/7/ac-info')
  })

  it('shows the default entries on a page an area excludes', () => {
    const markup = html('/contest/acm-scoreboard', bar)
    expect(markup).toContain('data-mode="default"')
    expect(hrefs(markup)).toEqual(expect.arrayContaining(['/home', '/problem', '/contest']))
  })

  it('keeps the default entries outside an area, and no message menu for visitors', () => {
    const markup = html('/contest', bar)
    expect(markup).toContain('data-mode="default"')
    expect(hrefs(markup)).not.toContain('/contest/7/rank')
    expect(markup).not.toContain('data-testid="message-menu"')
  })
})

describe('message center', () => {
  it('asks a visitor to log in', () => {
    expect(html('/message/sys', () => <MessageCenter />)).toContain('data-testid="message-login"')
  })

  it('shows the five tabs to a user, the current one marked', () => {
    const markup = html('/message/sys', () => <MessageCenter />, root)
    expect(hrefs(markup)).toEqual([
      '/message/discuss',
      '/message/reply',
      '/message/like',
      '/message/sys',
      '/message/mine',
    ])
    expect(markup).toMatch(/aria-current="page" href="\/message\/sys"/)
  })
})

describe('drawer', () => {
  it("renders without failing in an area's mode and in default mode", () => {
    expect(() => html('/group/5', drawer)).not.toThrow()
    expect(() => html('/status', drawer, root)).not.toThrow()
  })
})
