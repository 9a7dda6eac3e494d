import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { privateTraining, sampleTraining } from '../stories/fixtures.ts'
import { withIntl } from '../stories/intl.tsx'
import { TrainingCard } from './training-card.tsx'

const meta = {
  title: 'training/TrainingCard',
  component: TrainingCard,
  decorators: [withIntl],
  args: { training: sampleTraining, showProgress: true, onOpen: () => {} },
} satisfies Meta<typeof TrainingCard>
export default meta
type Story = StoryObj<typeof meta>

export const Public: Story = {}
export const Private: Story = { args: { training: privateTraining } }
export const Anonymous: Story = { args: { showProgress: false } }
