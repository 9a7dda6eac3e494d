// The message menu (0, some and 120 unread) and each tab of the message center, with messages and
// empty; the calls are answered from tables in the shapes of the endpoints (MessagesApi).
import type { ModuleDescriptor, Page } from '@oj/sdk'
import { MessagesApi } from '@oj/sdk/api'
import type { ReactNode } from 'react'
import type { Meta, StoryObj } from 'storybook-react-rsbuild'

import { frameStory, type StoryAnswer, StoryRefusal } from '../story-kit.tsx'
import { Toasts } from '../toasts.tsx'
import { MessageCenter } from './message-center.tsx'
import { MessageMenu } from './message-menu.tsx'
import type { NoticeMessage, SenderMessage } from './messages.ts'
import { type MessageType, NO_UNREAD, type UnreadCounts } from './unread.ts'
import { useUnreadPolling } from './use-unread.ts'

const alice = { uid: 'u-1', username: 'alice', roleList: ['default_user'] }

/** Modules that register the sources the messages are about, with their labels. */
const module = (id: string, type: string, label: ModuleDescriptor['messageSources'][number]['label']) => ({
  id,
  routes: [`/${id}`],
  manifest: '',
  container: `oj_${id}`,
  nav: [],
  areas: [],
  slots: [],
  userMenu: [],
  messageSources: [{ type, label }],
})
const modules: ReadonlyArray<ModuleDescriptor> = [
  module('discussions', 'Discussion', { 'zh-CN': '讨论', en: 'discussion' }),
  module('contests', 'Contest', { 'zh-CN': '比赛', en: 'contest' }),
]
const at = (i: number) => new Date(Date.UTC(2025, 5, 20, 9, 30) - i * 3_600_000).toISOString()
const senders = ['bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi']

function senderMessages(type: 'comment' | 'reply' | 'like', count: number): ReadonlyArray<SenderMessage> {
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    state: i >= 2,
    senderId: `u-${i + 2}`,
    senderUsername: senders[i % senders.length] ?? 'bob',
    senderAvatar: null,
    action:
      type === 'comment' ? 'Discuss' : type === 'reply' ? 'Reply' : i % 2 ? 'Like_Discuss' : 'Like_Post',
    sourceType: i % 3 === 2 ? 'Contest' : 'Discussion',
    sourceId: 40 + i,
    sourceTitle:
      i % 3 === 2 ? 'Spring Contest 2025' : `How to solve P10${String(i).padStart(2, '0')} in O(n log n)?`,
    sourceContent:
      type === 'like'
        ? null
        : i === 0
          ? 'Use a Fenwick tree over the compressed values, then sweep.'
          : 'Thanks!',
    quoteId: type === 'reply' ? 7 : null,
    quoteType: type === 'reply' ? 'Comment' : null,
    quoteContent: type === 'reply' ? 'I tried a segment tree but it gets TLE on test 12.' : null,
    url: `/discussion-detail/${40 + i}`,
    gmtCreate: at(i),
  }))
}

function notices(type: 'sys' | 'mine', count: number): ReadonlyArray<NoticeMessage> {
  return Array.from({ length: count }, (_, i) => ({
    id: 200 + i,
    state: i >= 1,
    title: type === 'sys' ? `Judge maintenance #${count - i}` : `Your problem P20${i} was approved`,
    type: type === 'sys' ? ('Sys' as const) : ('Mine' as const),
    adminId: type === 'sys' ? 'u-root' : null,
    content:
      i === 0
        ? '## Maintenance\n\nThe judge is **offline** from 22:00 to 23:30.\n\n- Submissions wait in the queue\n- Contests are not affected'
        : 'Details are on the [home page](/home).',
    gmtCreate: at(i * 5),
  }))
}

const paged =
  (rows: ReadonlyArray<unknown>): StoryAnswer =>
  (query: URLSearchParams): Page<unknown> => {
    const current = Number(query.get('currentPage') ?? 1)
    const size = Number(query.get('limit') ?? 6)
    return {
      records: rows.slice((current - 1) * size, current * size),
      total: rows.length,
      current,
      size,
      pages: Math.ceil(rows.length / size),
    }
  }

