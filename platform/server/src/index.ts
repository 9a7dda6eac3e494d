// @oj/platform-server: the Hono core. Start it with `startServer(loadConfig())` (or `oj serve`).
import { installedModules } from './composition.ts'
import { loadConfig as loadConfigFrom, type LoadConfigOptions, type ServerConfig } from './config/load.ts'

export type { NewUser } from './accounts/users/users.ts'
export { createUser, ensureRootAdmin } from './accounts/users/users.ts'
export type { AppOptions } from './app.ts'
export { buildApp, moduleDescriptors, REPO_ROOT } from './app.ts'
export type { LoadConfigOptions, ServerConfig } from './config/load.ts'
export { CONFIG_FILE_NAME } from './config/load.ts'
export type { AnyServerModule } from './loader/order.ts'
export { orderModules } from './loader/order.ts'
export type { RunningServer, StartOptions } from './main.ts'
export { migrateOnly, seedDemo, startServer } from './main.ts'
export type { AppRuntime, Platform } from './runtime.ts'
export { BUILT_IN_IDS, journalsOf, openPlatform, PLATFORM_JOURNAL } from './runtime.ts'
export { StartupError } from './startup-error.ts'
export { installedModules }

/**
 * Reads the configuration from the environment and the config file; OJ_MODULES defaults to every
 * module installed in composition.ts. Throws a StartupError on an invalid value.
 */
export function loadConfig(options: Partial<LoadConfigOptions> = {}): ServerConfig {
  return loadConfigFrom({ installedModules: installedModules.map((m) => m.id), ...options })
}
