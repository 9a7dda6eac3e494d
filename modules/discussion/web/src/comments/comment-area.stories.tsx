import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { commentList, reply } from '../stories/fixtures.ts'
import { storyUser, withModule } from '../stories/kit.tsx'
import CommentArea from './comment-area.tsx'

const api = {
  '/comments': () => commentList,
  '/reply': () => [reply(1, 'bob'), reply(2, 'carol'), reply(3, 'bob'), reply(4, 'dave'), reply(5, 'alice')],
}

const meta = {
  title: 'discussion/CommentArea',
  component: CommentArea,
  args: { did: 7 },
} satisfies Meta<typeof CommentArea>
export default meta
type Story = StoryObj<typeof meta>

// Each story has its own world (a story's decorator would wrap the meta's, router in router).
export const OfADiscussion: Story = { decorators: [withModule({ api, user: storyUser })] }
export const ForAVisitor: Story = { decorators: [withModule({ api })] }
