// Installs the workspace's dependencies when they are missing or older than the lock file.
// Uses node builtins only: it runs before anything is installed.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

function run(cmd: string, args: ReadonlyArray<string>, cwd: string): void {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    throw new Error(`'${cmd} ${args.join(' ')}' failed with exit code ${result.status ?? 'unknown'}`)
  }
}

/** True when node_modules is absent or older than package-lock.json. */
function needsInstall(root: string): boolean {
  const marker = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  if (!existsSync(marker)) return true
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000
}

export function ensureInstalled(root: string): void {
  if (!needsInstall(root)) return
  // `npm install` rather than `npm ci`: it keeps to the lock file just as well, but does not fail
  // when a registry mirror lacks another platform's optional binaries (which `npm ci` insists on).
  console.log('Installing dependencies...')
  run('npm', ['install', '--no-audit', '--no-fund'], root)
}

export function build(root: string): void {
  console.log('Building (turbo, cached)...')
  run(join(root, 'node_modules', '.bin', 'turbo'), ['run', 'build', '--output-logs=errors-only'], root)
}

/**
 * wasmtime's Python embedding for the judge's WASI runner (`pip install wasmtime`), where its
 * sandboxed hosts can read it: the system folder when root, else under .data (OJ_WASMTIME_PY then
 * says where). Without it the judge runs WASI programs on worker threads, so a failure only warns.
 */
export function ensureWasmtime(root: string): void {
  const isRoot = process.getuid?.() === 0
  const target =
    process.env['OJ_WASMTIME_PY'] ||
    (isRoot ? '/usr/local/lib/oj-wasmtime-py' : join(root, '.data', 'wasmtime-py'))
  process.env['OJ_WASMTIME_PY'] = target
  if (existsSync(join(target, 'wasmtime', '__init__.py'))) return
  console.log(`Installing wasmtime's Python embedding into ${target}...`)
  // No retries and a short timeout: where the package index is out of reach (a closed network), this
  // fails within seconds instead of minutes, and the start goes on.
  const result = spawnSync(
    '/usr/bin/python3',
    [
      ...['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check'],
      ...['--retries', '0', '--timeout', '5', '--target', target, 'wasmtime'],
    ],
    { stdio: 'inherit', timeout: 120_000 },
  )
  if (result.status !== 0)
    console.warn('  wasmtime could not be installed: WASI programs run on worker threads instead')
}
