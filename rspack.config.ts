// The one rspack config factory: the shell (Module Federation host) and every module's web remote call
// `createConfig({ id, kind, dir: import.meta.dirname })` from their own rspack.config.ts. The rspack CLI
// loads these files natively under Node 22 type stripping, so only erasable TypeScript is allowed here.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { type Compiler, type Configuration, rspack, type RuleSetRule } from '@rspack/core'

export interface ConfigOptions {
  /** 'shell' for the host, the module id (e.g. 'problems') for a remote. */
  readonly id: string
  readonly kind: 'host' | 'remote'
  /** The package directory (pass `import.meta.dirname`). */
  readonly dir: string
  /** Dev-server port; defaults to 3000 for the host and 3100 for remotes. */
  readonly port?: number
  /**
   * Web workers the bundle starts (name → module request), e.g. Monaco's editor worker. They are built by
   * a second compiler without the federation plugin (a worker cannot run the federation runtime) into
   * `dist/workers/<name>.js`; see `createConfigs`.
   */
  readonly workers?: Readonly<Record<string, string>>
}

/** The folder under dist/ (and the public path) of the workers. */
export const WORKERS_FOLDER = 'workers'

/** Where the dev servers send /ojapi (and, for the host, the built remotes). */
const API_URL = process.env.OJ_API_URL ?? 'http://127.0.0.1:8080'
const ROOT = import.meta.dirname

/**
 * The shared singletons, one list for host and remotes. Sub-paths are listed on their own: sharing
 * `react-dom` does not share `react-dom/client`, and every @oj/sdk entry the web uses must be one
 * instance so that the platform context is the same object in every React root.
 */
const SHARED: ReadonlyArray<readonly [request: string, packageName: string]> = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-intl', 'react-intl'],
  // One data cache for every React root: the QueryClient the platform holds works with one copy.
  ['@tanstack/react-query', '@tanstack/react-query'],
  // Per-component entries ('@ark-ui/react/dialog') only, shared one by one, so a page loads only the
  // components it uses; the package root would bring every component (~280 KiB gzip).
  ['@ark-ui/react/', '@ark-ui/react'],
  // `effect` is not shared in the browser: a shared package cannot be tree-shaken (~260 KiB gzip),
  // and no browser state needs one Effect instance. Each bundle keeps the parts it uses. (ADR 0004)
  ['@oj/sdk', '@oj/sdk'],
  ['@oj/sdk/web', '@oj/sdk'],
  ['@oj/sdk/ui', '@oj/sdk'],
]

/** Browsers the output must run in (swc lowers syntax for them). */
const TARGETS = ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16']

export function containerName(id: string): string {
  return `oj_${id.replace(/[^A-Za-z0-9_]/g, '_')}`
}

export function publicPathOf(opts: Pick<ConfigOptions, 'id' | 'kind'>): string {
  return opts.kind === 'host' ? '/oj/' : `/oj/remotes/${opts.id}/`
}

type Deps = Readonly<Record<string, string>>

function readDeps(file: string): Deps {
  if (!existsSync(file)) return {}
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Deps | undefined>
  return { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies }
}

/** requiredVersion of every shared entry, from the package's own package.json, else the root one. */
export function sharedConfig(
  dir: string,
): Record<string, { singleton: true; requiredVersion: string | false }> {
  const own = readDeps(join(dir, 'package.json'))
  const root = readDeps(join(ROOT, 'package.json'))
  const out: Record<string, { singleton: true; requiredVersion: string | false }> = {}
  for (const [request, pkg] of SHARED) {
    const range = own[pkg] ?? root[pkg]
    // Workspace packages say "*": any version satisfies, which is what we mean for the SDK.
    out[request] = { singleton: true, requiredVersion: range ?? false }
  }
  return out
}

