import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { sampleProblems } from '../stories/fixtures.ts'
import { withIntl } from '../stories/intl.tsx'
import { ProblemTable } from './problem-table.tsx'

const meta = {
  title: 'training/ProblemTable',
  component: ProblemTable,
  decorators: [withIntl],
  args: { problems: sampleProblems, showStatus: true, onOpen: () => {} },
} satisfies Meta<typeof ProblemTable>
export default meta
type Story = StoryObj<typeof meta>

export const WithStatus: Story = {}
export const NoProblems: Story = { args: { problems: [] } }
export const Loading: Story = { args: { problems: [], loading: true } }
