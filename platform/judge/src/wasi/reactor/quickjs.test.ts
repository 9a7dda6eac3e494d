// The QuickJS reactor adapter through the real thread runner and the real quickjs-wasi module.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Runner, type RunSpec } from '../../runner.ts'
import { openWasiRunner, withThreadsFor } from '../index.ts'
import { LIMITS, runCollect, workDir } from '../test-kit.ts'
import { ThreadRunner } from '../thread-runner.ts'
import { QUICKJS_EXPORTS } from './quickjs.ts'

const wasm = createRequire(import.meta.url).resolve('quickjs-wasi/quickjs.wasm')

let runner: Runner
let dir: string
beforeAll(async () => {
  runner = await openWasiRunner({ preferWasmtime: false })
  dir = workDir()
})
afterAll(() => runner?.close())

let n = 0
async function run(source: string, input = '', limits: Partial<RunSpec['limits']> = {}) {
  const name = `p${n++}.js`
  writeFileSync(join(dir, name), source)
  writeFileSync(join(dir, `${name}.in`), input)
  return runCollect(runner, {
    argv: [wasm, name],
    reactor: 'quickjs',
    workDir: dir,
    stdin: { file: join(dir, `${name}.in`) },
    limits: { ...LIMITS, ...limits },
  })
}

describe('QuickJS reactor adapter', () => {
  it('the module has every export the adapter calls and no _start', () => {
    const exports = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(wasm))).map((e) => e.name)
    for (const name of QUICKJS_EXPORTS) expect(exports).toContain(name)
    expect(exports).not.toContain('_start')
  })

  it('A+B: readline() and print() (Accepted)', async () => {
    const { result, stdout } = await run(
      "const [a, b] = readline().split(' ').map(Number)\nprint(a + b)\n",
      '1 2\n',
    )
    expect(result.outcome).toBe('ok')
    expect(stdout).toBe('3\n')
  })

  it('reads many lines, CRLF and a last line without newline; null at the end', async () => {
    const lines = Array.from({ length: 20000 }, (_, i) => `${i}`)
    const source =
      'let s = 0, c = 0, l\nwhile ((l = readline()) !== null) { s += Number(l); c++ }\nconsole.log(s, c)\n'
    const { result, stdout } = await run(source, lines.join('\r\n'))
    expect(result.outcome).toBe('ok')
    expect(stdout).toBe(`${(19999 * 20000) / 2} 20000\n`)
  })

  it('answers interactively: stdout is flushed before each read of a pipe', async () => {
    writeFileSync(
      join(dir, 'echo.js'),
      "let l\nwhile ((l = readline()) !== null) { print(Number(l) * 2); if (l === '0') break }\n",
    )
    const p = runner.spawn({
      ...LIMITS_SPEC,
      argv: [wasm, 'echo.js'],
      reactor: 'quickjs',
      workDir: dir,
      stdin: 'pipe',
      stdout: 'pipe',
    })
    let seen = ''
    const next = () =>
      new Promise<string>((resolve) => p.stdout!.once('data', (d: Buffer) => resolve((seen += d.toString()))))
    p.stdin!.write('5\n')
    expect(await next()).toBe('10\n')
    p.stdin!.write('21\n')
    expect(await next()).toBe('10\n42\n')
    p.stdin!.end('0\n')
    expect((await p.result).outcome).toBe('ok')
  })

  it('an infinite loop runs out of fuel (time)', async () => {
    const { result } = await run('for (let i = 0; ; i++) if (i < 0) print(i)\n', '', { cpuMs: 200 })
    expect(result.outcome).toBe('time')
  })

  it('a memory bomb hits the memory cap (memory)', async () => {
    const { result } = await run('const a = []\nfor (;;) a.push(new Array(100000).fill(1.5))\n', '', {
      memoryKb: 32 * 1024,
      cpuMs: 5000,
    })
    expect(result.outcome).toBe('memory')
  })

  it('an uncaught exception is a runtime error with its message on stderr', async () => {
    const { result, stdout, stderr } = await run("print('before')\nthrow new Error('boom')\n")
    expect(result.outcome).toBe('exit')
    expect(result.exitCode).toBe(1)
    expect(stdout).toBe('before\n')
    expect(stderr).toContain('boom')
  })

  // QuickJS-ng has no stack limit on WASI (quickjs-wasi README): the C stack runs off the bottom of
  // the linear memory and traps, uncatchable by the program, still a runtime error of its own.
  it('deep recursion traps (a runtime error), not a crash of the runner', async () => {
    const { result } = await run(
      'function f(n) { return f(n + 1) + 1 }\ntry { f(0) } catch (e) { print(e) }\n',
    )
    expect(result.outcome).toBe('signal')
  })

  it('has no way out: modules are refused, no std/os', async () => {
    const source =
      "import('os').then(() => print('os'), () => print('refused'))\nprint(typeof std, typeof os, typeof process)\n"
    const { result, stdout } = await run(source)
    expect(result.outcome).toBe('ok')
    expect(stdout).toBe('undefined undefined undefined\nrefused\n')
  })

  it('the output limit holds', async () => {
    const { result } = await run("for (;;) print('x'.repeat(1000))\n", '', {
      outputBytes: 1 << 16,
      cpuMs: 5000,
    })
    expect(result.outcome).toBe('output')
  })

  it('spends the same fuel on two runs', async () => {
    const source = 'let s = 0\nfor (let i = 0; i < 200000; i++) s = (s * 31 + i) % 1000003\nprint(s)\n'
    const first = await run(source)
    const second = await run(source)
    expect(first.result.outcome).toBe('ok')
    const fuel = (m: string) => /fuel (\d+)/.exec(m)?.[1]
    expect(fuel(first.result.message)).toBeDefined()
    expect(fuel(second.result.message)).toBe(fuel(first.result.message))
    expect(first.result.cpuMs).toBeGreaterThan(0)
  })

  // wasmtime is not installed here: the stand-in refuses every spawn, so only routing is under test;
  // the reactor really runs on the thread runner the wrapper opens.
  it('beside wasmtime, reactors go to a worker thread and commands to the main runner', async () => {
    const refused: string[] = []
    const main: Runner = {
      kind: 'wasi',
      description: 'stand-in for wasmtime',
      spawn: (spec) => {
        refused.push(spec.argv[0]!)
        throw new Error('not here')
      },
      close: async () => {},
    }
    const routed = withThreadsFor(main, () => new ThreadRunner(1, () => {}))
    try {
      writeFileSync(join(dir, 'routed.js'), 'print(6 * 7)\n')
      const { result, stdout } = await runCollect(routed, {
        argv: [wasm, 'routed.js'],
        reactor: 'quickjs',
        workDir: dir,
      })
      expect(result.outcome).toBe('ok')
      expect(stdout).toBe('42\n')
      expect(refused).toEqual([])
      expect(() => routed.spawn({ ...LIMITS_SPEC, argv: ['main.wasm'], workDir: dir })).toThrow('not here')
      expect(refused).toEqual(['main.wasm'])
    } finally {
      await routed.close()
    }
  })
})

const LIMITS_SPEC = {
  writable: false,
  stdin: 'ignore',
  stdout: 'ignore',
  stderr: 'ignore',
  limits: LIMITS,
} as const
