import { index, integer, text, timestamp } from 'drizzle-orm/pg-core'

import { platform } from '../../db/platform-schema.ts'

/**
 * One-shot challenges: image captchas, slide puzzles and the proofs a solved puzzle gives. Each row
 * is deleted by the check that reads it, right or wrong.
 */
export const challenges = platform.table(
  'challenges',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('challenges_expires_idx').on(t.expiresAt)],
)

/** Fixed-window request counters of the rate limits (bucket = rule + IP or account). */
export const rateLimits = platform.table(
  'rate_limits',
  {
    bucket: text('bucket').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
)
