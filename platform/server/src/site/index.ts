import type { ModuleDescriptor } from '@oj/sdk'
import { SiteApi } from '@oj/sdk/api'
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
      api.handle(SiteApi.websiteConfig, { auth: 'anon', handler: () => readWebsiteConfig })
      api.handle(SiteApi.modules, { auth: 'anon', handler: () => Effect.succeed(descriptors) })
    },
  })
