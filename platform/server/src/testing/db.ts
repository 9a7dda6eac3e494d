import pg from 'pg'

import { type DbHandle, migrate, type MigrationJournal, openDb } from '../db/index.ts'
import { openMemoryPglite } from '../db/pglite.ts'
import { driverOf, makeHandle } from '../db/service.ts'
import { journalsKey } from './journals-key.ts'
import { migratedSnapshot } from './pglite-snapshot.ts'
import { createScratchDatabase, migratedTemplate } from './postgres-scratch.ts'

const SHARED_LOCK = 7_305_212

/** With a handle on the scratch database, a close that also drops it. */
function alsoOnClose(handle: DbHandle, after: () => Promise<void>): DbHandle {
  return makeHandle(driverOf(handle), handle.service.client, async () => {
    try {
      await handle.close()
    } finally {
      await after()
    }
  })
}

// The template databases this process has found or made, by server and migrations.
const templates = new Map<string, Promise<string>>()

/** A migrated template for these journals on this server (see migratedTemplate), once per process. */
function templateFor(baseUrl: string, journals: ReadonlyArray<MigrationJournal>): Promise<string> {
  const key = journalsKey(journals, 'postgres-template-1')
  const memo = `${baseUrl}\0${key}`
  let template = templates.get(memo)
  if (!template) {
    template = migratedTemplate(baseUrl, key, async (url) => {
      const handle = await openDb({ dataDir: '', databaseUrl: url })
      try {
        await migrate(handle, journals)
      } finally {
        await handle.close()
      }
    })
    templates.set(memo, template)
    template.catch(() => templates.delete(memo))
  }
  return template
}

/**
 * A scratch database copied from a migrated template: a file copy, where running the migrations took
 * seconds per database. A template removed meanwhile (by a sweep of another run) is made again.
 */
async function openScratchPostgres(baseUrl: string, journals: ReadonlyArray<MigrationJournal>) {
  const copy = async () => createScratchDatabase(baseUrl, await templateFor(baseUrl, journals))
  const scratch = await copy().catch((error: unknown) => {
    if ((error as { code?: string }).code !== '3D000') throw error
    templates.clear()
    return copy()
  })
  const handle = alsoOnClose(await openDb({ dataDir: '', databaseUrl: scratch.url }), scratch.drop)
  // Finds every migration applied: it only reads the journal, and proves the copy is complete.
  await migrate(handle, journals).catch(async (error: unknown) => {
    await handle.close()
    throw error
  })
  return handle
}

/**
 * When the user may not create databases, tests share the DATABASE_URL database: one at a time
 * (an advisory lock held until close), each starting from freshly dropped module schemas.
 */
async function openSharedPostgres(url: string, journals: ReadonlyArray<MigrationJournal>) {
  const locker = new pg.Client({ connectionString: url })
  await locker.connect()
  const dropSchemas = async () => {
    for (const { id } of journals)
      await locker.query(`DROP SCHEMA IF EXISTS "${id.replaceAll('"', '""')}" CASCADE`)
  }
  // Leave the shared database as it was found.
  const release = () => dropSchemas().finally(() => locker.end())
  try {
    await locker.query(`SET lock_timeout = '120s'`)
    await locker.query('SELECT pg_advisory_lock($1)', [SHARED_LOCK])
    await dropSchemas()
  } catch (error) {
    await release()
    throw error
  }
  const handle = alsoOnClose(await openDb({ dataDir: '', databaseUrl: url }), release)
  await migrate(handle, journals).catch(async (error: unknown) => {
    await handle.close()
    throw error
  })
  return handle
}

let mayCreateDatabases: boolean | undefined

/**
 * A fresh, migrated database of its own for a test. With DATABASE_URL set, a new database on that
 * server, dropped on close; otherwise an in-memory PGlite restored from a cached migrated snapshot.
 * `isolation: 'shared'` forces the fallback used when the user may not create databases.
 */
export async function openTestDb(
  journals: ReadonlyArray<MigrationJournal>,
  options: { readonly isolation?: 'database' | 'shared' } = {},
): Promise<DbHandle> {
  const url = process.env['DATABASE_URL']
  if (!url) {
    const handle = await openMemoryPglite(await migratedSnapshot(journals))
    await migrate(handle, journals)
    return handle
  }
  if (options.isolation === 'shared' || mayCreateDatabases === false) return openSharedPostgres(url, journals)
  try {
    const handle = await openScratchPostgres(url, journals)
    mayCreateDatabases = true
    return handle
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error
    mayCreateDatabases = false
    return openSharedPostgres(url, journals)
  }
}
