import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { categories, detail } from '../stories/fixtures.ts'
import { withModule } from '../stories/kit.tsx'
import { PostDialog } from './post-dialog.tsx'

const meta = {
  title: 'discussion/PostDialog',
  component: PostDialog,
  decorators: [withModule()],
  args: { open: true, onOpenChange: () => {}, categories, admin: false, pending: false, onSubmit: () => {} },
} satisfies Meta<typeof PostDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Create: Story = {}
export const OnAProblem: Story = { args: { pid: 'P1000', admin: true } }
export const Edit: Story = {
  args: {
    initial: {
      title: detail.title,
      description: detail.description,
      content: detail.content,
      categoryId: detail.categoryId,
      topPriority: false,
    },
  },
}
