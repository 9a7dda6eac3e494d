import type { DbShape } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrate } from '../src/db/index.ts'
import { openMemoryPglite } from '../src/db/pglite.ts'
import type { DbHandle } from '../src/db/service.ts'
import { PLATFORM_JOURNAL } from '../src/runtime.ts'
import { openSiteSettings, settingsChangesOf } from '../src/site/settings.ts'

// The embedded database has one process: its SiteSettings is told of every change (the trigger's
// NOTIFY) and reads nothing while none comes, where a cache over Postgres asks the stamp each time.

let handle: DbHandle
beforeAll(async () => {
  handle = await openMemoryPglite()
  await migrate(handle, [PLATFORM_JOURNAL])
})
afterAll(() => handle?.close())

/** The database service, counting the reads made through it. */
const counting = (db: DbShape) => {
  const counter = { reads: 0 }
  const shape: DbShape = { ...db, use: (f) => db.use((client) => ((counter.reads += 1), f(client))) }
  return { shape, counter }
}
const write = (value: string) =>
  handle.service.client.execute(
    sql`insert into platform.site_config (key, value) values ('name', ${value}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  )

describe('the settings cache on the embedded database', () => {
  it('reads nothing while nothing changes, and reads a change of any writer at the next read', async () => {
    const { shape, counter } = counting(handle.service)
    const changes = settingsChangesOf(handle)
    expect(changes).toBeDefined()
    let listening!: () => void
    const ready = new Promise<void>((resolve) => (listening = resolve))
    const settings = openSiteSettings(shape, {
      listen: async (changed) => {
        await changes?.listen(changed)
        listening()
      },
    })
    const name = () => Effect.runPromise(settings.get('name'))
    await ready
    await write('"first"')
    expect(await name()).toBe('first')
    const after = counter.reads
    for (let i = 0; i < 20; i++) expect(await name()).toBe('first')
    expect(counter.reads).toBe(after)

    // An operator's SQL, not the admin screens: the trigger tells it before the statement answers.
    await write('"second"')
    expect(await name()).toBe('second')
    await handle.service.client.execute(sql`delete from platform.site_config where key = 'name'`)
    expect(await name()).toBeUndefined()
    await Effect.runPromise(
      handle.service.transaction((tx) =>
        tx.execute(sql`insert into platform.site_config (key, value) values ('name', '"third"'::jsonb)`),
      ),
    )
    expect(await name()).toBe('third')
  })

  it('without being told (Postgres), asks the stamp on every read', async () => {
    const { shape, counter } = counting(handle.service)
    const settings = openSiteSettings(shape)
    await Effect.runPromise(settings.all())
    await Effect.runPromise(settings.all())
    expect(counter.reads).toBe(2)
  })
})
