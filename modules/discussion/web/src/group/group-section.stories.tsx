import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { categories, commentList, detail, discussion } from '../stories/fixtures.ts'
import { storyUser, withModule } from '../stories/kit.tsx'
import { GroupDiscussions } from './group-discussions.tsx'
import GroupSection from './group-section.tsx'

const inGroup = { gid: 7 }
const rows = [
  discussion(11, { ...inGroup, topPriority: true, pid: null, title: 'Welcome to the group', role: 'root' }),
  discussion(12, { ...inGroup, pid: 'ACM1001', title: '[ACM1001] Why does my solution time out?' }),
  discussion(13, { ...inGroup, pid: null, role: 'user', author: 'bob', uid: 'u-2', status: 1 }),
]
const page = (records: typeof rows, size = 10) => ({
  records,
  total: records.length,
  size,
  current: 1,
  pages: 1,
})
const api = {
  '/discussion-category': () => categories,
  '/group/get-discussion-list': () => page(rows.filter((r) => r.status === 0)),
  '/group/get-admin-discussion-list': () => page(rows, 15),
  '/get-discussion-detail': () => ({ ...detail, ...inGroup, uid: 'u-2', author: 'bob', role: 'user' }),
  '/comments': () => commentList,
}
const none = { ...api, '/group/get-discussion-list': () => page([]) }
const base = '/group/7/discussion'
const section = {
  scope: { param: 'gid', id: 7 },
  section: 'discussion',
  base,
  rest: '',
  manage: false,
} as const

const meta = {
  title: 'discussion/GroupSection',
  component: GroupSection,
  args: section,
} satisfies Meta<typeof GroupSection>
export default meta
type Story = StoryObj<typeof meta>

/** A member's view of the group's discussions. */
export const MemberList: Story = { decorators: [withModule({ api, user: storyUser })] }
/** One problem's discussions in the group (`base/<pid>`). */
export const ProblemDiscussions: Story = {
  args: { rest: 'ACM1001' },
  decorators: [withModule({ api, user: storyUser })],
}
/** One discussion (`base/<did>`), by the viewer: edit and delete are theirs. */
export const Discussion: Story = {
  args: { rest: '13' },
  decorators: [withModule({ api, user: storyUser })],
}
/** One discussion seen by a group admin: pin and delete too. */
export const DiscussionManaged: Story = {
  args: { rest: '13', manage: true },
  decorators: [withModule({ api, user: { uid: 'u-9', username: 'carol', roleList: ['default_user'] } })],
}
export const Empty: Story = { decorators: [withModule({ api: none, user: storyUser })] }
/** The admin table of a group admin: every discussion, hidden ones too, to pin, hide or delete. */
export const ManageTable: Story = {
  render: () => <GroupDiscussions group={{ gid: 7, base, manage: true }} startIn="admin" />,
  decorators: [withModule({ api, user: storyUser })],
}
