import { endpoint } from '@oj/sdk/contract'

// The shared comment area: a discussion's (did) or a contest's (cid) comments and their replies.
const schemas = () => import('./schemas.ts')

export const CommentApi = {
  comments: endpoint(
    'GET',
    '/comments',
    schemas,
    (s) => ({ input: s.CommentsQuery, output: s.CommentList }),
    { summary: 'A page of comments (newest first) with their first replies, and which the caller likes' },
  ),
  add: endpoint('POST', '/comment', schemas, (s) => ({ input: s.CommentInput, output: s.Comment }), {
    summary: 'Comments on a discussion (did) or a contest (cid)',
  }),
  remove: endpoint('DELETE', '/comment', schemas, (s) => ({ input: s.CommentRef, output: s.Nothing }), {
    summary: 'Deletes a comment and its replies (its author or an administrator)',
  }),
  like: endpoint('GET', '/comment-like', schemas, (s) => ({ input: s.CommentLikeQuery, output: s.Nothing }), {
    summary: 'Likes (toLike=true) or stops liking a comment (cid: the comment id)',
  }),
  replies: endpoint('GET', '/reply', schemas, (s) => ({ input: s.RepliesQuery, output: s.ReplyList }), {
    summary: 'Every reply of a comment, oldest first',
  }),
  addReply: endpoint('POST', '/reply', schemas, (s) => ({ input: s.ReplyInput, output: s.Reply }), {
    summary: 'Replies to a comment (or to a reply of it: toUid)',
  }),
  removeReply: endpoint('DELETE', '/reply', schemas, (s) => ({ input: s.ReplyRef, output: s.Nothing }), {
    summary: 'Deletes a reply (its author or an administrator)',
  }),
} as const
