import { fileURLToPath } from 'node:url'

// Tests only: the platform's test kit gives a migrated database of our own (a scratch Postgres
// database when DATABASE_URL is set, else an in-memory PGlite from a cached snapshot).
import { openTestDb } from '@oj/platform-server/testing'
import type { DbShape } from '@oj/sdk/server'

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/** A fresh database with the problems module's migrations applied, as a Db service. */
export async function openProblemsDb(): Promise<{ service: DbShape; close: () => Promise<void> }> {
  const handle = await openTestDb([{ id: 'problems', folder: migrationsFolder }])
  return { service: handle.service, close: () => handle.close() }
}
