import { type DbShape, type SiteSettingsShape } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'

import { siteConfig } from './tables.ts'

/** The SiteSettings service over the platform's `site_config` table. */
export const openSiteSettings = (db: DbShape): SiteSettingsShape => ({
  get: (key) =>
    db.use(async (client) => {
      const [row] = await client
        .select({ value: siteConfig.value })
        .from(siteConfig)
        .where(eq(siteConfig.key, key))
      return row?.value
    }),
})
