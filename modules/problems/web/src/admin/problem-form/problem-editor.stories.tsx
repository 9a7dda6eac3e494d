import { storyRoot } from '@oj/sdk/stories'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../../stories/kit.tsx'
import { bankAnswers } from '../admin-fixtures.ts'
import ProblemEditor from './problem-editor.tsx'

// The one problem form in its contexts: the bank, a contest (OI: the type follows it, locked; the
// contest's display id and title asked), a training (never contest-only).

const meta = {
  title: 'problems/admin/Problem form',
  component: ProblemEditor,
  decorators: [withModule({ api: bankAnswers, user: storyRoot })],
  args: { onDone: () => {} },
} satisfies Meta<typeof ProblemEditor>
export default meta
type Story = StoryObj<typeof meta>

export const NewInTheBank: Story = {}
export const EditInTheBank: Story = { args: { pid: 1 } }
export const NewInAnOiContest: Story = {
  args: {
    context: { kind: 'contest', id: 7, contestType: 1 },
    displayId: 'C',
    source: { save: async () => ({ pid: 9 }) },
  },
}
export const NewInATraining: Story = { args: { context: { kind: 'training', id: 3 } } }
