import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, LANGUAGE } from './harness.ts'

// How the real contests scope (not a stand-in that says so) has its submissions judged. HOJ's submit
// interval (the site's `defaultSubmitInterval`, 8 s here by default) is the interval of non-contest
// submissions: a contestant's submissions follow one another at once, while the public bank keeps
// the interval. An ACM contest's are judged to their first failing case, an OI contest's every case.

const { h, api } = contestsHarness()

const code = 'int main(){return 0;}'

describe('the submit interval and contests', { timeout: 60_000 }, () => {
  it('never holds a contest submission back, and still holds the public bank’s', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    for (const pid of ['A', 'A', 'B']) {
      const reply = await api('POST', '/submit-problem-judge', h.tokens.bob, {
        pid,
        language: LANGUAGE,
        code,
        cid,
      })
      expect([reply.httpStatus, reply.body.msg]).toEqual([200, 'success'])
    }

    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'SI1', title: 'Interval', auth: 1 },
      samples: [{ input: '1', output: '1' }],
    })
    expect(created.httpStatus).toBe(200)
    const inBank = () =>
      api('POST', '/submit-problem-judge', h.tokens.bob, { pid: 'SI1', language: LANGUAGE, code })
    expect((await inBank()).httpStatus).toBe(200)
    const again = await inBank()
    expect(again.httpStatus).toBe(429)
  })

  it('stops an ACM contest’s judging at the first failing case, never an OI contest’s', async () => {
    const stops: Record<string, boolean> = {}
    for (const [name, type] of [
      ['ACM', 0],
      ['OI', 1],
    ] as const) {
      const cid = await addContest(h, { type, startIn: -HOUR, length: 2 * HOUR })
      const reply = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens.alice, {
        pid: 'A',
        language: LANGUAGE,
        code,
        cid,
      })
      expect(reply.httpStatus).toBe(200)
      const found = await h.server.db.client.execute(
        sql`select stop_at_first_failure as stop from problems.submission where submit_id = ${reply.body.data!.submitId}`,
      )
      stops[name] = (found as unknown as { rows: Array<{ stop: boolean }> }).rows[0]!.stop
    }
    expect(stops).toEqual({ ACM: true, OI: false })
  })
})
