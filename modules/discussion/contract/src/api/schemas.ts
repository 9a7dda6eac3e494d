import { CurrentPage, Flag, Id, IntFromQuery, Limit, NoInput, optionalParam, PageOf } from '@oj/sdk'
import { Schema } from 'effect'

import { CATEGORY_MAX_COUNT, KEYWORD_MAX_LENGTH } from '../constants.ts'

// The schemas of the discussion module's calls, loaded lazily by the descriptor files. Field names and
// JSON types follow hoj-wire.txt (Discussion, DiscussionVO, Category, DiscussionReport(VO), CommentVO,
// CommentListVO, ReplyVO, ReplyDTO). Timestamps are ISO 8601 strings; a field of HOJ's class that we keep
// no data for is present and null, as Java sends an unset field. Bodies take HOJ's whole objects (extra
// fields ignored, nulls where HOJ's client leaves a field unset); what a field must hold (required,
// lengths) is checked by the server in spec 2 §5's order, with its messages.

const Int = Schema.Int
const Text = Schema.String
const NullInt = Schema.NullOr(Schema.Int)
const NullText = Schema.NullOr(Schema.String)
/** A body field HOJ's client may leave out or send as null. */
const Maybe = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema))

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

/** HOJ's Category (a discussion category). */
export const Category = Schema.Struct({ id: Int, name: Text, gmtCreate: Text, gmtModified: Text })
export type Category = typeof Category.Type
export const CategoryList = Schema.Array(Category)

/** POST /discussion-category: the whole list; an entry without id is new, a missing id is removed. */
export const CategoryInput = Schema.Struct({ id: Maybe(Int), name: Text })
export type CategoryInput = typeof CategoryInput.Type
export const CategoryListInput = Schema.Array(CategoryInput).check(
  Schema.isMaxLength(CATEGORY_MAX_COUNT, { message: 'discussion.error.tooManyCategories' }),
)

// ---------------------------------------------------------------------------------------------
// Discussions
// ---------------------------------------------------------------------------------------------

const DiscussionFields = {
  id: Int,
  categoryId: Int,
  title: Text,
  description: Text,
  /** The problem's display id (P1000) for a problem's discussion, else null. */
  pid: NullText,
  uid: Text,
  author: Text,
  avatar: NullText,
  /** The author's role when posting: root, admin or user. */
  role: Text,
  viewNum: Int,
  likeNum: Int,
  /** Comments and replies. */
  commentNum: Int,
  topPriority: Schema.Boolean,
  /** 0 shown, 1 hidden by an administrator. */
  status: Int,
  /** The group it belongs to (the scope 'gid'), null for a public one. */
  gid: NullInt,
  gmtCreate: Text,
  gmtModified: Text,
}

/** A row of GET /get-discussion-list (HOJ's Discussion; `content` is left out of lists: null). */
export const Discussion = Schema.Struct({ ...DiscussionFields, content: NullText })
export type Discussion = typeof Discussion.Type
export const DiscussionPage = PageOf(Discussion)
export type DiscussionPage = typeof DiscussionPage.Type

/** GET /get-discussion-detail (HOJ's DiscussionVO). */
export const DiscussionDetail = Schema.Struct({
  ...DiscussionFields,
  content: Text,
  categoryName: NullText,
  titleName: NullText,
  titleColor: NullText,
  /** Whether the caller likes it (false for visitors). */
  hasLike: Schema.Boolean,
})
export type DiscussionDetail = typeof DiscussionDetail.Type

/**
 * GET /get-discussion-list. `cid` is the category id (HOJ's name), `pid` a problem's display id,
 * `keyword` matches title, description or author; `admin` (administrators) includes hidden ones.
 */
