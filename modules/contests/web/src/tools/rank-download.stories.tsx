import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import ContestPage from '../pages/contest-page.tsx'
import { demoProblems } from '../rank/rank-fixtures.ts'
import { acmBoardPage, printContest } from '../stories/tool-fixtures.ts'
import { inWorld, storyRoot, storyUser } from '../stories/world.tsx'

// The rank tab: its admins get the download of the whole board; contestants do not.
const route = '/contest/:contestID/*'
const api = {
  '/get-contest-info': () => printContest,
  '/get-contest-rank': () => acmBoardPage,
  '/get-contest-problem': () =>
    demoProblems.map((p, i) => ({ ...p, id: i + 1, cid: 1, pid: 1000 + i, ac: 3, total: 7 })),
}

const meta = { title: 'contests/tools/RankDownload', component: ContestPage } satisfies Meta<
  typeof ContestPage
>
export default meta
type Story = StoryObj<typeof meta>

export const RankTabForItsAdmin: Story = {
  decorators: [inWorld({ url: '/contest/1/rank', route, user: storyRoot, api })],
}
export const RankTabForAContestant: Story = {
  decorators: [inWorld({ url: '/contest/1/rank', route, user: storyUser, api })],
}
