import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where `npm start` and CI install wasmtime's Python embedding (`pip install --target`): a system
 * folder, so that the sandboxed host (the unprivileged work user) can read it. OJ_WASMTIME_PY
 * points elsewhere.
 */
const DEFAULT_WASMTIME_PY = '/usr/local/lib/oj-wasmtime-py'
/** The interpreter of the host: Debian's, among the folders the sandbox binds. */
export const HOST_PYTHON = '/usr/bin/python3'

export interface WasmtimePy {
  /** The folder that holds the `wasmtime` package (PYTHONPATH of the host). */
  readonly dir: string
  readonly version: string
}

/** The installed embedding, or why it cannot be used here. */
export function findWasmtimePy(
  dir = process.env['OJ_WASMTIME_PY'] || DEFAULT_WASMTIME_PY,
): WasmtimePy | string {
  if (!existsSync(HOST_PYTHON)) return `${HOST_PYTHON} is missing (apt-get install python3)`
  const library = join(
    dir,
    'wasmtime',
    `${process.platform}-${process.arch === 'x64' ? 'x86_64' : 'aarch64'}`,
  )
  if (!existsSync(join(dir, 'wasmtime', '__init__.py')) || !existsSync(library))
    return `wasmtime's Python embedding is not in ${dir} (${HOST_PYTHON} -m pip install --target ${dir} wasmtime; npm start does it)`
  const info = readdirSync(dir).find((name) => /^wasmtime-[\d.]+\.dist-info$/.test(name))
  return { dir, version: `wasmtime ${info?.slice('wasmtime-'.length, -'.dist-info'.length) ?? '?'}` }
}
