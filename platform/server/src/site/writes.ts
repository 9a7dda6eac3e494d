import { dbTransaction } from '@oj/sdk/server'
import { inArray } from 'drizzle-orm'

import { siteConfig } from './tables.ts'

// Writes of the site settings. Each commits with the stamp moved (site_config's trigger), so every
// server process reads the new values on its next request.

/** Stores settings in one transaction; keys given `undefined` are left alone. */
export const writeSettings = (changes: Readonly<Record<string, unknown>>) =>
  dbTransaction(async (tx) => {
    const now = new Date()
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue
      await tx
        .insert(siteConfig)
        .values({ key, value, gmtModified: now })
        .onConflictDoUpdate({ target: siteConfig.key, set: { value, gmtModified: now } })
    }
  })

/** Forgets stored settings: they take their defaults again. */
export const removeSettings = (keys: ReadonlyArray<string>) =>
  dbTransaction(async (tx) => {
    if (keys.length > 0) await tx.delete(siteConfig).where(inArray(siteConfig.key, [...keys]))
  })
