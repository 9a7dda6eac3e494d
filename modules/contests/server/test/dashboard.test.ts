import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR } from './harness.ts'

// The admin dashboard's recent contests (issue 39 item 6), as HOJ counts them: visible contests of
// the site, not ended, that start within 14 days, running ones included.

const { h, api } = contestsHarness()
const DAY = 24 * HOUR

describe("the dashboard's recent contests", () => {
  it('counts the visible site contests not ended that start within 14 days', async () => {
    const count = async () =>
      (await api<{ recentContestNum: number }>('GET', '/admin/dashboard/get-dashboard-info', h.tokens.root))
        .body.data?.recentContestNum
    const before = await count()
    await addContest(h, { title: 'running', startIn: -HOUR, length: 5 * HOUR })
    await addContest(h, { title: 'tomorrow, private', auth: 1, pwd: 'pw', startIn: DAY, length: HOUR })
    await addContest(h, { title: 'in 13 days', startIn: 13 * DAY, length: HOUR })
    await addContest(h, { title: 'in 15 days', startIn: 15 * DAY, length: HOUR })
    await addContest(h, { title: 'ended', startIn: -3 * HOUR, length: HOUR })
    await addContest(h, { title: 'hidden', startIn: DAY, length: HOUR, visible: false })
    const group = await addContest(h, { title: "a group's", startIn: DAY, length: HOUR })
    await h.server.db.client.execute(sql`update contests.contest set gid = 7 where id = ${group}`)
    expect((await count()) ?? 0).toBe((before ?? 0) + 3)
  })
})
