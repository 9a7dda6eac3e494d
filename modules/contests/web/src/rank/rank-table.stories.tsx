import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/world.tsx'
import { acmRows, demoProblems, oiRows } from './rank-fixtures.ts'
import { RankTable } from './rank-table.tsx'

const meta = {
  title: 'contests/RankTable',
  component: RankTable,
  decorators: [withModule()],
  args: { rows: acmRows, problems: demoProblems, show: 'username' },
} satisfies Meta<typeof RankTable>
export default meta
type Story = StoryObj<typeof meta>

export const Acm: Story = {}
export const AcmRealNames: Story = { args: { show: 'realname' } }
export const Oi: Story = { args: { rows: oiRows } }
export const Empty: Story = { args: { rows: [] } }
