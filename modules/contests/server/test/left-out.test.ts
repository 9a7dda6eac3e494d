import { JudgeStatus as S } from '@oj/sdk'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, judged, waitFor } from './harness.ts'

// HOJ leaves a contest's author and every super admin out of its board, its problems' counts, the
// admin helper and the scroll board: their runs are tests, not entries.

const { h, api } = contestsHarness()

describe('who is left out', { timeout: 60_000 }, () => {
  it("keeps super admins' runs off the board, the counts, the admin helper and the scroll board", async () => {
    const now = Date.now()
    const start = now - 3 * HOUR
    const cid = await addContest(h, { now, startIn: -3 * HOUR, length: 2 * HOUR, openRank: true })
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    await judged(h, { cid, who: 'alice', displayId: 'A', status: S.accepted, at: at(10) })
    await judged(h, { cid, who: 'chief', displayId: 'A', status: S.accepted, at: at(5) })
    await judged(h, { cid, who: 'chief', displayId: 'B', status: S.wrongAnswer, at: at(6) })
    await judged(h, { cid, who: 'bob', displayId: 'B', status: S.wrongAnswer, at: at(20) })
    type Page = { records: Array<{ username: string }>; total: number }
    const board = await waitFor(async () => {
      const r = await api<Page>('POST', '/get-contest-rank', h.tokens.root, { cid, forceRefresh: true })
      return r.body.data?.records.some((x) => x.username === 'bob') ? r.body.data : undefined
    }, 'the board with bob')
    expect(board.records.map((r) => r.username).sort()).toEqual(['alice', 'bob'])
    expect(board.total).toBe(2)

    const problems = await api<Array<{ displayId: string; ac: number; total: number }>>(
      'GET',
      `/get-contest-problem?cid=${cid}`,
      h.tokens.alice,
    )
    expect(problems.body.data!.map((p) => [p.displayId, p.ac, p.total])).toEqual([
      ['A', 1, 1],
      ['B', 0, 1],
    ])

    const helper = await api<{ records: Array<{ username: string }> }>(
      'GET',
      `/get-contest-ac-info?cid=${cid}`,
      h.tokens.root,
    )
    expect(helper.body.data!.records.map((r) => r.username)).toEqual(['alice'])

    const scroll = await api<{ submissions: Array<{ username: string }> } | Array<{ username: string }>>(
      'GET',
      `/get-contest-scroll-board-submission?cid=${cid}`,
      h.tokens.root,
    )
    const runs = Array.isArray(scroll.body.data) ? scroll.body.data : (scroll.body.data?.submissions ?? [])
    expect(runs.map((r) => r.username).sort()).toEqual(['alice', 'bob'])
  })
})
