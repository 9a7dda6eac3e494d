import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import type { AcmCell } from './rules/acm.ts'
import type { OiCell } from './rules/oi.ts'
import type { AwardConfig } from './rules/standings.ts'

/** The module's tables live in the Postgres schema 'contests'. Users and problems are referred to by id. */
export const schema = pgSchema('contests')

const created = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()
const modified = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow()

/**
 * One row: a number every change of `contest` moves (its statement trigger; the NOTIFY on
 * oj_contests_contest tells the embedded database's process at the commit), against which a server
 * process checks the sealed contests it keeps (contest/scope.ts).
 */
export const contestStamp = schema.table('contest_stamp', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

/** HOJ's Contest (spec 2 §3, spec 3 §3). The status is never stored: it follows the clock. */
export const contest = schema.table(
  'contest',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The author (a contest admin). */
    uid: text('uid').notNull(),
    author: text('author').notNull(),
    title: text('title').notNull(),
    /** 0 ACM, 1 OI */
    type: integer('type').notNull().default(0),
    description: text('description'),
    source: integer('source').notNull().default(0),
    /** 0 public, 1 private, 2 protected */
    auth: integer('auth').notNull().default(0),
    pwd: text('pwd'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    sealRank: boolean('seal_rank').notNull().default(false),
    sealRankTime: timestamp('seal_rank_time', { withTimezone: true }),
    /** After the end the real board shows by itself (else it stays sealed). */
    autoRealRank: boolean('auto_real_rank').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    openPrint: boolean('open_print').notNull().default(false),
    openAccountLimit: boolean('open_account_limit').notNull().default(false),
    accountLimitRule: text('account_limit_rule'),
    rankShowName: text('rank_show_name').notNull().default('username'),
    /** Usernames of star users. */
    starAccount: jsonb('star_account').$type<string[]>().notNull().default([]),
    /** The outside scoreboard is public. */
    openRank: boolean('open_rank').notNull().default(false),
    oiRankScoreType: text('oi_rank_score_type').notNull().default('Recent'),
    gid: integer('gid'),
    /** 0 none, 1 by proportion, 2 by count */
    awardType: integer('award_type').notNull().default(0),
    awardConfig: jsonb('award_config').$type<AwardConfig[]>().notNull().default([]),
    allowEndSubmit: boolean('allow_end_submit').notNull().default(false),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('contest_start_idx').on(t.startTime)],
)

/** A problem of the bank in a contest, under its display id. */
export const contestProblem = schema.table(
  'contest_problem',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    pid: integer('pid').notNull(),
    displayId: text('display_id').notNull(),
    displayTitle: text('display_title').notNull(),
    /** Balloon colour. */
    color: text('color'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    uniqueIndex('contest_problem_display_idx').on(t.cid, t.displayId),
    uniqueIndex('contest_problem_pid_idx').on(t.cid, t.pid),
  ],
)

/** Who may enter a private contest (or submit in a protected one). */
export const contestRegister = schema.table(
  'contest_register',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    status: integer('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('contest_register_idx').on(t.cid, t.uid)],
)

export const contestAnnouncement = schema.table(
  'contest_announcement',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    status: integer('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('contest_announcement_cid_idx').on(t.cid, t.id)],
)

/**
 * Each judged submission of a contest as its boards need it, from the problems module's judged
 * events (a rejudge overwrites its row). A full rebuild of the board reads these.
 */
export const contestRecord = schema.table(
  'contest_record',
  {
    submitId: integer('submit_id').primaryKey(),
    /** The judging attempt the row holds: an older attempt's event never overwrites a newer one. */
    attempt: integer('attempt').notNull(),
    cid: integer('cid').notNull(),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    pid: integer('pid').notNull(),
    displayId: text('display_id').notNull(),
    status: integer('status').notNull(),
    score: integer('score'),
    /** OI problems judged by subtask: the points per subtask (group number → points), for IOI boards. */
    subtasks: jsonb('subtasks').$type<Record<string, number>>(),
    /** Run time, ms. */
    useTime: integer('use_time'),
    submitTime: timestamp('submit_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** The admin helper's mark (a balloon delivered). */
    checked: boolean('checked').notNull().default(false),
  },
  (t) => [
    index('contest_record_cell_idx').on(t.cid, t.uid, t.displayId),
    index('contest_record_ac_idx').on(t.cid, t.status, t.submitTime),
  ],
)

/**
 * A user's standing on one problem of a contest, in each view a board is shown: live (admins,
 * unsealed), sealed (tries after the seal pending) and with after-contest submissions. Kept up to
 * date per judged submission; a board page reads only these.
 */
export const boardCell = schema.table(
  'board_cell',
  {
    cid: integer('cid').notNull(),
    uid: text('uid').notNull(),
    displayId: text('display_id').notNull(),
    username: text('username').notNull(),
    live: jsonb('live').$type<AcmCell | OiCell>(),
    sealed: jsonb('sealed').$type<AcmCell | OiCell>(),
    withEnd: jsonb('with_end').$type<AcmCell | OiCell>(),
    gmtModified: timestamp('gmt_modified', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.cid, t.uid, t.displayId] }),
    // The board cache's version: the latest change of a contest's cells, read from the index alone.
    index('board_cell_modified_idx').on(t.cid, t.gmtModified),
  ],
)

/** A contestant's text to print (spec 2 §2 Print): 0 not printed, 1 printed. */
export const contestPrint = schema.table(
  'contest_print',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('contest_print_cid_idx').on(t.cid, t.id)],
)

/**
 * The ICPC event feed of a contest (icpc/feed.ts): each change of an API object, appended in order;
 * the token is the position a client resumes after. `data` is the admins' (unsealed) version;
 * `submitTime` lets the seal hide the verdicts of runs after its time from everyone else.
 */
export const feedEvent = schema.table(
  'feed_event',
  {
    token: bigint('token', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cid: integer('cid').notNull(),
    type: text('type').notNull(),
    /** null for the singletons (contest, state). */
    objectId: text('object_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    submitTime: timestamp('submit_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('feed_event_cid_idx').on(t.cid, t.token),
    index('feed_event_object_idx').on(t.cid, t.type, t.objectId, t.token),
  ],
)
