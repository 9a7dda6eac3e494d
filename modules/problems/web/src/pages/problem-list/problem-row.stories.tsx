import './problem-list.css'

import type { ProblemListRow } from '@oj/problems-contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import { tag } from '../../testing/fixtures.ts'
import { DifficultyChip } from './difficulty-chip.tsx'
import { ProblemRow } from './problem-row.tsx'

const row: ProblemListRow = {
  pid: 1,
  problemId: 'P1000',
  title: 'A+B Problem',
  difficulty: 0,
  type: 0,
  tags: [tag(2, 'Math', '#67C23A'), tag(15, 'Classic', '#7F8C8D')],
  total: 120,
  ac: 87,
  wa: 20,
  tle: 3,
  mle: 0,
  re: 4,
  pe: 1,
  ce: 5,
  se: 0,
  pa: 0,
  score: null,
  myStatus: null,
  gmtModified: '2025-01-01T00:00:00.000Z',
}

const meta = {
  title: 'problems/ProblemRow',
  component: ProblemRow,
  decorators: [withModule()],
  args: { row },
  render: (args) => (
    <table className="oj-problems-table">
      <tbody>
        <ProblemRow {...args} />
      </tbody>
    </table>
  ),
} satisfies Meta<typeof ProblemRow>
export default meta
type Story = StoryObj<typeof meta>

export const Easy: Story = {}
export const HardWithoutSubmissions: Story = {
  args: {
    row: {
      ...row,
      problemId: 'P1019',
      title: 'Point Update, Range Sum',
      difficulty: 2,
      total: 0,
      ac: 0,
      tags: [],
    },
  },
}
/** A logged-in user's view: the status cell before the id (Accepted, Wrong Answer, never submitted). */
export const WithUserStatus: Story = {
  render: () => (
    <table className="oj-problems-table">
      <tbody>
        <ProblemRow row={row} status={0} />
        <ProblemRow
          row={{ ...row, pid: 2, problemId: 'P1001', title: 'Fibonacci', difficulty: 1 }}
          status={-1}
        />
        <ProblemRow
          row={{ ...row, pid: 3, problemId: 'P1002', title: 'Knapsack', difficulty: 2 }}
          status={-10}
        />
      </tbody>
    </table>
  ),
}
export const DifficultyChips: Story = {
  render: () => (
    <div className="oj-problems-chips">
      {[0, 1, 2].map((d) => (
        <DifficultyChip key={d} difficulty={d} />
      ))}
    </div>
  ),
}
