import { randomBytes } from 'node:crypto'

import pg from 'pg'

const PREFIX = 'oj_test_'
// Databases left by test runs that died before dropping theirs are removed after this long.
const STALE_AFTER_S = 6 * 60 * 60

export interface ScratchDatabase {
  readonly url: string
  drop(): Promise<void>
}

async function withAdmin<A>(baseUrl: string, f: (client: pg.Client) => Promise<A>): Promise<A> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

async function sweepStale(client: pg.Client): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  )
  for (const { datname } of rows) {
    const born = parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36)
    if (Number.isFinite(born) && now - born > STALE_AFTER_S) {
      await client.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`).catch(() => undefined)
    }
  }
}

let swept = false

/**
 * Creates an empty database named `oj_test_<time>_<random>` on the server of `baseUrl` and answers
 * its URL. Fails with the driver's error (code 42501) when the user may not create databases.
 */
export async function createScratchDatabase(baseUrl: string): Promise<ScratchDatabase> {
  const name = `${PREFIX}${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(5).toString('hex')}`
  await withAdmin(baseUrl, async (client) => {
    if (!swept) {
      swept = true
      await sweepStale(client)
    }
    await client.query(`CREATE DATABASE ${quote(name)}`)
  })
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(baseUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`)
      }),
  }
}
