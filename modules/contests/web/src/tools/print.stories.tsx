import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import ContestPage from '../pages/contest-page.tsx'
import { printContest, printPage } from '../stories/tool-fixtures.ts'
import { inWorld, storyRoot, storyUser } from '../stories/world.tsx'

// The print tabs inside the contest page: the contestant's form and the admins' list.
const route = '/contest/:contestID/*'
const api = {
  '/get-contest-info': () => printContest,
  '/get-contest-print': () => printPage,
}

const meta = { title: 'contests/tools/Print', component: ContestPage } satisfies Meta<typeof ContestPage>
export default meta
type Story = StoryObj<typeof meta>

export const ContestantForm: Story = {
  decorators: [inWorld({ url: '/contest/1/print', route, user: storyUser, api })],
}
export const AdminList: Story = {
  decorators: [inWorld({ url: '/contest/1/admin-print', route, user: storyRoot, api })],
}
export const AdminListEmpty: Story = {
  decorators: [
    inWorld({
      url: '/contest/1/admin-print',
      route,
      user: storyRoot,
      api: {
        ...api,
        '/get-contest-print': () => ({ records: [], total: 0, size: 15, current: 1, pages: 0 }),
      },
    }),
  ],
}
