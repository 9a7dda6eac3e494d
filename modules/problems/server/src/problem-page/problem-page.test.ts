import type {
  CodeTemplate,
  LastAcCode,
  ProblemDetail,
  ProblemListPage,
  RandomProblem,
  UserProblemStatus,
} from '@oj/problems-contract'
import { JudgeStatus } from '@oj/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertProblem } from '../../test/judge-fixtures.ts'
import { type Harness, startHarness } from '../../test/judge-harness.ts'
import { submission } from '../submissions/tables.ts'
import { problem, problemStats, problemTag, tag } from '../tables.ts'

type UserProblemStatusMap = Record<string, UserProblemStatus>
const NO_CONTESTS = 'No module enabled on this site serves the parameter cid'

let h: Harness
const pids = { open: 0, oi: 0, secret: 0, group: 0, narrow: 0 }

const api = <T>(method: string, path: string, token?: string, body?: unknown, lang = 'en') =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': lang },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

const { accepted: AC, wrongAnswer: WA, partialAccepted: PAC } = JudgeStatus

/** Finished submissions, inserted directly; `minutesAgo` orders them. */
const seed = (
  rows: ReadonlyArray<{
    uid: string
    pid: number
    status: number
    minutesAgo: number
    score?: number
    code?: string
    cid?: number
  }>,
) =>
  h.server.db.client.insert(submission).values(
    rows.map((r) => ({
      pid: r.pid,
      displayPid: 'X',
      uid: r.uid,
      username: 'someone',
      cid: r.cid ?? 0,
      status: r.status,
      score: r.score ?? null,
      language: h.language,
      code: r.code ?? 'int main(){}',
      length: 12,
      priority: 'normal',
      family: 'native',
      submitTime: new Date(Date.now() - r.minutesAgo * 60_000),
    })),
  )

beforeAll(async () => {
  h = await startHarness()
  const db = h.server.db.client
  pids.open = await insertProblem(db, 'PP01', { difficulty: 1 })
  pids.oi = await insertProblem(db, 'PP02', { type: 1 })
  pids.secret = await insertProblem(db, 'PP03')
  pids.group = await insertProblem(db, 'PP04')
  pids.narrow = await insertProblem(db, 'PP05')
  await db
    .update(problem)
    .set({
      author: 'root',
      description: 'Add $a$ and $b$.',
      examples: '<input>1 2</input><output>3</output>\n<input>5 5\n</input><output>10\n</output>',
      userExtraFile: JSON.stringify({ 'lib.h': 'int add(int, int);' }),
      judgeExtraFile: JSON.stringify({ 'secret.txt': 'do not show' }),
      spjCode: 'checker source',
    })
    .where(eq(problem.id, pids.open))
  await db.update(problem).set({ auth: 2 }).where(eq(problem.id, pids.secret))
  await db.update(problem).set({ gid: 5 }).where(eq(problem.id, pids.group))
  await db
    .update(problem)
    .set({ languages: ['Brainfuck'] })
    .where(eq(problem.id, pids.narrow))
  await db.update(problemStats).set({ total: 7, ac: 3, wa: 4 }).where(eq(problemStats.pid, pids.open))
  const [t] = await db.insert(tag).values({ name: 'Page tag', color: '#123456' }).returning({ id: tag.id })
  await db.insert(problemTag).values({ pid: pids.open, tid: t!.id })

  const alice = h.uids.alice
  await seed([
    { uid: alice, pid: pids.open, status: WA, minutesAgo: 30 },
    { uid: alice, pid: pids.open, status: AC, minutesAgo: 20, code: 'older AC' },
    { uid: alice, pid: pids.open, status: AC, minutesAgo: 10, code: 'latest AC' },
    { uid: alice, pid: pids.open, status: WA, minutesAgo: 5, code: 'broken' },
    { uid: alice, pid: pids.oi, status: WA, minutesAgo: 30, score: 20 },
    { uid: alice, pid: pids.oi, status: PAC, minutesAgo: 3, score: 60 },
    // A contest submission counts neither for the public status nor for the last accepted code.
    { uid: alice, pid: pids.secret, status: AC, minutesAgo: 3, cid: 9, code: 'contest code' },
    { uid: h.uids.bob, pid: pids.oi, status: AC, minutesAgo: 1, score: 100 },
  ])
}, 120_000)
afterAll(() => h?.close())

