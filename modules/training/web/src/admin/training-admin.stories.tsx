import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { inWorld, storyRoot } from '../stories/world.tsx'
import TrainingAdmin from './training-admin.tsx'

const training = {
  id: 1,
  title: 'Getting started',
  description: '',
  author: 'root',
  auth: 'Public',
  privatePwd: null,
  status: true,
  rank: 0,
  isGroup: false,
  gid: null,
  gmtCreate: '2026-11-20T08:00:00.000Z',
  gmtModified: '2026-11-20T08:00:00.000Z',
}

const meta = {
  title: 'training/admin/TrainingAdmin',
  component: TrainingAdmin,
  args: { path: '/admin/training' },
  decorators: [
    inWorld({
      url: '/admin/training',
      route: '/admin/training',
      user: storyRoot,
      api: {
        '/admin/training/get-training-list': () => ({
          records: [training, { ...training, id: 2, title: 'Class of 2026', auth: 'Private', status: false }],
          total: 2,
          size: 10,
          current: 1,
          pages: 1,
        }),
        '/get-training-category': () => [
          { id: 1, name: 'Basics', color: '#2db7f5', gid: null, gmtCreate: '', gmtModified: '' },
        ],
      },
    }),
  ],
} satisfies Meta<typeof TrainingAdmin>
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
