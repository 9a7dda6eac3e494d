import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import AdminSection from '../admin/admin-section.tsx'
import { categories, commentList, detail, discussion } from '../stories/fixtures.ts'
import { storyAdmin, storyUser, withModule } from '../stories/kit.tsx'
import DetailPage from './detail-page.tsx'
import ListPage from './list-page.tsx'

const page = {
  records: [discussion(1, { topPriority: true, pid: null, title: 'Welcome' }), discussion(2), discussion(3)],
  total: 3,
  size: 10,
  current: 1,
  pages: 1,
}
const api = {
  '/discussion-category': () => categories,
  '/get-discussion-list': () => page,
  '/get-discussion-detail': () => detail,
  '/comments': () => commentList,
  '/admin/discussion-report': () => ({
    records: [
      {
        id: 1,
        did: 7,
        gid: null,
        discussionTitle: detail.title,
        discussionAuthor: 'root',
        reporter: 'bob',
        content: '#Spam or advertising# buy now',
        status: false,
        gmtCreate: detail.gmtCreate,
        gmtModified: detail.gmtModified,
      },
    ],
    total: 1,
    size: 15,
    current: 1,
    pages: 1,
  }),
}

const meta = {
  title: 'discussion/Pages',
  component: ListPage,
} satisfies Meta<typeof ListPage>
export default meta
type Story = StoryObj<typeof meta>

// Each story has its own world (a story's decorator would wrap the meta's, router in router).
export const List: Story = {
  decorators: [withModule({ api, user: storyUser, url: '/discussion', route: '/discussion' })],
}
export const ProblemDiscussions: Story = {
  decorators: [
    withModule({ api, user: storyUser, url: '/discussion/P1000', route: '/discussion/:problemID' }),
  ],
}
export const Detail: Story = {
  render: () => <DetailPage />,
  decorators: [
    withModule({
      api,
      user: storyUser,
      url: '/discussion-detail/7',
      route: '/discussion-detail/:discussionID',
    }),
  ],
}
export const AdminDiscussions: Story = {
  render: () => <AdminSection path="discussion" />,
  decorators: [withModule({ api, user: storyAdmin })],
}
export const AdminReports: Story = {
  render: () => <AdminSection path="discussion-report" />,
  decorators: [withModule({ api, user: storyAdmin })],
}
