import { storyRoot } from '@oj/sdk/stories'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withModule } from '../stories/kit.tsx'
import { bankAnswers } from './admin-fixtures.ts'
import AdminSection from './admin-section.tsx'

// The bank's admin pages as the admin area shows them (the admin.sections slot), by route.

const meta = {
  title: 'problems/admin/Pages',
  component: AdminSection,
  decorators: [withModule({ api: bankAnswers, user: storyRoot })],
  args: { path: 'problems' },
} satisfies Meta<typeof AdminSection>
export default meta
type Story = StoryObj<typeof meta>

export const ProblemList: Story = {}
export const CreateProblem: Story = { args: { path: 'problem/create' } }
export const EditProblem: Story = { args: { path: 'problem/edit/1' } }
export const Tags: Story = { args: { path: 'problem/tag' } }
export const ImportExport: Story = { args: { path: 'problem/batch-operation' } }
