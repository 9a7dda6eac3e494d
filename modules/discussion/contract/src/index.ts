// @oj/discussion-contract: what the discussion module's server and web (and other modules) share.
export * from './api/comments.ts'
export * from './api/discussions.ts'
export type {
  Category,
  CategoryInput,
  Comment,
  CommentInput,
  CommentList,
  Discussion,
  DiscussionDetail,
  DiscussionInput,
  DiscussionListQuery,
  DiscussionPage,
  GroupDiscussionInput,
  Reply,
  ReportPage,
  ReportRow,
} from './api/schemas.ts'
export * from './api/scoped.ts'
export * from './comment-scope.ts'
export * from './constants.ts'
export * from './slots.ts'
