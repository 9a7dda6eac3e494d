import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { inWorld, storyUser } from '../stories/world.tsx'
import { JoinDialog } from './join-dialog.tsx'

const meta = {
  title: 'groups/components/JoinDialog',
  component: JoinDialog,
  args: { gid: 7, auth: 3, open: true, onClose: () => {}, onDone: () => {} },
} satisfies Meta<typeof JoinDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Private: Story = {
  decorators: [inWorld({ user: storyUser, api: { '/group/member': () => null } })],
}
export const Protected: Story = {
  args: { auth: 2 },
  decorators: [inWorld({ user: storyUser, api: { '/group/member': () => null } })],
}
