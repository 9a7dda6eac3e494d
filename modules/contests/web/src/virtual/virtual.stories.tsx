import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import ContestPage from '../pages/contest-page.tsx'
import { demoProblems } from '../rank/rank-fixtures.ts'
import { inWorld, storyUser } from '../stories/world.tsx'
import { canStart, endedContest, finished, participant, running, virtualPage } from './virtual-fixtures.ts'

// Virtual participation on an ended contest's page: the header's panel in each state, and the rank
// tab's virtual board; each at a phone's width (390 px) and a desktop's (1280 px).
const route = '/contest/:contestID/*'

const meta = { title: 'contests/Virtual', component: ContestPage } satisfies Meta<typeof ContestPage>
export default meta
type Story = StoryObj<typeof meta>

const problems = demoProblems.map((p, i) => ({ ...p, id: i + 1, cid: 1, pid: i + 1, ac: null, total: null }))

const world = (info: unknown, tab: string, maxWidth: number) =>
  inWorld({
    url: `/contest/1${tab}`,
    route,
    user: storyUser,
    maxWidth,
    api: {
      '/get-contest-info': () => endedContest,
      '/get-contest-problem': () => problems,
      '/get-virtual-contest-info': () => info,
      '/start-virtual-contest': () => (running as { run: unknown }).run,
      '/get-virtual-contest-rank': () => virtualPage((info as typeof running).run?.status === 1 ? 1 : 0),
    },
  })

export const CanStart: Story = { decorators: [world(canStart, '', 1280)] }
export const CanStartPhone: Story = { decorators: [world(canStart, '', 390)] }
export const Running: Story = { decorators: [world(running, '', 1280)] }
export const RunningPhone: Story = { decorators: [world(running, '', 390)] }
export const Finished: Story = { decorators: [world(finished, '', 1280)] }
export const RefusedParticipant: Story = { decorators: [world(participant, '', 1280)] }
export const VirtualBoard: Story = { decorators: [world(running, '/rank', 1280)] }
export const VirtualBoardPhone: Story = { decorators: [world(running, '/rank', 390)] }
export const FinishedBoard: Story = { decorators: [world(finished, '/rank', 1280)] }
