/**
 * Drives quickjs-wasi's reactor (quickjs.wasm: `_initialize` plus QuickJS's C API, no `_start`) as a
 * judged program, on the worker thread, on the instrumented module (so fuel and the memory cap hold
 * as for any WASI command). The host serves the six `env.host_*` imports with the least it can:
 * host_call runs only our two functions (read stdin, write stdout/stderr), module loading is refused,
 * interrupts never fire (fuel ends runaway code), the time zone is UTC. See ./prelude.ts for what
 * the program sees. An uncaught exception prints its message and stack to stderr and ends with
 * exit status 1, as node does.
 */
import { type StdStream } from '../shim/descriptors.ts'
import { QUICKJS_PRELUDE } from './prelude.ts'

/** The exports the adapter calls; `available()` of the plugin checks the same list. */
export const QUICKJS_EXPORTS = [
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

type Fn = (...args: number[]) => number
type QuickjsExports = Record<(typeof QUICKJS_EXPORTS)[number], Fn> & { memory: WebAssembly.Memory }

const READ_CHUNK = 65536
const HOST_READ = 'oj_read'
const HOST_WRITE = 'oj_write'

export interface QuickjsRun {
  /** The `env` imports of the instance. */
  readonly env: Record<string, Fn>
  /** Runs the program on the instance (after `_initialize`); returns its exit status. */
  run(instance: WebAssembly.Instance): number
}

export function quickjsReactor(
  source: string,
  stdio: readonly [StdStream, StdStream, StdStream],
): QuickjsRun {
  let e: QuickjsExports | null = null
  const exports = (): QuickjsExports => e!
  const decoder = new TextDecoder('utf-8')
  const stdinDecoder = new TextDecoder('utf-8')
  const encoder = new TextEncoder()

  const bytes = (ptr: number, len: number) => new Uint8Array(exports().memory.buffer, ptr, len)
  const allocString = (text: string): { ptr: number; len: number } => {
    const encoded = encoder.encode(text)
    const ptr = exports().wasm_malloc(encoded.length + 1)
    if (ptr === 0) throw new Error('wasm_malloc failed')
    const view = new Uint8Array(exports().memory.buffer)
    view.set(encoded, ptr)
    view[ptr + encoded.length] = 0
    return { ptr, len: encoded.length }
  }
  /** The UTF-8 (WTF-8) bytes of a value's string form, copied out of the guest. */
  const stringBytes = (value: number): Uint8Array => {
    const x = exports()
    const lenPtr = x.wasm_malloc(4)
    if (lenPtr === 0) throw new Error('wasm_malloc failed')
    try {
      const cstr = x.qjs_get_string_len(value, lenPtr)
      if (cstr === 0) return new Uint8Array(0)
      const len = new DataView(x.memory.buffer).getUint32(lenPtr, true)
      const copy = bytes(cstr, len).slice()
      x.qjs_free_cstring(cstr)
      return copy
    } finally {
      x.wasm_free(lenPtr)
    }
  }
  const newString = (text: string): number => {
    const s = allocString(text)
    const value = exports().qjs_new_string(s.ptr, s.len)
    exports().wasm_free(s.ptr)
    return value
  }
  const throwError = (): number => {
    exports().qjs_throw(exports().qjs_new_error())
    return 0
  }

  const readChunk = (): number => {
    const buffer = new Uint8Array(READ_CHUNK)
    const n = stdio[0].read(buffer)
    if (n === 0) {
      const rest = stdinDecoder.decode()
      return rest === '' ? exports().qjs_get_null() : newString(rest)
    }
    return newString(stdinDecoder.decode(buffer.subarray(0, n), { stream: true }))
  }
  const hostCall = (namePtr: number, nameLen: number, _this: number, argc: number, argv: number): number => {
    const name = decoder.decode(bytes(namePtr, nameLen))
    if (name === HOST_READ) return readChunk()
    if (name !== HOST_WRITE || argc < 2) return throwError()
    const view = new DataView(exports().memory.buffer)
    const fd = stringBytes(view.getUint32(argv, true))
    const text = stringBytes(view.getUint32(argv + 4, true))
    // OutputLimit thrown here unwinds through the guest to the worker, which reports it.
    stdio[decoder.decode(fd) === '2' ? 2 : 1].write(text)
    return exports().qjs_get_undefined()
  }

  const env: Record<string, Fn> = {
    host_call: hostCall,
    host_interrupt: () => 0,
    host_promise_rejection: (promise: number, reason: number) => {
      exports().qjs_free_value(promise)
      exports().qjs_free_value(reason)
      return 0
    },
    host_module_normalize: () => throwError(),
    host_module_load: () => throwError(),
    host_get_timezone_offset: () => 0,
  }

  /** Writes an uncaught exception to stderr (message, then stack) and returns exit status 1. */
  const reportException = (): number => {
    const x = exports()
    const exception = x.qjs_get_exception()
    const parts = [stringBytes(exception)]
    const stackName = allocString('stack')
    const stack = x.qjs_get_prop_string(exception, stackName.ptr)
    x.wasm_free(stackName.ptr)
    if (!x.qjs_is_exception(stack)) parts.push(encoder.encode('\n'), stringBytes(stack))
    parts.push(encoder.encode('\n'))
    for (const part of parts) stdio[2].write(part)
    return 1
  }
  const evaluate = (code: string, file: string): number => {
    const c = allocString(code)
    const f = allocString(file)
    const value = exports().qjs_eval(c.ptr, c.len, f.ptr, 0)
    exports().wasm_free(c.ptr)
    exports().wasm_free(f.ptr)
    return value
  }
  const call = (fn: number, args: number[]): number => {
    const x = exports()
    const argv = args.length > 0 ? x.wasm_malloc(args.length * 4) : 0
    args.forEach((a, i) => new DataView(x.memory.buffer).setUint32(argv + i * 4, a, true))
    const value = x.qjs_call(fn, x.qjs_get_undefined(), args.length, argv)
    if (argv) x.wasm_free(argv)
    return value
  }
  const hostFunction = (name: string): number => {
    const s = allocString(name)
    const fn = exports().qjs_new_host_function(s.ptr, s.len, 0)
    exports().wasm_free(s.ptr)
    return fn
  }

  return {
    env,
    run(instance) {
      e = instance.exports as unknown as QuickjsExports
      const x = exports()
      x._initialize()
      if (x.qjs_init() !== 0) throw new Error('QuickJS did not initialise')
      const prelude = evaluate(QUICKJS_PRELUDE, '<prelude>')
      if (x.qjs_is_exception(prelude)) throw new Error('the QuickJS prelude did not compile')
      const flush = call(prelude, [hostFunction(HOST_READ), hostFunction(HOST_WRITE)])
      if (x.qjs_is_exception(flush)) throw new Error('the QuickJS prelude failed')
      let status = 0
      const program = evaluate(source, 'main.js')
      if (x.qjs_is_exception(program)) status = reportException()
      while (status === 0 && x.qjs_is_job_pending()) {
        if (x.qjs_execute_pending_job() < 0) status = reportException()
      }
      if (x.qjs_is_exception(call(flush, [])) && status === 0) status = reportException()
      return status
    },
  }
}
