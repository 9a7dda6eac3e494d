import '../problem-detail.css'

import type { StripProblem } from '@oj/problems-contract'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../../stories/kit.tsx'
import { NavStrip } from './nav-strip.tsx'

const items: ReadonlyArray<StripProblem> = [
  { pid: 1, problemId: 'A', title: 'Sum of Two', status: 0, score: null },
  { pid: 2, problemId: 'B', title: 'Shortest Path on a Grid', status: -1, score: null },
  { pid: 3, problemId: 'C', title: 'Hidden Until the End', status: -5, score: null },
  { pid: 4, problemId: 'D', title: 'Not Tried Yet', status: -10, score: null },
  { pid: 5, problemId: 'E', title: 'Partial Credit', status: 8, score: 40 },
]

const meta = {
  title: 'Problems/Problem page/Navigation strip',
  component: NavStrip,
  decorators: [withModule()],
  args: {
    items,
    current: 'B',
    hrefOf: (item: StripProblem) => `/contest/7/problem/${item.problemId}/full-screen`,
  },
} satisfies Meta<typeof NavStrip>
export default meta
type Story = StoryObj<typeof meta>

/** A contest in focus mode: accepted, tried, hidden (-5 shows '?'), not tried, an OI score; B is open. */
export const Contest: Story = {}
/** Many problems: the strip scrolls on its own, the page does not. */
export const Long: Story = {
  args: {
    items: Array.from({ length: 26 }, (_, i) => ({
      pid: i + 1,
      problemId: String.fromCharCode(65 + i),
      title: `Problem ${String.fromCharCode(65 + i)}`,
      status: [0, -1, -5, -10][i % 4] ?? null,
      score: null,
    })),
    current: 'M',
  },
}
