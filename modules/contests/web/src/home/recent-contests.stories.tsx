import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { demoContests } from '../pages/contest-fixtures.ts'
import { inWorld, storyUser } from '../stories/world.tsx'
import RecentContests from './recent-contests.tsx'

const meta = {
  title: 'contests/home/RecentContests',
  component: RecentContests,
} satisfies Meta<typeof RecentContests>
export default meta
type Story = StoryObj<typeof meta>

/** As a visitor sees it: a title opens the login dialog instead. */
export const ForAVisitor: Story = {
  decorators: [inWorld({ url: '/home', api: { '/get-recent-contest': () => demoContests } })],
}
export const ForAUser: Story = {
  decorators: [
    inWorld({ url: '/home', user: storyUser, api: { '/get-recent-contest': () => demoContests } }),
  ],
}
export const OnAPhone: Story = {
  decorators: [inWorld({ url: '/home', maxWidth: 390, api: { '/get-recent-contest': () => demoContests } })],
}
export const None: Story = {
  decorators: [inWorld({ url: '/home', api: { '/get-recent-contest': () => [] } })],
}
