import { type ProblemListPage, ProblemsApi } from '@oj/problems-contract'
import { eq, sql } from 'drizzle-orm'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listProblems } from '../src/problem-list.ts'
import { problem, problemStats, problemTag, tag } from '../src/tables.ts'
import { type Harness, startHarness } from './judge-harness.ts'

// The public problem list's pages are kept per server (problem-list.ts, under the list stamp): every
// change of what a page is made of is seen by the next request, whoever writes it (here straight into
// the tables, as another server process would), and a kept page answers the bytes a fresh one would.

let h: Harness
beforeAll(async () => {
  h = await startHarness()
}, 120_000)
afterAll(() => h?.server.close())

const PATH = '/ojapi/get-problem-list?currentPage=1&limit=30'
const page = async (path = PATH, token?: string) => {
  const reply = await h.server.api<ProblemListPage>('GET', path, token ? { token } : {})
  expect(reply.httpStatus).toBe(200)
  return reply.body.data!
}
const row = async (problemId: string) => (await page()).records.find((r) => r.problemId === problemId)
const pidOf = async (problemId: string) =>
  (
    await h.server.db.client.select({ id: problem.id }).from(problem).where(eq(problem.problemId, problemId))
  )[0]!.id

describe('get-problem-list kept per server', () => {
  it('answers what an uncached read answers, byte for byte', async () => {
    for (const path of [PATH, PATH, '/ojapi/get-problem-list?limit=5&currentPage=2&keyword=a']) {
      const text = await (await h.server.request(path)).text()
      const query = Object.fromEntries(new URL(path, 'http://x').searchParams)
      const { input } = await ProblemsApi.problemList.schemas()
      const fresh = await listProblems(h.server.db.client, Schema.decodeUnknownSync(input)(query))
      expect(text).toBe(JSON.stringify({ status: 200, msg: 'success', data: fresh }))
    }
  })

  it('sees each change of a problem, its counts, its tags and the tags themselves at the next request', async () => {
    const pid = await pidOf('P1000')
    expect((await row('P1000'))?.title).toBe('A+B Problem')
    await h.server.db.client.update(problem).set({ title: 'A plus B' }).where(eq(problem.id, pid))
    expect((await row('P1000'))?.title).toBe('A plus B')

    await h.server.db.client
      .insert(problemStats)
      .values({ pid, total: 5, ac: 2 })
      .onConflictDoUpdate({ target: problemStats.pid, set: { total: 5, ac: 2 } })
    expect(await row('P1000')).toMatchObject({ total: 5, ac: 2 })

    const [made] = await h.server.db.client
      .insert(tag)
      .values({ name: 'Cached tag', color: '#000000' })
      .returning({ id: tag.id })
    await h.server.db.client.insert(problemTag).values({ pid, tid: made!.id })
    expect((await row('P1000'))?.tags.map((t) => t.name)).toContain('Cached tag')
    await h.server.db.client.update(tag).set({ name: 'Renamed tag' }).where(eq(tag.id, made!.id))
    expect((await row('P1000'))?.tags.map((t) => t.name)).toContain('Renamed tag')
    await h.server.db.client.delete(problemTag).where(eq(problemTag.tid, made!.id))
    expect((await row('P1000'))?.tags.map((t) => t.name)).not.toContain('Renamed tag')

    // Made private: off the public list at once; public again: back.
    const total = (await page()).total
    await h.server.db.client.update(problem).set({ auth: 2 }).where(eq(problem.id, pid))
    expect(await row('P1000')).toBeUndefined()
    expect((await page()).total).toBe(total - 1)
    await h.server.db.client.update(problem).set({ auth: 1 }).where(eq(problem.id, pid))
    expect((await row('P1000'))?.title).toBe('A plus B')

    // A write rolled back changes nothing, and the page after it is still current.
    await h.server.db.client
      .transaction(async (tx) => {
        await tx.update(problem).set({ title: 'Never' }).where(eq(problem.id, pid))
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect((await row('P1000'))?.title).toBe('A plus B')
    await h.server.db.client.execute(sql`update problems.problem set title = 'A+B Problem' where id = ${pid}`)
    expect((await row('P1000'))?.title).toBe('A+B Problem')
  })

  it('gives a logged-in caller their statuses on a copy, never on the page visitors get', async () => {
    const mine = await page(PATH, h.tokens.alice)
    expect(mine.records.every((r) => r.myStatus !== null)).toBe(true)
    expect((await page()).records.every((r) => r.myStatus === null)).toBe(true)
  })
})
