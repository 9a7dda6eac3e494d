import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import ContestPage from '../pages/contest-page.tsx'
import { acPage, printContest } from '../stories/tool-fixtures.ts'
import { inWorld, storyRoot } from '../stories/world.tsx'

// The admin helper tab of an ACM contest, as its admin sees it.
const route = '/contest/:contestID/*'

const meta = { title: 'contests/tools/AcHelper', component: ContestPage } satisfies Meta<typeof ContestPage>
export default meta
type Story = StoryObj<typeof meta>

export const AcceptedRuns: Story = {
  decorators: [
    inWorld({
      url: '/contest/1/ac-info',
      route,
      user: storyRoot,
      api: { '/get-contest-info': () => printContest, '/get-contest-ac-info': () => acPage },
    }),
  ],
}
export const Empty: Story = {
  decorators: [
    inWorld({
      url: '/contest/1/ac-info',
      route,
      user: storyRoot,
      api: {
        '/get-contest-info': () => printContest,
        '/get-contest-ac-info': () => ({ records: [], total: 0, size: 20, current: 1, pages: 0 }),
      },
    }),
  ],
}
