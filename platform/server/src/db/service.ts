import type { PGlite } from '@electric-sql/pglite'
import { type DbClient, DbError, type DbShape } from '@oj/sdk/server'
import { Effect } from 'effect'
import type { Pool } from 'pg'

/** What `openDb` gives back: the Db service and a way to let the database go. */
export interface DbHandle {
  readonly service: DbShape
  close(): Promise<void>
}

/** The driver behind a handle; migrations and the test helper need it, nobody else. */
export type DbDriver =
  { readonly kind: 'pglite'; readonly pglite: PGlite } | { readonly kind: 'postgres'; readonly pool: Pool }

const drivers = new WeakMap<DbHandle, DbDriver>()

export const driverOf = (handle: DbHandle): DbDriver => {
  const driver = drivers.get(handle)
  if (!driver) throw new Error('Not a handle made by openDb')
  return driver
}

export function makeHandle(driver: DbDriver, client: DbClient, close: () => Promise<void>): DbHandle {
  const service: DbShape = {
    kind: driver.kind,
    client,
    transaction: (f) =>
      Effect.tryPromise({
        try: () => client.transaction((tx) => f(tx)),
        catch: (cause) => new DbError({ cause }),
      }),
    use: (f) =>
      Effect.tryPromise({
        try: () => f(client),
        catch: (cause) => new DbError({ cause }),
      }),
    // PGlite calls the listeners from the reply of the committing query, before that query resolves.
    ...(driver.kind === 'pglite'
      ? {
          listen: async (channel: string, told: () => void) =>
            void (await driver.pglite.listen(channel, told)),
        }
      : {}),
  }
  let closing: Promise<void> | undefined
  // Closing twice is harmless: tests and shutdown hooks may both do it.
  const handle: DbHandle = { service, close: () => (closing ??= close()) }
  drivers.set(handle, driver)
  return handle
}