describe('GET /get-problem-detail', () => {
  it('answers the problem by display id without regard to case, to anyone', async () => {
    const reply = await api<ProblemDetail>('GET', '/get-problem-detail?problemId=pp01')
    expect(reply.httpStatus).toBe(200)
    const detail = reply.body.data!
    // HOJ's Problem: `id`, the samples as its string, the user's extra files as a JSON string.
    expect(detail.problem).toMatchObject({
      id: pids.open,
      problemId: 'PP01',
      author: 'root',
      type: 0,
      difficulty: 1,
      judgeMode: 'default',
      timeLimit: 1000,
      memoryLimit: 256,
      description: 'Add $a$ and $b$.',
      examples: '<input>1 2</input><output>3</output>\n<input>5 5\n</input><output>10\n</output>',
      userExtraFile: JSON.stringify({ 'lib.h': 'int add(int, int);' }),
      judgeExtraFile: null,
      spjCode: null,
      ioScore: 100,
      auth: 1,
      isGroup: false,
      gid: null,
      isRemote: false,
    })
    expect(JSON.stringify(detail)).not.toContain('do not show')
    expect(JSON.stringify(detail)).not.toContain('checker source')
    expect(detail.tags).toEqual([
      expect.objectContaining({ id: expect.any(Number), name: 'Page tag', color: '#123456', oj: 'ME' }),
    ])
    expect(detail.languages).toContain(h.language)
    expect(detail.codeTemplate[h.language]).toBe('int main() { return 0; }')
    expect(detail.problemCount).toEqual({
      pid: pids.open,
      total: 7,
      ac: 3,
      wa: 4,
      ce: 0,
      pa: 0,
      tle: 0,
      mle: 0,
      re: 0,
      pe: 0,
      se: 0,
    })
  })

  it('gives an OI problem its full score (the sum of its cases’)', async () => {
    const detail = (await api<ProblemDetail>('GET', '/get-problem-detail?problemId=PP02')).body.data!
    expect(detail.problem).toMatchObject({ id: pids.oi, type: 1, ioScore: 100 })
  })

  it('keeps the languages to those the problem accepts', async () => {
    const detail = (await api<ProblemDetail>('GET', '/get-problem-detail?problemId=PP05')).body.data!
    expect(detail.languages).toEqual([])
    expect(detail.codeTemplate).toEqual({})
  })

  it('hides private and group problems from everyone but admins: exactly as a missing one', async () => {
    const missing = await api('GET', '/get-problem-detail?problemId=NOPE404', h.tokens.alice)
    for (const id of ['PP03', 'PP04']) {
      for (const token of [undefined, h.tokens.alice]) {
        const reply = await api('GET', `/get-problem-detail?problemId=${id}`, token)
        expect([reply.httpStatus, reply.body]).toEqual([missing.httpStatus, missing.body])
        expect(reply.httpStatus).toBe(404)
      }
      const admin = await api<ProblemDetail>('GET', `/get-problem-detail?problemId=${id}`, h.tokens.root)
      expect(admin.httpStatus).toBe(200)
      expect(admin.body.data!.problem.problemId).toBe(id)
    }
    // A group's problem by its group is the scope owner's to answer: without one, a 400 naming its parameter.
    const inGroup = await api('GET', '/get-problem-detail?problemId=PP04&gid=5', h.tokens.root)
    expect(inGroup.httpStatus).toBe(400)
    expect(inGroup.body.msg).toContain('serves the parameter gid')
  })

  it('answers 404 for an unknown id and 400 for a missing one, in both languages', async () => {
    const missing = await api('GET', '/get-problem-detail?problemId=NOPE')
    expect(missing.httpStatus).toBe(404)
    expect(missing.body.msg).toBe('The problem does not exist')
    const empty = await api('GET', '/get-problem-detail?problemId=%20')
    expect(empty.httpStatus).toBe(400)
    expect(empty.body.msg).toBe('The problem ID is required')
    const zh = await api('GET', '/get-problem-detail?problemId=', undefined, undefined, 'zh-CN')
    expect(zh.httpStatus).toBe(400)
    expect(zh.body.msg).toBe('题目展示 ID 不能为空')
    expect((await api('GET', '/get-problem-detail')).httpStatus).toBe(400)
    expect((await api('GET', '/get-problem-detail?problemId=PP01&gid=x')).httpStatus).toBe(400)
  })
})

