// The top bar in its four modes (spec 1 §1), each at a path of its area, logged in as root with
// unread messages; and the drawer that replaces it under 992 px, in contest mode.
import type { WebsiteConfig } from '@oj/sdk'
import { usePlatform } from '@oj/sdk/web'
import type { ReactNode } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { frameStory } from '../../story-kit.tsx'
import { MobileNav } from '../mobile-nav.tsx'
import { TopBar } from '../top-bar.tsx'

const root = { uid: 'u-0', username: 'root', roleList: ['root'] }
const answers = { '/msg/unread': { comment: 2, reply: 1, like: 0, sys: 1, mine: 0 } }

const site: WebsiteConfig = {
  name: 'Online Judge',
  shortName: 'OJ',
  description: '',
  recordName: '',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: 'https://example.com/oj',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  register: true,
}

/** The enabled modules and website config a full site would have. */
function FullSite(props: { readonly children: ReactNode }): ReactNode {
  const platform = usePlatform()
  if (!platform.modules.get().length)
    platform.modules.set(
      (
        [
          ['problems', ['/problem', '/status', '/acm-rank', '/oi-rank'], ['题目', 'Problem'], '/problem', 10],
          ['training', ['/training'], ['训练', 'Training'], '/training', 20],
          ['contests', ['/contest'], ['比赛', 'Contest'], '/contest', 40],
          ['discussion', ['/discussion'], ['讨论', 'Discussion'], '/discussion', 60],
          ['groups', ['/group'], ['团队', 'Group'], '/group', 70],
        ] as const
      ).map(([id, routes, label, to, order]) => ({
        id,
        routes: [...routes],
        manifest: '',
        container: `oj_${id}`,
        nav: [{ id, label: { 'zh-CN': label[0], en: label[1] }, to, order }],
        areas: [],
        slots: [],
        messageSources: [],
      })),
    )
  if (!platform.siteConfig.get()) platform.siteConfig.set(site)
  return props.children
}

const bar = () => (
  <FullSite>
    <TopBar onOpenDrawer={() => {}} />
  </FullSite>
)

const meta = {
  title: 'frame/Top bar modes',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  decorators: [frameStory({ answers, user: root, path: '/home' })],
  render: bar,
}
export const Training: Story = {
  decorators: [frameStory({ answers, user: root, path: '/training/3/problem/P1001' })],
  render: bar,
}
export const Contest: Story = {
  decorators: [frameStory({ answers, user: root, path: '/contest/7/rank' })],
  render: bar,
}
export const Group: Story = {
  decorators: [frameStory({ answers, user: root, path: '/group/5/member' })],
  render: bar,
}
export const ContestVisitor: Story = {
  name: 'Contest, visitor (no admin pages, no message menu)',
  decorators: [frameStory({ path: '/contest/7/problems' })],
  render: bar,
}
export const ContestDrawer: Story = {
  name: 'Drawer under 992 px, contest mode',
  decorators: [frameStory({ answers, user: root, path: '/contest/7/submissions' })],
  render: () => (
    <FullSite>
      <MobileNav open onOpenChange={() => {}} />
    </FullSite>
  ),
}
