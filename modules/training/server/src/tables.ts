import {
  boolean,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'

// Every table of the module lives in the Postgres schema 'training'. Problems and users are other
// modules' rows, referred to by id only (pid, uid).
export const schema = pgSchema('training')

const createdAt = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()
const modifiedAt = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow()

export const category = schema.table('category', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull(),
  color: varchar('color', { length: 20 }),
  gid: integer('gid'),
  gmtCreate: createdAt(),
  gmtModified: modifiedAt(),
})

export const training = schema.table(
  'training',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    /** The creator's username (HOJ keeps the name). */
    author: varchar('author', { length: 255 }).notNull(),
    authorUid: text('author_uid').notNull(),
    /** 'Public' or 'Private' */
    auth: varchar('auth', { length: 20 }).notNull(),
    privatePwd: varchar('private_pwd', { length: 255 }),
    /** Shown to users */
    status: boolean('status').notNull().default(true),
    rank: integer('rank').notNull().default(0),
    gid: integer('gid'),
    /** HOJ's mapping_training_category, folded in: one category per training. */
    categoryId: integer('category_id').references(() => category.id, { onDelete: 'restrict' }),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [index('training_list_idx').on(t.status, t.rank, t.id)],
)

export const trainingProblem = schema.table(
  'training_problem',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    pid: integer('pid').notNull(),
    displayId: varchar('display_id', { length: 100 }).notNull(),
    rank: integer('rank').notNull().default(0),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [unique('training_problem_tid_pid').on(t.tid, t.pid), index('training_problem_pid_idx').on(t.pid)],
)

export const register = schema.table(
  'register',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    /** false: banned from the training */
    status: boolean('status').notNull().default(true),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [unique('register_tid_uid').on(t.tid, t.uid)],
)

/**
 * Each submission made in a training, as the judged events told it (the latest attempt wins): what
 * a user's progress on a problem is recomputed from when one of their verdicts arrives.
 */
export const record = schema.table(
  'record',
  {
    submitId: integer('submit_id').primaryKey(),
    attempt: integer('attempt').notNull(),
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    pid: integer('pid').notNull(),
    uid: text('uid').notNull(),
    status: integer('status').notNull(),
    score: integer('score'),
    /** ms */
    time: integer('time'),
    gmtCreate: createdAt(),
  },
  (t) => [index('record_user_problem_idx').on(t.tid, t.uid, t.pid)],
)

/** A user's state on one problem of a training, kept from their records. */
export const progress = schema.table(
  'progress',
  {
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    pid: integer('pid').notNull(),
    /** Accepted once accepted, else the latest verdict */
    status: integer('status').notNull(),
    isAc: boolean('is_ac').notNull(),
    score: integer('score'),
    /** ms of the fastest accepted submission */
    runTime: integer('run_time'),
    gmtModified: modifiedAt(),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid, t.pid] })],
)

/** A user's line of a training's rank (solved problems, total run time), kept from their progress. */
export const standing = schema.table(
  'standing',
  {
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    ac: integer('ac').notNull().default(0),
    totalRunTime: integer('total_run_time').notNull().default(0),
    gmtModified: modifiedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tid, t.uid] }),
    index('standing_rank_idx').on(t.tid, t.ac, t.totalRunTime),
  ],
)
