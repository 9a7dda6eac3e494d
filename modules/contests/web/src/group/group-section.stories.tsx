import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { adminUser, inAdminWorld } from '../admin/admin-world.tsx'
import { groupContestAnswers } from './group-fixtures.ts'
import GroupSection from './group-section.tsx'

// A group's contest tab (the 'scope.section' slot) at each of its paths, against made-up answers.

const meta = {
  title: 'contests/group/GroupSection',
  component: GroupSection,
  decorators: [inAdminWorld(groupContestAnswers, adminUser)],
  args: {
    scope: { param: 'gid', id: 3 },
    section: 'contest',
    base: '/group/3/contest',
    rest: '',
    manage: false,
  },
} satisfies Meta<typeof GroupSection>
export default meta
type Story = StoryObj<typeof meta>

export const ForAMember: Story = {}
export const ForAManager: Story = { args: { manage: true } }
export const AdminList: Story = { args: { manage: true, rest: 'admin' } }
export const Create: Story = { args: { manage: true, rest: 'admin/create' } }
export const Edit: Story = { args: { manage: true, rest: 'admin/5/edit' } }
export const Problems: Story = { args: { manage: true, rest: 'admin/5/problems' } }
export const Announcements: Story = { args: { manage: true, rest: 'admin/5/announcement' } }
/** A member who does not manage the group asking for the admin pages gets the list. */
export const AdminPathForAMember: Story = { args: { rest: 'admin' } }
export const OtherSection: Story = { args: { section: 'training' } }
