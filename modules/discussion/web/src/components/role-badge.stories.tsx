import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/kit.tsx'
import { RoleBadge } from './role-badge.tsx'

const meta = {
  title: 'discussion/RoleBadge',
  component: RoleBadge,
  decorators: [withModule()],
  args: { role: 'root' },
} satisfies Meta<typeof RoleBadge>
export default meta
type Story = StoryObj<typeof meta>

export const SuperAdmin: Story = {}
export const Admin: Story = { args: { role: 'admin' } }
