import { Schema } from 'effect'

import { PagingQuery } from '../shared/paging.ts'
import { Id, PageOf } from '../shared/schema-kit.ts'
import { CONTENT_MAX, DateTime, RequiredText, Text, TITLE_MAX } from './fields.ts'

// Schemas of the announcements (hoj-wire.txt: HomeController, admin/AnnouncementController).

export const Nothing = Schema.Null
export const PageQuery = Schema.Struct(PagingQuery)

/** HOJ's AnnouncementVO. */
export const Announcement = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** Markdown. */
  content: Schema.String,
  /** The author; null once their account is gone. */
  uid: Text,
  username: Text,
  /** 0 shown, 1 hidden. */
  status: Schema.Int,
  gmtCreate: DateTime,
  gmtModified: DateTime,
}).annotate({ identifier: 'AnnouncementVO' })
export const AnnouncementPage = PageOf(Announcement)

const Status = Schema.Literals([0, 1]).annotate({ message: 'announcements.status.invalid' })
const Fields = {
  title: RequiredText('announcements.title.required', TITLE_MAX, 'announcements.title.tooLong'),
  content: RequiredText('announcements.content.required', CONTENT_MAX, 'announcements.content.tooLong'),
  status: Schema.optional(Status),
}
/** HOJ's Announcement body (its other fields are ignored). */
export const NewAnnouncement = Schema.Struct(Fields)
export const ChangedAnnouncement = Schema.Struct({ id: Id, ...Fields })
export const AnnouncementId = Schema.Struct({ aid: Id })
export const Created = Schema.Struct({ id: Schema.Int })
