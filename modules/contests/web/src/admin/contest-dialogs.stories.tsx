import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { demoAdminProblems, demoAnnouncements, demoAnswers } from './admin-fixtures.ts'
import { inAdminWorld } from './admin-world.tsx'
import { adminAnnouncementCalls, AnnouncementForm } from './contest-announcements-admin.tsx'
import {
  adminProblemCalls,
  PlaceForm,
  PublicBankPicker,
  RemoteProblemForm,
} from './contest-problems-admin.tsx'

// The problems and announcements panels' dialogs on their own: the public bank search, a remote
// judge's problem, a contest problem's display id, title and colour, an announcement.

const meta = {
  title: 'contests/admin/Dialogs',
  component: PublicBankPicker,
  decorators: [inAdminWorld(demoAnswers)],
  args: { calls: adminProblemCalls, cid: 5, type: 0, taken: ['A', 'B'] },
} satisfies Meta<typeof PublicBankPicker>
export default meta
type Story = StoryObj<typeof meta>

export const PublicBank: Story = {}
export const RemoteProblem: Story = {
  render: () => <RemoteProblemForm cid={5} taken={['A', 'B']} onDone={() => {}} />,
}
export const ContestProblem: Story = {
  render: () => (
    <PlaceForm
      calls={adminProblemCalls}
      place={demoAdminProblems.contestProblemMap['11']!}
      onDone={() => {}}
    />
  ),
}
export const NewAnnouncement: Story = {
  render: () => (
    <AnnouncementForm
      calls={adminAnnouncementCalls}
      cid={5}
      initial={{ title: '', content: '', status: 0 }}
      onDone={() => {}}
    />
  ),
}
export const EditAnnouncement: Story = {
  render: () => (
    <AnnouncementForm
      calls={adminAnnouncementCalls}
      cid={5}
      initial={demoAnnouncements[1]!}
      onDone={() => {}}
    />
  ),
}
