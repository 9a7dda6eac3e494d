import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'
import type { DbHandle } from './service.ts'

export { migrate, type MigrationJournal } from './migrate.ts'
export type { DbHandle } from './service.ts'

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else the embedded PGlite kept in
 * `${dataDir}/pglite`. Fails with a StartupError saying what to do when it cannot be reached.
 */
export async function openDb(config: {
  dataDir: string
  databaseUrl?: string | undefined
}): Promise<DbHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir)
}
