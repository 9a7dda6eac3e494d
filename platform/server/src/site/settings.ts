import type { DbClient, DbShape, SiteSettingsShape } from '@oj/sdk/server'
import { Effect } from 'effect'

import { type DbHandle, driverOf } from '../db/service.ts'
import { siteConfig, siteConfigStamp } from './tables.ts'

interface Snapshot {
  readonly version: number
  readonly values: ReadonlyMap<string, unknown>
}

/**
 * The stamp: one indexed row of one column, the only read a request makes while the settings stay
 * as they were. Prepared once per database client.
 */
const prepareStamp = (client: DbClient) =>
  client.select({ version: siteConfigStamp.version }).from(siteConfigStamp).prepare('oj_site_config_stamp')
const stamps = new WeakMap<DbClient, ReturnType<typeof prepareStamp>>()
const stampQuery = (client: DbClient) => {
  let query = stamps.get(client)
  if (!query) stamps.set(client, (query = prepareStamp(client)))
  return query
}

/** Where every committed change of site_config is told (the trigger's NOTIFY on this channel). */
const SITE_CONFIG_CHANNEL = 'oj_site_config'

/**
 * Tells of every committed change of site_config, before the query that committed it answers, to a
 * process that sees every write: the embedded database's (one process per data directory). Postgres
 * is shared by other processes, whose changes a listener would hear only a moment later: none there.
 */
export interface SettingsChanges {
  listen(changed: () => void): Promise<void>
}

export function settingsChangesOf(handle: DbHandle): SettingsChanges | undefined {
  const driver = driverOf(handle)
  if (driver.kind !== 'pglite') return undefined
  // PGlite calls the listeners from the reply of the committing query, before that query resolves.
  return { listen: async (changed) => void (await driver.pglite.listen(SITE_CONFIG_CHANNEL, changed)) }
}

/**
 * The SiteSettings service over the platform's `site_config` table, cached per process. Each read
 * asks the stamp (a trigger moves it in the same transaction as any change of the table, whoever
 * writes), and reads the table again only when it moved: a change is seen by the next request of
 * every server process, for one small indexed read per request. With `changes` (the embedded
 * database) not even that: the cache holds until a change is told.
 */
export function openSiteSettings(db: DbShape, changes?: SettingsChanges): SiteSettingsShape {
  let cached: Snapshot | undefined
  // Moved by every change told: a read that began before a change does not keep what it read.
  let told = 0
  let listening = false
  if (changes)
    void changes
      .listen(() => {
        told += 1
        cached = undefined
      })
      .then(
        () => {
          // What was read before the listener was in place may be older than it: read again once.
          told += 1
          cached = undefined
          listening = true
        },
        (error: unknown) =>
          console.error('[oj] site settings: not told of changes, reading the stamp:', error),
      )
  const load = db.use(async (client) => {
    const began = told
    const [stamp] = await stampQuery(client).execute()
    const version = Number(stamp?.version ?? 0)
    if (cached && cached.version === version) return cached.values
    // Read after the stamp: the rows are at least as new as it, so keeping them under it is safe
    // (a change in between only makes the next read load them again).
    const rows = await client.select({ key: siteConfig.key, value: siteConfig.value }).from(siteConfig)
    const values = new Map(rows.map((row) => [row.key, row.value as unknown]))
    if (began === told) cached = { version, values }
    return values
  })
  const current = Effect.suspend(() => (listening && cached ? Effect.succeed(cached.values) : load))
  return {
    get: (key) => Effect.map(current, (values) => values.get(key)),
    all: () => current,
  }
}
