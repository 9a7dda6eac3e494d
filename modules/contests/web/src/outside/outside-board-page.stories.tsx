import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { acmBoardPage, acmOutsideInfo, oiBoardPage, oiOutsideInfo } from '../stories/tool-fixtures.ts'
import { inWorld, storyRoot } from '../stories/world.tsx'
import OutsideBoardPage from './outside-board-page.tsx'

const meta = {
  title: 'contests/pages/OutsideBoardPage',
  component: OutsideBoardPage,
} satisfies Meta<typeof OutsideBoardPage>
export default meta
type Story = StoryObj<typeof meta>

export const Acm: Story = {
  decorators: [
    inWorld({
      url: '/contest/acm-scoreboard/1',
      route: '/contest/acm-scoreboard/:contestID',
      api: {
        '/get-contest-outsize-info': () => acmOutsideInfo,
        '/get-contest-outside-scoreboard': () => acmBoardPage,
      },
    }),
  ],
}
export const AcmForItsAdmin: Story = {
  decorators: [
    inWorld({
      url: '/contest/acm-scoreboard/1',
      route: '/contest/acm-scoreboard/:contestID',
      user: storyRoot,
      api: {
        '/get-contest-outsize-info': () => acmOutsideInfo,
        '/get-contest-outside-scoreboard': () => acmBoardPage,
      },
    }),
  ],
}
export const OiEnded: Story = {
  decorators: [
    inWorld({
      url: '/contest/oi-scoreboard/1',
      route: '/contest/oi-scoreboard/:contestID',
      api: {
        '/get-contest-outsize-info': () => oiOutsideInfo,
        '/get-contest-outside-scoreboard': () => oiBoardPage,
      },
    }),
  ],
}
