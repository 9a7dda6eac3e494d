import type { DbClient } from '@oj/sdk/server'

/**
 * A value per database client, made on first use: each server of a process (tests start several)
 * gets its own, and it goes with its client.
 */
export const perDatabase = <A>(make: (db: DbClient) => A): ((db: DbClient) => A) => {
  const values = new WeakMap<DbClient, A>()
  return (db) => {
    let value = values.get(db)
    if (value === undefined) values.set(db, (value = make(db)))
    return value
  }
}
