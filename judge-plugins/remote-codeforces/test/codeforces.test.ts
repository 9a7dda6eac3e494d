import { JudgeStatus } from '@oj/sdk/judge'
import { type FakeSite, KitFailure, remoteJudgeChecks, remoteJudgeKit } from '@oj/sdk/judge/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import codeforces from '../src/index.ts'
import { startCodeforcesFake } from './fake-codeforces.ts'

remoteJudgeKit(codeforces, () => startCodeforcesFake())

describe('the kit against an adapter that maps a verdict wrong', () => {
  let site: FakeSite
  beforeAll(async () => {
    site = await startCodeforcesFake()
  })
  afterAll(() => site.close())

  it('fails the wrong answer check with a message that names the verdict and both statuses', async () => {
    // Codeforces' adapter, except that it reads WRONG_ANSWER as Accepted
    const broken = {
      ...codeforces,
      poll: async (...args: Parameters<typeof codeforces.poll>) => {
        const verdict = await codeforces.poll(...args)
        return verdict.done && verdict.status === JudgeStatus.wrongAnswer
          ? { ...verdict, status: JudgeStatus.accepted }
          : verdict
      },
    }
    const check = remoteJudgeChecks(broken, () => site).find((c) => c.name.includes('wrongAnswer'))
    expect(check).toBeDefined()
    const failure = await check?.run().then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(KitFailure)
    expect((failure as Error).message).toBe(
      'Codeforces maps a verdict wrong: the fake site showed its wrongAnswer verdict and the adapter ' +
        'answered Accepted (0); it should be Wrong Answer (-1)',
    )
    // the right adapter passes the same check against the same fake
    await remoteJudgeChecks(codeforces, () => site)
      .find((c) => c.name.includes('wrongAnswer'))
      ?.run()
  })
})
