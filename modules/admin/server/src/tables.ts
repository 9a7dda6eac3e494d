import { doublePrecision, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core'

// The admin module's own tables: the plagiarism checks (schema `admin`).
export const schema = pgSchema('admin')

/** A plagiarism check of a contest's or a problem's submissions, run in the background. */
export const plagiarismCheck = schema.table(
  'plagiarism_check',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull().$type<'contest' | 'problem'>(),
    scopeId: integer('scope_id').notNull(),
    status: text('status').notNull().default('queued').$type<'queued' | 'running' | 'done' | 'failed'>(),
    /** 0 to 100. */
    progress: integer('progress').notNull().default(0),
    onlyAccepted: integer('only_accepted').notNull().default(1),
    threshold: integer('threshold').notNull().default(30),
    submissions: integer('submissions').notNull().default(0),
    pairs: integer('pairs').notNull().default(0),
    error: text('error'),
    uid: text('uid'),
    username: text('username'),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
    /** Moved while the job runs: a check whose job stopped moving is started again. */
    heartbeat: timestamp('heartbeat', { withTimezone: true }).notNull().defaultNow(),
    gmtFinished: timestamp('gmt_finished', { withTimezone: true }),
  },
  (t) => [index('plagiarism_check_time_idx').on(t.gmtCreate)],
)

/** The submissions a check compared, as they were (the side-by-side view shows these). */
export const plagiarismSubmission = schema.table(
  'plagiarism_submission',
  {
    checkId: integer('check_id')
      .notNull()
      .references(() => plagiarismCheck.id, { onDelete: 'cascade' }),
    submitId: integer('submit_id').notNull(),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    problem: text('problem').notNull(),
    language: text('language').notNull(),
    code: text('code').notNull(),
    submitTime: timestamp('submit_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('plagiarism_submission_key').on(t.checkId, t.submitId)],
)

/** A pair of submissions of one problem and language at or above the check's threshold. */
export const plagiarismPair = schema.table(
  'plagiarism_pair',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    checkId: integer('check_id')
      .notNull()
      .references(() => plagiarismCheck.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    a: integer('a').notNull(),
    b: integer('b').notNull(),
    similarityA: doublePrecision('similarity_a').notNull(),
    similarityB: doublePrecision('similarity_b').notNull(),
    similarity: doublePrecision('similarity').notNull(),
  },
  (t) => [index('plagiarism_pair_rank_idx').on(t.checkId, t.similarity)],
)
