import type { AddressInfo } from 'node:net'
import { availableParallelism, hostname } from 'node:os'
import { join } from 'node:path'

import { serve } from '@hono/node-server'
import { filesOrigin, startJudge, type WorkerHandle } from '@oj/platform-judge'
import type { BusShape, DbShape } from '@oj/sdk/server'
import type { Effect } from 'effect'

import { ensureRootAdmin } from './accounts/users/users.ts'
import { apiRoutes, buildApp } from './app.ts'
import type { ServerConfig } from './config/load.ts'
import type { DbHandle } from './db/index.ts'
import type { AnyServerModule } from './loader/order.ts'
import { subscribeModules } from './loader/subscriptions.ts'
import { openPlatform, type Platform } from './runtime.ts'
import { StartupError } from './startup-error.ts'

export interface StartOptions {
  /** The installed modules; default: those of composition.ts. */
  readonly installed?: ReadonlyArray<AnyServerModule>
  /** An open database to use (tests); it is closed with the server. */
  readonly db?: DbHandle
  /** Close cleanly on SIGINT/SIGTERM, then exit (default true; tests turn it off). */
  readonly handleSignals?: boolean
  /** Where shell/dist and modules/<id>/web/dist are looked for (default: the monorepo root). */
  readonly repoRoot?: string
  /** Where defects are reported (default: console.error). */
  readonly log?: (message: string) => void
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  readonly url: string
  /**
   * The root password, when it was generated at this start: `npm start` shows it on its terminal;
   * `oj serve`, whose output goes to logs, names the file that holds it instead.
   */
  readonly adminPassword?: string
  /** The file (mode 0600) holding the generated root password. */
  readonly adminPasswordFile?: string
  /** Enabled module ids in start order. */
  readonly modules: ReadonlyArray<string>
  readonly db: DbShape
  readonly bus: BusShape
  /** The embedded judge worker (OJ_JUDGE_EMBEDDED, on by default), if it runs. */
  readonly judge: WorkerHandle | undefined
  /** Runs every enabled module's seedDemo, in start order. */
  seedDemo(): Promise<void>
  ensureRootAdmin(password?: string): Promise<{ created: boolean; password?: string }>
  close(): Promise<void>
}

const defaultInstalled = async () => (await import('./composition.ts')).installedModules

/**
 * Starts the server: database, migrations, bus, files, mail, runtime, roles and root account,
 * bus subscriptions, then the HTTP listener. Fails with a StartupError a person can act on.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const platform = await openPlatform(config, {
    installed: options.installed ?? (await defaultInstalled()),
    ...(options.db ? { db: options.db } : {}),
  })
  let judge: WorkerHandle | undefined
  try {
    const subscriptions = await subscribeModules(platform, options.log)
    judge = config.judge.embedded ? await startEmbeddedJudge(platform, options.log) : undefined
    const app = buildApp({
      config,
      modules: platform.modules,
      runtime: platform.runtime,
      ...(options.repoRoot ? { repoRoot: options.repoRoot } : {}),
      ...(options.log ? { log: options.log } : {}),
    })
    const server = await listen(app.fetch, config)
    const address = server.address() as AddressInfo
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    const worker = judge
    const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`

    let closing: Promise<void> | undefined
    const close = () =>
      (closing ??= (async () => {
        process.off('SIGINT', onSignal)
        process.off('SIGTERM', onSignal)
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Idle keep-alive connections would hold close() open.
          server.closeIdleConnections()
        })
        await worker?.close()
        await subscriptions.close()
        await platform.close()
      })())
    const onSignal = () => {
      // A close that hangs (a stuck request, a dead database) must not keep the process alive.
      setTimeout(() => process.exit(1), 10_000).unref()
      void close().finally(() => process.exit(0))
    }
    if (options.handleSignals !== false) {
      process.once('SIGINT', onSignal)
      process.once('SIGTERM', onSignal)
    }
    return {
      url,
      ...generated(platform),
      modules: platform.modules.map((m) => m.id),
      db: platform.db.service,
      bus: platform.bus,
      judge: worker,
      seedDemo: () => runSeeds(platform),
      ensureRootAdmin: (password) => ensureRootAdmin(platform.db.service.client, password),
      close,
    }
  } catch (error) {
    await judge?.close()
    await platform.close()
    throw error
  }
}

/**
 * The judge worker of the embedded default: in this process, over the server's bus (in-process,
 * or NATS beside any `oj judge` workers), reading test data from the server's own files.
 */
function startEmbeddedJudge(platform: Platform, log?: (message: string) => void): Promise<WorkerHandle> {
  const { judge, dataDir } = platform.config
  return startJudge({
    bus: platform.bus,
    origin: filesOrigin(platform.files),
    settings: {
      name: judge.name ?? `${hostname()}-${process.pid}-embedded`,
      // The server shares the machine: one slot on small machines, two from four CPUs.
      capacity: judge.capacity ?? (availableParallelism() >= 4 ? 2 : 1),
      cacheDir: judge.cacheDir ?? join(dataDir, 'judge-cache'),
      testlibDir: judge.testlibDir,
      // the database files and uploads: no judged program may see them
      protectedDirs: [dataDir],
    },
    ...(log ? { log: (message: string) => log(`[judge] ${message}`) } : {}),
  })
}

type Server = ReturnType<typeof serve> & import('node:http').Server

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: ServerConfig): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }) as Server
    server.once('listening', () => resolve(server))
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${config.host}:${config.port}`
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Port ${config.port} is in use (${where}); set PORT to another one`))
      else if (error.code === 'EADDRNOTAVAIL')
        reject(new StartupError(`Cannot listen on ${where}: no such address here; check OJ_HOST`))
      else if (error.code === 'EACCES')
        reject(new StartupError(`Not allowed to listen on ${where}; use a port above 1024`))
      else reject(error)
    })
  })
}

/** The generated root password and its file, when this start made them. */
const generated = (platform: Platform): { adminPassword?: string; adminPasswordFile?: string } =>
  platform.generatedAdminPassword && platform.generatedAdminPasswordFile
    ? {
        adminPassword: platform.generatedAdminPassword,
        adminPasswordFile: platform.generatedAdminPasswordFile,
      }
    : {}

async function runSeeds(platform: Platform): Promise<void> {
  // The built-in plugins' demo data (announcements, the welcome notice) first, then the modules'.
  for (const module of apiRoutes(platform).plugins) {
    if (!module.seedDemo) continue
    await platform.run(module.seedDemo as Effect.Effect<void, unknown>).catch((error: unknown) => {
      throw new Error(`The demo data of module '${module.id}' could not be seeded`, { cause: error })
    })
  }
}

/** Opens the platform without listening, fills every enabled module's demo data, and closes. */
export async function seedDemo(
  config: ServerConfig,
  options: Pick<StartOptions, 'installed' | 'db'> = {},
): Promise<{ adminPassword?: string; adminPasswordFile?: string }> {
  const platform = await openPlatform(config, {
    installed: options.installed ?? (await defaultInstalled()),
    ...(options.db ? { db: options.db } : {}),
  })
  try {
    await runSeeds(platform)
    return generated(platform)
  } finally {
    await platform.close()
  }
}

/** Opens the platform (which migrates it and seeds roles) and closes it again: `oj migrate`. */
export async function migrateOnly(
  config: ServerConfig,
  options: Pick<StartOptions, 'installed'> = {},
): Promise<{ adminPassword?: string; adminPasswordFile?: string }> {
  const platform = await openPlatform(config, { installed: options.installed ?? (await defaultInstalled()) })
  await platform.close()
  return generated(platform)
}
