import { SUBMISSION_LIST_TOTAL_CAP, type SubmissionListPage } from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertProblem } from '../../test/judge-fixtures.ts'
import { type Harness, startHarness } from '../../test/judge-harness.ts'
import { submission } from '../submissions/tables.ts'
import { problem } from '../tables.ts'

let h: Harness
const ids: Record<string, number> = {}

const api = (path: string, token?: string, lang = 'en') =>
  h.server.api<SubmissionListPage>('GET', `/ojapi/get-submission-list${path}`, {
    headers: { 'Accept-Language': lang },
    ...(token ? { token } : {}),
  })
/** The names (keys of `ids`) of the submissions a reply lists, in order. */
const names = async (path: string, token?: string) => {
  const reply = await api(path, token)
  expect(reply.httpStatus, reply.body.msg).toBe(200)
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]))
  return reply.body.data!.records.map((r) => byId.get(r.submitId))
}

const { accepted: AC, wrongAnswer: WA, compileError: CE } = JudgeStatus

beforeAll(async () => {
  h = await startHarness()
  const db = h.server.db.client
  const p1 = await insertProblem(db, 'SL01')
  const p2 = await insertProblem(db, 'SL02', { type: 1 })
  const hidden = await insertProblem(db, 'SX09')
  const displayPid = new Map([
    [p1, 'SL01'],
    [p2, 'SL02'],
    [hidden, 'SX09'],
  ])
  await db.update(problem).set({ auth: 2 }).where(eq(problem.id, hidden))
  const alice = { uid: h.uids.alice, username: 'alice' }
  const bob = { uid: h.uids.bob, username: 'bob' }
  // Oldest first; s1 .. s6 are public, the rest are not (contest, group, hidden problem).
  const rows = [
    ['s1', alice, p1, WA, {}],
    ['s2', alice, p1, AC, {}],
    ['s3', bob, p2, AC, { score: 100 }],
    ['s4', bob, p1, CE, {}],
    ['s5', alice, p2, WA, { score: 10 }],
    ['s6', bob, p1, AC, { share: true }],
    ['contest', alice, p1, AC, { cid: 3 }],
    ['group', bob, p1, AC, { gid: 4 }],
    ['hidden', alice, hidden, AC, {}],
  ] as const
  for (const [i, [name, who, pid, status, extra]] of rows.entries()) {
    const [row] = await db
      .insert(submission)
      .values({
        pid,
        displayPid: displayPid.get(pid)!,
        ...who,
        status,
        language: 'C++ 17',
        code: 'secret code',
        length: 11,
        priority: 'normal',
        family: 'native',
        submitTime: new Date(Date.now() - (rows.length - i) * 60_000),
        ...extra,
      })
      .returning({ id: submission.submitId })
    ids[name] = row!.id
  }
}, 120_000)
afterAll(() => h?.close())

