import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { categories } from '../stories/fixtures.ts'
import { withModule } from '../stories/kit.tsx'
import { CategorySidebar } from './category-sidebar.tsx'

const meta = {
  title: 'discussion/CategorySidebar',
  component: CategorySidebar,
  decorators: [withModule()],
  args: { categories, selected: 2, onSelect: () => {} },
} satisfies Meta<typeof CategorySidebar>
export default meta
type Story = StoryObj<typeof meta>

export const Selected: Story = {}
export const All: Story = { args: { selected: undefined } }
/** The super admin's view: an Edit button. */
export const Editable: Story = { args: { onSave: async () => {} } }
