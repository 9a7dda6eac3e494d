// The top bar and the drawer in default mode and in the areas of made-up module descriptors
// (fake-site.tsx): a contest seen by root and by a visitor (no admin tabs, no comments tab since the
// site switch is off), a training, and a group whose module gives its area no name.
import type { UserInfo } from '@oj/sdk/web'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { frameStory } from '../../story-kit.tsx'
import { MobileNav } from '../mobile-nav.tsx'
import { TopBar } from '../top-bar.tsx'
import { FAKE_MODULES, FAKE_SITE, FakeSite } from './fake-site.tsx'

const root: UserInfo = { uid: 'u-0', username: 'root', roleList: ['root'] }
const answers = { '/msg/unread': { comment: 2, reply: 1, like: 0, sys: 1, mine: 0 } }
const noComments = { ...FAKE_SITE, openContestComment: false }

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
export const Contest: Story = {
  decorators: [frameStory({ answers, user: root, path: '/contest/7/rank' })],
  render: bar,
}
export const ContestVisitor: Story = {
  name: 'Contest, visitor (no admin tabs, comments switched off)',
  decorators: [frameStory({ path: '/contest/7/problems' })],
  render: () => (
    <FakeSite modules={FAKE_MODULES} site={noComments}>
      <TopBar onOpenDrawer={() => {}} />
    </FakeSite>
  ),
}
export const Training: Story = {
  decorators: [frameStory({ answers, user: root, path: '/training/3/problem/P1001' })],
  render: bar,
}
export const UnnamedGroup: Story = {
  name: 'Group (an area no nav entry names)',
  decorators: [frameStory({ answers, user: root, path: '/group/5/member' })],
  render: bar,
}
export const ContestDrawer: Story = {
  name: 'Drawer under 992 px, contest mode',
  decorators: [frameStory({ answers, user: root, path: '/contest/7/submissions' })],
  render: drawer,
}
export const DefaultDrawer: Story = {
  name: 'Drawer under 992 px, default mode',
  decorators: [frameStory({ answers, user: root, path: '/status' })],
  render: drawer,
}
