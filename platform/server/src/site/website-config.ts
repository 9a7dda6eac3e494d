import type { WebsiteConfig } from '@oj/sdk'
import { dbQuery, dbTransaction } from '@oj/sdk/server'
import { Effect } from 'effect'

import { siteConfig } from './tables.ts'

/**
 * What a fresh installation answers until an administrator changes it (spec 1 §3 Website config). No
 * name and no description: the web shows its own, in the reader's language, until they are set.
 */
export const DEFAULT_WEBSITE_CONFIG = {
  baseUrl: '',
  name: '',
  shortName: 'OJ',
  description: '',
  email: '',
  recordName: '© OJ',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: '/oj/introduction',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  register: true,
} satisfies Required<WebsiteConfig>

type FullConfig = typeof DEFAULT_WEBSITE_CONFIG
const KEYS = Object.keys(DEFAULT_WEBSITE_CONFIG) as ReadonlyArray<keyof FullConfig>

/** The stored settings over the defaults; stored values of the wrong type are ignored. */
export const readWebsiteConfig = Effect.gen(function* () {
  const rows = yield* dbQuery((client) => client.select().from(siteConfig))
  const config: Record<string, unknown> = { ...DEFAULT_WEBSITE_CONFIG }
  for (const { key, value } of rows) {
    if (KEYS.includes(key as keyof FullConfig) && typeof value === typeof config[key]) config[key] = value
  }
  return config as FullConfig
})

/** Stores some settings (for the admin area); unknown keys are refused by the caller's schema. */
export const writeWebsiteConfig = (changes: Partial<WebsiteConfig>) =>
  Effect.gen(function* () {
    const rows = Object.entries(changes)
      .filter(([key, value]) => KEYS.includes(key as keyof FullConfig) && value !== undefined)
      .map(([key, value]) => ({ key, value, gmtModified: new Date() }))
    if (rows.length === 0) return
    yield* dbTransaction(async (tx) => {
      for (const row of rows) {
        await tx
          .insert(siteConfig)
          .values(row)
          .onConflictDoUpdate({
            target: siteConfig.key,
            set: { value: row.value, gmtModified: row.gmtModified },
          })
      }
    })
  })
