import { defineLanguage } from '@oj/sdk/judge'

/**
 * Why QuickJS cannot run here: quickjs-wasi 3.6.2's quickjs.wasm is a WASI *reactor*, not a command.
 * It exports `_initialize` and the QuickJS C API (JS_NewRuntime, JS_Eval, ...) but no `_start`, so
 * there is no program to run; it imports six host functions from `env` (host_call, host_interrupt,
 * host_module_load, host_module_normalize, host_promise_rejection, host_get_timezone_offset) that
 * no WASI runtime provides; and of wasi_snapshot_preview1 it imports only clock_time_get, fd_close,
 * fd_fdstat_get, fd_seek, fd_write and random_get: no fd_read, no args_get, no path_open, so it could
 * read neither a script nor stdin even if it had an entry point. Driving it means writing a JS host
 * around its C API (what the package's own index.js does), which is not a plain WASI program, would
 * not run under wasmtime, and would not be judged by the same rules. So the plugin says unavailable.
 */
export const UNAVAILABLE_REASON =
  'quickjs-wasi 3.6.2 ships a WASI reactor, not a command: no _start, six non-WASI host imports ' +
  '(env.host_call, env.host_interrupt, ...), and no fd_read/args_get/path_open to read a script or stdin'

export default defineLanguage({
  name: 'JavaScript (QuickJS WASI)',
  description: 'QuickJS-NG as WASI: unavailable (quickjs-wasi is a reactor with host imports)',
  family: 'wasi',
  runtime: 'wasi',
  source: 'main.js',
  run: { command: ['/unavailable/quickjs.wasm', 'main.js'] },
  limits: { time: 3, memory: 1 },
  contentType: 'text/javascript',
  template: "const [a, b] = readline().split(' ').map(Number)\nprint(a + b)\n",
  available: async () => ({ available: false, reason: UNAVAILABLE_REASON }),
  selfTest: {
    source: "const [a, b] = readline().split(' ').map(Number)\nprint(a + b)\n",
    input: '1 2\n',
    output: '3\n',
  },
})
