import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { sampleRank } from '../stories/fixtures.ts'
import { withIntl } from '../stories/intl.tsx'
import { RankTable } from './rank-table.tsx'

const meta = {
  title: 'training/RankTable',
  component: RankTable,
  decorators: [withIntl],
  args: { rows: sampleRank, problemIds: ['P1000', 'P1001', 'P1002'], showRealname: false },
} satisfies Meta<typeof RankTable>
export default meta
type Story = StoryObj<typeof meta>

export const ForUsers: Story = {}
export const ForTrainingAdmins: Story = { args: { showRealname: true } }
export const Nobody: Story = { args: { rows: [] } }
