import { ProblemsApi } from '@oj/problems-contract'
import type { DbShape } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listProblems } from '../src/problem-list.ts'
import { demoProblems, writeDemo } from '../src/seed/demo.ts'
import { problem, problemStats, problemTag, tag } from '../src/tables.ts'
import { openProblemsDb } from './test-db.ts'

let db: DbShape
let close: () => Promise<void>

beforeAll(async () => {
  ;({ service: db, close } = await openProblemsDb())
  await db.client.transaction(writeDemo)
  // Fixtures beside the demo bank: hidden ones the list must skip, a remote one, and LIKE wildcards.
  const dp = (await db.client.select().from(tag).where(eq(tag.name, 'DP')))[0]!
  const extra = await db.client
    .insert(problem)
    .values([
      { problemId: 'P2000', title: 'Private DP', auth: 2, difficulty: 1 },
      { problemId: 'P2001', title: 'Group problem', gid: 7 },
      { problemId: 'HDU-1000', title: 'Remote A + B', isRemote: true, remoteOj: 'HDU' },
      { problemId: 'P1021', title: '100% Correct_Answer', difficulty: 2 },
    ])
    .returning({ id: problem.id, problemId: problem.problemId })
  await db.client.insert(problemTag).values({ pid: extra[0]!.id, tid: dp.id })
  await db.client.insert(problemStats).values({ pid: extra[3]!.id, total: 10, ac: 3, wa: 7 })
})
afterAll(() => close())

const list = async (query: Record<string, unknown>) => {
  const { input } = await ProblemsApi.problemList.schemas()
  return listProblems(db.client, Schema.decodeUnknownSync(input)(query))
}
const ids = async (query: Record<string, unknown>) =>
  (await list({ limit: 100, ...query })).records.map((r) => r.problemId)
const demoIds = (pred: (p: (typeof demoProblems)[number]) => boolean) =>
  demoProblems.filter(pred).map((p) => p.problemId)

describe('get-problem-list', () => {
  it('pages the public bank, ordered by display id, 30 rows by default', async () => {
    const page = await list({})
    expect(page).toMatchObject({ total: 23, current: 1, size: 30 })
    expect(page.records.map((r) => r.problemId)).toEqual([...demoIds(() => true), 'P1021', 'HDU-1000'])
  })

  it('answers any page, the last one short and beyond it empty', async () => {
    expect(await ids({ limit: '10', currentPage: '2' })).toHaveLength(10)
    const third = await list({ limit: '10', currentPage: '3' })
    expect(third.records.map((r) => r.problemId)).toEqual(['P1020', 'P1021', 'HDU-1000'])
    expect(third).toMatchObject({ total: 23, current: 3, size: 10 })
    const fourth = await list({ limit: '10', currentPage: '4' })
    expect(fourth.records).toEqual([])
    expect(fourth.total).toBe(23)
  })

  it('never lists private, contest or group problems', async () => {
    const all = await ids({})
    expect(all).not.toContain('P2000')
    expect(all).not.toContain('P2001')
  })

  it('filters by difficulty', async () => {
    expect(await ids({ difficulty: '2' })).toEqual([...demoIds((p) => p.difficulty === 2), 'P1021'])
    expect(await ids({ difficulty: 0 })).toEqual([...demoIds((p) => p.difficulty === 0), 'HDU-1000'])
  })

  it('needs every given tag (AND)', async () => {
    const tags = await db.client.select({ id: tag.id, name: tag.name }).from(tag)
    const id = (name: string) => tags.find((t) => t.name === name)!.id
    expect(await ids({ tagId: `[${id('DP')}]` })).toEqual(demoIds((p) => p.tags.includes('DP')))
    expect(await ids({ tagId: `[${id('DP')},${id('String')}]` })).toEqual(['P1009', 'P1018'])
    expect(await ids({ tagId: `${id('DP')},${id('Graph')}` })).toEqual([])
    expect(await ids({ tagId: [id('Graph'), id('Union-Find'), id('Greedy')] })).toEqual(['P1020'])
    expect(await ids({ tagId: '[]' })).toHaveLength(23)
  })

  it('matches the keyword in the display id or title, ignoring case, wildcards literal', async () => {
    expect(await ids({ keyword: 'p100' })).toEqual([
      'P1000',
      'P1001',
      'P1002',
      'P1003',
      'P1004',
      'P1005',
      'P1006',
      'P1007',
      'P1008',
      'P1009',
    ])
    expect(await ids({ keyword: 'MEDIAN' })).toEqual(['P1012'])
    expect(await ids({ keyword: 'a+b' })).toEqual(['P1000'])
    expect(await ids({ keyword: 'hdu-' })).toEqual(['HDU-1000'])
    expect(await ids({ keyword: '%' })).toEqual(['P1021'])
    expect(await ids({ keyword: '_' })).toEqual(['P1021'])
    expect(await ids({ keyword: 'no such problem' })).toEqual([])
  })

  it('filters by source: own, one remote judge, or all', async () => {
    expect(await ids({ oj: 'Mine' })).toHaveLength(22)
    expect(await ids({ oj: 'ME' })).not.toContain('HDU-1000')
    expect(await ids({ oj: 'HDU' })).toEqual(['HDU-1000'])
    expect(await ids({ oj: 'CF' })).toEqual([])
    expect(await ids({ oj: 'All' })).toHaveLength(23)
  })

  it('combines filters', async () => {
    const math = (await db.client.select().from(tag).where(eq(tag.name, 'Math')))[0]!.id
    expect(await ids({ tagId: `[${math}]`, difficulty: '1', keyword: 'prime' })).toEqual(['P1014'])
  })

  it('gives rows of spec 1 §3 with tag chips and counts', async () => {
    const [first] = (await list({ keyword: 'P1000' })).records
    expect(first).toMatchObject({
      problemId: 'P1000',
      title: 'A+B Problem',
      difficulty: 0,
      type: 0,
      total: 0,
      ac: 0,
      myStatus: null,
      tags: [
        { name: 'Math', color: '#67C23A' },
        { name: 'Classic', color: '#7F8C8D' },
      ],
    })
    expect(first!.gmtModified).toMatch(/^\d{4}-\d\d-\d\dT/)
    const [counted] = (await list({ keyword: 'P1021' })).records
    expect(counted).toMatchObject({ total: 10, ac: 3, wa: 7, tags: [] })
  })
})
