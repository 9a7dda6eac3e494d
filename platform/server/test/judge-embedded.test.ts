import { A_PLUS_B, task } from '@oj/platform-judge/testing'
import { type FinalReport, type JudgeReport, laneOf, RESULTS_LANE } from '@oj/sdk/judge'
import { describe, expect, it } from 'vitest'

import { startTestServer } from '../src/testing/index.ts'

describe('the embedded judge', () => {
  it('is off in test servers unless asked, and judges over the server bus when on', async () => {
    const plain = await startTestServer({ env: { OJ_MODULES: 'none' } })
    try {
      expect(plain.judge).toBeUndefined()
    } finally {
      await plain.close()
    }

    const server = await startTestServer({
      judge: true,
      env: { OJ_MODULES: 'none', OJ_JUDGE_NAME: 'embedded-test' },
    })
    try {
      const info = server.judge?.info()
      expect(info).toMatchObject({ name: 'embedded-test', capacity: expect.any(Number) })
      expect(info?.languages.map((l) => l.name)).toContain('C')
      // What the editor needs of a language travels in the heartbeat (GET /ojapi/languages shows it).
      expect(info?.languages.find((l) => l.name === 'C')).toMatchObject({
        contentType: 'text/x-csrc',
        template: expect.stringContaining('main'),
        compileCommand: expect.stringContaining('gcc'),
        spj: expect.any(Boolean),
      })
      const finals: FinalReport[] = []
      await server.bus.consume(RESULTS_LANE, { prefetch: 4 }, async (msg) => {
        const report = msg.json<JudgeReport>()
        if (report.kind === 'final') finals.push(report)
        await msg.ack()
      })
      const t = task({ code: A_PLUS_B, language: 'C' })
      await server.bus.enqueue(laneOf('normal', 'native'), t, { id: t.taskId })
      // On a shared NATS the lanes may carry other test files' reports too: this task's is the one.
      const mine = () => finals.find((f) => f.taskId === t.taskId)
      const until = Date.now() + 15_000
      while (!mine() && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
      expect(mine()).toMatchObject({ taskId: t.taskId, status: 0, judger: 'embedded-test' })
    } finally {
      await server.close()
    }
  }, 60_000)
})
