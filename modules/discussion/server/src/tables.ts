import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** The module's tables live in the Postgres schema 'discussion'. Users are referred to by uid only. */
export const schema = pgSchema('discussion')

const created = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()
const modified = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow()

export const category = schema.table('category', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Place in the list, low first. */
  position: integer('position').notNull().default(0),
  gmtCreate: created(),
  gmtModified: modified(),
})

export const discussion = schema.table(
  'discussion',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    /** A problem's display id, for a problem's discussion. */
    pid: text('pid'),
    uid: text('uid').notNull(),
    /** The author's username when posting. */
    author: text('author').notNull(),
    /** root, admin or user, when posting. */
    role: text('role').notNull(),
    viewNum: integer('view_num').notNull().default(0),
    likeNum: integer('like_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    topPriority: boolean('top_priority').notNull().default(false),
    /** 0 shown, 1 hidden by an administrator. */
    status: integer('status').notNull().default(0),
    /**
     * The group (scope 'gid') it belongs to, null for a public one: who sees and manages it is the
     * scope owner's to say (ScopeOwners); public lists leave these out.
     */
    gid: integer('gid'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    index('discussion_order_idx').on(t.topPriority.desc(), t.id.desc()),
    index('discussion_gid_idx').on(t.gid, t.topPriority.desc(), t.id.desc()),
    index('discussion_pid_idx').on(t.pid),
    index('discussion_uid_idx').on(t.uid, t.gmtCreate),
  ],
)

export const discussionLike = schema.table(
  'discussion_like',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    did: integer('did')
      .notNull()
      .references(() => discussion.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    gmtCreate: created(),
  },
  (t) => [uniqueIndex('discussion_like_once').on(t.did, t.uid)],
)

export const discussionReport = schema.table(
  'discussion_report',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    did: integer('did')
      .notNull()
      .references(() => discussion.id, { onDelete: 'cascade' }),
    reporterUid: text('reporter_uid').notNull(),
    reporter: text('reporter').notNull(),
    content: text('content').notNull(),
    /** Handled by an administrator. */
    status: boolean('status').notNull().default(false),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('discussion_report_order_idx').on(t.id.desc())],
)

/** A comment of a discussion (did) or of a contest (cid): exactly one is set. */
export const comment = schema.table(
  'comment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cid: integer('cid'),
    did: integer('did').references(() => discussion.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fromUid: text('from_uid').notNull(),
    fromName: text('from_name').notNull(),
    fromRole: text('from_role').notNull(),
    likeNum: integer('like_num').notNull().default(0),
    status: integer('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    index('comment_did_idx').on(t.did, t.id),
    index('comment_cid_idx').on(t.cid, t.id),
    index('comment_from_idx').on(t.fromUid, t.gmtCreate),
    check('comment_one_scope', sql`(${t.cid} is null) <> (${t.did} is null)`),
  ],
)

export const commentLike = schema.table(
  'comment_like',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    gmtCreate: created(),
  },
  (t) => [uniqueIndex('comment_like_once').on(t.commentId, t.uid)],
)

export const reply = schema.table(
  'reply',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    fromUid: text('from_uid').notNull(),
    fromName: text('from_name').notNull(),
    fromRole: text('from_role').notNull(),
    toUid: text('to_uid'),
    toName: text('to_name'),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    index('reply_comment_idx').on(t.commentId, t.id),
    index('reply_from_idx').on(t.fromUid, t.gmtCreate),
  ],
)

/**
 * The likes whose author was told (one message per liker and item, `kind` 'discussion' or
 * 'comment'): a like taken back and given again tells nobody again. Kept after the like goes.
 */
export const likeNotice = schema.table(
  'like_notice',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    uid: text('uid').notNull(),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.uid] })],
)
