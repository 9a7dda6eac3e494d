import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { privateTraining, sampleProblems, sampleRank, sampleTraining } from '../stories/fixtures.ts'
import { inWorld, storyRoot, storyUser } from '../stories/world.tsx'
import TrainingPage from './training-page.tsx'

const route = '/training/:trainingID/*'
const open = {
  '/get-training-detail': () => sampleTraining,
  '/get-training-access': () => ({ access: true }),
  '/get-training-problem-list': () => sampleProblems,
  '/get-training-rank': () => ({ records: sampleRank, total: 2, size: 30, current: 1, pages: 1 }),
}

const meta = {
  title: 'training/pages/TrainingPage',
  component: TrainingPage,
} satisfies Meta<typeof TrainingPage>
export default meta
type Story = StoryObj<typeof meta>

// Each story has its own world (one router each: decorators of the meta and the story would nest two).
export const Overview: Story = {
  decorators: [inWorld({ url: '/training/1', route, user: storyUser, api: open })],
}
export const Problems: Story = {
  decorators: [inWorld({ url: '/training/1/problems', route, user: storyUser, api: open })],
}
export const Rank: Story = {
  decorators: [inWorld({ url: '/training/1/rank', route, user: storyUser, api: open })],
}
export const RankForItsAdmin: Story = {
  decorators: [inWorld({ url: '/training/1/rank', route, user: storyRoot, api: open })],
}
export const PrivateNotRegistered: Story = {
  decorators: [
    inWorld({
      url: '/training/2/problems',
      route,
      user: storyUser,
      api: {
        '/get-training-detail': () => privateTraining,
        '/get-training-access': () => ({ access: false }),
      },
    }),
  ],
}
export const LoggedOut: Story = { decorators: [inWorld({ url: '/training/1', route, api: open })] }
