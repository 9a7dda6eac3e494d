import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { DbError } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect, Exit } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'

import { StartupError } from '../startup-error.ts'
import { createScratchDatabase, type ScratchDatabase } from '../testing/postgres-scratch.ts'
import { type DbHandle, migrate, openDb } from './index.ts'
import { brokenJournal, notes, sampleJournal } from './test-fixtures/schema.ts'

const databaseUrl = process.env['DATABASE_URL']
const dirs: string[] = []
const scratches: ScratchDatabase[] = []
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  for (const scratch of scratches) await scratch.drop()
})

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-db-'))
  dirs.push(dir)
  return join(dir, 'nested', 'data')
}

type Rows = { rows: Array<Record<string, unknown>> }
const rows = async (handle: DbHandle, query: ReturnType<typeof sql.raw>) =>
  ((await handle.service.client.execute(query)) as Rows).rows

const count = async (handle: DbHandle, table: string) =>
  (await rows(handle, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.['n']

/** The same behaviour from both drivers; `place` opens the same database again each time. */
function dbContract(name: string, place: () => Promise<() => Promise<DbHandle>>) {
  describe(name, { timeout: 60_000 }, () => {
    it('migrates once, keeps the data, and migrating again changes nothing', async () => {
      const open = await place()
      const first = await open()
      await migrate(first, [sampleJournal])
      await first.service.client.insert(notes).values({ body: 'hello' })
      await first.close()

      const second = await open()
      await migrate(second, [sampleJournal])
      await migrate(second, [sampleJournal])
      expect(await count(second, 'sample.__migrations')).toBe(2)
      const rows = await second.service.client.select().from(notes)
      expect(rows).toEqual([{ id: 1, body: 'hello', author: 'anonymous' }])
      await second.close()
    })

    it('rolls a failed transaction back entirely and maps the failure to DbError', async () => {
      const handle = await (await place())()
      await migrate(handle, [sampleJournal])
      const exit = await Effect.runPromiseExit(
        handle.service.transaction(async (tx) => {
          await tx.insert(notes).values({ body: 'written then undone' })
          throw new Error('boom')
        }),
      )
      expect(Exit.isFailure(exit)).toBe(true)
      expect(exit.pipe(Exit.findErrorOption)).toMatchObject({ value: expect.any(DbError) })
      expect(await count(handle, 'sample.notes')).toBe(0)

      const ok = await Effect.runPromise(
        handle.service.transaction((tx) => tx.insert(notes).values({ body: 'kept' }).returning()),
      )
      expect(ok[0]?.body).toBe('kept')
      const failed = await Effect.runPromiseExit(
        handle.service.use((db) => db.execute(sql`SELECT * FROM sample.missing`)),
      )
      expect(failed.pipe(Exit.findErrorOption)).toMatchObject({ value: expect.any(DbError) })
      await handle.close()
    })

    it('names the module and the file of a failed migration, and applies none of its batch', async () => {
      const handle = await (await place())()
      const failure = await migrate(handle, [sampleJournal, brokenJournal]).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(StartupError)
      expect((failure as Error).message).toMatch(/module "broken" failed in .*0001_typo\.sql: .*thingz/)
      expect(await count(handle, 'sample.notes')).toBe(0)
      const things = await rows(handle, sql`SELECT to_regclass('broken.things') AS t`)
      expect(things[0]?.['t']).toBeNull()
      await handle.close()
    })
  })
}

dbContract('openDb on PGlite', async () => {
  const dataDir = tempDir()
  return () => openDb({ dataDir })
})

describe('openDb on PGlite, one process per data directory', { timeout: 60_000 }, () => {
  it('refuses a second open of the same directory until the first is closed', async () => {
    const dataDir = tempDir()
    const first = await openDb({ dataDir })
    const second = await openDb({ dataDir }).catch((e: unknown) => e)
    expect(second).toBeInstanceOf(StartupError)
    expect((second as Error).message).toMatch(/in use: this process already has it open/)
    await first.close()
    const again = await openDb({ dataDir })
    expect(again.service.kind).toBe('pglite')
    await again.close()
  })

  it('names another live process holding the directory, and takes over a lock left by a dead one', async () => {
    const dataDir = tempDir()
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.ppid))
    const failure = await openDb({ dataDir }).catch((e: unknown) => e)
    expect((failure as Error).message).toContain(`in use: process ${process.ppid} has it open`)
    writeFileSync(join(dataDir, 'pglite.lock'), '2147483646')
    const handle = await openDb({ dataDir })
    await handle.close()
  })
})

describe('openDb on an unreachable PostgreSQL', () => {
  it('says which database, where, and what to do, without the password', async () => {
    const url = 'postgres://someone:s3cret@127.0.0.1:9/judge'
    const failure = await openDb({ dataDir: tempDir(), databaseUrl: url }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(StartupError)
    const message = (failure as Error).message
    expect(message).toContain('"judge"')
    expect(message).toContain('127.0.0.1:9')
    expect(message).toContain('pg_ctlcluster')
    expect(message).toContain('unset DATABASE_URL')
    expect(message).not.toContain('s3cret')
  })
})

describe.skipIf(!databaseUrl)('openDb on PostgreSQL (DATABASE_URL)', () => {
  dbContract('node-postgres', async () => {
    const scratch = await createScratchDatabase(databaseUrl ?? '')
    scratches.push(scratch)
    return () => openDb({ dataDir: tempDir(), databaseUrl: scratch.url })
  })

  it('tells a missing database apart', async () => {
    const url = new URL(databaseUrl ?? '')
    url.pathname = '/oj_no_such_database'
    const failure = await openDb({ dataDir: tempDir(), databaseUrl: url.toString() }).catch((e: unknown) => e)
    expect((failure as Error).message).toMatch(/"oj_no_such_database".*createdb oj_no_such_database/)
  })
})
