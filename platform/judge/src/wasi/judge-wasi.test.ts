// The WASI languages through the real judge: compile in the native sandbox, run in the WASI runner,
// check, and report verdicts, as a worker does for a submission.
import { JudgeStatus } from '@oj/sdk/judge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { JudgeEnv } from '../judge/env.ts'
import { judgeTask } from '../judge/judge-task.ts'
import { installedLanguages } from '../plugins.ts'
import type { Runner } from '../runner.ts'
import { openNativeRunner } from '../sandbox/index.ts'
import { cases, problem, task, testEnv } from '../testing/kit.ts'
import { openWasiRunner } from './index.ts'

const S = JudgeStatus
const wasiC = installedLanguages.find((l) => l.name === 'C (WASI)')!
const wasiPython = installedLanguages.find((l) => l.name === 'Python3 (WASI)')!
const skip = (await wasiC.available()).available ? false : 'clang-19 for wasm32-wasi is not installed'

describe.skipIf(skip)('judgeTask with WASI languages (native compile, WASI run)', () => {
  let native: Runner
  let wasi: Runner
  let kit: Awaited<ReturnType<typeof testEnv>>
  let env: JudgeEnv
  beforeAll(async () => {
    native = await openNativeRunner()
    wasi = await openWasiRunner({ preferWasmtime: false })
    kit = await testEnv({ native, wasi }, undefined, [wasiC, wasiPython])
    env = kit.env
  }, 60_000)
  afterAll(async () => {
    kit?.close()
    await native?.close()
    await wasi?.close()
  })

  const judge = (language: string, code: string) =>
    judgeTask(
      env,
      task({
        language,
        code,
        problem: problem(),
        cases: cases(
          [
            ['1 2\n', '3\n'],
            ['40 2\n', '42\n'],
          ],
          kit.origin,
        ),
      }),
      async () => undefined,
    )

  it.each([
    [
      'AC',
      '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}',
      S.accepted,
    ],
    ['WA', '#include <stdio.h>\nint main(){puts("4");}', S.wrongAnswer],
    ['TLE', 'int main(){volatile int x=0;for(;;)x++;}', S.timeLimitExceeded],
    [
      'MLE',
      '#include <stdlib.h>\nchar*k[100000];int main(){for(int i=0;;i++){k[i]=malloc(1<<20);if(!k[i])return 1;k[i][0]=1;}}',
      S.memoryLimitExceeded,
    ],
    ['RE', '#include <stdlib.h>\nint main(){abort();}', S.runtimeError],
    ['CE', 'int main(){ return x; }', S.compileError],
  ])(
    'C (WASI) %s',
    async (_name, code, status) => {
      const report = await judge('C (WASI)', code)
      expect(report.status, JSON.stringify(report)).toBe(status)
    },
    60_000,
  )

  it('Python3 (WASI) AC and WA', async () => {
    expect((await judge('Python3 (WASI)', 'a, b = map(int, input().split())\nprint(a + b)\n')).status).toBe(
      S.accepted,
    )
    expect((await judge('Python3 (WASI)', 'print(4)\n')).status).toBe(S.wrongAnswer)
  }, 120_000)
})
