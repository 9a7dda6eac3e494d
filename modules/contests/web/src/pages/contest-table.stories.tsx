import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/world.tsx'
import { demoContests } from './contest-fixtures.ts'
import { ContestTable } from './contest-table.tsx'

const meta = {
  title: 'contests/ContestTable',
  component: ContestTable,
  decorators: [withModule()],
  args: { contests: demoContests },
} satisfies Meta<typeof ContestTable>
export default meta
type Story = StoryObj<typeof meta>

export const Contests: Story = {}
export const Loading: Story = { args: { loading: true } }
export const None: Story = { args: { contests: [] } }
