import { defineLanguage, probe } from '@oj/sdk/judge'

/**
 * C compiled by clang 19 to wasm32-wasi (Debian's clang-19, lld-19, wasi-libc and
 * libclang-rt-19-dev-wasm32), run by the judge's WASI runner. clock() and signal() are wasi-libc's
 * emulations; the 4 MiB stack sits below the data (--stack-first) so an overflow traps instead of
 * corrupting globals. 4 MiB, not 8: the stack is part of the initial memory, and V8 makes an instance
 * of 130 pages in 0.43 ms but of 66 pages in 0.20 ms, on every run. Only address-taken locals (arrays)
 * live there; scalars and call frames are on the thread's own 128 MiB stack.
 */
export const WASI_CC_FLAGS = [
  '--target=wasm32-wasi',
  '-O2',
  '-D_WASI_EMULATED_PROCESS_CLOCKS',
  '-D_WASI_EMULATED_SIGNAL',
]
export const WASI_LINK_FLAGS = [
  '-Wl,--stack-first',
  '-Wl,--strip-debug',
  '-Wl,-z,stack-size=4194304',
  '-lwasi-emulated-process-clocks',
  '-lwasi-emulated-signal',
]
/** wasi-libc's headers and libraries (clang itself, in /usr/lib/llvm-19, the sandbox finds alone). */
const WASI_SYSROOT = ['/usr/include/wasm32-wasi', '/usr/lib/wasm32-wasi']
const SYSROOT_FILES = [
  '/usr/lib/wasm32-wasi/libc.a',
  '/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a',
]

/** A check of clang for wasm32-wasi: the compiler and the sysroot's files. */
export const wasiClang = (compiler: string, extraFiles: ReadonlyArray<string> = []) =>
  probe({
    command: [compiler, '--version'],
    files: [...SYSROOT_FILES, ...extraFiles],
    hint: 'apt-get install clang-19 lld-19 wasi-libc libclang-rt-19-dev-wasm32',
    version: (printed) => `clang ${/clang version (\S+)/.exec(printed)?.[1] ?? 'unknown'} wasm32-wasi`,
  })

export default defineLanguage({
  name: 'C (WASI)',
  description: 'clang 19 -O2 -std=gnu11 → wasm32-wasi, deterministic time (fuel)',
  family: 'wasi',
  runtime: 'wasi',
  source: 'main.c',
  compile: {
    command: [
      'clang-19',
      ...WASI_CC_FLAGS,
      '-std=gnu11',
      '-o',
      'main.wasm',
      'main.c',
      ...WASI_LINK_FLAGS,
      '-lm',
    ],
    toolchain: WASI_SYSROOT,
  },
  run: { command: ['main.wasm'] },
  // WebAssembly in V8 runs C about 1.5-2x slower than native code: the fuel rate measures the former.
  limits: { time: 2, memory: 1 },
  contentType: 'text/x-csrc',
  template:
    '#include <stdio.h>\n\nint main(void) {\n    int a, b;\n    scanf("%d %d", &a, &b);\n    printf("%d\\n", a + b);\n    return 0;\n}\n',
  available: wasiClang('clang-19'),
  selfTest: {
    source:
      '#include <stdio.h>\nint main(void){long long a,b;if(scanf("%lld %lld",&a,&b)!=2)return 1;printf("%lld\\n",a+b);return 0;}\n',
    input: '1 2\n',
    output: '3\n',
  },
})
