import { JudgeStatus } from '@oj/sdk/judge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Runner } from '../runner.ts'
import { openNativeRunner } from '../sandbox/index.ts'
import { errorResult } from '../sandbox/run.ts'
import { A_PLUS_B, cases, problem, task, testEnv } from '../testing/kit.ts'
import type { JudgeEnv } from './env.ts'
import { judgeTask } from './judge-task.ts'

const S = JudgeStatus
let runner: Runner
let kit: Awaited<ReturnType<typeof testEnv>>
let env: JudgeEnv

beforeAll(async () => {
  runner = await openNativeRunner()
  kit = await testEnv({ native: runner })
  env = kit.env
})
afterAll(async () => {
  kit?.close()
  await runner?.close()
})

const noProgress = async () => undefined

describe('judgeTask through the native sandbox', () => {
  it('accepts A+B, reports progress, and reads data by hash through the cache', async () => {
    const seen: string[] = []
    const t = task({
      code: A_PLUS_B,
      cases: cases(
        [
          ['1 2\n', '3\n'],
          ['-5 5\n', '0\n'],
        ],
        kit.origin,
      ),
    })
    const report = await judgeTask(env, t, async (status, done, total) => {
      seen.push(`${status}:${done}/${total}`)
    })
    expect(report).toMatchObject({
      kind: 'final',
      taskId: t.taskId,
      status: S.accepted,
      score: null,
      judger: 'test-judge',
    })
    expect(report.cases.map((c) => c.status)).toEqual([S.accepted, S.accepted])
    expect(report.cases[0]?.userOutput).toBe('3\n')
    expect(report.memory).toBeGreaterThan(0)
    expect(seen).toEqual(['6:0/0', '7:0/2', '7:1/2', '7:2/2'])
  })

  it.each([
    ['WA', 'int main(){puts("4");}', S.wrongAnswer],
    ['trailing blanks forgiven', 'int main(){puts("3 ");puts("");printf("   ");}', S.accepted],
    ['PE inner', '#include <stdio.h>\nint main(){printf("1\\n2\\n");}', S.presentationError],
    ['TLE', 'int main(){for(;;);}', S.timeLimitExceeded],
    [
      'MLE',
      '#include <stdlib.h>\n#include <string.h>\nint main(){for(;;){char*p=malloc(1<<20);memset(p,1,1<<20);}}',
      S.memoryLimitExceeded,
    ],
    ['RE exit', 'int main(){return 3;}', S.runtimeError],
    ['RE signal', 'int main(){int*p=0;*p=1;return 0;}', S.runtimeError],
    ['sleep', '#include <unistd.h>\nint main(){sleep(100);}', S.timeLimitExceeded],
    ['output flood', 'int main(){for(;;)puts("flood flood flood");}', S.runtimeError],
    [
      'stack overflow',
      'int f(volatile int n){volatile char pad[1<<16];pad[0]=n;return f(n+1)+pad[0];}\nint main(){return f(0);}',
      S.runtimeError,
    ],
  ])('%s', async (_name, code, status) => {
    const answer = _name === 'PE inner' ? '1 2\n' : '3\n'
    const report = await judgeTask(
      env,
      task({ code: `#include <stdio.h>\n${code}`, cases: cases([['1 2\n', answer]]) }),
      noProgress,
    )
    expect(report.status).toBe(status)
  })

  it('gives a Compile Error with the compiler output', async () => {
    const report = await judgeTask(env, task({ code: 'int main(){ return x; }' }), noProgress)
    expect(report.status).toBe(S.compileError)
    expect(report.errorMessage).toMatch(/x.*undeclared|error/)
    expect(report.cases).toEqual([])
  })

  it('is a System Error, not a crash, when test data is missing', async () => {
    const report = await judgeTask(
      env,
      task({ code: A_PLUS_B, cases: [{ ...cases([['', '']])[0]!, input: { hash: 'a'.repeat(64) } }] }),
      noProgress,
    )
    expect(report.status).toBe(S.systemError)
    expect(report.errorMessage).toMatch(/not in the test store/)
  })

  it('says why a case’s run failed in the judge: the System Error carries the runner’s words', async () => {
    // the compile in the real sandbox, the program's runs in one that breaks as a host's sandbox did
    const said = "sandbox: bwrap: Can't get type of source /root/oj/host: Permission denied"
    const broken: Runner = {
      kind: 'native',
      description: 'a broken sandbox',
      close: async () => {},
      spawn: (spec) =>
        spec.argv[0] === './main'
          ? {
              stdin: null,
              stdout: null,
              stderr: null,
              kill: () => {},
              result: Promise.resolve(errorResult(said)),
            }
          : runner.spawn(spec),
    }
    const report = await judgeTask(
      { ...env, runners: { native: broken } },
      task({ code: A_PLUS_B, cases: cases([['1 2\n', '3\n']]) }),
      noProgress,
    )
    expect(report).toMatchObject({ status: S.systemError, errorMessage: `Case 1: judge error: ${said}` })
  })

  it('is a System Error, never Accepted, when the problem has no test cases', async () => {
    const report = await judgeTask(env, task({ code: A_PLUS_B, cases: [] }), noProgress)
    expect(report).toMatchObject({ status: S.systemError, errorMessage: 'The problem has no test cases' })
  })

  it('scores OI cases and subtasks (subtask_lowest skips a failed group)', async () => {
    const code =
      '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a>100?0:a+b);}'
    const rows = [
      ['1 2\n', '3\n', 20, 1],
      ['2 2\n', '4\n', 20, 1],
      ['200 1\n', '201\n', 30, 2],
      ['3 3\n', '6\n', 30, 2],
    ] as const
    const lowest = await judgeTask(
      env,
      task({ code, problem: problem({ type: 1, judgeCaseMode: 'subtask_lowest' }), cases: cases(rows) }),
      noProgress,
    )
    expect(lowest).toMatchObject({
      status: S.partialAccepted,
      score: 20,
      subtasks: [
        { groupNum: 1, score: 20 },
        { groupNum: 2, score: 0 },
      ],
    })
    expect(lowest.cases).toHaveLength(3)
    const average = await judgeTask(
      env,
      task({ code, problem: problem({ type: 1, judgeCaseMode: 'subtask_average' }), cases: cases(rows) }),
      noProgress,
    )
    expect(average).toMatchObject({
      status: S.partialAccepted,
      score: 35,
      subtasks: [
        { groupNum: 1, score: 20 },
        { groupNum: 2, score: 15 },
      ],
    })
    const ergodic = await judgeTask(
      env,
      task({
        code,
        problem: problem({ type: 0, judgeCaseMode: 'ergodic_without_error' }),
        cases: cases(rows),
      }),
      noProgress,
    )
    expect(ergodic.status).toBe(S.wrongAnswer)
    expect(ergodic).not.toHaveProperty('subtasks')
    expect(ergodic.cases).toHaveLength(3)
  })

  it('gives the language factor to the time limit, except on remote problems', async () => {
    // ~0.6 s of CPU: over a 400 ms limit, under twice it.
    const busy =
      '#include <stdio.h>\n#include <time.h>\nint main(){while(clock()<0.6*CLOCKS_PER_SEC);puts("3");}'
    const slow = { ...env.languages.get('C (judge tests)')!, name: 'C slow', limits: { time: 3, memory: 1 } }
    const factorEnv = { ...env, languages: new Map([[slow.name, slow]]) }
    const local = await judgeTask(
      factorEnv,
      task({ code: busy, language: slow.name, problem: problem({ timeLimitMs: 400 }) }),
      noProgress,
    )
    const remote = await judgeTask(
      factorEnv,
      task({ code: busy, language: slow.name, problem: problem({ timeLimitMs: 400, isRemote: true }) }),
      noProgress,
    )
    expect(remote.status).toBe(S.timeLimitExceeded)
    expect(local.status).toBe(S.accepted)
  })
})
