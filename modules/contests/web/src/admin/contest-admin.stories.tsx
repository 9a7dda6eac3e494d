import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { demoAnswers } from './admin-fixtures.ts'
import { adminUser, inAdminWorld } from './admin-world.tsx'
import ContestAdmin from './contest-admin.tsx'

// The admin section at each of its paths, against made-up answers (no server).

const meta = {
  title: 'contests/admin/ContestAdmin',
  component: ContestAdmin,
  decorators: [inAdminWorld(demoAnswers)],
  args: { path: 'contest' },
} satisfies Meta<typeof ContestAdmin>
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const ListAsAdmin: Story = { decorators: [inAdminWorld(demoAnswers, adminUser)] }
export const Create: Story = { args: { path: 'contest/create' } }
export const Edit: Story = { args: { path: 'contest/5/edit' } }
export const Problems: Story = { args: { path: 'contest/5/problems' } }
export const Announcements: Story = { args: { path: 'contest/5/announcement' } }
export const OtherSection: Story = { args: { path: 'training' } }
