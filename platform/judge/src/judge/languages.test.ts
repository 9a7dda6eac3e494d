import { JudgeStatus } from '@oj/sdk/judge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installedLanguages } from '../plugins.ts'
import { closeRunners, openRunners } from '../runners.ts'
import { cases, task, testEnv } from '../testing/kit.ts'
import type { Runners } from './env.ts'
import { judgeTask } from './judge-task.ts'

let runners: Runners
let kit: Awaited<ReturnType<typeof testEnv>>
beforeAll(async () => {
  runners = await openRunners(() => undefined)
  kit = await testEnv(runners, undefined, [...installedLanguages])
})
afterAll(async () => {
  kit?.close()
  await closeRunners(runners)
})

// Each installed language's own self-test program, judged the whole way (compile in the native
// sandbox, run in its runner, compare): Accepted where the machine has the language.
describe('every installed language through the judge', { timeout: 120_000 }, () => {
  it.for(installedLanguages.map((l) => [l.name, l] as const))('%s', async ([, language], { skip }) => {
    const availability = await language.available()
    if (!availability.available) skip(availability.reason)
    const { source, input, output } = language.selfTest
    const report = await judgeTask(
      kit.env,
      task({ code: source, language: language.name, cases: cases([[input, output]]) }),
      async () => undefined,
    )
    expect(report.errorMessage).toBe('')
    expect(report.status).toBe(JudgeStatus.accepted)
  })
})
