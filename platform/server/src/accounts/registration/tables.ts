import { index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

import { platform } from '../../db/platform-schema.ts'

/**
 * Mailed codes (register, change e-mail) and reset links: one live code per purpose and target
 * (an e-mail or a uid). Only a hash of the code is kept; using it deletes the row.
 */
export const verificationCodes = platform.table(
  'verification_codes',
  {
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code was sent to (the new address of an e-mail change). */
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses so far; the code dies after a few. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.purpose, t.target] }),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
)