describe('GET /get-problem-code-template', () => {
  it('answers the problem’s own templates (HOJ’s CodeTemplate rows), numbered as GET /languages numbers them', async () => {
    // A language without a template of the problem's offers its own: none of the problem's yet.
    expect(
      (await api<ReadonlyArray<CodeTemplate>>('GET', `/get-problem-code-template?pid=${pids.open}`)).body
        .data,
    ).toEqual([])
    const saved = await api('PUT', '/admin/problem', h.tokens.root, {
      problem: { id: pids.open },
      codeTemplates: [{ language: h.language, code: '// own', status: true }],
    })
    expect(saved.body.status).toBe(200)
    const reply = await api<ReadonlyArray<CodeTemplate>>('GET', `/get-problem-code-template?pid=${pids.open}`)
    const languages = await api<Array<{ id: number; name: string }>>('GET', '/languages')
    const lid = languages.body.data!.find((l) => l.name === h.language)!.id
    expect(reply.body.data).toEqual([
      expect.objectContaining({ pid: pids.open, lid, code: '// own', status: true, language: h.language }),
    ])
    expect(
      (await api<ReadonlyArray<CodeTemplate>>('GET', `/get-problem-code-template?pid=${pids.narrow}`)).body
        .data,
    ).toEqual([])
  })

  it('hides hidden problems and rejects a bad pid', async () => {
    expect((await api('GET', `/get-problem-code-template?pid=${pids.secret}`)).httpStatus).toBe(404)
    expect(
      (await api('GET', `/get-problem-code-template?pid=${pids.secret}`, h.tokens.root)).httpStatus,
    ).toBe(200)
    expect((await api('GET', '/get-problem-code-template?pid=999999')).httpStatus).toBe(404)
    const bad = await api('GET', '/get-problem-code-template?pid=abc')
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.msg).toContain('pid')
  })
})

describe('GET /get-random-problem', () => {
  it('picks a public problem of the public bank', async () => {
    const hidden = new Set(['PP03', 'PP04'])
    const seen = new Set<string>()
    for (let i = 0; i < 15; i++) {
      const reply = await api<RandomProblem>('GET', '/get-random-problem')
      expect(reply.httpStatus).toBe(200)
      const { problemId } = reply.body.data!
      expect(hidden.has(problemId)).toBe(false)
      const [row] = await h.server.db.client.select().from(problem).where(eq(problem.problemId, problemId))
      expect(row).toMatchObject({ auth: 1, gid: null })
      seen.add(problemId)
    }
    expect(seen.size).toBeGreaterThan(1)
  })
})

