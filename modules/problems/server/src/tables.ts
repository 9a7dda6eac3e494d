import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'

// Every table of the module lives in the Postgres schema `problems`. Other modules refer to rows by
// id (problem.id is the `pid` of the API) and never join these tables directly.
export const problemsSchema = pgSchema('problems')

const createdAt = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow()
const modifiedAt = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow()

export const problem = problemsSchema.table(
  'problem',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Display id, e.g. 'P1000', or 'HDU-1000' for a remote problem. */
    problemId: varchar('problem_id', { length: 100 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    /** Username of the author. */
    author: varchar('author', { length: 255 }),
    /** 0 ACM, 1 OI. */
    type: smallint('type').notNull().default(0),
    /** ms */
    timeLimit: integer('time_limit').notNull().default(1000),
    /** MB */
    memoryLimit: integer('memory_limit').notNull().default(256),
    /** MB */
    stackLimit: integer('stack_limit').notNull().default(128),
    description: text('description').notNull().default(''),
    input: text('input').notNull().default(''),
    output: text('output').notNull().default(''),
    /** Samples as one string of <input>…</input><output>…</output> pairs (spec 1 §3). */
    examples: text('examples').notNull().default(''),
    hint: text('hint').notNull().default(''),
    source: text('source').notNull().default(''),
    difficulty: smallint('difficulty').notNull().default(0),
    /** 1 public, 2 private, 3 contest only. */
    auth: smallint('auth').notNull().default(1),
    isRemote: boolean('is_remote').notNull().default(false),
    /** Remote judge source (HDU, CF, ...) when is_remote. */
    remoteOj: varchar('remote_oj', { length: 20 }),
    codeShare: boolean('code_share').notNull().default(true),
    /** default, spj or interactive. */
    judgeMode: varchar('judge_mode', { length: 20 }).notNull().default('default'),
    /** default, subtask_lowest, subtask_average or ergodic_without_error. */
    judgeCaseMode: varchar('judge_case_mode', { length: 40 }).notNull().default('default'),
    /** Whether trailing blanks are ignored when comparing output. */
    isRemoveEndBlank: boolean('is_remove_end_blank').notNull().default(true),
    /** JSON map of file name to content, offered to the user's program. */
    userExtraFile: text('user_extra_file'),
    /** JSON map of file name to content, offered to the special judge or interactor. */
    judgeExtraFile: text('judge_extra_file'),
    /** The special judge or interactor source (judgeMode spj / interactive). */
    spjCode: text('spj_code'),
    spjLanguage: varchar('spj_language', { length: 100 }),
    /** File IO: the program reads io_read_file_name and writes io_write_file_name. */
    isFileIO: boolean('is_file_io').notNull().default(false),
    ioReadFileName: varchar('io_read_file_name', { length: 100 }),
    ioWriteFileName: varchar('io_write_file_name', { length: 100 }),
    /** Whether the cases came from an uploaded zip (else they were typed in as samples). */
    isUploadCase: boolean('is_upload_case').notNull().default(true),
    /** Whether everyone may see per-case results. */
    openCaseResult: boolean('open_case_result').notNull().default(true),
    /** Language names allowed for the problem; null means every language the judges offer. */
    languages: jsonb('languages').$type<ReadonlyArray<string>>(),
    /** The group owning the problem; null for the public bank. */
    gid: integer('gid'),
    /**
     * A scope's problem asking to join the public bank (HOJ's applyPublicProgress): null never asked,
     * 1 applying, 2 accepted (it is public now), 3 refused.
     */
    applyPublicProgress: integer('apply_public_progress'),
    /** Username of who last changed it (HOJ's modifiedUser); null until then. */
    modifiedUser: varchar('modified_user', { length: 255 }),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [
    unique('problem_problem_id_key').on(t.problemId),
    index('problem_auth_gid_idx').on(t.auth, t.gid),
    index('problem_difficulty_idx').on(t.difficulty),
    /** The public problem list's order (shorter ids first), read straight from the index. */
    index('problem_public_order_idx')
      .on(sql`length(${t.problemId})`, t.problemId, t.id)
      .where(sql`${t.auth} = 1 and ${t.gid} is null`),
  ],
)

/**
 * Submission counts per verdict, kept apart from the problem row: the judge results consumer updates
 * them often and must not contend with edits of the statement.
 */
export const problemStats = problemsSchema.table('problem_stats', {
  pid: integer('pid')
    .primaryKey()
    .references(() => problem.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  ac: integer('ac').notNull().default(0),
  wa: integer('wa').notNull().default(0),
  tle: integer('tle').notNull().default(0),
  mle: integer('mle').notNull().default(0),
  re: integer('re').notNull().default(0),
  pe: integer('pe').notNull().default(0),
  ce: integer('ce').notNull().default(0),
  se: integer('se').notNull().default(0),
  pa: integer('pa').notNull().default(0),
})

export const tagClassification = problemsSchema.table(
  'tag_classification',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    /** 'ME' for the product's own tags, or a remote source. */
    oj: varchar('oj', { length: 20 }).notNull().default('ME'),
    /** Display order (ascending). */
    rank: integer('rank').notNull().default(0),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [unique('tag_classification_name_oj_key').on(t.name, t.oj)],
)

export const tag = problemsSchema.table(
  'tag',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    color: varchar('color', { length: 20 }),
    oj: varchar('oj', { length: 20 }).notNull().default('ME'),
    /** A group's own tag; null for public tags. */
    gid: integer('gid'),
    classificationId: integer('classification_id').references(() => tagClassification.id, {
      onDelete: 'set null',
    }),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [unique('tag_name_oj_gid_key').on(t.name, t.oj, t.gid).nullsNotDistinct()],
)

export const problemTag = problemsSchema.table(
  'problem_tag',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    tid: integer('tid')
      .notNull()
      .references(() => tag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.tid] }), index('problem_tag_tid_idx').on(t.tid)],
)

