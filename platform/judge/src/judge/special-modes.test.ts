import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { JudgeStatus } from '@oj/sdk/judge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Runner } from '../runner.ts'
import { openNativeRunner } from '../sandbox/index.ts'
import { A_PLUS_B, cases, problem, task, TEST_C, testEnv } from '../testing/kit.ts'
import { openCheckerCache } from './checker-cache.ts'
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
const quiet = async () => undefined

/** A special judge speaking testlib's protocol (exit codes and stderr), written without testlib.h. */
const CHECKER = `#include <stdio.h>
int main(int argc,char**argv){FILE*in=fopen(argv[1],"r"),*out=fopen(argv[2],"r"),*ans=fopen(argv[3],"r");
long a,b,x,y;fscanf(in,"%ld %ld",&a,&b);fscanf(ans,"%ld",&y);
if(fscanf(out,"%ld",&x)!=1){fprintf(stderr,"wrong output format a number expected");return 2;}
if(x==y){fprintf(stderr,"ok %ld",x);return 0;}
if(x==a){fprintf(stderr,"points 4 only the first number");return 7;}
fprintf(stderr,"wrong answer expected %ld, found %ld",y,x);return 1;}`

const spj = (code: string, fields: Parameters<typeof problem>[0] = {}) =>
  problem({ judgeMode: 'spj', checker: { language: TEST_C.name, code }, ...fields })

