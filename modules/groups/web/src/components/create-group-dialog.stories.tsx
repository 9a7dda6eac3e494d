import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { inWorld, storyUser } from '../stories/world.tsx'
import { CreateGroupDialog } from './create-group-dialog.tsx'

const meta = {
  title: 'groups/components/CreateGroupDialog',
  component: CreateGroupDialog,
  args: { open: true, onClose: () => {}, onCreated: () => {} },
} satisfies Meta<typeof CreateGroupDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = { decorators: [inWorld({ user: storyUser, api: { '/group': () => null } })] }
