import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import ContestPage from '../pages/contest-page.tsx'
import { printContest } from '../stories/tool-fixtures.ts'
import { inWorld, storyRoot } from '../stories/world.tsx'

// The scroll board setup tab: defaults from 57 participants (5 / 11 / 17).
const route = '/contest/:contestID/*'

const meta = { title: 'contests/tools/ScrollSetup', component: ContestPage } satisfies Meta<
  typeof ContestPage
>
export default meta
type Story = StoryObj<typeof meta>

export const Setup: Story = {
  decorators: [
    inWorld({
      url: '/contest/1/scroll-board',
      route,
      user: storyRoot,
      api: {
        '/get-contest-info': () => printContest,
        '/get-contest-rank': () => ({ records: [], total: 57, size: 1, current: 1, pages: 57 }),
      },
    }),
  ],
}
