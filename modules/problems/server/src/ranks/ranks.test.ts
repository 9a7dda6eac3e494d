import { type RankListQuery, RankType } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import type { DbShape } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { final, insertProblem, insertSubmission } from '../../test/judge-fixtures.ts'
import { openProblemsDb } from '../../test/test-db.ts'
import { lockSubmission, startNewAttempt } from '../submissions/requeue.ts'
import { applyReport } from '../submissions/results.ts'
import { submission } from '../submissions/tables.ts'
import { rankList } from './list.ts'
import { userProblemRank, userRank } from './tables.ts'

let db: DbShape
let close: () => Promise<void>
beforeAll(async () => {
  ;({ service: db, close } = await openProblemsDb())
}, 60_000)
afterAll(() => close())

const { accepted: AC, wrongAnswer: WA, compileError: CE, partialAccepted: PA } = JudgeStatus
let task = 0

/** A submission of `uid` judged through the results consumer; answers its id. */
async function judged(
  pid: number,
  uid: string,
  status: Parameters<typeof final>[2],
  options: { score?: number; cid?: number; gid?: number } = {},
): Promise<number> {
  const taskId = `rank-${++task}`
  const id = await insertSubmission(db.client, pid, taskId, uid)
  await db.client
    .update(submission)
    .set({ username: uid, cid: options.cid ?? 0, gid: options.gid ?? null })
    .where(eq(submission.submitId, id))
  await applyReport(db.client, final(id, taskId, status, { score: options.score ?? null }))
  return id
}

const list = (query: Partial<RankListQuery> & { type: number }) => rankList(db.client, query)
const brief = (page: Awaited<ReturnType<typeof list>>) =>
  page.records.map((r) => [r.username, r.ac, r.total, r.score])

let acm1 = 0
let acm2 = 0
let oi1 = 0
let oi2 = 0

describe('general ranks', () => {
  it('orders ACM by accepted problems, then fewer submissions; only public ones count', async () => {
    acm1 = await insertProblem(db.client, 'K1')
    acm2 = await insertProblem(db.client, 'K2')
    // ann: 2 AC of 3 tries; ben: 2 AC of 2 tries; cat: 1 AC (twice on the same problem) of 2.
    await judged(acm1, 'ann', WA)
    await judged(acm1, 'ann', AC)
    await judged(acm2, 'ann', AC)
    await judged(acm1, 'ben', AC)
    await judged(acm2, 'ben', AC)
    await judged(acm1, 'cat', AC)
    await judged(acm1, 'cat', AC)
    // Contest and group submissions are not part of the general ranks.
    await judged(acm2, 'cat', AC, { cid: 7 })
    await judged(acm2, 'cat', AC, { gid: 3 })
    const page = await list({ type: RankType.acm })
    expect(brief(page)).toEqual([
      ['ben', 2, 2, 0],
      ['ann', 2, 3, 0],
      ['cat', 1, 2, 0],
    ])
    expect(page).toMatchObject({ total: 3, current: 1, size: 10 })
  })

  it('scores OI by the best round(score × 0.1 + difficulty × 2) per problem, summed', async () => {
    oi1 = await insertProblem(db.client, 'K3', { type: 1, difficulty: 2 })
    oi2 = await insertProblem(db.client, 'K4', { type: 1, difficulty: 1 })
    // dan: K3 best 60 → round(6 + 4) = 10 (the 35 one is worse: round(3.5 + 4) = 8); K4 100 → 12.
    await judged(oi1, 'dan', PA, { score: 35 })
    await judged(oi1, 'dan', PA, { score: 60 })
    await judged(oi2, 'dan', AC, { score: 100 })
    // eve: K3 100 → 14; a compile error earns nothing.
    await judged(oi1, 'eve', AC, { score: 100 })
    await judged(oi2, 'eve', CE)
    const page = await list({ type: RankType.oi })
    expect(page.size).toBe(30)
    expect(brief(page).slice(0, 2)).toEqual([
      ['dan', 1, 3, 22],
      ['eve', 1, 2, 14],
    ])
    // Users with ACM problems only are ranked with score 0 after them.
    expect(page.records.slice(2).every((r) => r.score === 0)).toBe(true)
  })

  it('moves the counts when a rejudge turns an Accepted into a Wrong Answer', async () => {
    const [ac] = await db.client
      .select({ id: submission.submitId })
      .from(submission)
      .where(eq(submission.uid, 'ben'))
      .orderBy(submission.submitId)
    const next = await db.client.transaction(async (tx) =>
      startNewAttempt(tx, (await lockSubmission(tx, ac!.id))!, 'rejudge'),
    )
    // While the rejudge is pending, the verdict counted before still counts.
    expect(brief(await list({ type: RankType.acm }))[0]).toEqual(['ben', 2, 2, 0])
    await applyReport(db.client, final(ac!.id, next!.taskId, WA, { attempt: 2 }))
    // Ties (1 AC of 2) are ordered by uid.
    expect(brief(await list({ type: RankType.acm }))).toEqual([
      ['ann', 2, 3, 0],
      ['ben', 1, 2, 0],
      ['cat', 1, 2, 0],
      ['eve', 1, 2, 14],
      ['dan', 1, 3, 22],
    ])
    const [standing] = await db.client
      .select()
      .from(userProblemRank)
      .where(eq(userProblemRank.uid, 'ben'))
      .orderBy(userProblemRank.pid)
    expect(standing).toMatchObject({ pid: acm1, ac: false, tries: 1 })
  })

  it('lowers the OI score when the best submission is rejudged lower', async () => {
    const [best] = await db.client
      .select({ id: submission.submitId })
      .from(submission)
      .where(eq(submission.uid, 'eve'))
      .orderBy(submission.submitId)
    const next = await db.client.transaction(async (tx) =>
      startNewAttempt(tx, (await lockSubmission(tx, best!.id))!, 'rejudge'),
    )
    await applyReport(db.client, final(best!.id, next!.taskId, PA, { attempt: 2, score: 50 }))
    const eve = (await list({ type: RankType.oi, searchUser: 'eve' })).records
    // round(5 + 4) = 9
    expect(brief({ records: eve, total: 1, current: 1, size: 1, pages: 1 })).toEqual([['eve', 0, 2, 9]])
  })

  it('searches username, nickname and real name without regard to case', async () => {
    await db.client.update(userRank).set({ nickname: 'Big Ben' }).where(eq(userRank.uid, 'ben'))
    await db.client.update(userRank).set({ realname: 'Catherine' }).where(eq(userRank.uid, 'cat'))
    const names = async (searchUser: string) =>
      (await list({ type: RankType.acm, searchUser })).records.map((r) => r.uid)
    expect(await names('ANN')).toEqual(['ann'])
    expect(await names('big')).toEqual(['ben'])
    expect(await names('CATHER')).toEqual(['cat'])
    expect(await names('zzz')).toEqual([])
    // LIKE wildcards are taken literally.
    expect(await names('%')).toEqual([])
  })

  it('pages', async () => {
    const all = (await list({ type: RankType.acm, limit: 100 })).records.map((r) => r.uid)
    expect(all).toHaveLength(5)
    const second = await list({ type: RankType.acm, currentPage: 2, limit: 2 })
    expect(second).toMatchObject({ total: 5, current: 2, size: 2 })
    expect(second.records.map((r) => r.uid)).toEqual(all.slice(2, 4))
    expect((await list({ type: RankType.acm, currentPage: 4, limit: 2 })).records).toEqual([])
  })
})
