import type { ModuleDescriptor } from '@oj/sdk'
import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'

import { readWebsiteConfig } from './website-config.ts'

export { describeModules } from './modules.ts'
export { DEFAULT_WEBSITE_CONFIG, writeWebsiteConfig } from './website-config.ts'

/** The built-in site plugin: the website config and the list of enabled modules for the shell. */
export const siteModule = (descriptors: ReadonlyArray<ModuleDescriptor>) =>
  defineServerModule({
    id: 'site',
    requires: [],
    routes: (api) => {
      api.get('/get-website-config', { auth: 'anon', handler: () => readWebsiteConfig.pipe(Effect.orDie) })
      api.get('/modules', { auth: 'anon', handler: () => Effect.succeed(descriptors) })
    },
  })
