import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ModuleDescriptor } from '@oj/sdk'
import { API_PREFIX } from '@oj/sdk'
import type { Router } from '@oj/sdk/server'
import { type Context, Hono } from 'hono'

import { absentCallsModule } from './absent-calls/index.ts'
import { accountsModule } from './accounts/routes.ts'
import { authenticate } from './accounts/sign-in/sessions.ts'
import { adminModule } from './admin/index.ts'
import { announcementsModule } from './announcements/index.ts'
import { apiDocsModule } from './api-docs/index.ts'
import { carouselModule } from './carousel/index.ts'
import type { ServerConfig } from './config/load.ts'
import { buildApi } from './http/api.ts'
import { httpMessages } from './http/catalogue.ts'
import { mergeCatalogues } from './http/messages.ts'
import { assertNoClashes, collectRoutes, type RouteEntry } from './http/router.ts'
import { API_SECURITY_HEADERS, securityHeaders } from './http/security-headers.ts'
import { serveStaticSite } from './http/static.ts'
import type { AnyServerModule } from './loader/order.ts'
import { mailModule } from './mail/routes.ts'
import { messagesModule } from './messages/index.ts'
import type { AppRuntime } from './runtime.ts'
import { describeModules, siteModule } from './site/index.ts'
import { userHomeModule } from './user-home/index.ts'

/** The monorepo root, where shell/dist and modules/<id>/web/dist are. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export interface AppOptions {
  readonly config: ServerConfig
  /** The enabled modules, in start order. */
  readonly modules: ReadonlyArray<AnyServerModule>
  readonly runtime: AppRuntime
  readonly repoRoot?: string
  /** Where defects are reported (default: console.error). */
  readonly log?: (message: string) => void
}

/** The descriptors GET /ojapi/modules answers. */
export const moduleDescriptors = (options: Pick<AppOptions, 'config' | 'modules'>): Array<ModuleDescriptor> =>
  describeModules(options.modules, options.config.remotes)

/** Every route (/ojapi and other bases), as served: the built-in plugins', then the enabled modules' (tests enumerate it). */
export function apiRoutes(options: Pick<AppOptions, 'config' | 'modules'>) {
  let routes: ReadonlyArray<RouteEntry> = []
  const plugins: ReadonlyArray<AnyServerModule> = [
    apiDocsModule(() => routes),
    accountsModule,
    adminModule(options.modules, options.config.port),
    siteModule(moduleDescriptors(options)),
    userHomeModule(options.modules),
    messagesModule,
    announcementsModule,
    carouselModule,
    mailModule,
    ...options.modules,
  ]
  const served = plugins.flatMap((m) =>
    m.routes ? collectRoutes(m.id, m.routes as (router: Router<unknown>) => void) : [],
  )
  // The calls other screens make of modules that are off answer empty, not 404.
  const absent = absentCallsModule(served)
  routes = [...served, ...collectRoutes(absent.id, absent.routes as (router: Router<unknown>) => void)]
  assertNoClashes(routes)
  return { plugins: [...plugins, absent], routes }
}

/**
 * The whole HTTP application: /ojapi (built-in plugins, then the enabled modules' routes, one
 * envelope, one auth check) and the web side (shell, enabled remotes).
 */
export function buildApp(options: AppOptions): Hono {
  const { plugins, routes } = apiRoutes(options)

  const apiOf = (base: string) =>
    buildApi({
      routes: routes.filter((r) => r.base === base),
      run: (effect) => {
        // Started at once: an effect that waits for nothing has ended when runFork returns.
        const fiber = options.runtime.runFork(effect)
        return fiber.pollUnsafe() ?? new Promise((resolve) => fiber.addObserver(resolve))
      },
      authenticate,
      catalogue: mergeCatalogues([httpMessages, ...plugins.map((m) => m.messages)]),
      checkReplies: options.config.checkReplies,
      uploadDir: join(options.config.dataDir, 'uploads'),
      trustProxy: options.config.trustProxy,
      envelope: base === API_PREFIX,
      // /ojapi answers whole, its security headers on each answer as it is made (see below).
      ...(base === API_PREFIX ? { answerHeaders: API_SECURITY_HEADERS, base } : {}),
      ...(options.log ? { log: options.log } : {}),
    })
  const site = new Hono()
  const repoRoot = options.repoRoot ?? REPO_ROOT
  site.use(
    '*',
    securityHeaders({
      indexHtml: join(repoRoot, 'shell', 'dist', 'index.html'),
      remotes: options.config.remotes,
    }),
  )
  // APIs of another shape a module serves beside HOJ's (the ICPC Contest API under /api).
  for (const base of new Set(routes.map((r) => r.base)))
    if (base !== API_PREFIX) site.route(base, apiOf(base))
  serveStaticSite(site, {
    repoRoot,
    modules: options.modules.map((m) => m.id),
  })
  // /ojapi is handed to its own app, not mounted in the site's: every call reaches its route's one
  // handler at once, without the site's middleware around it (the API's answers carry those headers
  // already) and without a chain of promises; one that waits for nothing is answered before this
  // returns, as a bare node:http server would.
  const ojapi = apiOf(API_PREFIX)
  const toApi = (c: Context) => ojapi.fetch(c.req.raw, c.env)
  const app = new Hono()
  app.all(API_PREFIX, toApi)
  app.all(`${API_PREFIX}/*`, toApi)
  app.notFound((c) => site.fetch(c.req.raw, c.env))
  return app
}