function scriptRules(production: boolean): RuleSetRule[] {
  const swc = (tsx: boolean) => ({
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
      env: { targets: TARGETS },
    },
  })
  return [
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
    // Monaco names its own worker with `new URL(..., import.meta.url)`; we build the worker ourselves
    // (see `workerConfig`), so that file must not be copied as an asset.
    { test: /[\\/]node_modules[\\/]monaco-editor[\\/]/, parser: { url: false } },
    { test: /\.[cm]?ts$/, exclude: /node_modules/, use: [swc(false)], type: 'javascript/auto' },
    { test: /\.tsx$/, exclude: /node_modules/, use: [swc(true)], type: 'javascript/auto' },
  ]
}

/** Files whose change makes a generated styled-system stale: the app's config and the SDK's preset. */
function styledSystemInputs(dir: string): string[] {
  const ui = join(ROOT, 'sdk', 'src', 'ui')
  const theme = join(ui, 'theme')
  return [
    join(dir, 'panda.config.ts'),
    join(ui, 'panda.ts'),
    join(ui, 'preset.ts'),
    ...(existsSync(theme) ? readdirSync(theme).map((name) => join(theme, name)) : []),
  ]
}

/**
 * A generated styled-system (`@oj/sdk/css`, ...) must exist before bundling: the SDK's, shared by the
 * shell (turbo builds the SDK first), and a remote's own. A package built on its own generates what
 * is missing or stale here, once, rather than racing other builds.
 */
function ensureStyledSystem(dir: string): void {
  const marker = join(dir, 'styled-system', 'css', 'index.mjs')
  if (existsSync(marker)) {
    const made = statSync(marker).mtimeMs
    if (styledSystemInputs(dir).every((file) => !existsSync(file) || statSync(file).mtimeMs <= made)) return
  }
  const bin = join(ROOT, 'node_modules', '@pandacss', 'dev', 'bin.js')
  const run = spawnSync(process.execPath, [bin, 'codegen', '--silent'], { cwd: dir, stdio: 'inherit' })
  if (run.status !== 0) throw new Error(`panda codegen failed in ${dir}: the styles cannot be generated.`)
}

/** The cascade layers panda writes into. */
const PANDA_LAYERS = new Set(['reset', 'base', 'tokens', 'recipes', 'utilities'])
/** The ones that are the shell's alone: the reset, global styles, tokens and keyframes. */
const SHELL_LAYERS = new Set(['reset', 'base', 'tokens'])

interface CssNode {
  type: string
  name?: string
  params?: string
  nodes?: unknown[]
  remove(): void
}

/**
 * A remote's panda CSS keeps only its classes, moved under the `remote` layer, which the shell
 * declares last (highest): a remote's class set on a ui kit element (a `className` it passes) wins
 * over the kit's, as the caller means. Its classes carry its own prefix (`remotePandaConfig`), so
 * they never meet the shell's or another remote's in the cascade otherwise. What panda writes into
 * reset, base and tokens is the shell's; a remote's copy, in a higher layer, would override the
 * page's (the `*` variables of the base layer would undo the shell's utilities).
 */
export const remoteLayerPlugin = {
  postcssPlugin: 'oj-remote-layer',
  OnceExit(root: { each(visit: (node: CssNode) => void): void }) {
    root.each((node) => {
      if (node.type !== 'atrule' || node.name !== 'layer' || !node.params) return
      const names = node.params.split(',').map((name) => name.trim())
      if (node.nodes && names.length === 1 && SHELL_LAYERS.has(names[0] as string)) return node.remove()
      const kept = names.filter((name) => !SHELL_LAYERS.has(name))
      if (!kept.length) return node.remove()
      node.params = kept.map((name) => (PANDA_LAYERS.has(name) ? `remote.${name}` : name)).join(', ')
    })
  },
}

