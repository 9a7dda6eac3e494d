import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { groupAnswers } from '../stories/fixtures.ts'
import { inWorld, storyRoot, storyUser } from '../stories/world.tsx'
import GroupPage from './group-page.tsx'

const meta = {
  title: 'groups/pages/GroupPage',
  component: GroupPage,
} satisfies Meta<typeof GroupPage>
export default meta
type Story = StoryObj<typeof meta>

const route = '/group/:groupID/*'
const teacher = { ...storyUser, uid: 'u-t', username: 'teacher' }

// Each story has its own world (one router each).
/** A member's home: the description and the announcements. */
export const MemberHome: Story = {
  decorators: [inWorld({ url: '/group/7', route, user: storyUser, api: groupAnswers(3) })],
}
/** A stranger: Apply, the tabs disabled, no announcements. */
export const StrangerHome: Story = {
  decorators: [
    inWorld({ url: '/group/7', route, user: { ...storyUser, username: 'stranger' }, api: groupAnswers(0) }),
  ],
}
export const Applying: Story = {
  decorators: [
    inWorld({ url: '/group/7', route, user: { ...storyUser, username: 'student' }, api: groupAnswers(1) }),
  ],
}
/** The owner on the members tab: levels to change, applications to admit. */
export const OwnerMembers: Story = {
  decorators: [inWorld({ url: '/group/7/member', route, user: teacher, api: groupAnswers(5) })],
}
/** A group admin (level 4) on the members tab: only levels below their own. */
export const AdminMembers: Story = {
  decorators: [
    inWorld({
      url: '/group/7/member',
      route,
      user: { ...storyUser, uid: 'u-a', username: 'assistant' },
      api: groupAnswers(4),
    }),
  ],
}
export const MemberMembers: Story = {
  decorators: [inWorld({ url: '/group/7/member', route, user: storyUser, api: groupAnswers(3) })],
}
export const Announcements: Story = {
  decorators: [inWorld({ url: '/group/7/announcement', route, user: teacher, api: groupAnswers(5) })],
}
export const Rank: Story = {
  decorators: [inWorld({ url: '/group/7/rank', route, user: storyUser, api: groupAnswers(3) })],
}
export const Setting: Story = {
  decorators: [inWorld({ url: '/group/7/setting', route, user: storyRoot, api: groupAnswers(0) })],
}
/** A tab another module fills (none in the story: the empty text). */
export const Trainings: Story = {
  decorators: [inWorld({ url: '/group/7/training', route, user: storyUser, api: groupAnswers(3) })],
}
