import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, judged, waitFor } from './harness.ts'

// Two servers in one process (as tests start them), each with its own database: the board cache
// (board/cache.ts) keeps each server's contests apart, though their ids are the same.

const first = contestsHarness()
const second = contestsHarness()

type Row = { username: string; ac?: number; totalScore?: number }
const boardOf = async (h: typeof first.h, cid: number) =>
  (
    await h.server.api<{ records: Row[] }>('POST', '/ojapi/get-contest-rank', {
      token: h.tokens.bob,
      body: { cid, currentPage: 1, limit: 50 },
    })
  ).body.data?.records ?? []

describe('the board cache of two servers in one process', { timeout: 60_000 }, () => {
  it('answers each server with its own contest of the same id', async () => {
    const acm = await addContest(first.h, { startIn: -HOUR, length: 2 * HOUR, type: 0 })
    const oi = await addContest(second.h, { startIn: -HOUR, length: 2 * HOUR, type: 1 })
    expect(oi, 'both databases give their first contest the same id').toBe(acm)
    const at = new Date(Date.now() - 60_000)
    await judged(first.h, { cid: acm, who: 'alice', displayId: 'A', status: S.accepted, at })
    await judged(second.h, { cid: oi, who: 'alice', displayId: 'A', status: S.accepted, at, score: 100 })
    await waitFor(async () => ((await boardOf(second.h, oi)).length > 0 ? true : undefined), 'the OI board')
    await waitFor(async () => ((await boardOf(first.h, acm)).length > 0 ? true : undefined), 'the ACM board')
    // Read one right after the other (within the cache's freshness): each its own rule's rows.
    for (let round = 0; round < 3; round++) {
      const [acmRows, oiRows] = await Promise.all([boardOf(first.h, acm), boardOf(second.h, oi)])
      expect(acmRows.map((r) => [r.username, r.ac, r.totalScore])).toEqual([['alice', 1, undefined]])
      expect(oiRows.map((r) => [r.username, r.ac, r.totalScore])).toEqual([['alice', undefined, 100]])
    }
  })
})
