// A web remote made for a test: written into a temporary folder, built with the project's rspack
// factory and panda config as a module team would build theirs, and served alone by a static
// server on its own port, the way a team deploys its remote (OJ_REMOTE_<ID>_URL).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFile, symlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'

const repo = resolve(import.meta.dirname, '..', '..')

export interface TinyRemote {
  /** The remote's package folder (its dist/ is what is served). */
  readonly dir: string
}

/**
 * Writes and builds a remote of module `id` with one page at `route`; `page` is the page module's
 * source (a default-exported component), `files` any more sources under src/.
 */
export function buildTinyRemote(
  id: string,
  route: string,
  page: string,
  files: Readonly<Record<string, string>> = {},
): TinyRemote {
  const dir = mkdtempSync(join(tmpdir(), `oj-remote-${id}-`))
  // The workspace's packages (react, @oj/sdk, ...) as any module package sees them.
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir')
  mkdirSync(join(dir, 'src'))
  const sources: Record<string, string> = {
    'package.json': JSON.stringify({ name: `@oj-test/${id}-web`, private: true, type: 'module' }),
    'panda.config.ts': `import { remotePandaConfig } from '@oj/sdk/ui/panda'
export default remotePandaConfig({ id: ${JSON.stringify(id)}, include: ['./src/**/*.{ts,tsx}'] })
`,
    'rspack.config.ts': `import { createConfig } from ${JSON.stringify(join(repo, 'rspack.config.ts'))}
export default createConfig({ id: ${JSON.stringify(id)}, kind: 'remote', dir: import.meta.dirname })
`,
    'src/styles.css': '@layer reset, base, tokens, recipes, utilities;\n',
    'src/module.tsx': `import './styles.css'
import { defineWebModule } from '@oj/sdk/web'
const none = () => Promise.resolve({ default: {} })
export default defineWebModule({
  id: ${JSON.stringify(id)},
  routes: [{ path: ${JSON.stringify(route)}, page: () => import('./page.tsx') }],
  messages: { 'zh-CN': none, en: none },
})
`,
    'src/page.tsx': page,
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`src/${name}`, text])),
  }
  for (const [name, text] of Object.entries(sources)) writeFileSync(join(dir, name), text)
  // A production build, as the shell's: a development one would call React's dev-only JSX runtime,
  // which the shell's production React does not have.
  const run = spawnSync(process.execPath, [join(repo, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`the test remote did not build:\n${run.stdout}\n${run.stderr}`)
  return { dir }
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
}

/** Serves `root` on a port of its own, open to other origins (a remote's manifest is fetched). */
export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = join(root, normalize(path))
    if (!file.startsWith(root)) return void res.writeHead(403).end()
    readFile(file, (error, data) => {
      if (error) return void res.writeHead(404, { 'access-control-allow-origin': '*' }).end()
      res
        .writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
        })
        .end(data)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
