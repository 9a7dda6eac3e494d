// Every WASI solution of the golden suite on both WASI runners (wasmtime and the worker threads),
// through the judge core (judgeTask) without a server: each must get the verdict its name states on
// both. golden.test.ts judges them end to end on the default runner (wasmtime where installed).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { closeRunners, installedLanguages, judgeTask, openRunners, type Runners } from '@oj/platform-judge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadSuite, VERDICTS } from './suite.ts'
import { taskOf } from './task-of.ts'

const wasi = installedLanguages.filter((l) => l.runtime === 'wasi')
const available = new Map<string, string | null>()
for (const l of wasi) {
  const a = await l.available()
  available.set(l.name, a.available ? null : a.reason)
}
const cases = loadSuite().flatMap((problem) =>
  problem.solutions.filter((s) => available.has(s.language)).map((solution) => ({ problem, solution })),
)

const inlineOnly = (): Promise<never> => Promise.reject(new Error('the golden tasks carry their data inline'))

describe.each(['wasmtime', 'threads'] as const)('golden WASI solutions on the %s runner', (kind) => {
  let runners: Runners
  let tempRoot: string
  beforeAll(async () => {
    runners = await openRunners(() => {}, { wasi: kind })
    tempRoot = mkdtempSync(join(tmpdir(), 'oj-golden-wasi-'))
    chmodSync(tempRoot, 0o711) // the sandbox's user passes through to the task folders
  }, 60_000)
  afterAll(async () => {
    await closeRunners(runners)
    rmSync(tempRoot, { recursive: true, force: true })
  })

  it('is the runner asked for', () => {
    const description = runners.wasi?.description ?? ''
    if (kind === 'wasmtime' && !/wasmtime/.test(description))
      console.warn(`no wasmtime here (${description}): this pass ran on threads`)
    if (kind === 'threads') expect(description).toMatch(/threads/)
  })

  let n = 0
  it.each(cases.map((c) => [`${c.problem.name}/${c.solution.file}`, c] as const))(
    '%s',
    async (_, { problem, solution }) => {
      const reason = available.get(solution.language)
      if (reason) return console.warn(`${solution.file} skipped: ${reason}`)
      const report = await judgeTask(
        {
          languages: new Map(installedLanguages.map((l) => [l.name, l])),
          runners,
          data: { get: inlineOnly, copyTo: inlineOnly },
          tempRoot,
          judger: `golden-${kind}`,
        },
        taskOf(problem, solution, ++n),
        async () => {},
      )
      expect({ status: report.status, why: report.errorMessage.slice(0, 200) }).toMatchObject({
        status: VERDICTS[solution.verdict],
      })
    },
    120_000,
  )
})
