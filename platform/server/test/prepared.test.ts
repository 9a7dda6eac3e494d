import { type DbClient, errorCauses, executePrepared } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DbHandle } from '../src/db/index.ts'
import { openTestDb } from '../src/testing/index.ts'

// The SDK's named prepared statements (executePrepared): on Postgres each connection keeps the
// statement under its name and runs it again with new values; on PGlite it runs as any statement.

const onPostgres = Boolean(process.env['DATABASE_URL'])
let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb([])
}, 60_000)
afterAll(() => handle?.close())

const transaction = <A>(f: (tx: DbClient) => Promise<A>): Promise<A> =>
  Effect.runPromise(handle.service.transaction(f))

describe('executePrepared', () => {
  it('answers as db.execute does, with each run its own values', async () => {
    const square = (n: number) => sql`select ${n}::int * ${n}::int as square, ${`n${n}`}::text as label`
    const answers = await transaction<Array<{ square: number; label: string }>>(async (tx) => {
      const out = []
      for (const n of [2, 3, 7, 3, 2, 11])
        out.push(
          ...(await executePrepared<{ square: number; label: string }>(tx, 'test.square', square(n))).rows,
        )
      return out
    })
    expect(answers).toEqual([2, 3, 7, 3, 2, 11].map((n) => ({ square: n * n, label: `n${n}` })))
  })

  it.runIf(onPostgres)('keeps the statement on the connection under its name', async () => {
    const seen = await transaction<Array<{ name: string; statement: string }>>(async (tx) => {
      await executePrepared(tx, 'test.kept', sql`select ${5}::int + 1 as six`)
      // the same connection: the transaction's
      const listed = await tx.execute(
        sql`select name, statement from pg_prepared_statements where name = 'test.kept'`,
      )
      return (listed as unknown as { rows: Array<{ name: string; statement: string }> }).rows
    })
    expect(seen).toEqual([{ name: 'test.kept', statement: 'select $1::int + 1 as six' }])
  })

  it.runIf(onPostgres)('refuses another text under a name in use, naming it', async () => {
    const run = transaction(async (tx) => {
      await executePrepared(tx, 'test.one', sql`select ${1}::int as a`)
      await executePrepared(tx, 'test.one', sql`select ${1}::int as b`)
    })
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    )
    // the driver's own message, under drizzle's and the service's wrappings
    const messages = errorCauses(error).map((e) => (e as { message?: string }).message ?? '')
    expect(messages.join('\n')).toMatch(/'test\.one' was used for a different statement/)
  })
})
