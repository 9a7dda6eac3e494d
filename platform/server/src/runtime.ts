import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { installedRemoteJudges, openTestDataStore, type TestDataStore } from '@oj/platform-judge'
import { remoteBaseUrl, remoteTimeoutMs } from '@oj/sdk/judge'
import {
  Bus,
  type BusShape,
  Config,
  Db,
  Extensions,
  type ExtensionsShape,
  Files,
  type FilesShape,
  Inbox,
  Mail,
  type PlatformServices,
  RateLimits,
  RemoteJudges,
  SiteSettings,
  type SiteSettingsShape,
  Users,
} from '@oj/sdk/server'
import { Cause, Effect, Layer, ManagedRuntime } from 'effect'

import { openRateLimits } from './accounts/guards/rate-limit.ts'
import { seedRolesAndPermissions } from './accounts/roles/seed.ts'
import { accountsModule } from './accounts/routes.ts'
import { openUsers } from './accounts/users/public-profiles.ts'
import { writeRootPassword } from './accounts/users/root-password.ts'
import { ensureRootAdmin } from './accounts/users/users.ts'
import { openBus } from './bus/index.ts'
import { natsConnectOptions } from './bus/nats-auth.ts'
import type { ServerConfig } from './config/load.ts'
import { type DbHandle, migrate, type MigrationJournal, openDb } from './db/index.ts'
import { backfillMirror } from './files/backfill.ts'
import { openFiles } from './files/index.ts'
import { openExtensions } from './loader/extensions.ts'
import { type AnyServerModule, orderModules } from './loader/order.ts'
import { type Mailer, openMail, PlatformMail } from './mail/index.ts'
import { smtpSettingsReader } from './mail/settings.ts'
import { openInbox, registeredSourceTypes } from './messages/inbox.ts'
import { type ModuleFiles, startPruning } from './pruning.ts'
import { openSiteSettings, settingsChangesOf } from './site/settings.ts'
import { StartupError } from './startup-error.ts'

/** The platform's own migrations (schema `platform`: accounts, site config). */
export const PLATFORM_JOURNAL: MigrationJournal = {
  id: 'platform',
  folder: fileURLToPath(new URL('../migrations', import.meta.url)),
}
/** Plugins that are always on; modules may name them in `requires`. */
export const BUILT_IN_IDS = ['accounts', 'site'] as const

/** The migration journals of the platform and of the given modules, in start order. */
export function journalsOf(modules: ReadonlyArray<AnyServerModule>): Array<MigrationJournal> {
  return [
    PLATFORM_JOURNAL,
    ...modules.flatMap((m) => (m.migrations ? [{ id: m.id, folder: fileURLToPath(m.migrations) }] : [])),
  ]
}

/** Every service of the running platform; R is existential (each module adds its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppRuntime = ManagedRuntime.ManagedRuntime<any, unknown>

export interface Platform {
  readonly config: ServerConfig
  /** The enabled modules, in start order (requirements first). */
  readonly modules: ReadonlyArray<AnyServerModule>
  readonly db: DbHandle
  readonly bus: BusShape
  readonly files: FilesShape
  /** With NATS_URL: the object store the files are mirrored to, for judge workers elsewhere. */
  readonly testData: TestDataStore | undefined
  readonly mail: Mailer
  readonly runtime: AppRuntime
  /** The root account's password when it was generated just now. */
  readonly generatedAdminPassword: string | undefined
  /** The file (mode 0600, in the data directory) that holds it, when it was generated. */
  readonly generatedAdminPasswordFile: string | undefined
  /** Runs an effect on the runtime; rejects with the failure. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  run<A, E>(effect: Effect.Effect<A, E, any>): Promise<A>
  close(): Promise<void>
}

export interface OpenPlatformOptions {
  readonly installed: ReadonlyArray<AnyServerModule>
  /** An open database (tests); by default one is opened from the config. It is closed with the platform (also when the start fails). */
  readonly db?: DbHandle
}

/**
 * Opens everything but the HTTP listener: orders the modules, opens the database, migrates the
 * platform and the enabled modules, opens bus, files and mail, builds the shared runtime from their
 * services and the modules' layers, seeds roles and permissions, and makes sure `root` exists.
 * On any failure what was opened is closed again.
 */
