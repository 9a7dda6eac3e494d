import { Card } from '@oj/sdk/ui'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withIntl } from '../stories/intl.tsx'
import { AdminLayout } from './admin-layout.tsx'
import type { MenuItem } from './menu.ts'

const item = (moduleId: string, id: string, path: string, label: string, order: number): MenuItem => ({
  moduleId,
  id,
  path,
  label,
  order,
  role: 'admin',
})

const meta = {
  title: 'admin/AdminLayout',
  component: AdminLayout,
  decorators: [withIntl],
  args: {
    items: [
      item('admin', 'dashboard', 'dashboard', 'Dashboard', 0),
      item('training', 'training', 'training', 'Trainings', 40),
      item('training', 'training-category', 'training/category', 'Training categories', 41),
      item('discussion', 'discussion', 'discussion', 'Discussions', 70),
      item('discussion', 'discussion-report', 'discussion-report', 'Discussion reports', 71),
      { ...item('admin', 'switch', 'switch', 'Switches', 95), role: 'root' },
    ],
    current: 'discussion-report',
    navigate: () => {},
    children: <Card title="Discussion reports">A module's section shows here.</Card>,
  },
} satisfies Meta<typeof AdminLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Menu: Story = {}
/** Under 768 px wide (a window, not a frame: media queries) the menu folds into a drawer behind Menu. */
export const NoEntries: Story = { args: { items: [], current: undefined } }