describe('GET /get-submission-list', () => {
  it('answers public submissions newest first, as a page without code', async () => {
    const reply = await api('')
    expect(reply.httpStatus).toBe(200)
    const page = reply.body.data!
    expect(page).toMatchObject({ total: 6, current: 1, size: 15, pages: 1 })
    expect(await names('')).toEqual(['s6', 's5', 's4', 's3', 's2', 's1'])
    // HOJ's JudgeVO (the status page links the row by displayPid), with gid and tid.
    expect(page.records[0]).toEqual({
      submitId: ids.s6,
      pid: expect.any(Number),
      displayPid: 'SL01',
      displayId: null,
      title: 'Problem SL01',
      status: AC,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      length: 11,
      language: 'C++ 17',
      uid: h.uids.bob,
      username: 'bob',
      submitTime: expect.any(String),
      judger: null,
      isManual: false,
      share: true,
      cid: 0,
      cpid: 0,
      source: null,
      ip: null,
      gid: null,
      tid: null,
    })
    expect(JSON.stringify(page)).not.toContain('secret code')
  })

  it('pages', async () => {
    expect(await names('?limit=2&currentPage=2')).toEqual(['s4', 's3'])
    const page = (await api('?limit=4&currentPage=2')).body.data!
    expect(page).toMatchObject({ total: 6, current: 2, size: 4 })
    expect(page.records).toHaveLength(2)
    expect(await names('?limit=5&currentPage=9')).toEqual([])
  })

  it('filters by status (0 is Accepted), problem and author', async () => {
    expect(await names('?status=0')).toEqual(['s6', 's3', 's2'])
    expect(await names(`?status=${CE}`)).toEqual(['s4'])
    expect(await names('?status=')).toHaveLength(6)
    expect(await names('?problemID=sl02')).toEqual(['s5', 's3'])
    expect(await names('?problemID=SL0')).toHaveLength(6)
    expect(await names('?problemID=SL0&completeProblemID=true')).toEqual([])
    expect(await names('?problemID=sl01&completeProblemID=true&status=0')).toEqual(['s6', 's2'])
    expect(await names('?username=Bob')).toEqual(['s6', 's4', 's3'])
    expect(await names('?username=bob&status=0&problemID=SL01')).toEqual(['s6'])
  })

  it('onlyMine needs login and clears the author filter', async () => {
    const anon = await api('?onlyMine=true')
    expect(anon.httpStatus).toBe(401)
    expect(anon.body.msg).toBe('Please login first')
    expect((await api('?onlyMine=true', undefined, 'zh-CN')).body.msg).toBe('请先登录！')
    expect(await names('?onlyMine=true&username=bob', h.tokens.alice)).toEqual(['s5', 's2', 's1'])
    expect(await names('?onlyMine=false&username=bob', h.tokens.alice)).toEqual(['s6', 's4', 's3'])
    expect(await names('?onlyMine=true', h.tokens.bob)).toEqual(['s6', 's4', 's3'])
  })

  it('shows submissions of hidden problems to admins only', async () => {
    expect(await names('', h.tokens.alice)).not.toContain('hidden')
    expect(await names('', h.tokens.root)).toEqual(['hidden', 's6', 's5', 's4', 's3', 's2', 's1'])
  })

  it('leaves a group’s list to the groups module: without it, a 400 naming it, in both languages', async () => {
    for (const token of [undefined, h.tokens.alice, h.tokens.root]) {
      const reply = await api('?gid=4', token)
      expect(reply.httpStatus).toBe(400)
      expect(reply.body.msg).toBe('No module enabled on this site serves the parameter gid')
    }
    expect((await api('?gid=4', undefined, 'zh-CN')).body.msg).toBe('本站没有启用处理参数 gid 的模块')
  })

  it('answers 400 for bad input, naming the field', async () => {
    for (const [query, field] of [
      ['?status=x', 'status'],
      ['?status=11', 'status'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?currentPage=-1', 'currentPage'],
      ['?onlyMine=maybe', 'onlyMine'],
      [`?problemID=${'p'.repeat(101)}`, 'problemID'],
      ['?gid=x', 'gid'],
    ] as const) {
      const reply = await api(query)
      expect(reply.httpStatus, query).toBe(400)
      expect(reply.body.msg, query).toContain(field)
    }
  })

  // Last: it adds many rows the other cases do not expect.
  it('counts at most SUBMISSION_LIST_TOTAL_CAP rows and pages no further', async () => {
    const cap = SUBMISSION_LIST_TOTAL_CAP
    await h.server.db.client.execute(sql`
      insert into problems.submission
        (pid, display_pid, uid, username, status, language, code, length, priority, family, submit_time)
      select s.pid, 'X', s.uid, s.username, s.status, s.language, s.code, s.length, s.priority, s.family,
             now() - interval '1 day' - g * interval '1 second'
      from problems.submission s, generate_series(1, ${cap}) g
      where s.submit_id = ${ids['s1']!}`)
    const first = (await api('?limit=100')).body.data!
    expect(first.total).toBe(cap)
    expect(first.records.slice(0, 6).map((r) => r.submitId)).toEqual(
      ['s6', 's5', 's4', 's3', 's2', 's1'].map((n) => ids[n]),
    )
    const last = (await api(`?limit=100&currentPage=${cap / 100}`)).body.data!
    expect(last.records).toHaveLength(100)
    expect((await api(`?limit=100&currentPage=${cap / 100 + 1}`)).body.data!.records).toEqual([])
    // A filter narrows below the cap and counts exactly again.
    expect((await api('?status=0')).body.data!.total).toBe(3)
  }, 60_000)
})
