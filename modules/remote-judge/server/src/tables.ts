import { integer, pgSchema, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core'

/** The module's tables live in the Postgres schema 'remote-judge'. */
export const schema = pgSchema('remote-judge')

/** An account on a remote judge; its password sealed with OJ_REMOTE_JUDGE_KEY, never in clear. */
export const account = schema.table(
  'account',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The remote judge's id: HDU, CF, GYM, POJ, AC, SPOJ, HOJ. */
    oj: varchar('oj', { length: 20 }).notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    secret: text('secret').notNull(),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
    gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('account_oj_username_key').on(t.oj, t.username)],
)
