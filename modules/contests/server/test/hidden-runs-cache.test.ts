import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { addContest, contestsHarness, HOUR, MINUTE } from './harness.ts'

// The sealed contests are kept per server (contest/scope.ts) and read again only when a contest
// changed: each change is seen by the next request, whoever wrote it, and the clock still decides
// which seals hold now. Seen through a figure anyone may read: a public problem's counts on the
// public problem list, which leave out the runs a sealed board hides.

const { h, api } = contestsHarness()

type ListPage = { records: Array<{ problemId: string; total: number; ac: number }> }

const counts = async () => {
  const reply = await api<ListPage>('GET', '/get-problem-list?keyword=CT1')
  const row = reply.body.data!.records.find((r) => r.problemId === 'CT1')!
  return { total: row.total, ac: row.ac }
}

const setContest = (cid: number, set: ReturnType<typeof sql>) =>
  h.server.db.client.execute(sql`update contests.contest set ${set} where id = ${cid}`)

describe('the hidden runs of sealed contests', () => {
  it('follow each change of a contest at the next request, and the clock between changes', async () => {
    const pid = h.pids[0]!
    // CT1 public, with one accepted run in a contest sealed since an hour ago, counted in its figures.
    await h.server.db.client.execute(sql`update problems.problem set auth = 1 where id = ${pid}`)
    const cid = await addContest(h, { startIn: -2 * HOUR, length: 4 * HOUR, sealAt: HOUR })
    await h.server.db.client.execute(sql`
      insert into problems.submission (pid, display_pid, uid, username, cid, status, counted_status,
        language, code, length, priority, family, submit_time)
      values (${pid}, 'A', ${h.uids.alice}, 'alice', ${cid}, 0, 0, 'C', 'int main(){}', 12, 'contest',
        'native', ${new Date(Date.now() - 10 * MINUTE)})`)
    await h.server.db.client.execute(sql`
      insert into problems.problem_stats (pid, total, ac) values (${pid}, 1, 1)
      on conflict (pid) do update set total = 1, ac = 1`)
    expect(await counts()).toEqual({ total: 0, ac: 0 })
    // The board unsealed: the run counts at once.
    await setContest(cid, sql`seal_rank = false`)
    expect(await counts()).toEqual({ total: 1, ac: 1 })
    // Sealed again, from a moment ahead: it counts until then, and is hidden once the clock is past it.
    await setContest(cid, sql`seal_rank = true, seal_rank_time = ${new Date(Date.now() - 20 * MINUTE)}`)
    expect(await counts()).toEqual({ total: 0, ac: 0 })
    // (the run's time moved past the seal time too, as if it came just after it)
    const soon = Date.now() + 1_500
    await h.server.db.client.execute(
      sql`update problems.submission set submit_time = ${new Date(soon + 10)} where cid = ${cid}`,
    )
    await setContest(cid, sql`seal_rank_time = ${new Date(soon)}`)
    expect(await counts()).toEqual({ total: 1, ac: 1 })
    await new Promise((r) => setTimeout(r, soon - Date.now() + 100))
    expect(await counts()).toEqual({ total: 0, ac: 0 })
    await setContest(cid, sql`seal_rank_time = ${new Date(Date.now() - 30 * MINUTE)}`)
    expect(await counts()).toEqual({ total: 0, ac: 0 })
    // The contest ended with the automatic real rank: nothing hidden; without it, sealed for good.
    await setContest(cid, sql`end_time = ${new Date(Date.now() - MINUTE)}`)
    expect(await counts()).toEqual({ total: 1, ac: 1 })
    await setContest(cid, sql`auto_real_rank = false`)
    expect(await counts()).toEqual({ total: 0, ac: 0 })
    // Gone: nothing hidden.
    await h.server.db.client.execute(sql`delete from contests.contest_problem where cid = ${cid}`)
    await h.server.db.client.execute(sql`delete from contests.contest where id = ${cid}`)
    expect(await counts()).toEqual({ total: 1, ac: 1 })
  })
})
