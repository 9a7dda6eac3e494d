import { afterAll, beforeAll, describe, it } from 'vitest'

import type { AnyRemoteJudge } from '../remote/define.ts'
import { type FakeSite, type KitOptions, remoteJudgeChecks } from './checks.ts'

/**
 * The conformance kit as vitest tests: starts the adapter's fake site once, runs every check
 * against it (a check about a verdict the site does not give is skipped), and closes it.
 *
 * ```ts
 * // judge-plugins/remote-mysite/src/index.test.ts
 * remoteJudgeKit(mysite, startMySiteFake)
 * ```
 */
export function remoteJudgeKit(
  judge: AnyRemoteJudge,
  startFake: () => Promise<FakeSite>,
  options: KitOptions = {},
): void {
  describe(`remote judge kit: ${judge.name} (${judge.id})`, () => {
    let site: FakeSite | undefined
    beforeAll(async () => {
      site = await startFake()
    })
    afterAll(async () => {
      await site?.close()
    })
    const current = () => {
      if (!site) throw new Error('the fake site did not start')
      return site
    }
    for (const check of remoteJudgeChecks(judge, current, options)) {
      it(check.name, async (context) => {
        if (check.applies && !check.applies()) return context.skip()
        await check.run()
      })
    }
  })
}
