import { desc, sql } from 'drizzle-orm'
import { boolean, index, integer, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'

import { problem, problemsSchema } from '../tables.ts'

/**
 * A user's standing on one public problem (public: cid 0, no group), kept by the verdicts that
 * touch it, so that the user's rank moves by the difference instead of being summed again.
 */
export const userProblemRank = problemsSchema.table(
  'user_problem_rank',
  {
    uid: text('uid').notNull(),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    /** Public submissions on the problem with a counted verdict. */
    tries: integer('tries').notNull().default(0),
    /** Whether one of them is counted as Accepted. */
    ac: boolean('ac').notNull().default(false),
    /** The best OI rank score of them (0 for ACM problems). */
    best: integer('best').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.uid, t.pid] })],
)

/** The general ranks: one row per user with public submissions. */
export const userRank = problemsSchema.table(
  'user_rank',
  {
    uid: text('uid').primaryKey(),
    /** Copies of the profile for searching: the latest submission's username, refreshed when shown. */
    username: varchar('username', { length: 255 }).notNull(),
    nickname: varchar('nickname', { length: 255 }),
    realname: varchar('realname', { length: 255 }),
    ac: integer('ac').notNull().default(0),
    total: integer('total').notNull().default(0),
    score: integer('score').notNull().default(0),
    gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_rank_acm_idx').on(desc(t.ac), t.total, t.uid),
    index('user_rank_oi_idx').on(desc(t.score), desc(t.ac), t.total, t.uid),
    index('user_rank_active_idx')
      .on(t.uid)
      .where(sql`${t.total} > 0`),
  ],
)
