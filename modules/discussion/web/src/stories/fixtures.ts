import type {
  Category,
  Comment,
  CommentList,
  Discussion,
  DiscussionDetail,
  Reply,
} from '@oj/discussion-contract'

// Sample data of the stories and tests, shaped as the calls answer it.

const at = '2026-03-04T05:06:07.000Z'

export const categories: Array<Category> = [
  { id: 1, name: 'Announcements', gmtCreate: at, gmtModified: at },
  { id: 2, name: 'Problem solving', gmtCreate: at, gmtModified: at },
  { id: 3, name: 'Chat', gmtCreate: at, gmtModified: at },
]

export const discussion = (id: number, fields: Partial<Discussion> = {}): Discussion => ({
  id,
  categoryId: 2,
  title: `[P1000] Reading input until the end #${id}`,
  description: 'A+B with several lines of input',
  content: null,
  pid: 'P1000',
  uid: 'u-1',
  author: 'root',
  avatar: null,
  role: 'root',
  viewNum: 42,
  likeNum: 3,
  commentNum: 5,
  topPriority: false,
  status: 0,
  gid: null,
  gmtCreate: at,
  gmtModified: at,
  ...fields,
})

export const detail: DiscussionDetail = {
  ...discussion(7, { topPriority: true }),
  content: 'Read pairs until the input ends:\n\n```cpp\nwhile (cin >> a >> b) cout << a + b << "\\n";\n```',
  categoryName: 'Problem solving',
  titleName: null,
  titleColor: null,
  hasLike: false,
}

export const reply = (id: number, from: string, to = 'alice'): Reply => ({
  id,
  commentId: 1,
  fromUid: `uid-${from}`,
  fromName: from,
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
  toUid: `uid-${to}`,
  toName: to,
  toAvatar: null,
  content: `A reply by ${from} to @${to}`,
  status: 0,
  gmtCreate: at,
  gmtModified: at,
})

export const comment = (id: number, fields: Partial<Comment> = {}): Comment => ({
  id,
  content: 'Remember that the input **may end without a newline**.',
  fromUid: 'uid-alice',
  fromName: 'alice',
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
  likeNum: 2,
  totalReplyNum: 5,
  gmtCreate: at,
  replyList: [reply(1, 'bob'), reply(2, 'carol'), reply(3, 'bob', 'carol')],
  ...fields,
})

export const commentList: CommentList = {
  commentList: {
    records: [
      comment(1),
      comment(2, { fromRole: 'root', fromName: 'root', totalReplyNum: 0, replyList: [] }),
    ],
    total: 2,
    size: 10,
    current: 1,
    pages: 1,
  },
  commentLikeMap: { '1': true },
}
