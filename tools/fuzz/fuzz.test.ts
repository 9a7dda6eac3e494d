// Bad input is a 4xx, never a 5xx, and never a half-written change. Starts the platform with every
// installed module (composition.ts: modules added later are walked with no change here), takes every
// route it serves from the registered endpoint descriptors, and sends each, as an anonymous caller, a
// user and an admin, malformed bodies and queries (cases.ts; each case once, dealt out among the
// roles the route admits, after a few cases from every role). Fails on any 5xx, and on any refused
// request (4xx) that wrote a row: a trigger on every table notes each write, so the writes of each
// request are known (one that seems to write is sent again alone, to tell it from background work).
// Seeded (OJ_FUZZ_SEED), so a run is repeatable. PGlite by default; Postgres and NATS with
// DATABASE_URL / NATS_URL.
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { casesFor, type FuzzCase, seeded } from './cases.ts'

const SEED = Number(process.env['OJ_FUZZ_SEED'] ?? 20_261_125)
const USER = { username: 'fuzz_user', password: 'fuzz-user-pw' }

/**
 * Tables a refused request may write by design: the record of failed logins (the guess limit
 * counts them). Anything else that changes under a 4xx is a half-written change.
 */
const WRITTEN_ON_REFUSAL: ReadonlySet<string> = new Set(['platform.login_failures', 'platform.rate_limits'])

interface Role {
  readonly name: 'anonymous' | 'user' | 'admin'
  token: string | undefined
  readonly login?: () => Promise<string>
}

let server: TestServer

const run = async <T>(query: string): Promise<Array<T>> =>
  ((await server.db.client.execute(sql.raw(query))) as unknown as { rows: Array<T> }).rows

/**
 * Watches every table of the platform and the modules: a row trigger notes each written row's table
 * in an unlogged log (a rolled-back write leaves no note), so a request's writes are the notes it added.
 */
async function watchWrites(): Promise<void> {
  const tables = await run<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  )
  await run(`CREATE SCHEMA fuzz_watch`)
  await run(`CREATE UNLOGGED TABLE fuzz_watch.writes (id bigserial PRIMARY KEY, tbl text NOT NULL)`)
  await run(`CREATE FUNCTION fuzz_watch.note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_watch.writes (tbl) VALUES (TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME); RETURN NULL; END $$`)
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
  for (const { s, t } of tables) {
    const table = `${quote(s)}.${quote(t)}`
    await run(`CREATE TRIGGER fuzz_watch AFTER INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION fuzz_watch.note()`)
    await run(`CREATE TRIGGER fuzz_watch_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION fuzz_watch.note()`)
  }
}

let mark = 0

/** The tables written since the last call (but those a refusal may write by design). */
async function writesSince(): Promise<Array<string>> {
  const rows = await run<{ id: string; tbl: string }>(
    `SELECT id::text AS id, tbl FROM fuzz_watch.writes WHERE id > ${mark}`,
  )
  for (const r of rows) mark = Math.max(mark, Number(r.id))
  return [...new Set(rows.map((r) => r.tbl))].filter((t) => !WRITTEN_ON_REFUSAL.has(t)).sort()
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let sent = 0
let address = 0

/** Sends one case; answers the HTTP status (a stream's body is not read). */
async function send(c: FuzzCase, role: Role): Promise<number> {
  sent++
  address++
  const response = await server.request(c.path, {
    method: c.method,
    headers: {
      ...c.headers,
      ...(role.token ? { Authorization: role.token } : {}),
      // Each request from its own address, so the per-address limits do not turn the run into 429s.
      'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    ...(c.body === undefined ? {} : { body: c.body }),
    signal: AbortSignal.timeout(15_000),
  })
  await response.body?.cancel()
  return response.status
}

describe('malformed input on every route', { timeout: 600_000 }, () => {
  const roles: Array<Role> = [{ name: 'anonymous', token: undefined }]

  beforeAll(async () => {
    server = await startTestServer({ log: () => {} })
    await server.seedDemo()
    await server.createUser({ ...USER, roles: ['default_user'] })
    roles.push(
      { name: 'user', token: undefined, login: () => server.login(USER.username, USER.password) },
      { name: 'admin', token: undefined, login: () => server.login('root', TEST_ADMIN_PASSWORD) },
    )
    for (const role of roles) if (role.login) role.token = await role.login()
    await watchWrites()
    // The watch sees a write (else every 'no partial write' below would hold for nothing).
    await writesSince()
    await server.createUser({ username: 'fuzz_watch', password: 'fuzz-watch-pw' })
    expect(await writesSince()).toContain('platform.user_info')
  })
  afterAll(() => server?.close())

  it('answers 4xx, never 5xx, and writes nothing on a refusal', async () => {
    const started = Date.now()
    const random = seeded(SEED)
    const fiveHundreds: Array<string> = []
    const partialWrites: Array<string> = []
    const routes = server.routes
    expect(routes.length).toBeGreaterThan(50)
    for (const route of routes) {
      for (const method of route.methods) {
        const cases = await casesFor(route.endpoint, method, random)
        await writesSince()
        const outcomes = new Map<Role, Array<number>>(roles.map((role) => [role, []]))
        const attempt = async (c: FuzzCase, role: Role) => {
          const status = await send(c, role)
          outcomes.get(role)?.push(status)
          const where = `${status} ${role.name} ${c.method} ${c.path.slice(0, 160)} [${c.label}]`
          if (status >= 500) fiveHundreds.push(where)
          const wrote = await writesSince()
          if (status < 400 || wrote.length === 0) return
          // A background task (the judge outbox, the sweeper) may have written meanwhile: the
          // request alone, once things are quiet, must write again to count.
          await sleep(200)
          await writesSince()
          const again = await send(c, role)
          const rewrote = await writesSince()
          if (again >= 400 && rewrote.length > 0) partialWrites.push(`${where}: wrote ${rewrote.join(', ')}`)
        }
        // Every role sends the first cases. A caller the route refuses (401/403) is refused before
        // its input is read, so these show it; the other cases are dealt out among the callers the
        // route admits (each case sent once, each admitted role sending its share).
        for (const role of roles) for (const c of cases.slice(0, 4)) await attempt(c, role)
        const admitted = roles.filter((role) => !outcomes.get(role)?.every((s) => s === 401 || s === 403))
        for (const [i, c] of cases.slice(4).entries()) {
          const role = admitted[i % admitted.length]
          if (role) await attempt(c, role)
        }
        // A case may end the session (logout, a changed password): log in again for the next route.
        for (const role of roles) {
          if (role.login && outcomes.get(role)?.some((s) => s === 401)) role.token = await role.login()
        }
      }
    }
    console.log(
      `fuzz (seed ${SEED}, ${server.db.kind}): ${routes.length} routes, ${sent} requests sent, ` +
        `${fiveHundreds.length} 5xx, ${partialWrites.length} partial writes, ${Date.now() - started} ms`,
    )
    expect({ fiveHundreds, partialWrites }).toEqual({ fiveHundreds: [], partialWrites: [] })
  })
})
