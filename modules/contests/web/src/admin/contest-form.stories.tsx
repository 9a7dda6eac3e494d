import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { demoAdminContest } from './admin-fixtures.ts'
import { inAdminWorld } from './admin-world.tsx'
import { ContestForm } from './contest-form.tsx'
import { emptyContestForm, fromView } from './contest-form-model.ts'

const meta = {
  title: 'contests/admin/ContestForm',
  component: ContestForm,
  decorators: [inAdminWorld({})],
  args: { initial: emptyContestForm, onSave: () => {}, onCancel: () => {} },
} satisfies Meta<typeof ContestForm>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Editing: Story = { args: { initial: fromView(demoAdminContest) } }
export const OiWholeSeal: Story = {
  args: {
    initial: {
      ...fromView({ ...demoAdminContest, type: 1, sealRankTime: demoAdminContest.startTime }),
      oiRankScoreType: 'Highest',
    },
  },
}
export const Saving: Story = { args: { initial: fromView(demoAdminContest), pending: true } }
