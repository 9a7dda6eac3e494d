import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { DbClient } from '@oj/sdk/server'
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle } from 'drizzle-orm/node-postgres'
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core'

import { StartupError } from '../startup-error.ts'
import { type DbHandle, driverOf } from './service.ts'

/** A module's drizzle-kit migrations: `folder` holds the SQL files and `meta/_journal.json`. */
export interface MigrationJournal {
  readonly id: string
  readonly folder: string
}

// Any number that is the same in every process: it serialises servers migrating one database.
const MIGRATION_LOCK = 7_305_211

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * drizzle-kit writes `CREATE SCHEMA "x"` for a module's pgSchema, but the migrator has already made
 * that schema to hold the module's journal table: make the statement tolerate it.
 */
const tolerateSchema = (statement: string) =>
  statement.replace(/^(\s*)CREATE SCHEMA (?!IF NOT EXISTS)/i, '$1CREATE SCHEMA IF NOT EXISTS ')

function readJournal(journal: MigrationJournal): { tags: string[]; metas: MigrationMeta[] } {
  try {
    const file = JSON.parse(readFileSync(join(journal.folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: ReadonlyArray<{ tag: string }>
    }
    const metas = readMigrationFiles({ migrationsFolder: journal.folder })
    return {
      tags: file.entries.map((entry) => entry.tag),
      metas: metas.map((meta) => ({ ...meta, sql: meta.sql.map(tolerateSchema) })),
    }
  } catch (error) {
    throw new StartupError(
      `Cannot read the migrations of module "${journal.id}" in ${journal.folder}: ${message(error)}`,
    )
  }
}

async function migrateOne(client: DbClient, journal: MigrationJournal): Promise<void> {
  const { tags, metas } = readJournal(journal)
  try {
    // The session's schema generics do not matter to the migrator.
    const session = client._.session as unknown as PgSession
    await new PgDialect().migrate(metas, session, {
      migrationsFolder: journal.folder,
      migrationsSchema: journal.id,
      migrationsTable: '__migrations',
    })
  } catch (error) {
    // drizzle reports the failed statement; find the file it came from.
    const query = (error as { query?: unknown }).query
    const index = metas.findIndex((meta) => meta.sql.includes(String(query)))
    const file = index >= 0 ? join(journal.folder, `${tags[index]}.sql`) : journal.folder
    const cause = (error as { cause?: unknown }).cause
    throw new StartupError(
      `Migration of module "${journal.id}" failed in ${file}: ${message(cause ?? error)}`,
    )
  }
}

/**
 * Applies each module's pending migrations, in the order given. Each module keeps its own journal
 * table (`<id>.__migrations`), so applied migrations are skipped on the next start.
 */
export async function migrate(handle: DbHandle, journals: ReadonlyArray<MigrationJournal>): Promise<void> {
  const driver = driverOf(handle)
  if (driver.kind === 'pglite') {
    for (const journal of journals) await migrateOne(handle.service.client, journal)
    return
  }
  // One connection holds an advisory lock, so that servers starting together migrate in turn.
  const connection = await driver.pool.connect()
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    const client = drizzle({ client: connection })
    for (const journal of journals) await migrateOne(client, journal)
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    connection.release()
  }
}
