import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withIntl } from '../stories/intl.tsx'
import { ProgressCircle } from './progress-circle.tsx'

const meta = {
  title: 'training/ProgressCircle',
  component: ProgressCircle,
  decorators: [withIntl],
  args: { acCount: 2, problemCount: 3 },
} satisfies Meta<typeof ProgressCircle>
export default meta
type Story = StoryObj<typeof meta>

export const TwoOfThree: Story = {}
export const Done: Story = { args: { acCount: 5, problemCount: 5 } }
export const Empty: Story = { args: { acCount: 0, problemCount: 0 } }
export const Small: Story = { args: { size: 64 } }
