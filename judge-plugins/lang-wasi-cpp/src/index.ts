import { defineLanguage, probe } from '@oj/sdk/judge'

// The same flags as 'C (WASI)' (plugins depend on the SDK only, so they are repeated, not imported).
const WASI_CXX_FLAGS = [
  '--target=wasm32-wasi',
  '-O2',
  '-std=c++17',
  '-fno-exceptions',
  '-D_WASI_EMULATED_PROCESS_CLOCKS',
  '-D_WASI_EMULATED_SIGNAL',
]
const WASI_LINK_FLAGS = [
  '-Wl,--stack-first',
  '-Wl,--strip-debug',
  '-Wl,-z,stack-size=4194304',
  '-lwasi-emulated-process-clocks',
  '-lwasi-emulated-signal',
]
/** wasi-libc's and libc++'s headers and libraries (clang itself the sandbox finds alone). */
const WASI_SYSROOT = ['/usr/include/wasm32-wasi', '/usr/lib/wasm32-wasi']
const SYSROOT_FILES = [
  '/usr/lib/wasm32-wasi/libc.a',
  '/usr/lib/wasm32-wasi/libc++.a',
  '/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a',
]

const available = probe({
  command: ['clang++-19', '--version'],
  files: SYSROOT_FILES,
  hint: 'apt-get install clang-19 lld-19 wasi-libc libc++-19-dev-wasm32 libclang-rt-19-dev-wasm32',
  version: (printed) => `clang ${/clang version (\S+)/.exec(printed)?.[1] ?? 'unknown'} libc++ wasm32-wasi`,
})

/**
 * C++17 by clang 19 and Debian's wasm32 libc++ 19. That libc++ is built without exceptions (its
 * libc++abi lacks __cxa_throw), so `throw` is a compile error here. `cin >>` under wasi-libc++ costs
 * about 20x what it costs natively (and ~8x scanf): the time factor is 3 instead of C's 2, and the
 * description says so.
 */
export default defineLanguage({
  name: 'C++ (WASI)',
  description: 'clang++ 19 -O2 -std=c++17 → wasm32-wasi, no exceptions; cin is slow, prefer scanf',
  family: 'wasi',
  runtime: 'wasi',
  source: 'main.cpp',
  compile: {
    command: ['clang++-19', ...WASI_CXX_FLAGS, '-o', 'main.wasm', 'main.cpp', ...WASI_LINK_FLAGS],
    toolchain: WASI_SYSROOT,
  },
  run: { command: ['main.wasm'] },
  limits: { time: 3, memory: 1 },
  contentType: 'text/x-c++src',
  template:
    '#include <cstdio>\n\nint main() {\n    long long a, b;\n    std::scanf("%lld %lld", &a, &b);\n    std::printf("%lld\\n", a + b);\n    return 0;\n}\n',
  available,
  selfTest: {
    source:
      '#include <iostream>\n#include <vector>\nint main(){long long a,b;std::cin>>a>>b;std::vector<long long> v{a,b};long long s=0;for(long long x:v)s+=x;std::cout<<s<<"\\n";}\n',
    input: '1 2\n',
    output: '3\n',
  },
})
