import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { privateTraining, sampleTraining } from '../stories/fixtures.ts'
import { inWorld, storyUser } from '../stories/world.tsx'
import GroupTrainings from './group-trainings.tsx'

const page = (records: ReadonlyArray<unknown>) => ({
  records,
  total: records.length,
  size: 100,
  current: 1,
  pages: 1,
})
const groupTraining = { ...sampleTraining, gid: 7 }
const adminRow = {
  id: groupTraining.id,
  title: groupTraining.title,
  description: groupTraining.description,
  author: groupTraining.author,
  auth: 'Public',
  privatePwd: null,
  status: true,
  rank: 0,
  isGroup: true,
  gid: 7,
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-01T00:00:00.000Z',
}
const api = {
  '/group/get-training-list': () => page([groupTraining, { ...privateTraining, gid: 7 }]),
  '/group/get-admin-training-list': () =>
    page([adminRow, { ...adminRow, id: 99, title: 'Hidden drills', status: false }]),
  '/get-training-category': () => [],
}
const props = {
  scope: { param: 'gid', id: 7 },
  section: 'training',
  base: '/group/7/training',
  rest: '',
} as const

const meta = {
  title: 'training/group/GroupTrainings',
  component: GroupTrainings,
  args: { ...props, manage: false },
} satisfies Meta<typeof GroupTrainings>
export default meta
type Story = StoryObj<typeof meta>

/** A member: the group's shown trainings. */
export const Member: Story = {
  decorators: [inWorld({ url: '/group/7/training', route: '/group/7/training', user: storyUser, api })],
}
/** A group admin: the list, then every training of the group to manage. */
export const Manager: Story = {
  args: { manage: true },
  decorators: [inWorld({ url: '/group/7/training', route: '/group/7/training', user: storyUser, api })],
}
/** A group without trainings. */
export const Nothing: Story = {
  decorators: [
    inWorld({
      url: '/group/7/training',
      route: '/group/7/training',
      user: storyUser,
      api: { ...api, '/group/get-training-list': () => page([]) },
    }),
  ],
}
