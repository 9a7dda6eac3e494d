import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { categories, discussion } from '../stories/fixtures.ts'
import { withModule } from '../stories/kit.tsx'
import { DiscussionList } from './discussion-list.tsx'

const meta = {
  title: 'discussion/DiscussionList',
  component: DiscussionList,
  decorators: [withModule()],
  args: {
    records: [
      discussion(1, {
        topPriority: true,
        title: 'Welcome to the discussion board',
        pid: null,
        categoryId: 1,
      }),
      discussion(2),
      discussion(3, {
        role: 'user',
        author: 'alice',
        title: 'A rather long title that has to wrap on a narrow phone screen',
      }),
    ],
    categories: new Map(categories.map((c) => [c.id, c.name])),
  },
} satisfies Meta<typeof DiscussionList>
export default meta
type Story = StoryObj<typeof meta>

export const Discussions: Story = {}
export const None: Story = { args: { records: [] } }
