// The floors of first-load.ts: two bundles built in the run that measures the pages, with the
// @rspack/core JS API, production and minified, the browser targets of our config:
// - architecture: an entry that only mounts an empty React 19 root as a single-spa application, behind
//   the Module Federation host runtime (`@module-federation/enhanced/rspack`, react and react-dom
//   shared as the shell shares them, the same federation options). Any page of this architecture
//   loads at least this.
// - monaco: an entry that imports only `monaco-editor/esm/vs/editor/editor.api` (the package exports
//   it as `monaco-editor/editor/editor.api.js`), the editor core with no language and no
//   contribution, and creates an editor. Monaco's part of a page is at least this.
// Each is served from its own folder by `serveFolder`, and first-load.ts measures it in the same
// Chromium as the pages.
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { type Configuration, rspack } from '@rspack/core'

const repo = resolve(import.meta.dirname, '..', '..')

/** What the floors take from the repository's rspack config factory (the root rspack.config.ts). */
interface RootConfig {
  readonly TARGETS: ReadonlyArray<string>
  readonly sharedConfig: (dir: string) => Record<string, { singleton: true; requiredVersion: string | false }>
}
// The root config is no package: it is loaded by path, as tiny-remote.ts's generated configs do.
const { sharedConfig, TARGETS } = (await import(
  pathToFileURL(join(repo, 'rspack.config.ts')).href
)) as RootConfig

/** What the floors' pages show once their JavaScript has run (first-load.ts waits for it). */
export const FLOOR_READY = {
  architecture: '[data-floor="mounted"]',
  monaco: '.monaco-editor .view-lines',
} as const

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body><div id="root" style="width:600px;height:300px"></div></body></html>`

const SOURCES = {
  architecture: {
    'index.js': `import('./bootstrap.js')\n`,
    'bootstrap.js': [
      `import { createElement } from 'react'`,
      `import { createRoot } from 'react-dom/client'`,
      `import { registerApplication, start } from 'single-spa'`,
      `let root`,
      `registerApplication({`,
      `  name: 'floor',`,
      `  app: async () => ({`,
      `    bootstrap: async () => {},`,
      `    mount: async () => {`,
      `      root = createRoot(document.getElementById('root'))`,
      `      // One empty element, 1 px high, which the measurement waits for.`,
      `      root.render(createElement('div', { 'data-floor': 'mounted', style: { height: 1 } }))`,
      `    },`,
      `    unmount: async () => root.unmount(),`,
      `  }),`,
      `  activeWhen: () => true,`,
      `})`,
      `start({ urlRerouteOnly: true })`,
      ``,
    ].join('\n'),
  },
  monaco: {
    'index.js': [
      // The package's export of esm/vs/editor/editor.api.js.
      `import { editor } from 'monaco-editor/editor/editor.api.js'`,
      `editor.create(document.getElementById('root'), { value: 'int main() {}\\n' })`,
      ``,
    ].join('\n'),
  },
} as const

/** React and its sub-paths, shared as the shell shares them (rspack.config.ts). */
function reactShared() {
  const all = sharedConfig(join(repo, 'shell'))
  return Object.fromEntries(Object.entries(all).filter(([request]) => /^react(-dom)?(\/|$)/.test(request)))
}

function configOf(name: keyof typeof SOURCES, folder: string): Configuration {
  const source = join(folder, 'src')
  mkdirSync(source, { recursive: true })
  for (const [file, text] of Object.entries(SOURCES[name])) writeFileSync(join(source, file), text)
  writeFileSync(join(source, 'index.html'), HTML)
  const architecture = name === 'architecture'
  return {
    name: `floor_${name}`,
    mode: 'production',
    context: source,
    target: 'web',
    entry: { main: './index.js' },
    devtool: false,
    output: {
      path: join(folder, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.mjs', '.js', '.json'],
      modules: [join(repo, 'node_modules'), 'node_modules'],
    },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // As in our config: Monaco's `new URL(worker, import.meta.url)` is not an asset to copy.
        { test: /[\\/]node_modules[\\/]monaco-editor[\\/]/, parser: { url: false } },
        {
          test: /\.js$/,
          include: source,
          loader: 'builtin:swc-loader',
          options: { env: { targets: TARGETS } },
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      architecture &&
        new ModuleFederationPlugin({
          name: 'oj_floor',
          remotes: {},
          shared: reactShared(),
          dts: false,
          manifest: false,
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
      new rspack.HtmlRspackPlugin({ template: join(source, 'index.html'), scriptLoading: 'defer' }),
    ].filter(Boolean),
    optimization: { minimize: true },
    performance: { hints: false },
  }
}

/** Builds both floors under `work` (in parallel, one rspack call); their folders of static files. */
export async function buildFloors(work: string): Promise<Record<keyof typeof SOURCES, string>> {
  const folders = { architecture: join(work, 'architecture'), monaco: join(work, 'monaco') }
  const compiler = rspack([
    configOf('architecture', folders.architecture),
    configOf('monaco', folders.monaco),
  ])
  await new Promise<void>((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => {})
      if (error) return fail(error)
      if (stats?.hasErrors())
        return fail(new Error(`floor build failed:\n${stats.toString({ all: false, errors: true })}`))
      done()
    })
  })
  return { architecture: join(folders.architecture, 'dist'), monaco: join(folders.monaco, 'dist') }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
}

/** Serves `folder` on a free local port (index.html at /); its URL and a stop function. */
export async function serveFolder(folder: string) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = normalize(join(folder, path === '/' ? 'index.html' : path))
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    // Chromium keeps its connections alive: close them, or `close` waits for them.
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
