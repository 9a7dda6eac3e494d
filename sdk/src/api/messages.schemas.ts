import { Schema } from 'effect'

import { PagingQuery } from '../shared/paging.ts'
import { Id, optionalParam, PageOf } from '../shared/schema-kit.ts'
import { CONTENT_MAX, DateTime, RequiredText, Text, TITLE_MAX } from './fields.ts'

// Schemas of the message center (hoj-wire.txt: UserMessageController, NoticeController,
// AdminNoticeController).
export { NoInput } from '../shared/schema-kit.ts'

export const Nothing = Schema.Null

/** HOJ's UserUnreadMsgCountVO. */
export const UnreadCounts = Schema.Struct({
  comment: Schema.Int,
  reply: Schema.Int,
  like: Schema.Int,
  sys: Schema.Int,
  mine: Schema.Int,
})

export const BoxQuery = Schema.Struct(PagingQuery)

/** HOJ's UserMsgVO: a comment, reply or like of someone else's, as it was when the page was read. */
export const InteractionMessage = Schema.Struct({
  id: Schema.Int,
  /** HOJ's action: Discuss, Reply, Like_Post or Like_Discuss. */
  action: Schema.String,
  /** A type a module registers (its `web.messageSources`), e.g. 'Discussion'. */
  sourceType: Schema.String,
  sourceId: Schema.Int,
  sourceTitle: Schema.String,
  sourceContent: Text,
  quoteId: Schema.NullOr(Schema.Int),
  quoteType: Text,
  quoteContent: Text,
  /** Where the message leads in the web app. */
  url: Schema.String,
  /** Read before this page was read. */
  state: Schema.Boolean,
  senderId: Schema.String,
  senderUsername: Schema.String,
  senderAvatar: Text,
  gmtCreate: DateTime,
}).annotate({ identifier: 'UserMsgVO' })
export const InteractionPage = PageOf(InteractionMessage)

/** HOJ's SysMsgVO: a system notice ('Sys') or a message a module sent the user ('Mine'). */
export const NoticeMessage = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** Markdown. */
  content: Schema.String,
  /** The administrator who wrote the notice; null for a module's message. */
  adminId: Text,
  type: Schema.Literals(['Sys', 'Mine']),
  state: Schema.Boolean,
  gmtCreate: DateTime,
}).annotate({ identifier: 'SysMsgVO' })
export const NoticePage = PageOf(NoticeMessage)

const BOXES = ['comment', 'reply', 'like', 'sys', 'mine'] as const
export const CleanQuery = Schema.Struct({
  type: Schema.Literals(BOXES)
    .annotate({ message: 'messages.clean.badType' })
    .pipe(Schema.annotateKey({ messageMissingKey: 'messages.clean.badType' })),
  id: optionalParam(Id),
})

const NoticeType = Schema.Literals(['All', 'Single', 'Nominated', 'Admin'])
  .annotate({ message: 'messages.notice.badType' })
  .pipe(Schema.annotateKey({ messageMissingKey: 'messages.notice.badType' }))

const NoticeFields = {
  title: RequiredText('messages.notice.titleRequired', TITLE_MAX, 'messages.notice.titleTooLong'),
  content: RequiredText('messages.notice.contentRequired', CONTENT_MAX, 'messages.notice.contentTooLong'),
  type: NoticeType,
  /** The recipients' usernames (Single: one; Nominated: several). */
  // optionalKey: the wrong-type message must sit on the outermost schema to be shown.
  recipients: Schema.optionalKey(
    Schema.Array(Schema.String).annotate({ message: 'messages.notice.recipientsInvalid' }),
  ),
  /** HOJ's form of a Single notice's recipient: their uid. */
  recipientId: optionalParam(Schema.String),
}
export const NewNotice = Schema.Struct(NoticeFields)
export const ChangedNotice = Schema.Struct({ id: Id, ...NoticeFields })
export const NoticeId = Schema.Struct({ id: Id })
export const NoticeListQuery = Schema.Struct({ ...PagingQuery, type: optionalParam(NoticeType) })
export const NoticeCreated = Schema.Struct({ id: Schema.Int })

/** HOJ's AdminSysNoticeVO, with the author's uid and the recipients' usernames. */
export const AdminNotice = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  content: Schema.String,
  type: Schema.String,
  /** Whether it was handed out: always, at once (copies of an All notice are made on read). */
  state: Schema.Boolean,
  adminId: Text,
  adminUsername: Text,
  /** Usernames of a Single, Nominated or Admin notice's recipients; [] for All. */
  recipients: Schema.Array(Schema.String),
  gmtCreate: DateTime,
  gmtModified: DateTime,
}).annotate({ identifier: 'AdminSysNoticeVO' })
export const AdminNoticePage = PageOf(AdminNotice)
