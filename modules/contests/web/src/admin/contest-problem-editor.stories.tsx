import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { AcDownloadForm } from './ac-download.tsx'
import { demoAnswers } from './admin-fixtures.ts'
import { inAdminWorld } from './admin-world.tsx'
import { ContestProblemEditor } from './contest-problem-editor.tsx'

// A contest's own problem: a new one (ACM and OI, whose cases carry scores) and a stored one, and
// the options of the zip of accepted submissions.

const meta = {
  title: 'contests/admin/Problem editor',
  component: ContestProblemEditor,
  decorators: [inAdminWorld(demoAnswers)],
  args: { contest: { cid: 5, type: 0 }, displayId: 'C', onDone: () => {} },
} satisfies Meta<typeof ContestProblemEditor>
export default meta
type Story = StoryObj<typeof meta>

export const NewProblem: Story = {}
export const NewOiProblem: Story = { args: { contest: { cid: 7, type: 1 } } }
export const EditProblem: Story = { args: { pid: 11 } }
export const AcSubmissionsDownload: Story = {
  render: () => <AcDownloadForm cid={5} onDone={() => {}} />,
}