/**
 * One row: a number every change of problem, problem_stats, tag or problem_tag moves (a statement
 * trigger of each, so that no writer can forget it; its NOTIFY on oj_problem_list tells the embedded
 * database's process at the commit), against which a server process checks the public problem list
 * pages it keeps (problem-list.ts).
 */
export const listStamp = problemsSchema.table('list_stamp', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

/**
 * A problem's own code template for a language (HOJ's CodeTemplate, by language name: the judges'
 * languages have no stored ids). `status` false keeps the text but offers the language's own.
 */
export const codeTemplate = problemsSchema.table(
  'code_template',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 100 }).notNull(),
    code: text('code').notNull(),
    status: boolean('status').notNull().default(true),
    gmtCreate: createdAt(),
    gmtModified: modifiedAt(),
  },
  (t) => [unique('code_template_pid_language_key').on(t.pid, t.language)],
)

/** Images and files uploaded for markdown texts (statements, announcements), served by hash. */
export const markdownFile = problemsSchema.table(
  'markdown_file',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uid: text('uid').notNull(),
    /** 'img' or 'file'. */
    kind: varchar('kind', { length: 8 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** The name it was uploaded with (a file's download name). */
    name: varchar('name', { length: 255 }).notNull(),
    /** The served type (image/png, application/pdf, ...). */
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    gid: integer('gid'),
    gmtCreate: createdAt(),
  },
  (t) => [index('markdown_file_hash_idx').on(t.hash)],
)

/**
 * Special judges and interactors a judge worker compiled (sha256 of the language and the code), so
 * that a save can require a changed checker to have compiled (spec 3 §5, rule 8).
 */
export const checkerCompile = problemsSchema.table('checker_compile', {
  key: varchar('key', { length: 64 }).primaryKey(),
  compiledAt: timestamp('compiled_at', { withTimezone: true }).notNull().defaultNow(),
})
