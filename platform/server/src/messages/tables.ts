import { boolean, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { userInfo } from '../accounts/users/tables.ts'
import { platform } from '../db/platform-schema.ts'

const created = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()

/**
 * Comment, reply and like messages (HOJ msg_remind): someone else's action on the recipient's
 * discussion, comment or contest. `category` is the box: comment, reply or like.
 */
export const msgInteraction = platform.table(
  'msg_interaction',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    action: text('action').notNull(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    sourceTitle: text('source_title').notNull(),
    sourceContent: text('source_content').notNull(),
    quoteId: integer('quote_id'),
    /** What the quote is (HOJ's quoteType, e.g. 'Comment' or 'Reply'), as the sending module says. */
    quoteType: text('quote_type'),
    quoteContent: text('quote_content'),
    url: text('url').notNull(),
    /** Read (true) or unread. */
    state: boolean('state').notNull().default(false),
    gmtCreate: created(),
  },
  (t) => [index('msg_interaction_box_idx').on(t.recipientId, t.category, t.state)],
)

/** System notices written by the super admin (HOJ admin_sys_notice): type All, Single or Nominated. */
export const msgNotice = platform.table(
  'msg_notice',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type').notNull(),
    authorId: text('author_id').references(() => userInfo.uuid, { onDelete: 'set null' }),
    gmtCreate: created(),
    gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('msg_notice_type_idx').on(t.type, t.gmtCreate)],
)

/**
 * A user's copy of a notice ('sys' box) or a message a module sent them ('mine' box; title and
 * content inline, no notice). Copies of Single and Nominated notices are written when they are
 * sent; copies of All notices when the recipient next reads a box. A deleted copy of a notice is
 * kept, marked `deleted`, so that it is not handed out again.
 */
export const msgUserNotice = platform.table(
  'msg_user_notice',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    box: text('box').notNull(),
    noticeId: integer('notice_id').references(() => msgNotice.id, { onDelete: 'cascade' }),
    title: text('title'),
    content: text('content'),
    state: boolean('state').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    gmtCreate: created(),
  },
  (t) => [
    index('msg_user_notice_box_idx').on(t.recipientId, t.box, t.state),
    // One copy of a notice per user ('mine' rows have no notice; nulls never clash).
    uniqueIndex('msg_user_notice_copy_key').on(t.recipientId, t.noticeId),
  ],
)
