import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { comment, reply } from '../stories/fixtures.ts'
import { withModule } from '../stories/kit.tsx'
import { CommentItem } from './comment-item.tsx'

const meta = {
  title: 'discussion/CommentItem',
  component: CommentItem,
  decorators: [withModule()],
  args: {
    comment: comment(1),
    liked: false,
    viewer: { uid: 'uid-bob', admin: false },
    allReplies: undefined,
    onToggleReplies: () => {},
    onLike: () => {},
    onDelete: () => {},
    onDeleteReply: () => {},
    onReply: async () => {},
    replying: false,
  },
} satisfies Meta<typeof CommentItem>
export default meta
type Story = StoryObj<typeof meta>

/** Three replies shown, with the control that shows all five. */
export const Collapsed: Story = {}
export const Expanded: Story = {
  args: {
    allReplies: [
      reply(1, 'bob'),
      reply(2, 'carol'),
      reply(3, 'bob'),
      reply(4, 'dave'),
      reply(5, 'alice', 'dave'),
    ],
  },
}
export const LikedByAnAdmin: Story = { args: { liked: true, viewer: { uid: 'uid-root', admin: true } } }
export const ForAVisitor: Story = { args: { viewer: { uid: undefined, admin: false } } }
