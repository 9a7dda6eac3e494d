import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { defineLanguage, probe } from '@oj/sdk/judge'

/**
 * quickjs-wasi 3.6.2's quickjs.wasm is a WASI *reactor*: `_initialize` and QuickJS's C API, no
 * `_start`, six `env.host_*` imports. The WASI thread runner drives it with its 'quickjs' reactor
 * adapter (platform/judge/src/wasi/reactor): instrumented like every WASI module (fuel, memory cap),
 * host imports served minimally (no modules, no host access), stdin and stdout through the runner.
 *
 * What a program uses (the adapter's prelude defines them):
 *   readline()         the next line of stdin (without its newline), or null at the end
 *   print(...values)   the values joined by spaces and a newline, to stdout (console.log is the same)
 *   putstr(text)       text to stdout, no newline
 *   console.error(...) to stderr
 * An uncaught exception is a runtime error (exit status 1, message and stack on stderr).
 */

/** The exports the runner's adapter calls (its QUICKJS_EXPORTS; a test keeps the two lists equal). */
export const REQUIRED_EXPORTS = [
  '_initialize',
  'memory',
  'qjs_init',
  'qjs_eval',
  'qjs_call',
  'qjs_is_exception',
  'qjs_get_exception',
  'qjs_get_string_len',
  'qjs_get_prop_string',
  'qjs_new_string',
  'qjs_new_host_function',
  'qjs_new_error',
  'qjs_throw',
  'qjs_get_null',
  'qjs_get_undefined',
  'qjs_free_value',
  'qjs_free_cstring',
  'qjs_is_job_pending',
  'qjs_execute_pending_job',
  'wasm_malloc',
  'wasm_free',
] as const

/** The `env` imports the adapter serves; any other import would fail to link. */
const SERVED_ENV = [
  'host_call',
  'host_interrupt',
  'host_promise_rejection',
  'host_module_normalize',
  'host_module_load',
  'host_get_timezone_offset',
]

function quickjsWasm(): string | null {
  try {
    return createRequire(import.meta.url).resolve('quickjs-wasi/quickjs.wasm')
  } catch {
    return null
  }
}

function packageVersion(): string {
  try {
    return (createRequire(import.meta.url)('quickjs-wasi/package.json') as { version: string }).version
  } catch {
    return 'unknown'
  }
}

const module = quickjsWasm()

/** Why this quickjs.wasm cannot be driven by the adapter, or null when it can. */
export async function checkModule(path: string): Promise<string | null> {
  let compiled: WebAssembly.Module
  try {
    compiled = await WebAssembly.compile(await readFile(path))
  } catch (error) {
    return `cannot load ${path}: ${error instanceof Error ? error.message : String(error)}`
  }
  const exports = new Set(WebAssembly.Module.exports(compiled).map((e) => e.name))
  const missing = REQUIRED_EXPORTS.filter((name) => !exports.has(name))
  if (missing.length > 0) return `quickjs.wasm lacks the exports the adapter calls: ${missing.join(', ')}`
  const foreign = WebAssembly.Module.imports(compiled).filter(
    (i) => i.module !== 'wasi_snapshot_preview1' && !(i.module === 'env' && SERVED_ENV.includes(i.name)),
  )
  if (foreign.length > 0)
    return `quickjs.wasm imports what the adapter does not serve: ${foreign.map((i) => `${i.module}.${i.name}`).join(', ')}`
  return null
}

const available = probe({
  files: [module ?? 'quickjs-wasi/quickjs.wasm'],
  hint: 'the npm package quickjs-wasi is not installed',
  check: () => checkModule(module ?? ''),
  version: () => `quickjs-wasi ${packageVersion()}`,
})

const APLUSB = "const [a, b] = readline().split(' ').map(Number)\nprint(a + b)\n"

export default defineLanguage({
  name: 'JavaScript (QuickJS WASI)',
  description: 'QuickJS-NG (quickjs-wasi) on WASI, deterministic time (fuel); readline() and print()',
  family: 'wasi',
  runtime: 'wasi',
  source: 'main.js',
  run: { command: [module ?? '/missing/quickjs.wasm', 'main.js'], reactor: 'quickjs' },
  limits: { time: 3, memory: 1 },
  contentType: 'text/javascript',
  template:
    '// readline() gives the next line of input (null at the end); print(...) writes a line.\n' + APLUSB,
  available,
  selfTest: { source: APLUSB, input: '1 2\n', output: '3\n' },
})
