// The 'submission.list' piece as contest 7 shows it: the contest's rows (from its own call), its links;
// the judging row's status comes from the problems module's status call.
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { contestListProps, contestSubmissions } from '../../stories/contest.ts'
import { storyUser, withModule } from '../../stories/kit.tsx'
import { submissionView } from '../../testing/fixtures.ts'
import StatusPage from './status-page.tsx'

const meta = {
  title: 'problems/Submission list piece',
  component: StatusPage,
  args: contestListProps,
} satisfies Meta<typeof StatusPage>
export default meta
type Story = StoryObj<typeof meta>

const judging = contestSubmissions.records[0]!

export const InContest: Story = {
  decorators: [
    withModule({
      user: storyUser,
      url: '/contest/7/submissions',
      api: {
        '/check-submissions-status': () => ({
          [judging.submitId]: submissionView({ ...judging, status: 7, code: null }),
        }),
      },
    }),
  ],
}

export const FailedToLoad: Story = {
  args: { ...contestListProps, source: { list: () => Promise.reject(new Error('The contest is not open')) } },
  decorators: [withModule({ user: storyUser, api: {} })],
}
