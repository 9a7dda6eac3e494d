import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { groupAnnouncementCalls, groupAnswers, groupProblemCalls } from './admin-fixtures.ts'
import { inAdminWorld } from './admin-world.tsx'
import ContestAnnouncementsSlot from './contest-announcements-slot.tsx'
import ContestProblemsSlot from './contest-problems-slot.tsx'

// The contest's problems and announcements pages as another module (a group) hosts them through the
// contests.problems and contests.announcements slots: its own calls, its own action, its own back.

/** A group's problems page: its "add from the group" action beside the public bank. */
function GroupProblems(): ReactNode {
  const intl = useIntl()
  return (
    <ContestProblemsSlot
      cid={5}
      calls={groupProblemCalls}
      mayRemove
      actions={[
        {
          id: 'group-add-problem',
          label: intl.locale === 'en' ? 'Add from the group' : '从团队添加',
          onSelect: () => {},
        },
      ]}
      onBack={() => {}}
    />
  )
}

const meta = {
  title: 'contests/admin/Slots',
  component: GroupProblems,
  decorators: [inAdminWorld(groupAnswers)],
} satisfies Meta<typeof GroupProblems>
export default meta
type Story = StoryObj<typeof meta>

export const GroupContestProblems: Story = {}
export const GroupContestAnnouncements: Story = {
  render: () => <ContestAnnouncementsSlot cid={5} calls={groupAnnouncementCalls} onBack={() => {}} />,
}
