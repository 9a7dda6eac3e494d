import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { notes, sampleJournal } from '../db/test-fixtures/schema.ts'
import { openTestDb } from './db.ts'
import { journalsKey } from './journals-key.ts'
import { migratedTemplate } from './postgres-scratch.ts'

const databaseUrl = process.env['DATABASE_URL']
const where = databaseUrl ? 'a scratch PostgreSQL database' : 'an in-memory PGlite'

type Handle = Awaited<ReturnType<typeof openTestDb>>
const rows = async (handle: Handle, query: ReturnType<typeof sql>) =>
  ((await handle.service.client.execute(query)) as { rows: Array<Record<string, unknown>> }).rows

const currentDatabase = async (handle: Handle) =>
  (await rows(handle, sql`SELECT current_database() AS name`))[0]?.['name']

describe(`openTestDb on ${where}`, { timeout: 60_000 }, () => {
  it('gives each call a migrated database of its own', async () => {
    const [a, b] = await Promise.all([openTestDb([sampleJournal]), openTestDb([sampleJournal])])
    await a.service.client.insert(notes).values({ body: 'only in a' })
    expect(await a.service.client.select().from(notes)).toHaveLength(1)
    expect(await b.service.client.select().from(notes)).toHaveLength(0)
    await Promise.all([a.close(), b.close()])

    const started = Date.now()
    const c = await openTestDb([sampleJournal])
    // The second and later ones come from the snapshot (or a CREATE DATABASE): well under PGlite's init.
    expect(Date.now() - started).toBeLessThan(2_500)
    expect(await c.service.client.select().from(notes)).toHaveLength(0)
    await c.close()
  })

  it.skipIf(!databaseUrl)('drops its database on close', async () => {
    const handle = await openTestDb([sampleJournal])
    const name = await currentDatabase(handle)
    expect(name).toMatch(/^oj_test_/)
    await handle.close()
    const check = await openTestDb([])
    expect(await rows(check, sql`SELECT 1 FROM pg_database WHERE datname = ${name}`)).toHaveLength(0)
    await check.close()
  })

  it.skipIf(!databaseUrl)('falls back to the shared database one test at a time', async () => {
    const first = await openTestDb([sampleJournal], { isolation: 'shared' })
    expect(await currentDatabase(first)).toBe(new URL(databaseUrl ?? '').pathname.slice(1))
    await first.service.client.insert(notes).values({ body: 'left behind' })
    let secondOpened = false
    const second = openTestDb([sampleJournal], { isolation: 'shared' }).then((handle) => {
      secondOpened = true
      return handle
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(secondOpened).toBe(false)
    await first.close()
    const handle = await second
    expect(await handle.service.client.select().from(notes)).toHaveLength(0)
    await handle.close()
  })

  it.skipIf(!databaseUrl)('copies each database from one migrated template of its migrations', async () => {
    const key = journalsKey([sampleJournal], 'postgres-template-1')
    const a = await openTestDb([sampleJournal])
    const templates = await rows(
      a,
      sql`SELECT datname FROM pg_database WHERE datistemplate AND datname LIKE ${`oj_tmpl_%\\_${key}`}`,
    )
    expect(templates).toHaveLength(1)
    // the copy has the template's migrated tables, and only its own rows
    await a.service.client.insert(notes).values({ body: 'only in a' })
    const b = await openTestDb([sampleJournal])
    expect(await b.service.client.select().from(notes)).toHaveLength(0)
    await Promise.all([a.close(), b.close()])
  })

  it.skipIf(!databaseUrl)('makes a template again where one was left half made', async () => {
    const url = databaseUrl ?? ''
    const key = `halfmade${Date.now().toString(36)}`
    let fills = 0
    const fill = async () => {
      fills++
    }
    const first = await migratedTemplate(url, key, fill)
    // a process that died while making it leaves it without the template flag
    const check = await openTestDb([])
    await check.service.client.execute(sql.raw(`ALTER DATABASE "${first}" IS_TEMPLATE false`))
    const second = await migratedTemplate(url, key, fill)
    expect(fills).toBe(2)
    expect(await migratedTemplate(url, key, fill)).toBe(second)
    expect(fills).toBe(2)
    expect(await rows(check, sql`SELECT 1 FROM pg_database WHERE datname = ${first}`)).toHaveLength(
      first === second ? 1 : 0,
    )
    await check.service.client.execute(sql.raw(`ALTER DATABASE "${second}" IS_TEMPLATE false`))
    await check.service.client.execute(sql.raw(`DROP DATABASE "${second}" WITH (FORCE)`))
    await check.close()
  })
})
