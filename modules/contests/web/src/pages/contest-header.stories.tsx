import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/world.tsx'
import { demoContests } from './contest-fixtures.ts'
import { contestClock, ContestHeader } from './contest-header.tsx'

const [running, scheduled, ended] = demoContests as [
  (typeof demoContests)[number],
  (typeof demoContests)[number],
  (typeof demoContests)[number],
]
/** A scheduled contest an hour before it starts. */
const scheduledEarly = { ...scheduled, now: '2026-01-02T07:00:00.000Z' }
/** The header as its page shows it, at the contest's own `now`. */
const at = (contest: typeof running) => contestClock(contest, 0, new Date(contest.now).getTime())

const meta = {
  title: 'contests/ContestHeader',
  component: ContestHeader,
  decorators: [withModule()],
  args: { contest: running, ...at(running) },
} satisfies Meta<typeof ContestHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {}
export const ScheduledPrivateWithAccess: Story = {
  args: { contest: scheduledEarly, showAccess: true, ...at(scheduledEarly) },
}
export const EndedProtectedWithAccess: Story = {
  args: { contest: ended, showAccess: true, ...at(ended) },
}