const full: Readonly<Record<MessageType, ReadonlyArray<unknown>>> = {
  comment: senderMessages('comment', 9),
  reply: senderMessages('reply', 4),
  like: senderMessages('like', 7),
  sys: notices('sys', 11),
  mine: notices('mine', 3),
}
const unread: UnreadCounts = { comment: 2, reply: 2, like: 2, sys: 1, mine: 1 }

const answersWith = (rows: Readonly<Record<MessageType, ReadonlyArray<unknown>>>, counts: UnreadCounts) => ({
  [MessagesApi.unread.path]: counts,
  [MessagesApi.comment.path]: paged(rows.comment),
  [MessagesApi.reply.path]: paged(rows.reply),
  [MessagesApi.like.path]: paged(rows.like),
  [MessagesApi.sys.path]: paged(rows.sys),
  [MessagesApi.mine.path]: paged(rows.mine),
})
const empty = { comment: [], reply: [], like: [], sys: [], mine: [] }

/** The center as the frame shows it: polling the counts (the top bar does that), with toasts. */
function Center(): ReactNode {
  useUnreadPolling()
  return (
    <>
      <MessageCenter />
      <Toasts />
    </>
  )
}

function Menu(): ReactNode {
  useUnreadPolling()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 300 }}>
      <MessageMenu />
    </div>
  )
}

const openMenu: Story['play'] = async ({ canvasElement }) => {
  await new Promise((resolve) => setTimeout(resolve, 50))
  canvasElement.querySelector<HTMLElement>('[data-testid="message-menu"]')?.click()
}

const meta = {
  title: 'frame/Message center',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const MenuNoUnread: Story = {
  name: 'Menu, nothing unread',
  decorators: [frameStory({ answers: answersWith(full, NO_UNREAD), user: alice })],
  render: () => <Menu />,
  play: openMenu,
}
export const MenuSomeUnread: Story = {
  name: 'Menu, some unread',
  decorators: [frameStory({ answers: answersWith(full, { ...unread, reply: 12 }), user: alice })],
  render: () => <Menu />,
  play: openMenu,
}
export const MenuManyUnread: Story = {
  name: 'Menu, 120 unread (99+)',
  decorators: [
    frameStory({
      answers: answersWith(full, { comment: 120, reply: 99, like: 100, sys: 3, mine: 0 }),
      user: alice,
    }),
  ],
  render: () => <Menu />,
  play: openMenu,
}

const tab = (route: string, rows: typeof full | typeof empty, counts: UnreadCounts): Story => ({
  decorators: [
    frameStory({ answers: answersWith(rows, counts), user: alice, path: `/message/${route}`, modules }),
  ],
  render: () => <Center />,
})

export const Discussion: Story = tab('discuss', full, unread)
export const DiscussionEmpty: Story = tab('discuss', empty, NO_UNREAD)
export const Reply: Story = tab('reply', full, unread)
export const ReplyEmpty: Story = tab('reply', empty, NO_UNREAD)
export const Like: Story = tab('like', full, unread)
export const LikeEmpty: Story = tab('like', empty, NO_UNREAD)
export const System: Story = tab('sys', full, unread)
export const SystemEmpty: Story = tab('sys', empty, NO_UNREAD)
export const Mine: Story = tab('mine', full, unread)
export const MineEmpty: Story = tab('mine', empty, NO_UNREAD)
export const Failed: Story = {
  name: 'Discussion, the server fails',
  decorators: [
    frameStory({
      answers: {
        ...answersWith(full, unread),
        [MessagesApi.comment.path]: new StoryRefusal(500, 'Server error! Please refresh again!'),
      },
      user: alice,
      path: '/message/discuss',
      modules,
    }),
  ],
  render: () => <Center />,
}
export const Visitor: Story = {
  name: 'Visitor (login needed)',
  decorators: [frameStory({ path: '/message/discuss' })],
  render: () => <Center />,
}
