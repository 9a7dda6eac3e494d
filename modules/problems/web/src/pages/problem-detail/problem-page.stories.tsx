// The 'problem.page' piece as contest 7 shows its problem A: the contest's copy (source hidden), its
// submissions, its links; in focus mode with the contest's strip.
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { contestProblemProps } from '../../stories/contest.ts'
import { storyUser, withModule } from '../../stories/kit.tsx'
import ProblemPage from '../problem-detail.tsx'

const meta = {
  title: 'problems/Problem page piece',
  component: ProblemPage,
  args: contestProblemProps(false),
  decorators: [withModule({ user: storyUser, api: {} })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProblemPage>
export default meta
type Story = StoryObj<typeof meta>

export const InContest: Story = {}
export const InContestFocusMode: Story = { args: contestProblemProps(true) }