export const DiscussionListQuery = Schema.Struct({
  limit: optionalParam(Limit),
  currentPage: optionalParam(CurrentPage),
  cid: optionalParam(Id),
  pid: optionalParam(Text.check(Schema.isMaxLength(KEYWORD_MAX_LENGTH))),
  onlyMine: optionalParam(Flag),
  keyword: optionalParam(Text.check(Schema.isMaxLength(KEYWORD_MAX_LENGTH))),
  admin: optionalParam(Flag),
})
export type DiscussionListQuery = typeof DiscussionListQuery.Type

export const DidQuery = Schema.Struct({ did: Id })
export type DidQuery = typeof DidQuery.Type

/** POST and PUT /discussion, PUT /admin/discussion: HOJ's Discussion (what the server reads of it). */
export const DiscussionInput = Schema.Struct({
  /** Required to update. */
  id: Maybe(Int),
  title: Maybe(Text),
  description: Maybe(Text),
  content: Maybe(Text),
  categoryId: Maybe(Int),
  pid: Maybe(Text),
  /** Administrators only (pin). */
  topPriority: Maybe(Schema.Boolean),
  /** Administrators only (PUT /admin/discussion: 0 shown, 1 hidden). */
  status: Maybe(Int),
})
export type DiscussionInput = typeof DiscussionInput.Type

/** GET /group/get-discussion-list: a group's shown discussions (`pid`: one problem's). */
export const GroupDiscussionListQuery = Schema.Struct({
  limit: optionalParam(Limit),
  currentPage: optionalParam(CurrentPage),
  gid: Id,
  pid: optionalParam(Text.check(Schema.isMaxLength(KEYWORD_MAX_LENGTH))),
})
export type GroupDiscussionListQuery = typeof GroupDiscussionListQuery.Type

/** GET /group/get-admin-discussion-list: every discussion of the group, hidden ones too. */
export const GroupAdminDiscussionQuery = Schema.Struct({
  limit: optionalParam(Limit),
  currentPage: optionalParam(CurrentPage),
  gid: Id,
})
export type GroupAdminDiscussionQuery = typeof GroupAdminDiscussionQuery.Type

/**
 * POST and PUT /group/discussion: HOJ's Discussion with its group. `gid` names the group to post in
 * (required to create; an update keeps the discussion's own). An update without title, description
 * and content only pins (topPriority) or hides (status) it, which the group's admins may.
 */
export const GroupDiscussionInput = Schema.Struct({
  ...DiscussionInput.fields,
  gid: Maybe(Int),
})
export type GroupDiscussionInput = typeof GroupDiscussionInput.Type

/** DELETE /admin/discussion: the ids. */
export const DiscussionIds = Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100))

/** GET /discussion-like */
export const DiscussionLikeQuery = Schema.Struct({ did: Id, toLike: Flag })
export type DiscussionLikeQuery = typeof DiscussionLikeQuery.Type

// ---------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------

/** POST /discussion-report (HOJ's DiscussionReport; the reporter is the caller, whatever is sent). */
export const ReportInput = Schema.Struct({
  did: Id,
  content: Maybe(Text),
  reporter: Maybe(Text),
})
export type ReportInput = typeof ReportInput.Type

/** PUT /admin/discussion-report: marks a report handled (status true) or not. */
export const ReportUpdate = Schema.Struct({ id: Id, status: Schema.Boolean })
export type ReportUpdate = typeof ReportUpdate.Type

/** A row of GET /admin/discussion-report (HOJ's DiscussionReportVO). */
export const ReportRow = Schema.Struct({
  id: Int,
  did: Int,
  gid: NullInt,
  discussionTitle: NullText,
  discussionAuthor: NullText,
  reporter: Text,
  content: Text,
  /** Handled. */
  status: Schema.Boolean,
  gmtCreate: Text,
  gmtModified: Text,
})
export type ReportRow = typeof ReportRow.Type
export const ReportPage = PageOf(ReportRow)
export type ReportPage = typeof ReportPage.Type

export const PagingQuery = Schema.Struct({
  limit: optionalParam(Limit),
  currentPage: optionalParam(CurrentPage),
})
export type PagingQuery = typeof PagingQuery.Type

