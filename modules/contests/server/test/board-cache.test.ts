import { JudgeStatus as S } from '@oj/sdk'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addContest, type Harness, HOUR, judged, startHarness, waitFor } from './harness.ts'

// The board cache (board/cache.ts): a board page follows a verdict of this process at once, and a
// change another server made to the cells within its freshness window.

let h: Harness
beforeAll(async () => {
  h = await startHarness()
}, 120_000)
afterAll(() => h?.server.close())

type Page = { records: Array<{ username: string; ac: number }> }
const board = async (cid: number) =>
  (
    await h.server.api<Page>('POST', '/ojapi/get-contest-rank', {
      token: h.tokens.bob,
      body: { cid, currentPage: 1, limit: 50 },
    })
  ).body.data!.records.filter((r) => r.username === 'alice')

describe('the board cache', { timeout: 60_000 }, () => {
  it('shows a verdict at once, and a change of the cells by another server soon after', async () => {
    const cid = await addContest(h, { startIn: -HOUR, length: 2 * HOUR })
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'A',
      status: S.wrongAnswer,
      at: new Date(Date.now() - 60_000),
    })
    await waitFor(async () => ((await board(cid))[0]?.ac === 0 ? true : undefined), 'alice on the board')
    await judged(h, {
      cid,
      who: 'alice',
      displayId: 'B',
      status: S.accepted,
      at: new Date(Date.now() - 30_000),
    })
    await waitFor(async () => ((await board(cid))[0]?.ac === 1 ? true : undefined), 'alice’s AC')

    // Another server's change: the cell rewritten in the table, not through this process.
    await h.server.db.client.execute(sql`
      update contests.board_cell set live = null, sealed = null, gmt_modified = clock_timestamp()
      where cid = ${cid} and display_id = 'B'`)
    const seen = Date.now()
    await waitFor(async () => ((await board(cid))[0]?.ac === 0 ? true : undefined), 'the change', 3_000)
    expect(Date.now() - seen).toBeLessThan(2_000)
  })
})
