import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Runner } from '../../runner.ts'
import { openWasiRunner, openWasmtimeRunner } from '../index.ts'
import { clangMissing, compile, LIMITS, workDir } from '../test-kit.ts'
import { findWasmtimePy } from './install.ts'

const py = findWasmtimePy()
const skipReason = typeof py === 'string' ? py : clangMissing()
if (skipReason) console.warn(`wasmtime parity tests skipped: ${skipReason}`)

const PROGRAMS: Record<string, string> = {
  sum: '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}',
  loop: 'int main(){volatile unsigned x=0;for(;;)x++;}',
  memory:
    '#include <stdlib.h>\nchar*k[100000];int main(){for(int i=0;;i++){k[i]=malloc(1<<20);if(!k[i])return 3;k[i][0]=1;}}',
  abort: '#include <stdlib.h>\nint main(){abort();}',
  exit7: 'int main(){return 7;}',
  flood: '#include <stdio.h>\nint main(){for(;;)puts("flood flood flood");}',
  sleep: '#include <unistd.h>\nint main(){sleep(100);return 0;}',
  clock:
    '#include <stdio.h>\n#include <time.h>\nint main(){volatile unsigned x=0;for(unsigned i=0;i<3000000u;i++)x++;printf("%ld %lld\\n",(long)clock(),(long long)time(0));}',
  write:
    '#include <stdio.h>\nint main(){FILE*f=fopen("new.txt","w");if(!f)return 5;fputs("x",f);return fclose(f)?6:0;}',
  recurse:
    '#include <stdio.h>\nint d(int n){volatile int x=n;return n?d(n-1)+x%2:0;}int main(){printf("%d\\n",d(1000000));}',
  // Just under and just over the budget: both runners count fuel by instructions run.
  edge: 'int main(){volatile unsigned x=0;for(unsigned i=0;i<40000000u;i++)x++;return 0;}',
}

describe.skipIf(skipReason)('wasmtime (Python embedding, sandboxed) and the thread runner', () => {
  let threads: Runner
  let wasmtime: Runner
  let dir: string
  beforeAll(async () => {
    threads = await openWasiRunner({ preferWasmtime: false })
    wasmtime = (await openWasmtimeRunner(2, () => {}))!
    dir = workDir()
    for (const [name, source] of Object.entries(PROGRAMS)) compile(dir, name, source)
    writeFileSync(join(dir, 'in.txt'), '40 2\n')
  }, 120_000)
  afterAll(async () => {
    await threads?.close()
    await wasmtime?.close()
  })

  const run = async (runner: Runner, name: string) => {
    const out = join(dir, `${name}.${runner === wasmtime ? 'wt' : 'th'}.out`)
    const result = await runner.spawn({
      argv: [`${name}.wasm`],
      workDir: dir,
      writable: false,
      stdin: { file: join(dir, 'in.txt') },
      stdout: { file: out },
      stderr: 'ignore',
      limits: { ...LIMITS, wallMs: 20_000 },
    }).result
    return { result, stdout: readFileSync(out, 'utf8').slice(0, 200) }
  }

  for (const name of Object.keys(PROGRAMS)) {
    it(`${name}: the same outcome and exit code (and output when it ran well)`, async () => {
      const a = await run(threads, name)
      const b = await run(wasmtime, name)
      expect({ outcome: b.result.outcome, exitCode: b.result.exitCode }).toEqual({
        outcome: a.result.outcome,
        exitCode: a.result.exitCode,
      })
      if (a.result.outcome === 'ok' && name !== 'clock') expect(b.stdout).toBe(a.stdout)
    }, 60_000)
  }

  it('counts the same fuel on every run, reads a virtual clock, and may not write in a read-only folder', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => run(wasmtime, 'clock')))
    const fuel = runs.map((r) => /fuel (\d+)/.exec(r.result.message)?.[1])
    expect(new Set(fuel).size).toBe(1)
    expect(new Set(runs.map((r) => r.stdout)).size).toBe(1)
    expect(runs[0]!.stdout).toMatch(/ 1704067200\n$/) // 2024-01-01, virtual
    expect((await run(wasmtime, 'write')).result).toMatchObject({ outcome: 'exit', exitCode: 5 })
  })
})
