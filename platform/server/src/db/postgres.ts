import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { StartupError } from '../startup-error.ts'
import { type DbHandle, makeHandle } from './service.ts'

/** The URL as it may be shown: without its password. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an unparsable URL)'
  }
}

const databaseName = (url: string): string => {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || '(default)'
  } catch {
    return '(unknown)'
  }
}

const hint = (error: unknown, name: string): string => {
  const code = (error as { code?: string }).code
  if (code === '3D000') return `Create it (createdb ${name}) or point DATABASE_URL at an existing database.`
  if (code === '28P01' || code === '28000') return 'Check the user and password in DATABASE_URL.'
  return (
    'Start PostgreSQL (e.g. `pg_ctlcluster 15 main start` or `systemctl start postgresql`), ' +
    'or unset DATABASE_URL to use the embedded database.'
  )
}

// A refused connection to a name with several addresses is an AggregateError without a message.
const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  if (error.message) return error.message
  const inner = error instanceof AggregateError ? error.errors[0] : undefined
  if (inner instanceof Error && inner.message) return inner.message
  return (error as { code?: string }).code ?? 'connection failed'
}

/** PostgreSQL through a node-postgres pool; the connection is checked at once. */
export async function openPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 })
  const report = (error: Error) => console.error(`PostgreSQL (${redactUrl(url)}): ${error.message}`)
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', report)
  // Nor may one that is checked out (a transaction between two statements when the server restarts):
  // its query in flight fails on its own, but the client's 'error' event has no other listener.
  pool.on('connect', (client) => client.on('error', report))
  // pool.end() resolves once its clients are told to end, before their connections have closed; a
  // close waits for them too, so that whatever comes next (a test's DROP DATABASE … WITH (FORCE))
  // finds no session of this pool left.
  const open = new Set<unknown>()
  pool.on('connect', (client) => open.add(client))
  pool.on('remove', (client) => open.delete(client))
  const closed = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        pool.off('remove', check)
        resolve()
      }
      const check = () => open.size === 0 && done()
      const timer = setTimeout(done, 5_000)
      pool.on('remove', check)
      check()
    })
  try {
    await pool.query('SELECT 1')
  } catch (error) {
    await pool.end().catch(() => undefined)
    const name = databaseName(url)
    const reason = describeError(error)
    throw new StartupError(
      `Cannot connect to the PostgreSQL database "${name}" at ${redactUrl(url)}: ${reason}. ` +
        hint(error, name),
    )
  }
  return makeHandle({ kind: 'postgres', pool }, drizzle({ client: pool }), async () => {
    await pool.end()
    await closed()
  })
}