export async function openPlatform(config: ServerConfig, options: OpenPlatformOptions): Promise<Platform> {
  const closers: Array<() => Promise<void>> = []
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) {
      await closer().catch((error: unknown) => console.error('[oj] while closing:', error))
    }
  }
  const given = options.db
  if (given) closers.push(() => given.close())
  try {
    const modules = orderModules({
      enabled: config.modules,
      installed: options.installed,
      builtIn: BUILT_IN_IDS,
      source: config.modulesSource,
    })
    mkdirSync(config.dataDir, { recursive: true })
    const db = given ?? (await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }))
    if (!given) closers.push(() => db.close())
    await migrate(db, journalsOf(modules))
    const bus = await openBus({
      natsUrl: config.natsUrl,
      name: 'oj-server',
      natsAuth: config.natsAuth,
      natsNamespace: config.natsNamespace,
    })
    closers.push(() => bus.close())
    const testData = config.natsUrl
      ? await openTestDataStore(config.natsUrl, 'oj-server-files', natsConnectOptions(config.natsAuth))
      : undefined
    let closing = false
    if (testData)
      closers.push(async () => {
        closing = true
        await testData.close()
      })
    const filesDir = join(config.dataDir, 'files')
    const files = openFiles(filesDir, testData ? { mirror: testData.put } : {})
    // Files stored before NATS was configured reach the remote judges too, in the background.
    if (testData)
      void backfillMirror(
        filesDir,
        testData.put,
        (m) => console.error(`[oj] ${m}`),
        () => closing,
      )
    const siteSettings = openSiteSettings(db.service, settingsChangesOf(db))
    const mail = openMail({
      dataDir: config.dataDir,
      ...config.mail,
      settings: smtpSettingsReader(siteSettings),
    })
    const extensions = openExtensions()
    const runtime = await startRuntime({ db, bus, files, mail, siteSettings, config, extensions }, modules)
    closers.push(() => runtime.dispose())
    const run: Platform['run'] = (effect) => runtime.runPromise(effect)
    await extensions.fill(modules, run)

    await run(seedRolesAndPermissions(modules.flatMap((m) => m.permissions ?? [])))
    const root = await ensureRootAdmin(db.service.client, config.adminPassword)
    const passwordFile = root.password ? writeRootPassword(config.dataDir, root.password) : undefined
    // Tables and folders that only grow are pruned now and every hour while the platform is open.
    const pruning = startPruning(db.service.client, config.dataDir, {
      moduleFiles: () => installedFiles(options.installed, run),
    })
    closers.push(() => pruning.stop())
    return {
      config,
      modules,
      db,
      bus,
      files,
      testData,
      mail,
      runtime,
      generatedAdminPassword: root.password,
      generatedAdminPasswordFile: passwordFile,
      run,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * What every installed module's data names in Files (enabled or not: a disabled module keeps its
 * data). Unknown while one does not say, or cannot (its tables missing, its database down).
 */
async function installedFiles(
  installed: ReadonlyArray<AnyServerModule>,
  run: Platform['run'],
): Promise<ModuleFiles> {
  const silent = installed.filter((m) => !m.filesInUse).map((m) => m.id)
  if (silent.length > 0) return { unknown: `modules that do not list their files: ${silent.join(', ')}` }
  const hashes = new Set<string>()
  for (const module of installed) {
    try {
      for (const hash of await run(module.filesInUse as Effect.Effect<Iterable<string>, unknown>))
        hashes.add(hash)
    } catch (error) {
      return { unknown: `module '${module.id}' could not list its files: ${String(error)}` }
    }
  }
  return { hashes }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ModuleLayer = Layer.Layer<any, unknown, PlatformServices>

interface Services {
  readonly db: DbHandle
  readonly bus: BusShape
  readonly files: FilesShape
  readonly mail: Mailer
  readonly siteSettings: SiteSettingsShape
  readonly config: ServerConfig
  readonly extensions: ExtensionsShape
}

/** The installed remote judges and where this server reaches them (the environment may point them elsewhere). */
const remoteJudgeSites = () => ({
  sites: installedRemoteJudges.map((judge) => ({
    judge,
    baseUrl: remoteBaseUrl(judge),
    timeoutMs: remoteTimeoutMs(),
  })),
})

/** Builds the shared runtime now, so that a module whose layer fails stops the start, by name. */
async function startRuntime(
  services: Services,
  modules: ReadonlyArray<AnyServerModule>,
): Promise<AppRuntime> {
  const platform = Layer.mergeAll(
    Layer.succeed(Db, services.db.service),
    Layer.succeed(Bus, services.bus),
    Layer.succeed(Files, services.files),
    Layer.succeed(Mail, services.mail),
    Layer.succeed(PlatformMail, services.mail),
    Layer.succeed(Config, services.config),
    Layer.succeed(SiteSettings, services.siteSettings),
    Layer.succeed(Inbox, openInbox(services.db.service, registeredSourceTypes(modules))),
    Layer.succeed(Users, openUsers(services.db.service)),
    Layer.succeed(RateLimits, openRateLimits(services.db.service)),
    Layer.succeed(Extensions, services.extensions),
    Layer.succeed(RemoteJudges, remoteJudgeSites()),
  )
  let failed: { id: string; cause: Cause.Cause<unknown> } | undefined
  const moduleLayers = [accountsModule as AnyServerModule, ...modules].flatMap((m) =>
    m.layer
      ? [
          Layer.tapCause(m.layer as ModuleLayer, (cause) =>
            Effect.sync(() => {
              failed ??= { id: m.id, cause }
            }),
          ),
        ]
      : [],
  )
  const [first, ...rest] = moduleLayers
  const layer = first ? Layer.mergeAll(first, ...rest).pipe(Layer.provideMerge(platform)) : platform
  const runtime: AppRuntime = ManagedRuntime.make(layer as Layer.Layer<unknown, unknown>)
  try {
    await runtime.context()
  } catch (error) {
    await runtime.dispose()
    if (failed) {
      throw new StartupError(`module '${failed.id}' failed to start:\n${Cause.pretty(failed.cause)}`)
    }
    throw error
  }
  return runtime
}
