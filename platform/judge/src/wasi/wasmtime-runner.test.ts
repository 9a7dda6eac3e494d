import { spawnSync } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Runner } from '../runner.ts'
import { openWasiRunner } from './index.ts'
import { clangMissing, compile, LIMITS, runCollect, workDir } from './test-kit.ts'
import { findWasmtime, WasmtimeRunner } from './wasmtime-runner.ts'

const hasWasmtime = spawnSync('wasmtime', ['--version']).status === 0
const skipReason = !hasWasmtime ? 'the wasmtime CLI is not on PATH' : clangMissing()
if (skipReason) console.warn(`wasmtime parity tests skipped: ${skipReason}`)

const PROGRAMS: Record<string, string> = {
  sum: '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}',
  loop: 'int main(){volatile unsigned x=0;for(;;)x++;}',
  memory:
    '#include <stdlib.h>\nchar*k[100000];int main(){for(int i=0;;i++){k[i]=malloc(1<<20);if(!k[i])return 3;k[i][0]=1;}}',
  abort: '#include <stdlib.h>\nint main(){abort();}',
  exit7: 'int main(){return 7;}',
  flood: '#include <stdio.h>\nint main(){for(;;)puts("flood flood flood");}',
  // Just under and just over the budget: the same fuel accounting must put both on the same side.
  edge: 'int main(){volatile unsigned x=0;for(unsigned i=0;i<40000000u;i++)x++;return 0;}',
}

describe.skipIf(skipReason)('wasmtime and the thread runner give the same verdicts', () => {
  let threads: Runner
  let wasmtime: Runner
  let dir: string
  beforeAll(async () => {
    threads = await openWasiRunner({ preferWasmtime: false })
    wasmtime = new WasmtimeRunner((await findWasmtime())!)
    dir = workDir()
    for (const [name, source] of Object.entries(PROGRAMS)) compile(dir, name, source)
  }, 120_000)
  afterAll(async () => {
    await threads.close()
    await wasmtime.close()
  })

  for (const name of Object.keys(PROGRAMS)) {
    it(`${name}: same outcome, exit code and signal`, async () => {
      const limits = { ...LIMITS, wallMs: 20_000 }
      const a = await runCollect(threads, { argv: [`${name}.wasm`], workDir: dir, limits })
      const b = await runCollect(wasmtime, { argv: [`${name}.wasm`], workDir: dir, limits })
      expect({ outcome: b.result.outcome, exitCode: b.result.exitCode }).toEqual({
        outcome: a.result.outcome,
        exitCode: a.result.exitCode,
      })
      if (a.result.outcome === 'ok') expect(b.stdout).toBe(a.stdout)
    }, 60_000)
  }
})
