import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { pageOf, sampleCards } from '../stories/fixtures.ts'
import { inWorld, storyUser } from '../stories/world.tsx'
import GroupListPage from './group-list.tsx'

const meta = {
  title: 'groups/pages/GroupList',
  component: GroupListPage,
} satisfies Meta<typeof GroupListPage>
export default meta
type Story = StoryObj<typeof meta>

// Each story has its own world (one router each).
export const LoggedIn: Story = {
  decorators: [
    inWorld({
      url: '/group',
      route: '/group',
      user: { ...storyUser, username: 'teacher' },
      api: { '/get-group-list': () => pageOf(sampleCards) },
    }),
  ],
}
export const Visitor: Story = {
  decorators: [
    inWorld({
      url: '/group?auth=1',
      route: '/group',
      api: { '/get-group-list': () => pageOf(sampleCards.slice(1, 2)) },
    }),
  ],
}
export const Nothing: Story = {
  decorators: [
    inWorld({
      url: '/group?keyword=zzz&onlyMine=true',
      route: '/group',
      user: storyUser,
      api: { '/get-group-list': () => pageOf([]) },
    }),
  ],
}
