import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'

import { problem, problemsSchema } from '../tables.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** Submissions (HOJ's Judge entity). `attempt` grows with each rejudge; reports of older ones are ignored. */
export const submission = problemsSchema.table(
  'submission',
  {
    submitId: integer('submit_id').primaryKey().generatedByDefaultAsIdentity(),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    /** The problem's own display id (HOJ's displayPid). */
    displayPid: varchar('display_pid', { length: 100 }).notNull(),
    /** The problem's id in the submission's contest or training ('A'), as its scope names it. */
    displayId: varchar('display_id', { length: 100 }),
    uid: text('uid').notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    cid: integer('cid').notNull().default(0),
    gid: integer('gid'),
    tid: integer('tid'),
    status: smallint('status').notNull().default(5),
    score: integer('score'),
    /** OI problems judged by subtask: the judge's points per subtask (group number → points). */
    subtaskScores: jsonb('subtask_scores').$type<Record<string, number>>(),
    oiRankScore: integer('oi_rank_score'),
    /** ms */
    time: integer('time'),
    /** KB */
    memory: integer('memory'),
    /** bytes of code */
    length: integer('length').notNull(),
    language: varchar('language', { length: 100 }).notNull(),
    code: text('code').notNull(),
    errorMessage: text('error_message'),
    judger: varchar('judger', { length: 255 }),
    isManual: boolean('is_manual').notNull().default(false),
    share: boolean('share').notNull().default(false),
    attempt: integer('attempt').notNull().default(1),
    /** The task id of the current attempt: only reports carrying it are applied. */
    taskId: varchar('task_id', { length: 100 }).notNull().default(''),
    /** contest, normal, test or rejudge: the lane priority of the current attempt. */
    priority: varchar('priority', { length: 16 }).notNull(),
    /** The scope's rule for every attempt: stop judging at the first failing case (ACM contests). */
    stopAtFirstFailure: boolean('stop_at_first_failure').notNull().default(false),
    /** It had a final verdict before its current attempt (a rejudge, a resubmit): its event says so. */
    judgedBefore: boolean('judged_before').notNull().default(false),
    /**
     * Times the current attempt started judging (bus deliveries that reached a worker's slot), and
     * the last such delivery: past a bound, a task that kills its workers is given up.
     */
    judgeStarts: smallint('judge_starts').notNull().default(0),
    judgeDelivery: integer('judge_delivery').notNull().default(0),
    /** The lane family of the language (or of the remote judge) the tasks go to. */
    family: varchar('family', { length: 60 }).notNull(),
    caseDone: integer('case_done').notNull().default(0),
    caseTotal: integer('case_total').notNull().default(0),
    /** The verdict counted in problem_stats for this submission (null: none), so recounts move it. */
    countedStatus: smallint('counted_status'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    submitTime: at('submit_time').notNull().defaultNow(),
    /** When the judging state last changed: the sweeper's clock. */
    judgeStateAt: at('judge_state_at').notNull().defaultNow(),
    gmtModified: at('gmt_modified').notNull().defaultNow(),
  },
  (t) => [
    index('submission_uid_time_idx').on(t.uid, t.submitTime),
    /** The home page's week statistics and 7-day AC rank read by time over every user. */
    index('submission_submit_time_idx').on(t.submitTime),
    /** The submission list filtered by author (case-insensitive), newest first. */
    index('submission_username_time_idx').on(sql`lower(${t.username})`, t.submitTime),
    index('submission_pid_idx').on(t.pid),
    index('submission_cid_idx').on(t.cid),
    index('submission_in_progress_idx')
      .on(t.judgeStateAt)
      .where(sql`${t.status} in (5, 6, 7)`),
  ],
)

/** Per-case results of a submission's current attempt. */
export const judgeCase = problemsSchema.table(
  'judge_case',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    submitId: integer('submit_id')
      .notNull()
      .references(() => submission.submitId, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    caseId: integer('case_id').notNull(),
    seq: integer('seq').notNull(),
    inputName: varchar('input_name', { length: 255 }).notNull(),
    outputName: varchar('output_name', { length: 255 }).notNull(),
    status: smallint('status').notNull(),
    time: integer('time').notNull(),
    memory: integer('memory').notNull(),
    score: integer('score').notNull().default(0),
    groupNum: integer('group_num').notNull().default(0),
    userOutput: text('user_output').notNull().default(''),
    message: text('message').notNull().default(''),
  },
  (t) => [unique('judge_case_submit_seq_key').on(t.submitId, t.seq)],
)

/** Test data of a problem: files in the Files service by sha256. */
export const problemCase = problemsSchema.table(
  'problem_case',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    inputName: varchar('input_name', { length: 255 }).notNull(),
    outputName: varchar('output_name', { length: 255 }).notNull(),
    inputHash: varchar('input_hash', { length: 64 }).notNull(),
    outputHash: varchar('output_hash', { length: 64 }).notNull(),
    score: integer('score').notNull().default(0),
    groupNum: integer('group_num').notNull().default(0),
  },
  (t) => [unique('problem_case_pid_seq_key').on(t.pid, t.seq)],
)

/**
 * Messages to put on the bus, written in the same transaction as the change they announce; the
 * publisher sends them and marks them published, so a bus hiccup or a restart loses none.
 */
export const outbox = problemsSchema.table(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** 'task' (a work-queue lane) or 'event' (a subject). */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The lane or the subject. */
    target: varchar('target', { length: 200 }).notNull(),
    /** The bus message id (tasks: the task id, which the bus deduplicates). */
    msgId: varchar('msg_id', { length: 200 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    /** Given up (dead letter): never sent; its submission or test run was ended with System Error. */
    deadAt: at('dead_at'),
    /** A row whose send failed waits until then (a growing delay) while later rows go ahead. */
    nextTryAt: at('next_try_at'),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is null`),
  ],
)

/** Test runs (the problem page's "run" button) and admins' checker compiles; kept a day. */
export const testJudge = problemsSchema.table(
  'test_judge',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    uid: text('uid').notNull(),
    /** The problem run on; null for an admin's compile of a checker not yet saved with a problem. */
    pid: integer('pid').references(() => problem.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(5),
    time: integer('time'),
    memory: integer('memory'),
    stderr: text('stderr'),
    userInput: text('user_input').notNull(),
    expectedOutput: text('expected_output'),
    userOutput: text('user_output'),
    errorMessage: text('error_message'),
    judgeMode: varchar('judge_mode', { length: 20 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('test_judge_created_idx').on(t.createdAt)],
)

/** Judge workers as their heartbeats describe them. */
export const judgeWorker = problemsSchema.table('judge_worker', {
  name: varchar('name', { length: 255 }).primaryKey(),
  lanes: jsonb('lanes').$type<ReadonlyArray<string>>().notNull(),
  languages: jsonb('languages').notNull(),
  capacity: integer('capacity').notNull(),
  load: integer('load').notNull(),
  cpus: integer('cpus').notNull(),
  runtimes: jsonb('runtimes').$type<ReadonlyArray<string>>().notNull(),
  startedAt: at('started_at').notNull(),
  lastSeen: at('last_seen').notNull(),
})

/** A test-case zip as uploaded, until a problem takes its files (fileListDir). */
export const testcaseUpload = problemsSchema.table('testcase_upload', {
  id: varchar('id', { length: 64 }).primaryKey(),
  uid: text('uid').notNull(),
  files: jsonb('files').$type<ReadonlyArray<UploadedPair>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
})

export interface UploadedPair {
  readonly input: string
  readonly output: string
  readonly inputHash: string
  readonly outputHash: string
}
