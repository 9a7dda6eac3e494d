import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { privateTraining, sampleTraining } from '../stories/fixtures.ts'
import { inWorld, storyUser } from '../stories/world.tsx'
import TrainingListPage from './training-list.tsx'

const categories = [
  { id: 1, name: 'Basics', color: '#2db7f5', gid: null, gmtCreate: '', gmtModified: '' },
  { id: 2, name: 'Classes', color: '#ff9900', gid: null, gmtCreate: '', gmtModified: '' },
]
const page = (records: ReadonlyArray<unknown>) => ({
  records,
  total: records.length,
  size: 15,
  current: 1,
  pages: 1,
})

const meta = {
  title: 'training/pages/TrainingList',
  component: TrainingListPage,
} satisfies Meta<typeof TrainingListPage>
export default meta
type Story = StoryObj<typeof meta>

// Each story has its own world (one router each: decorators of the meta and the story would nest two).
export const LoggedIn: Story = {
  decorators: [
    inWorld({
      url: '/training',
      route: '/training',
      user: storyUser,
      api: {
        '/get-training-category': () => categories,
        '/get-training-list': () => page([sampleTraining, privateTraining]),
      },
    }),
  ],
}
export const Nothing: Story = {
  decorators: [
    inWorld({
      url: '/training?keyword=zzz',
      route: '/training',
      api: { '/get-training-category': () => categories, '/get-training-list': () => page([]) },
    }),
  ],
}
