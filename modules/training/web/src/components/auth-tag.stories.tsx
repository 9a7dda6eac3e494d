import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withIntl } from '../stories/intl.tsx'
import { AuthTag } from './auth-tag.tsx'

const meta = {
  title: 'training/AuthTag',
  component: AuthTag,
  decorators: [withIntl],
  args: { auth: 'Public' },
} satisfies Meta<typeof AuthTag>
export default meta
type Story = StoryObj<typeof meta>

export const Public: Story = {}
export const Private: Story = { args: { auth: 'Private' } }
