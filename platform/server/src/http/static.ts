import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'

import { serveStatic } from '@hono/node-server/serve-static'
import { BASE_PATH } from '@oj/sdk'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

export interface StaticSiteOptions {
  /** The monorepo root: the shell is in shell/dist, each remote in modules/<id>/web/dist. */
  readonly repoRoot: string
  /** Ids of the enabled modules: only their remotes are served. */
  readonly modules: ReadonlyArray<string>
}

/** Build outputs named with a content hash never change: they may be cached for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i

function cacheControl(path: string): string {
  // a precompressed copy is cached as its file is
  const name = basename(path).replace(/\.gz$/, '')
  if (name === 'index.html' || name === 'mf-manifest.json') return 'no-cache'
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>OJ</title>
<p>The web shell is not built yet. Run <code>npm run build</code>, then reload this page.</p>
<p>The API is up under <a href="/ojapi/get-website-config">/ojapi</a>.</p>`

/**
 * The web side: `/` → `/oj/`; `/oj/remotes/<id>/*` from the enabled module's web/dist (a disabled
 * module's remote is never served); everything else under `/oj/` from shell/dist, falling back to
 * index.html for client-side routes. A production build's `.gz` beside a file is sent as it is
 * (precompressed); what has none is gzipped on the way out.
 */
export function serveStaticSite(app: Hono, options: StaticSiteOptions): void {
  const shellDir = join(options.repoRoot, 'shell', 'dist')
  const enabled = new Set(options.modules)
  const onFound = (path: string, c: Context) => void c.header('Cache-Control', cacheControl(path))

  app.get('/', (c) => c.redirect(`${BASE_PATH}/`))
  app.get(BASE_PATH, (c) => c.redirect(`${BASE_PATH}/`))
  app.use(`${BASE_PATH}/*`, compress({ encoding: 'gzip' }))

  for (const id of enabled) {
    const prefix = `${BASE_PATH}/remotes/${id}`
    const root = join(options.repoRoot, 'modules', id, 'web', 'dist')
    app.get(
      `${prefix}/*`,
      whenBuilt(root, {
        rewriteRequestPath: (path) => path.slice(prefix.length),
        onFound,
        precompressed: true,
      }),
    )
  }
  app.get(`${BASE_PATH}/remotes/*`, (c) => c.text('Not found', 404))

  app.get(
    `${BASE_PATH}/*`,
    whenBuilt(shellDir, {
      rewriteRequestPath: (path) => path.slice(BASE_PATH.length),
      onFound,
      precompressed: true,
    }),
  )
  app.get(`${BASE_PATH}/*`, async (c, next) => {
    // A missing file is a 404; any other path is a client-side route of the single-page app.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404)
    if (!existsSync(join(shellDir, 'index.html'))) {
      c.header('Cache-Control', 'no-cache')
      return c.html(NOT_BUILT)
    }
    return serveStatic({ path: join(shellDir, 'index.html'), onFound, precompressed: true })(c, next)
  })
}

/** Serves a build folder once it exists (it may be built while the server runs). */
function whenBuilt(
  root: string,
  options: Omit<Parameters<typeof serveStatic>[0] & object, 'root'>,
): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined
  return async (c, next) => {
    if (!serve) {
      if (!existsSync(root)) return next()
      serve = serveStatic({ ...options, root })
    }
    return serve(c, next)
  }
}