describe('special judges (testlib protocol)', () => {
  it.each([
    ['AC', A_PLUS_B, S.accepted, 10, 'ok 3'],
    ['WA', 'int main(){puts("7");}', S.wrongAnswer, 0, 'wrong answer expected 3, found 7'],
    ['PE', 'int main(){puts("x");}', S.presentationError, 0, 'wrong output format a number expected'],
    [
      'partial points',
      '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a);}',
      S.partialAccepted,
      4,
      'points 4 only the first number',
    ],
  ])('%s', async (_name, code, status, score, message) => {
    const report = await judgeTask(
      env,
      task({
        code: `#include <stdio.h>\n${code}`,
        problem: spj(CHECKER, { type: 1 }),
        cases: cases([['1 2\n', '3\n', 10]]),
      }),
      quiet,
    )
    expect(report).toMatchObject({ status, score })
    expect(report.cases[0]?.message).toBe(message)
  })

  it('compiles a checker once per worker, then restores it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-checkers-'))
    try {
      const cached = { ...env, checkers: openCheckerCache(dir) }
      const judge = () => judgeTask(cached, task({ code: A_PLUS_B, problem: spj(CHECKER) }), quiet)
      expect((await judge()).status).toBe(S.accepted)
      const kept = readdirSync(dir)
      expect(kept).toHaveLength(1)
      // A kept checker that says Wrong Answer proves the second task ran the kept one.
      writeFileSync(
        join(dir, kept[0] as string, 'main'),
        '#!/bin/sh\necho "wrong answer from the cache" >&2\nexit 1\n',
        { mode: 0o755 },
      )
      const second = await judge()
      expect(second.status).toBe(S.wrongAnswer)
      expect(second.cases[0]?.message).toBe('wrong answer from the cache')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is a System Error, never Accepted, when the checker crashes or hangs', async () => {
    for (const checker of ['int main(){int*p=0;*p=1;return 0;}', 'int main(){for(;;);}']) {
      const report = await judgeTask(env, task({ code: A_PLUS_B, problem: spj(checker) }), quiet)
      expect(report.status).toBe(S.systemError)
      expect(report.cases[0]?.message).toMatch(/The checker failed/)
    }
  }, 60_000)

  it('takes testlib.h from the problem, or from OJ_TESTLIB_DIR, and says when there is none', async () => {
    const checker = '#include "testlib.h"\nint main(){return verdict();}'
    const missing = await judgeTask(env, task({ code: A_PLUS_B, problem: spj(checker) }), quiet)
    expect(missing.status).toBe(S.systemError)
    expect(missing.errorMessage).toMatch(/OJ_TESTLIB_DIR/)
    const fromProblem = await judgeTask(
      env,
      task({
        code: A_PLUS_B,
        problem: spj(checker, { judgeExtraFiles: { 'testlib.h': 'static int verdict(void){return 0;}' } }),
      }),
      quiet,
    )
    expect(fromProblem.status).toBe(S.accepted)
    const dir = mkdtempSync(join(tmpdir(), 'oj-testlib-'))
    try {
      writeFileSync(join(dir, 'testlib.h'), 'static int verdict(void){return 1;}')
      const fromOperator = await judgeTask(
        { ...env, testlibDir: dir },
        task({ code: A_PLUS_B, problem: spj(checker) }),
        quiet,
      )
      expect(fromOperator.status).toBe(S.wrongAnswer)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

const INTERACTOR = `#include <stdio.h>
int main(int argc,char**argv){FILE*in=fopen(argv[1],"r");int n;fscanf(in,"%d",&n);
for(int q=0;q<20;q++){int g;if(scanf("%d",&g)!=1){fprintf(stderr,"wrong answer no guess");return 1;}
if(g==n){printf("=\\n");fflush(stdout);fprintf(stderr,"ok guessed in %d",q+1);return 0;}
printf(g<n?"<\\n":">\\n");fflush(stdout);}
fprintf(stderr,"wrong answer too many guesses");return 1;}`
const GUESSER = `#include <stdio.h>
int main(){int lo=1,hi=1000;for(;;){int m=(lo+hi)/2;printf("%d\\n",m);fflush(stdout);char r[4];
if(scanf("%3s",r)!=1)return 0;if(r[0]=='=')return 0;if(r[0]=='<')lo=m+1;else hi=m-1;}}`

describe('interactive problems', () => {
  const interactive = problem({
    judgeMode: 'interactive',
    checker: { language: TEST_C.name, code: INTERACTOR },
  })
  it.each([
    ['a good guesser', GUESSER, S.accepted],
    [
      'a bad guesser',
      '#include <stdio.h>\nint main(){for(;;){puts("1");fflush(stdout);char r[4];if(scanf("%3s",r)!=1)return 0;}}',
      S.wrongAnswer,
    ],
    ['a program that never answers', 'int main(){for(;;);}', S.timeLimitExceeded],
    ['a program that crashes', 'int main(){int*p=0;return *p;}', S.runtimeError],
  ])('%s', async (_name, code, status) => {
    const report = await judgeTask(
      env,
      task({
        code,
        problem: interactive,
        cases: cases([
          ['737\n', ''],
          ['1\n', ''],
        ]),
      }),
      quiet,
    )
    expect(report.status).toBe(status)
    if (status === S.accepted)
      expect(report.cases.map((c) => c.message)).toEqual(['ok guessed in 10', 'ok guessed in 9'])
  })
})

describe('file IO, extra files and test runs', () => {
  it('copies the input to the file the problem names and reads the output file', async () => {
    const code =
      '#include <stdio.h>\nint main(){long a,b;FILE*f=fopen("add.in","r");fscanf(f,"%ld %ld",&a,&b);FILE*g=fopen("add.out","w");fprintf(g,"%ld\\n",a+b);}'
    const fileIO = problem({ fileIO: { input: 'add.in', output: 'add.out' } })
    const report = await judgeTask(
      env,
      task({
        code,
        problem: fileIO,
        cases: cases([
          ['1 2\n', '3\n'],
          ['5 5\n', '10\n'],
        ]),
      }),
      quiet,
    )
    expect(report.status).toBe(S.accepted)
    const silent = await judgeTask(env, task({ code: 'int main(){return 0;}', problem: fileIO }), quiet)
    expect(silent.status).toBe(S.wrongAnswer)
    expect(silent.cases[0]?.message).toMatch(/add\.out/)
  })

  it('puts the problem files beside the program', async () => {
    const code =
      '#include <stdio.h>\n#include "add.h"\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",add(a,b));}'
    const withFiles = problem({ userExtraFiles: { 'add.h': 'static long add(long a,long b){return a+b;}' } })
    expect((await judgeTask(env, task({ code, problem: withFiles }), quiet)).status).toBe(S.accepted)
    const unsafe = problem({ userExtraFiles: { '../evil.h': '' } })
    expect((await judgeTask(env, task({ code, problem: unsafe }), quiet)).status).toBe(S.systemError)
  })

  it('runs a test run once on the user input and returns stdout and stderr', async () => {
    const code =
      '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);fprintf(stderr,"debug\\n");printf("%ld\\n",a+b);}'
    const run = (expectedOutput: string) =>
      judgeTask(
        env,
        task({ kind: 'test', testKey: 'k1', code, expectedOutput, cases: cases([['20 22\n', '']]) }),
        quiet,
      )
    expect(await run('')).toMatchObject({
      status: S.accepted,
      stdout: '42\n',
      stderr: 'debug\n',
      testKey: 'k1',
    })
    expect(await run('42')).toMatchObject({ status: S.accepted })
    expect(await run('41\n')).toMatchObject({ status: S.wrongAnswer, stdout: '42\n' })
    const flood = await judgeTask(
      env,
      task({
        kind: 'test',
        code: '#include <stdio.h>\nint main(){for(int i=0;i<100000;i++)puts("0123456789");}',
      }),
      quiet,
    )
    expect(flood.status).toBe(S.accepted)
    expect(flood.stdout?.length).toBeLessThanOrEqual(64 * 1024)
    expect(flood.stdout).toMatch(/truncated\)$/)
    const fileIO = problem({ fileIO: { input: 'add.in', output: 'add.out' } })
    const viaFiles =
      '#include <stdio.h>\nint main(){long a,b;FILE*f=fopen("add.in","r");fscanf(f,"%ld %ld",&a,&b);FILE*g=fopen("add.out","w");fprintf(g,"%ld\\n",a+b);}'
    expect(
      await judgeTask(
        env,
        task({ kind: 'test', code: viaFiles, problem: fileIO, cases: cases([['2 3\n', '']]) }),
        quiet,
      ),
    ).toMatchObject({ status: S.accepted, stdout: '5\n' })
  })
})
