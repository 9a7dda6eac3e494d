import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import {
  addContest,
  bobsVirtualRun,
  contestsHarness,
  HOUR,
  judged,
  MINUTE,
  startBobsVirtualRun,
  virtualStartedAgo,
  waitFor,
} from './harness.ts'

// GET /get-contest-problem during a virtual run: each problem's AC / total as a contestant saw them
// at the run's elapsed time (the real runs up to then and the run's own), hidden while the board was
// sealed then; everyone else still gets the contest's final figures.

const { h } = contestsHarness()

type Problem = { displayId: string; ac: number | null; total: number | null }

const figures = async (cid: number, token: string) => {
  const reply = await h.server.api<Problem[]>('GET', `/ojapi/get-contest-problem?cid=${cid}`, { token })
  expect(reply.httpStatus).toBe(200)
  return Object.fromEntries(reply.body.data!.map((p) => [p.displayId, [p.ac, p.total]]))
}

describe('the problem list during a virtual run', { timeout: 60_000 }, () => {
  it('answers the figures at the run’s elapsed time, with the run’s own runs', async () => {
    const now = Date.now()
    const start = now - 5 * HOUR
    const cid = await addContest(h, { now, startIn: -5 * HOUR, length: 2 * HOUR })
    const real = (minutes: number) => new Date(start + minutes * MINUTE)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: real(10) })
    await judged(h, { cid, who: 'alice', displayId: 'B', status: S.wrongAnswer, at: real(20) })
    await judged(h, { cid, who: 'alice', displayId: 'B', status: S.accepted, at: real(50) })
    // a super admin's run is on no board, so in no figure
    await judged(h, { cid, who: 'chief', displayId: 'A', status: S.accepted, at: real(1) })
    const final = { A: [1, 1], B: [1, 2] }
    await waitFor(
      async () =>
        JSON.stringify(await figures(cid, h.tokens.bob)) === JSON.stringify(final) ? true : undefined,
      'the final figures',
    )

    const { runId } = await bobsVirtualRun(h, cid, async () => {
      // just started: nothing has happened yet at 0 minutes
      expect(await figures(cid, h.tokens.bob)).toEqual({ A: [0, 0], B: [0, 0] })
    })
    // 30 minutes in: alice's A and her rejected B, and bob's two runs on A
    const at30 = { A: [2, 3], B: [0, 1] }
    await waitFor(
      async () =>
        JSON.stringify(await figures(cid, h.tokens.bob)) === JSON.stringify(at30) ? true : undefined,
      'the figures 30 minutes in',
    )
    // anyone else: the final figures, never the virtual runs
    expect(await figures(cid, h.tokens.alice)).toEqual(final)
    expect(await figures(cid, h.tokens.author)).toEqual(final)

    await virtualStartedAgo(h, runId, 60 * MINUTE)
    expect(await figures(cid, h.tokens.bob)).toEqual({ A: [2, 3], B: [1, 2] })

    // the run over: the contest's final figures again
    await virtualStartedAgo(h, runId, 3 * HOUR)
    expect(await figures(cid, h.tokens.bob)).toEqual(final)
  })

  it('hides the figures from the seal time of the run on, as the sealed board did', async () => {
    const now = Date.now()
    const start = now - 5 * HOUR
    const cid = await addContest(h, { now, startIn: -5 * HOUR, length: 2 * HOUR, sealAt: HOUR })
    await h.server.db.client.execute(sql`update contests.contest set auto_real_rank = true where id = ${cid}`)
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.accepted,
      at: new Date(start + 10 * MINUTE),
    })
    await waitFor(
      async () => ((await figures(cid, h.tokens.bob))['A']?.[0] === 1 ? true : undefined),
      'alice’s Accepted',
    )
    const runId = await startBobsVirtualRun(h, cid)
    await virtualStartedAgo(h, runId, 30 * MINUTE)
    expect(await figures(cid, h.tokens.bob)).toEqual({ A: [1, 1], B: [0, 0] })
    await virtualStartedAgo(h, runId, 90 * MINUTE)
    expect(await figures(cid, h.tokens.bob)).toEqual({ A: [null, null], B: [null, null] })
    // the contest itself shows its real board after the end (autoRealRank): the others see the figures
    expect(await figures(cid, h.tokens.alice)).toEqual({ A: [1, 1], B: [0, 0] })
  })
})