/** CSS is native (`css/auto`: *.module.css are CSS modules); panda runs through postcss when configured. */
function cssRule(dir: string, kind: ConfigOptions['kind']): RuleSetRule {
  const pandaConfig = join(dir, 'panda.config.ts')
  if (!existsSync(pandaConfig)) return { test: /\.css$/, type: 'css/auto' }
  ensureStyledSystem(kind === 'remote' ? dir : join(ROOT, 'sdk'))
  const plugins: unknown[] = [['@pandacss/dev/postcss', { configPath: pandaConfig, cwd: dir }]]
  if (kind === 'remote') plugins.push(remoteLayerPlugin)
  return {
    test: /\.css$/,
    type: 'css/auto',
    use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins } } }],
  }
}

/** The generated entries a remote's own styled-system replaces (package exports of @oj/sdk). */
const STYLED_ENTRIES = ['css', 'patterns', 'jsx', 'tokens']

/**
 * A remote's own sources get its own styled-system for `@oj/sdk/css`, ...: the class names its code
 * computes carry its prefix, as its CSS does. Only its sources: the ui kit it may bundle as a
 * fallback of the shared `@oj/sdk/ui` keeps the shell's names, which the shell's CSS holds.
 */
function remoteStyledSystemRule(dir: string, kind: ConfigOptions['kind']): RuleSetRule[] {
  if (kind !== 'remote' || !existsSync(join(dir, 'panda.config.ts'))) return []
  const alias = Object.fromEntries(
    STYLED_ENTRIES.map((entry) => [`@oj/sdk/${entry}$`, join(dir, 'styled-system', entry, 'index.mjs')]),
  )
  return [{ test: /\.[cm]?[jt]sx?$/, include: join(dir, 'src'), resolve: { alias } }]
}

function federation(opts: ConfigOptions): ModuleFederationPlugin {
  const shared = sharedConfig(opts.dir)
  if (opts.kind === 'host') {
    // No static remotes: the registry reads GET /ojapi/modules and registers them at run time.
    return new ModuleFederationPlugin({ name: 'oj_shell', remotes: {}, shared, dts: false, manifest: false })
  }
  return new ModuleFederationPlugin({
    name: containerName(opts.id),
    filename: 'remoteEntry.js',
    exposes: { './module': './src/module.tsx' },
    shared,
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
  })
}

/** `OJ_DEV_REMOTES=problems=3101,contests=3102` sends those remotes to their own dev servers. */
function devRemoteProxies(): Array<{ context: string[]; target: string }> {
  const spec = process.env.OJ_DEV_REMOTES ?? ''
  return spec
    .split(',')
    .map((pair) => pair.trim().split('='))
    .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]))
    .map(([id, port]) => ({ context: [`/oj/remotes/${id}`], target: `http://127.0.0.1:${port}` }))
}

function devServer(opts: ConfigOptions, publicPath: string): NonNullable<Configuration['devServer']> {
  const host = opts.kind === 'host'
  return {
    port: opts.port ?? (host ? 3000 : 3100),
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    devMiddleware: { publicPath },
    historyApiFallback: host
      ? { index: '/oj/index.html', rewrites: [{ from: /^\/oj(\/|$)/, to: '/oj/index.html' }] }
      : false,
    proxy: [
      ...(host ? devRemoteProxies() : []),
      { context: host ? ['/ojapi', '/oj/remotes'] : ['/ojapi'], target: API_URL, changeOrigin: true },
    ],
  }
}

/** Text assets worth sending compressed (1 KiB and more, as the on-the-fly gzip); source maps are rarely asked for. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|wasm)$/
const gzipped = promisify(gzip)

/**
 * A production build writes each text asset gzip-compressed beside it (`<name>.gz`, level 9): the
 * platform sends that file as it is (serve-static's `precompressed`) instead of compressing the same
 * bytes again on every request. The compressions run on libuv's thread pool, after the assets are out.
 */
export const precompressPlugin = {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('oj-precompress', async (compilation) => {
      const out = compilation.outputOptions.path
      if (!out) return
      await Promise.all(
        compilation.getAssets().map(async ({ name, source }) => {
          if (!COMPRESSIBLE.test(name)) return
          const bytes = source.buffer()
          if (bytes.length < 1024) return
          await writeFile(join(out, `${name}.gz`), await gzipped(bytes, { level: 9 }))
        }),
      )
    })
  },
}

