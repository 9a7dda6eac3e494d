// Helpers of the judge's own tests: a C language as data (gcc in the real native sandbox), tasks
// and problems with defaults, an in-memory data origin, and a measure of event-loop stalls.
import { createHash } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import {
  type DataRef,
  defineLanguage,
  type JudgeCase,
  type JudgeProblem,
  type JudgeTask,
  type LanguageDef,
} from '@oj/sdk/judge'

import { type DataOrigin, openDiskCache } from '../data/data-source.ts'
import type { JudgeEnv, Runners } from '../judge/env.ts'

/** C through gcc, as a language plugin declares it (the tests do not depend on the plugin packages). */
export const TEST_C: LanguageDef = defineLanguage({
  name: 'C (judge tests)',
  description: 'gcc -O2',
  family: 'native',
  runtime: 'native',
  source: 'main.c',
  compile: {
    command: ['/usr/bin/gcc', '-O2', '-w', '-o', 'main', 'main.c', '-lm'],
    toolchain: ['/usr/lib/gcc', '/usr/libexec/gcc', '/usr/include'],
  },
  run: { command: ['./main'] },
  contentType: 'text/x-csrc',
  template: '',
  spj: true,
  available: async () => ({ available: true, version: 'gcc' }),
  selfTest: { source: '', input: '', output: '' },
})

export const A_PLUS_B =
  '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}'

/** Test data the tests keep by hash, as the server's files would. */
export class MemoryOrigin implements DataOrigin {
  readonly description = 'the test store'
  readonly blobs = new Map<string, Uint8Array>()
  fetches = 0
  put(text: string): string {
    const bytes = new TextEncoder().encode(text)
    const hash = createHash('sha256').update(bytes).digest('hex')
    this.blobs.set(hash, bytes)
    return hash
  }
  async fetch(hash: string) {
    this.fetches++
    return this.blobs.get(hash)
  }
}

export function problem(fields: Partial<JudgeProblem> = {}): JudgeProblem {
  return {
    pid: 1,
    problemId: 'P1000',
    type: 0,
    timeLimitMs: 1000,
    memoryLimitMb: 128,
    stackLimitMb: 64,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    isRemote: false,
    ...fields,
  }
}

/** Cases from [input, answer] pairs (inline, or by hash through `origin`), optional points and groups. */
export function cases(
  rows: ReadonlyArray<readonly [input: string, answer: string, score?: number, group?: number]>,
  origin?: MemoryOrigin,
): JudgeCase[] {
  const ref = (text: string): DataRef => (origin ? { hash: origin.put(text) } : { inline: text })
  return rows.map(([input, answer, score, group], i) => ({
    caseId: 100 + i,
    index: i + 1,
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    input: ref(input),
    output: ref(answer),
    score: score ?? 0,
    groupNum: group ?? 0,
  }))
}

let serial = 0
export function task(fields: Partial<JudgeTask> & Pick<JudgeTask, 'code'>): JudgeTask {
  const id = ++serial
  return {
    kind: 'submission',
    taskId: `s${id}-1`,
    submitId: id,
    attempt: 1,
    priority: 'normal',
    language: TEST_C.name,
    problem: problem(),
    cases: cases([['1 2\n', '3\n']]),
    createdAt: new Date().toISOString(),
    ...fields,
  }
}

/** A judge environment over real runners, a fresh cache and temp folder; `close` removes them. */
export async function testEnv(runners: Runners, origin = new MemoryOrigin(), languages = [TEST_C]) {
  const root = mkdtempSync(join(tmpdir(), 'oj-judge-test-'))
  // The sandboxed user must pass through to the work folders below.
  chmodSync(root, 0o711)
  const data = await openDiskCache({ dir: join(root, 'cache'), maxBytes: 64 << 20, origin })
  const env: JudgeEnv = {
    languages: new Map(languages.map((l) => [l.name, l])),
    runners,
    data,
    tempRoot: join(root, 'work'),
    judger: 'test-judge',
  }
  return { env, origin, data, root, close: () => rmSync(root, { recursive: true, force: true }) }
}

/** The longest the event loop went without running a 1 ms timer while `work` ran. */
export async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now()
  let longest = 0
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 1)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  return Math.max(longest, performance.now() - last)
}
