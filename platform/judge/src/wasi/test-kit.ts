/** Helpers for the WASI runner's tests: compile C/C++ to wasm32-wasi with the same flags as the plugins. */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { type RunLimits, type Runner, type RunResult, type RunSpec } from '../runner.ts'

const CLANG = 'clang-19'
/** The flags the WASI C/C++ plugins use too: clock() and signal() emulated, a 4 MiB stack below data. */
const WASI_FLAGS = ['-D_WASI_EMULATED_PROCESS_CLOCKS', '-D_WASI_EMULATED_SIGNAL']
const WASI_LINK_FLAGS = [
  '-Wl,--stack-first',
  '-Wl,--strip-debug',
  '-Wl,-z,stack-size=4194304',
  '-lwasi-emulated-process-clocks',
  '-lwasi-emulated-signal',
]

export function clangMissing(): string | null {
  const r = spawnSync(CLANG, ['--version'])
  if (r.status !== 0) return `${CLANG} is not installed (apt-get install clang-19 lld-19)`
  if (!existsSync('/usr/lib/wasm32-wasi/libc.a')) return 'wasi-libc is not installed'
  return null
}

export function workDir(): string {
  return mkdtempSync(join(tmpdir(), 'oj-wasi-test-'))
}

/** Compiles `source` into `<dir>/<name>.wasm`. */
export function compile(
  dir: string,
  name: string,
  source: string,
  cpp = false,
  flags: string[] = [],
): string {
  const src = join(dir, `${name}.${cpp ? 'cpp' : 'c'}`)
  writeFileSync(src, source)
  const out = join(dir, `${name}.wasm`)
  const compiler = cpp ? 'clang++-19' : CLANG
  const extra = cpp ? ['-fno-exceptions', '-std=c++17'] : ['-std=gnu11']
  execFileSync(compiler, [
    '--target=wasm32-wasi',
    '-O2',
    ...extra,
    ...WASI_FLAGS,
    ...flags,
    '-o',
    out,
    src,
    ...WASI_LINK_FLAGS,
    ...(cpp ? [] : ['-lm']),
  ])
  return out
}

export const LIMITS: RunLimits = {
  cpuMs: 1000,
  wallMs: 10_000,
  memoryKb: 64 * 1024,
  processes: 1,
  outputBytes: 1 << 20,
}

/** A WASI command that exits at once; `n` makes each one's bytes (and so its key) different. */
export const tinyModule = (n: number): Uint8Array => {
  const name = (text: string): number[] => [text.length, ...Buffer.from(text)]
  const exports = [0x02, ...name('_start'), 0x00, 0x00, ...name('memory'), 0x02, 0x00]
  const body = [0x00, 0x41, n & 0x3f, 0x1a, 0x0b] // i32.const n; drop; end
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...[0x01, 0x04, 0x01, 0x60, 0x00, 0x00],
    ...[0x03, 0x02, 0x01, 0x00],
    ...[0x05, 0x03, 0x01, 0x00, 0x01],
    ...[0x07, exports.length, ...exports],
    ...[0x0a, body.length + 2, 0x01, body.length, ...body],
  ])
}

/** Runs a module with piped output and collects it. */
export async function runCollect(
  runner: Runner,
  spec: Partial<RunSpec> & Pick<RunSpec, 'argv' | 'workDir'>,
): Promise<{ result: RunResult; stdout: string; stderr: string }> {
  const p = runner.spawn({
    writable: false,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
    limits: LIMITS,
    ...spec,
  })
  let stdout = ''
  let stderr = ''
  p.stdout?.on('data', (d: Buffer) => (stdout += d.toString()))
  p.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const result = await p.result
  await new Promise((resolve) => setImmediate(resolve))
  return { result, stdout, stderr }
}
