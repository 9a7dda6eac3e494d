import { readFileSync } from 'node:fs'
import {
  availableParallelism,
  cpus,
  freemem,
  hostname,
  loadavg,
  platform,
  release,
  totalmem,
  uptime,
} from 'node:os'
import { join } from 'node:path'

import { badRequest, Bus, Config, Db, dbQuery } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { Effect } from 'effect'

/** 'nn.nn%' as HOJ's dashboard shows a load. */
const percent = (fraction: number) => `${(Math.min(Math.max(fraction, 0), 1) * 100).toFixed(2)}%`

const PLATFORM_VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version

/** A connection address without its password (and user, for NATS), as a page may show it. */
const redactUrl = (url: string) => {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unreadable address)'
  }
}

/** The database server's own version string (PGlite answers its Postgres version too). */
const databaseVersion = dbQuery(async (db) => {
  const result = await db.execute(sql`select version() as v`)
  return String((result as unknown as { rows: Array<{ v: unknown }> }).rows[0]?.v ?? '')
}).pipe(Effect.orElseSucceed(() => 'unknown'))

/** GET /admin/config/get-service-info: this server's machine and process, and its parts' versions. */
export const serviceInfo = (port: number) =>
  Effect.gen(function* () {
    const db = yield* Db
    const bus = yield* Bus
    const cores = availableParallelism()
    const memory = process.memoryUsage()
    const database = yield* databaseVersion
    return {
      backupCores: cores,
      backupPercentCpuLoad: percent((loadavg()[0] ?? 0) / cores),
      backupPercentMemoryLoad: percent(1 - freemem() / totalmem()),
      backupService: [
        {
          serviceId: 'oj-server',
          host: hostname(),
          port,
          secure: false,
          metadata: { 'nacos.healthy': 'true' },
        },
      ],
      // HOJ's registry; ours is this server, which is up when it answers.
      nacos: { status: 'UP' },
      machine: {
        hostname: hostname(),
        os: `${platform()} ${release()}`,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        loadAverage: loadavg(),
        memoryTotal: totalmem(),
        memoryFree: freemem(),
        uptimeSeconds: Math.round(uptime()),
      },
      process: {
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
      },
      versions: {
        platform: PLATFORM_VERSION,
        node: process.version,
        database: db.kind === 'pglite' ? `PGlite (${database})` : database,
        bus: bus.kind === 'nats' ? 'NATS JetStream' : 'in-process',
      },
    }
  })

/**
 * GET /admin/config/get-db-and-redis-config: the database as it is (its password never sent) and no
 * Redis: this platform keeps no cache server, so HOJ's Redis fields are null.
 */
export const dbConfig = Effect.gen(function* () {
  const db = yield* Db
  const config = yield* Config
  const bus = yield* Bus
  const sizeBytes = yield* dbQuery(async (client) => {
    const result = await client.execute(sql`select pg_database_size(current_database()) as n`)
    return Number((result as unknown as { rows: Array<{ n: unknown }> }).rows[0]?.n)
  }).pipe(
    Effect.map((n) => (Number.isFinite(n) ? n : null)),
    Effect.orElseSucceed(() => null),
  )
  const version = yield* databaseVersion
  const url = db.kind === 'postgres' && config.databaseUrl ? safeUrl(config.databaseUrl) : undefined
  return {
    dbName: url ? decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres' : 'postgres',
    dbHost: url ? url.hostname || 'localhost' : null,
    dbPort: url ? Number(url.port || 5432) : null,
    dbUsername: url ? decodeURIComponent(url.username) || null : null,
    dbPassword: url?.password ? '' : null,
    redisHost: null,
    redisPort: null,
    redisPassword: null,
    database: {
      kind: db.kind,
      version,
      location: url ? redactUrl(config.databaseUrl as string) : join(config.dataDir, 'pglite'),
      sizeBytes,
    },
    cache: 'none' as const,
    bus: { kind: bus.kind, location: bus.kind === 'nats' && config.natsUrl ? redactUrl(config.natsUrl) : '' },
  }
})

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** PUT /admin/config/set-db-and-redis-config: refused, truthfully. */
export const setDbConfig = () =>
  badRequest(
    'admin.db.fixed',
    'The database is chosen where the server starts (DATABASE_URL, or the embedded PGlite); it cannot be changed here, and there is no Redis',
  )
