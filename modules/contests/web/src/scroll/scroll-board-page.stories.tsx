import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { scrollInfo, scrollRuns } from '../stories/tool-fixtures.ts'
import { inWorld, storyRoot } from '../stories/world.tsx'
import ScrollBoardPage from './scroll-board-page.tsx'

const meta = {
  title: 'contests/pages/ScrollBoardPage',
  component: ScrollBoardPage,
} satisfies Meta<typeof ScrollBoardPage>
export default meta
type Story = StoryObj<typeof meta>

const api = {
  '/get-contest-scroll-board-info': () => scrollInfo,
  '/get-contest-scroll-board-submission': () => scrollRuns,
}

export const FromTheQuery: Story = {
  decorators: [
    inWorld({
      url: '/scrollBoard?cid=1&removeStar=false&medals=1&medals=2&medals=2',
      route: '/scrollBoard',
      user: storyRoot,
      api,
    }),
  ],
}
export const RemoveStar: Story = {
  decorators: [
    inWorld({
      url: '/scrollBoard?cid=1&removeStar=true&medals=1&medals=1&medals=1',
      route: '/scrollBoard',
      api,
    }),
  ],
}
export const NoContest: Story = {
  decorators: [inWorld({ url: '/scrollBoard', route: '/scrollBoard', api })],
}
