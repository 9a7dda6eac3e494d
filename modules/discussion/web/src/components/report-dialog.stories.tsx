import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/kit.tsx'
import { ReportDialog } from './report-dialog.tsx'

const meta = {
  title: 'discussion/ReportDialog',
  component: ReportDialog,
  decorators: [withModule()],
  args: { open: true, onOpenChange: () => {}, pending: false, onSubmit: () => {} },
} satisfies Meta<typeof ReportDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Report: Story = {}
export const Sending: Story = { args: { pending: true } }
