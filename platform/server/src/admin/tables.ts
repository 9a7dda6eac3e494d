import { customType, text, timestamp } from 'drizzle-orm/pg-core'

import { platform } from '../db/platform-schema.ts'

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/**
 * The lists of generated accounts waiting for their download (HOJ keeps them 30 minutes in Redis):
 * sealed with a key that only the download link holds, so the rows tell nothing without it.
 */
export const generatedAccounts = platform.table('generated_accounts', {
  id: text('id').primaryKey(),
  sealed: bytea('sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
