import { randomBytes } from 'node:crypto'

import pg from 'pg'

const PREFIX = 'oj_test_'
/** Migrated databases that scratch databases are copied from: `oj_tmpl_<born>_<key>`. */
const TEMPLATE_PREFIX = 'oj_tmpl_'
// Databases left by test runs that died before dropping theirs are removed after this long, and so
// are templates (a template in use is made again by the next test that needs it).
const STALE_AFTER_S = 6 * 60 * 60
// Any number that is the same in every process: it serialises the making of templates.
const TEMPLATE_LOCK = 7_305_213

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

const bornOf = (name: string, prefix: string): number =>
  parseInt(name.slice(prefix.length).split('_')[0] ?? '', 36)

async function sweepStale(client: pg.Client): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%' OR datname LIKE '${TEMPLATE_PREFIX}%'`,
  )
  for (const { datname } of rows) {
    const prefix = datname.startsWith(TEMPLATE_PREFIX) ? TEMPLATE_PREFIX : PREFIX
    const born = bornOf(datname, prefix)
    if (Number.isFinite(born) && now - born > STALE_AFTER_S) await dropDatabase(client, datname)
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`ALTER DATABASE ${quote(name)} IS_TEMPLATE false`).catch(() => undefined)
  await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`).catch(() => undefined)
}

const urlOf = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The name of a template database on the server of `baseUrl` that `fill` has made ready, for this
 * `key` (say, a hash of the migrations it applies): made once per key and server, by whichever process
 * asks first, while the others wait; later runs find it. A scratch database copied from it
 * (createScratchDatabase's `template`) costs a file copy instead of running every migration again.
 */
export async function migratedTemplate(
  baseUrl: string,
  key: string,
  fill: (url: string) => Promise<void>,
): Promise<string> {
  return withAdmin(baseUrl, async (client) => {
    await client.query(`SET lock_timeout = '300s'`)
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK])
    try {
      const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
        `SELECT datname, datistemplate FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC`,
        [`${TEMPLATE_PREFIX}%\\_${key}`],
      )
      const ready = rows.find((r) => r.datistemplate)
      if (ready) return ready.datname
      // one left half made by a process that died while making it
      for (const r of rows) await dropDatabase(client, r.datname)
      const name = `${TEMPLATE_PREFIX}${Math.floor(Date.now() / 1000).toString(36)}_${key}`
      await client.query(`CREATE DATABASE ${quote(name)}`)
      try {
        await fill(urlOf(baseUrl, name))
        await client.query(`ALTER DATABASE ${quote(name)} IS_TEMPLATE true`)
      } catch (error) {
        await dropDatabase(client, name)
        throw error
      }
      return name
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined)
    }
  })
}

let swept = false

/**
 * Creates a database named `oj_test_<time>_<random>` on the server of `baseUrl`, empty or a copy of
 * `template`, and answers its URL. Fails with the driver's error (code 42501) when the user may not
 * create databases.
 */
export async function createScratchDatabase(baseUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `${PREFIX}${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(5).toString('hex')}`
  await withAdmin(baseUrl, async (client) => {
    if (!swept) {
      swept = true
      await sweepStale(client)
    }
    await client.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`)
  })
  return {
    url: urlOf(baseUrl, name),
    drop: () => withAdmin(baseUrl, (client) => dropDatabase(client, name)),
  }
}