export function createConfig(opts: ConfigOptions): Configuration {
  const production = process.env.NODE_ENV === 'production'
  const publicPath = publicPathOf(opts)
  const host = opts.kind === 'host'
  const template = join(opts.dir, 'src', 'index.html')
  return {
    name: containerName(opts.id),
    mode: production ? 'production' : 'development',
    context: opts.dir,
    target: 'web',
    // A remote has no entry of its own: the federation plugin adds the container entry.
    entry: host ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: join(opts.dir, 'dist'),
      // A remote finds its chunks where its manifest was loaded from (the platform's /oj/remotes/<id>/
      // or a team's own server, OJ_REMOTE_<ID>_URL), not at a path fixed when it was built.
      publicPath: host ? publicPath : 'auto',
      uniqueName: containerName(opts.id),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The worker compiler writes into dist/workers/ (after this one, see `createConfigs`).
      clean: opts.workers ? { keep: new RegExp(`(^|[\\\\/])${WORKERS_FOLDER}[\\\\/]`) } : true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
      // The SDK is a workspace package reached through a symlink; resolve it to its real path once.
      symlinks: true,
      // KaTeX ships an ES build for `import` and a CommonJS one for `require`: the SDK imports it and
      // its markdown-it plugin requires it, which bundled both (twice 260 KB). One file serves both.
      alias: { katex$: createRequire(import.meta.url).resolve('katex') },
    },
    module: {
      rules: [
        ...scriptRules(production),
        ...remoteStyledSystemRule(opts.dir, opts.kind),
        cssRule(opts.dir, opts.kind),
      ],
    },
    plugins: [
      federation(opts),
      host &&
        new rspack.HtmlRspackPlugin({
          template: existsSync(template) ? template : undefined,
          title: 'OJ',
          scriptLoading: 'defer',
          minify: production,
        }),
      production && precompressPlugin,
    ].filter(Boolean),
    optimization: {
      minimize: production,
      // Monaco (a lazy chunk of the remote that uses it, never shared) stays in chunks named
      // "monaco*", so first-load measurements can tell it apart; the default groups stay as they are.
      splitChunks: {
        cacheGroups: {
          monaco: {
            test: /[\\/]node_modules[\\/]monaco-editor[\\/]/,
            name: 'monaco-editor',
            chunks: 'async',
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    // Pitfall: rspack 2's dev server compiles lazily, which breaks federated chunks.
    lazyCompilation: false,
    devServer: devServer(opts, publicPath),
  }
}

/**
 * The workers of `opts.workers`, one file each, with no federation runtime and no chunk splitting: a
 * worker shares nothing with the page. Built after the page's compiler (whose `clean` keeps them).
 * The bundle finds them at `${publicPath}workers/<name>.js`; the names carry no hash, so they are
 * served `no-cache` (revalidated) by the static site.
 */
export function workerConfig(opts: ConfigOptions): Configuration {
  const production = process.env.NODE_ENV === 'production'
  return {
    name: `${containerName(opts.id)}_workers`,
    dependencies: [containerName(opts.id)],
    mode: production ? 'production' : 'development',
    context: opts.dir,
    target: 'webworker',
    entry: { ...opts.workers },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: join(opts.dir, 'dist', WORKERS_FOLDER),
      publicPath: `${publicPathOf(opts)}${WORKERS_FOLDER}/`,
      uniqueName: `${containerName(opts.id)}_workers`,
      filename: '[name].js',
      asyncChunks: false,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'], symlinks: true },
    module: { rules: scriptRules(production) },
    plugins: production ? [precompressPlugin] : [],
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  }
}

/** The page's config, plus the workers' when there are any (rspack builds an array of configs). */
export function createConfigs(opts: ConfigOptions): Configuration[] {
  return opts.workers ? [createConfig(opts), workerConfig(opts)] : [createConfig(opts)]
}
