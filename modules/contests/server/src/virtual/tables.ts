import { index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { contest, schema } from '../tables.ts'

// Virtual participation's tables (drizzle.config.ts lists this file beside ../tables.ts).

/**
 * A user's virtual run of an ended contest: from `start_time`, as long as the contest lasted. A user
 * has at most one running: a new run gets the next `attempt`, and (cid, uid, attempt) is unique, so
 * two starts at once cannot both succeed.
 */
export const virtualRun = schema.table(
  'virtual_run',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    attempt: integer('attempt').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('virtual_run_attempt_idx').on(t.cid, t.uid, t.attempt)],
)

/**
 * A judged submission made during a virtual run (kept here, never in contest_record: the real board,
 * the ICPC feed, the admin helper and the scroll board never see it). A rejudge overwrites its row.
 */
export const virtualRecord = schema.table(
  'virtual_record',
  {
    submitId: integer('submit_id').primaryKey(),
    attempt: integer('attempt').notNull(),
    runId: integer('run_id')
      .notNull()
      .references(() => virtualRun.id, { onDelete: 'cascade' }),
    cid: integer('cid').notNull(),
    uid: text('uid').notNull(),
    displayId: text('display_id').notNull(),
    status: integer('status').notNull(),
    score: integer('score'),
    useTime: integer('use_time'),
    submitTime: timestamp('submit_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** IOI: the run's points per subtask (group number → points), as the judged event gave them. */
    subtasks: jsonb('subtasks').$type<Record<string, number>>(),
  },
  (t) => [index('virtual_record_run_idx').on(t.runId)],
)