// ---------------------------------------------------------------------------------------------
// Comments and replies
// ---------------------------------------------------------------------------------------------

const AuthorFields = {
  fromUid: Text,
  fromName: Text,
  fromAvatar: NullText,
  /** root, admin or user. */
  fromRole: Text,
  fromTitleName: NullText,
  fromTitleColor: NullText,
}

/** HOJ's ReplyVO. */
export const Reply = Schema.Struct({
  id: Int,
  commentId: Int,
  ...AuthorFields,
  toUid: NullText,
  toName: NullText,
  toAvatar: NullText,
  content: Text,
  status: Int,
  gmtCreate: Text,
  gmtModified: Text,
})
export type Reply = typeof Reply.Type
export const ReplyList = Schema.Array(Reply)

/** HOJ's CommentVO: `replyList` holds its first replies (REPLIES_SHOWN), `totalReplyNum` all of them. */
export const Comment = Schema.Struct({
  id: Int,
  content: Text,
  ...AuthorFields,
  likeNum: Int,
  totalReplyNum: Int,
  gmtCreate: Text,
  replyList: ReplyList,
})
export type Comment = typeof Comment.Type

/** GET /comments (HOJ's CommentListVO): the page, and which of its comments the caller likes. */
export const CommentList = Schema.Struct({
  commentList: PageOf(Comment),
  commentLikeMap: Schema.Record(Schema.String, Schema.Boolean),
})
export type CommentList = typeof CommentList.Type

/** A contest id or a discussion id: exactly one names where the comments are. */
const ScopeId = optionalParam(Id)

export const CommentsQuery = Schema.Struct({
  cid: ScopeId,
  did: ScopeId,
  limit: optionalParam(Limit),
  currentPage: optionalParam(CurrentPage),
})
export type CommentsQuery = typeof CommentsQuery.Type

/** POST /comment (HOJ's Comment: content, and cid or did). */
export const CommentInput = Schema.Struct({
  cid: Maybe(IntFromQuery),
  did: Maybe(IntFromQuery),
  content: Maybe(Text),
})
export type CommentInput = typeof CommentInput.Type

/** DELETE /comment (HOJ's Comment: its id). */
export const CommentRef = Schema.Struct({ id: Id })
export type CommentRef = typeof CommentRef.Type

/** GET /comment-like: `cid` is the comment's id here (HOJ's name); the source is read off the comment. */
export const CommentLikeQuery = Schema.Struct({
  cid: Id,
  toLike: Flag,
  sourceId: optionalParam(IntFromQuery),
  sourceType: optionalParam(Text),
})
export type CommentLikeQuery = typeof CommentLikeQuery.Type

/** GET /reply: every reply of a comment, oldest first. */
export const RepliesQuery = Schema.Struct({ commentId: Id, cid: optionalParam(Id) })
export type RepliesQuery = typeof RepliesQuery.Type

/** POST /reply (HOJ's ReplyDTO): the reply, its discussion, and what it quotes. */
export const ReplyInput = Schema.Struct({
  reply: Schema.Struct({
    commentId: Id,
    content: Maybe(Text),
    /** The user replied to (a reply to a reply); absent: the comment's author. */
    toUid: Maybe(Text),
    toName: Maybe(Text),
    toAvatar: Maybe(Text),
  }),
  did: Maybe(IntFromQuery),
  /** The comment or reply answered, for the message. */
  quoteId: Maybe(IntFromQuery),
  /** 'Comment' or 'Reply'. */
  quoteType: Maybe(Text),
})
export type ReplyInput = typeof ReplyInput.Type

/** DELETE /reply (HOJ's ReplyDTO: the reply's id). */
export const ReplyRef = Schema.Struct({
  reply: Schema.Struct({ id: Id }),
  did: Maybe(IntFromQuery),
})
export type ReplyRef = typeof ReplyRef.Type

/** The calls that answer nothing (HOJ's Void): null. */
export const Nothing = Schema.Null

/** The calls that take no parameters. */
export const NoParams = NoInput