describe('POST /get-user-problem-status', () => {
  it('answers AC if ever accepted, else the latest; OI scores; -10 when never submitted', async () => {
    const body = { pidList: [pids.open, pids.oi, pids.narrow, pids.secret], isContestProblemList: false }
    const reply = await api<UserProblemStatusMap>('POST', '/get-user-problem-status', h.tokens.alice, body)
    expect(reply.httpStatus).toBe(200)
    expect(reply.body.data).toEqual({
      [pids.open]: { status: AC },
      [pids.oi]: { status: PAC, score: 60 },
      [pids.narrow]: { status: -10 },
      // Its only submission is a contest's.
      [pids.secret]: { status: -10 },
    })
    // A contest's statuses are the contests module's to allow: without it, a 400 naming it.
    const contest = await api<UserProblemStatusMap>('POST', '/get-user-problem-status', h.tokens.alice, {
      pidList: [pids.secret],
      isContestProblemList: true,
      cid: 9,
    })
    expect(contest.httpStatus).toBe(400)
    expect(contest.body.msg).toBe(NO_CONTESTS)
    const bob = await api<UserProblemStatusMap>('POST', '/get-user-problem-status', h.tokens.bob, body)
    expect(bob.body.data![pids.open]).toEqual({ status: -10 })
    expect(bob.body.data![pids.oi]).toEqual({ status: AC, score: 100 })
  })

  it('needs login and a list of ids', async () => {
    const anon = await api('POST', '/get-user-problem-status', undefined, { pidList: [pids.open] })
    expect(anon.httpStatus).toBe(401)
    expect(anon.body.msg).toBe('Please login first')
    for (const body of [{}, { pidList: ['x'] }, { pidList: 3 }]) {
      expect((await api('POST', '/get-user-problem-status', h.tokens.alice, body)).httpStatus).toBe(400)
    }
    const empty = await api('POST', '/get-user-problem-status', h.tokens.alice, { pidList: [] })
    expect(empty.body.data).toEqual({})
  })
})

describe('GET /get-problem-list myStatus', () => {
  it("fills the logged-in caller's status per row and leaves it null for anonymous callers", async () => {
    const mine = await api<ProblemListPage>('GET', '/get-problem-list?keyword=PP0', h.tokens.alice)
    const status = Object.fromEntries(mine.body.data!.records.map((r) => [r.problemId, r.myStatus]))
    expect(status).toEqual({ PP01: AC, PP02: PAC, PP05: -10 })
    const anon = await api<ProblemListPage>('GET', '/get-problem-list?keyword=PP0')
    expect(anon.body.data!.records.map((r) => r.myStatus)).toEqual([null, null, null])
  })
})

describe('GET /get-last-ac-code', () => {
  it("answers the caller's latest accepted code", async () => {
    const reply = await api<LastAcCode>('GET', `/get-last-ac-code?pid=${pids.open}`, h.tokens.alice)
    expect(reply.httpStatus).toBe(200)
    expect(reply.body.data).toEqual({ submitId: expect.any(Number), code: 'latest AC', language: h.language })
    const contest = await api<LastAcCode>('GET', `/get-last-ac-code?pid=${pids.secret}&cid=9`, h.tokens.alice)
    expect(contest.httpStatus).toBe(400)
    expect(contest.body.msg).toBe(NO_CONTESTS)
  })

  it('refuses a problem the caller has not passed, in both languages', async () => {
    for (const [token, pid] of [
      [h.tokens.bob, pids.open],
      [h.tokens.alice, pids.oi],
      [h.tokens.alice, pids.secret],
    ] as const) {
      const reply = await api('GET', `/get-last-ac-code?pid=${pid}`, token)
      expect(reply.httpStatus).toBe(400)
      expect(reply.body.msg).toBe(
        'You have not passed the problem so you cannot get the code passed recently',
      )
    }
    const zh = await api('GET', `/get-last-ac-code?pid=${pids.oi}`, h.tokens.alice, undefined, 'zh-CN')
    expect(zh.body.msg).toBe('您还未通过该题目，无法获取最近一次通过的代码')
  })

  it('needs login and a numeric pid', async () => {
    expect((await api('GET', `/get-last-ac-code?pid=${pids.open}`)).httpStatus).toBe(401)
    expect((await api('GET', '/get-last-ac-code?pid=abc', h.tokens.alice)).httpStatus).toBe(400)
    expect((await api('GET', '/get-last-ac-code', h.tokens.alice)).httpStatus).toBe(400)
  })
})
