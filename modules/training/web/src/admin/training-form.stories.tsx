import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { withIntl } from '../stories/intl.tsx'
import { emptyTraining, TrainingForm } from './training-form.tsx'

const categories = [
  { id: 1, name: 'Basics', color: '#2db7f5', gid: null, gmtCreate: '', gmtModified: '' },
  { id: 2, name: 'Classes', color: '#ff9900', gid: null, gmtCreate: '', gmtModified: '' },
]

const meta = {
  title: 'training/admin/TrainingForm',
  component: TrainingForm,
  decorators: [withIntl],
  args: { initial: emptyTraining, categories, onSave: () => {}, onCancel: () => {} },
} satisfies Meta<typeof TrainingForm>
export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {}
export const EditingPrivate: Story = {
  args: {
    initial: {
      id: 2,
      title: 'Class of 2026',
      description: 'Register with the password given in class.',
      auth: 'Private',
      privatePwd: 'demo',
      rank: 1,
      status: true,
      categoryId: 2,
    },
  },
}
