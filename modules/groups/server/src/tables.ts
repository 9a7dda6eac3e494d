import { boolean, index, integer, pgSchema, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core'

// Every table of the module lives in the Postgres schema 'groups'. Users are the platform's rows,
// referred to by uid (with the username kept for lists, as HOJ keeps the owner's name).
export const schema = pgSchema('groups')

const createdAt = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()
const modifiedAt = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow()

/** HOJ's group. */
export const group = schema.table(
  'group',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    avatar: text('avatar'),
    name: varchar('name', { length: 25 }).notNull(),
    /** Upper-cased as the prefix of the group's problems' display ids; unique without regard to case. */
    shortName: varchar('short_name', { length: 10 }).notNull(),
    brief: varchar('brief', { length: 50 }).notNull(),
    description: text('description').notNull(),
    /** The owner's username (HOJ keeps the name) and uid. */
    owner: varchar('owner', { length: 255 }).notNull(),
    ownerUid: text('owner_uid').notNull(),
    /** 1 public, 2 protected, 3 private */
    auth: integer('auth').notNull(),
    /** The invitation code (auth 2 and 3). */
    code: varchar('code', { length: 6 }),
    visible: boolean('visible').notNull().default(true),
    /** 0 normal, 1 banned (by a super admin). */
    status: integer('status').notNull().default(0),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [unique('group_short_name').on(t.shortName), index('group_owner_idx').on(t.ownerUid, t.gmtCreate)],
)

/** HOJ's group_member: every relation of a user to a group (applying, refused, member, admin, root). */
export const member = schema.table(
  'member',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    gid: integer('gid')
      .notNull()
      .references(() => group.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    /** 1 applying, 2 refused, 3 member, 4 admin, 5 root */
    auth: integer('auth').notNull(),
    reason: varchar('reason', { length: 100 }),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [unique('member_gid_uid').on(t.gid, t.uid), index('member_uid_idx').on(t.uid)],
)

/** A group's announcement (HOJ keeps them in its announcement table, with a gid). */
export const announcement = schema.table(
  'announcement',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    gid: integer('gid')
      .notNull()
      .references(() => group.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull(),
    uid: text('uid').notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    /** 0 visible, 1 hidden */
    status: integer('status').notNull().default(0),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [index('announcement_gid_idx').on(t.gid, t.id)],
)
