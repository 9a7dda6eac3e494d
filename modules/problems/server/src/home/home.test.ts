import type {
  LastWeekSubmissionStatistics,
  RecentAcRankRow,
  RecentUpdatedProblem,
} from '@oj/problems-contract'
import { JudgeStatus, unknownProfile } from '@oj/sdk'
import { type ApiError, Db } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { caseResult, final, insertProblem } from '../../test/judge-fixtures.ts'
import { type Harness, startHarness, waitFor } from '../../test/judge-harness.ts'
import problemsModule from '../index.ts'
import { submission } from '../submissions/tables.ts'
import { problem } from '../tables.ts'
import { localDate, startOfLocalDay } from './days.ts'

let h: Harness
const now = new Date()
const pids: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 }
/** Public problems R01 (latest) … R12 of the recent-updated list, by display id. */
const recent: Record<string, number> = {}
/** X1 private, X2 contest-only, X3 a group's. */
const hidden: Record<string, number> = {}

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

/** 01:00 local time, `daysAgo` local days before today. */
const dayAt = (daysAgo: number) => new Date(startOfLocalDay(now, -daysAgo).getTime() + 3_600_000)

interface Seed {
  readonly uid: string
  readonly username?: string
  readonly p: keyof typeof pids
  readonly status: number
  readonly daysAgo: number
  readonly score?: number
  readonly cid?: number
}

/** Inserts finished submissions directly (judging each through the bus would be slow). */
const seed = (rows: ReadonlyArray<Seed>) =>
  h.server.db.client.insert(submission).values(
    rows.map((r) => ({
      pid: pids[r.p],
      displayPid: 'X',
      uid: r.uid,
      username: r.username ?? r.uid.replace(/^u-/, ''),
      cid: r.cid ?? 0,
      status: r.status,
      score: r.score ?? null,
      language: 'C++ 17',
      code: 'int main(){}',
      length: 12,
      priority: 'normal',
      family: 'native',
      submitTime: dayAt(r.daysAgo),
    })),
  )

const { accepted: AC, wrongAnswer: WA, compileError: CE, partialAccepted: PAC } = JudgeStatus

beforeAll(async () => {
  h = await startHarness()
  await h.setSubmitInterval(0)
  const db = h.server.db.client
  pids.a = await insertProblem(db, 'H0999', { difficulty: 2 })
  pids.b = await insertProblem(db, 'H1001', { difficulty: 0 })
  pids.c = await insertProblem(db, 'H1002', { type: 1, difficulty: 1 })
  pids.d = await insertProblem(db, 'H1010', { type: 1, difficulty: 2 })
  // Everything so far (the demo bank too) is old; R01..R12 are the recent ones, R01 the latest.
  await db.update(problem).set({ gmtModified: new Date('2001-01-01T00:00:00Z') })
  for (let i = 1; i <= 12; i++) {
    const id = `R${String(i).padStart(2, '0')}`
    recent[id] = await insertProblem(db, id, { cases: 0 })
    await db
      .update(problem)
      .set({ gmtModified: new Date(now.getTime() - i * 60_000) })
      .where(eq(problem.id, recent[id]))
  }
  // Newer still, but not in the public bank: private, contest-only, a group's.
  for (const [id, change] of [
    ['X1', { auth: 2 }],
    ['X2', { auth: 3 }],
    ['X3', { gid: 5 }],
  ] as const) {
    const pid = await insertProblem(db, id, { cases: 0 })
    hidden[id] = pid
    await db
      .update(problem)
      .set({ ...change, gmtModified: now })
      .where(eq(problem.id, pid))
  }

  await seed([
    // carol: 7 submissions; AC on a, b (b twice) in the week, c 8 days ago; OI bests c 100, d 60.
    { uid: 'u-carol', p: 'b', status: AC, daysAgo: 1 },
    { uid: 'u-carol', p: 'b', status: AC, daysAgo: 1 },
    { uid: 'u-carol', p: 'a', status: AC, daysAgo: 3 },
    { uid: 'u-carol', p: 'c', status: AC, daysAgo: 8, score: 100 },
    { uid: 'u-carol', p: 'd', status: WA, daysAgo: 0, score: 30 },
    { uid: 'u-carol', p: 'd', status: PAC, daysAgo: 2, score: 60, cid: 7 },
    { uid: 'u-carol', p: 'c', status: WA, daysAgo: 5, score: 40 },
    // frank: 3 problems this week, renamed from frank_old on the way.
    { uid: 'u-frank', username: 'frank_old', p: 'a', status: AC, daysAgo: 4 },
    { uid: 'u-frank', username: 'frank', p: 'b', status: AC, daysAgo: 2 },
    { uid: 'u-frank', username: 'frank', p: 'c', status: AC, daysAgo: 0, score: 100 },
    { uid: 'u-dave', username: 'dave', p: 'b', status: AC, daysAgo: 0 },
    // erin never gets accepted.
    { uid: 'u-erin', username: 'erin', p: 'b', status: WA, daysAgo: 0 },
    { uid: 'u-erin', username: 'erin', p: 'b', status: CE, daysAgo: 6 },
    // ten users with one AC each, to push the rank past its 10 rows.
    ...Array.from({ length: 10 }, (_, i) => ({
      uid: `u-z${i}`,
      username: `z0${i}`,
      p: 'a' as const,
      status: AC,
      daysAgo: 1,
    })),
  ])
}, 120_000)
afterAll(() => h?.close())

describe('get-recent-updated-problem', () => {
  it('answers the 10 latest-modified public problems, newest first', async () => {
    const reply = await api<ReadonlyArray<RecentUpdatedProblem>>('GET', '/get-recent-updated-problem')
    expect(reply.httpStatus).toBe(200)
    const rows = reply.body.data!
    expect(rows.map((r) => r.problemId)).toEqual([
      'R01',
      'R02',
      'R03',
      'R04',
      'R05',
      'R06',
      'R07',
      'R08',
      'R09',
      'R10',
    ])
    expect(rows[0]).toEqual({
      id: recent['R01'],
      problemId: 'R01',
      title: 'Problem R01',
      type: 0,
      gmtCreate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      gmtModified: new Date(now.getTime() - 60_000).toISOString(),
    })
  })
})

describe('get-problem-haved', () => {
  const haved = (problemId: string) =>
    api<string | null>('GET', `/get-problem-haved?problemId=${encodeURIComponent(problemId)}`)

  it('answers the id as the bank spells it, whatever the case', async () => {
    expect((await haved(' r01 ')).body.data).toBe('R01')
    expect((await haved('h0999')).body.data).toBe('H0999')
  })
  it('answers null for an unknown, private, contest or group problem', async () => {
    for (const id of ['NOPE', 'x1', 'X2', 'X3'])
      expect((await haved(id)).body).toMatchObject({ status: 200, data: null })
  })
  it('refuses an empty id with the spec words', async () => {
    const reply = await haved('  ')
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toContain('please enter problem id')
  })
})

describe('get-last-week-submission-statistics', () => {
  const stats = (query = '') =>
    api<LastWeekSubmissionStatistics>('GET', `/get-last-week-submission-statistics${query}`)
  const days = Array.from({ length: 7 }, (_, i) => localDate(startOfLocalDay(now, i - 6)).slice(5))

  it('counts the last 7 local days; cached until an admin’s forceRefresh=true, which sees a real submission', async () => {
    const first = await stats()
    expect(first.body.data).toEqual({
      dateStrList: days,
      acCountList: [0, 0, 1, 1, 1, 12, 2],
      totalCountList: [1, 1, 1, 1, 2, 12, 4],
    })

    // alice submits through the real API; the stand-in judge accepts it.
    const reply = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens.alice, {
      pid: 'H1001',
      language: h.language,
      code: 'int main() { return 0; }',
      cid: 0,
    })
    expect(reply.httpStatus).toBe(200)
    const submitId = reply.body.data!.submitId
    const task = await h.task('normal', (t) => t.submitId === submitId)
    await h.report(final(submitId, task.taskId, AC, { cases: [caseResult(1, 0), caseResult(2, 0)] }))
    await waitFor(async () => {
      const [row] = await h.server.db.client
        .select({ status: submission.status })
        .from(submission)
        .where(eq(submission.submitId, submitId))
      return row?.status === AC ? true : undefined
    }, 'the verdict')

    expect((await stats('?forceRefresh=false')).body.data).toEqual(first.body.data)
    expect((await stats()).body.data).toEqual(first.body.data)
    // Anyone else's forceRefresh is ignored: the cached figures, no rebuild.
    expect((await stats('?forceRefresh=true')).body.data).toEqual(first.body.data)
    const asAlice = await api('GET', '/get-last-week-submission-statistics?forceRefresh=true', h.tokens.alice)
    expect(asAlice.body.data).toEqual(first.body.data)
    const refreshed = await api<LastWeekSubmissionStatistics>(
      'GET',
      '/get-last-week-submission-statistics?forceRefresh=true',
      h.tokens.root,
    )
    expect(refreshed.body.data).toEqual({
      dateStrList: days,
      acCountList: [0, 0, 1, 1, 1, 12, 3],
      totalCountList: [1, 1, 1, 1, 2, 12, 5],
    })
    expect((await stats()).body.data).toEqual(refreshed.body.data)
  })

  it('answers 400 for a flag that is not true/false', async () => {
    const reply = await stats('?forceRefresh=maybe')
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toContain('forceRefresh')
  })
})

describe('get-recent-seven-ac-rank', () => {
  it('ranks users by distinct problems accepted in 7 days (ties by username), 10 rows', async () => {
    const reply = await api<ReadonlyArray<RecentAcRankRow>>('GET', '/get-recent-seven-ac-rank')
    expect(reply.httpStatus).toBe(200)
    const rows = reply.body.data!
    expect(rows.map((r) => [r.username, r.ac])).toEqual([
      ['frank', 3],
      ['carol', 2],
      ['alice', 1],
      ['dave', 1],
      ['z00', 1],
      ['z01', 1],
      ['z02', 1],
      ['z03', 1],
      ['z04', 1],
      ['z05', 1],
    ])
    // alice is a real account with no profile set yet; carol's uid is no account: submission name, nulls.
    expect(rows[2]).toEqual({
      uid: h.uids.alice,
      username: 'alice',
      realname: null,
      nickname: null,
      avatar: null,
      titleName: null,
      titleColor: null,
      gender: 'secrecy',
      signature: null,
      ac: 1,
      total: 1,
      rating: null,
    })
    // carol's submissions of the week count, accepted or not (the 8-day-old one does not).
    expect(rows[1]).toEqual({ ...unknownProfile('u-carol', 'carol'), ac: 2, total: 6, rating: null })
  })

  it("fills in the users' current public profile (and username) from the accounts", async () => {
    const avatar = `/ojapi/public/avatar/${'a'.repeat(64)}.png`
    await h.server.db.client.execute(
      sql`update platform.user_info set username = 'alice2', nickname = 'Ally', realname = 'Alice Liddell', avatar = ${avatar},
          title_name = 'Champion', title_color = '#ff0000', gender = 'female', signature = 'Hi' where uuid = ${h.uids.alice}`,
    )
    const reply = await api<ReadonlyArray<RecentAcRankRow>>('GET', '/get-recent-seven-ac-rank')
    expect(reply.httpStatus).toBe(200)
    const row = reply.body.data!.find((r) => r.uid === h.uids.alice)
    expect(row).toEqual({
      uid: h.uids.alice,
      username: 'alice2',
      realname: 'Alice Liddell',
      nickname: 'Ally',
      avatar,
      titleName: 'Champion',
      titleColor: '#ff0000',
      gender: 'female',
      signature: 'Hi',
      ac: 1,
      total: 1,
      rating: null,
    })
    expect(JSON.stringify(reply.body.data)).not.toMatch(/email|password|number/)
  })
})

describe('the user-home contribution', () => {
  // The contribution reads the database only; any other service it asked for would fail the run.
  const run = <A>(effect: Effect.Effect<A, ApiError, unknown>) =>
    Effect.runPromise(
      effect.pipe(Effect.provideService(Db, h.server.db)) as Effect.Effect<A, ApiError, never>,
    )
  const home = problemsModule.userHome!

  it('info: submissions, solved problems by difficulty, OI score', async () => {
    const solved = (key: keyof typeof pids, problemId: string, difficulty: number) => ({
      id: pids[key],
      problemId,
      difficulty,
    })
    expect(await run(home.info!('u-carol'))).toEqual({
      total: 7,
      solvedList: ['H0999', 'H1001', 'H1002'],
      // The best score on each OI problem (c: 100, d: 60), in problem order; HOJ's client sums them.
      scoreList: [100, 60],
      score: 160,
      solvedGroupByDifficulty: {
        '0': [solved('b', 'H1001', 0)],
        '1': [solved('c', 'H1002', 1)],
        '2': [solved('a', 'H0999', 2)],
      },
    })
    expect(await run(home.info!(h.uids.alice))).toEqual({
      total: 1,
      solvedList: ['H1001'],
      scoreList: [],
      score: 0,
      solvedGroupByDifficulty: { '0': [solved('b', 'H1001', 0)], '1': [], '2': [] },
    })
    expect(await run(home.info!('nobody'))).toEqual({
      total: 0,
      solvedList: [],
      scoreList: [],
      score: 0,
      solvedGroupByDifficulty: { '0': [], '1': [], '2': [] },
    })
  })

  it('info: names no private, contest or group problem the user solved (they count in the total)', async () => {
    const oi = await insertProblem(h.server.db.client, 'X4', { type: 1, difficulty: 1 })
    await h.server.db.client.update(problem).set({ auth: 2 }).where(eq(problem.id, oi))
    const rows = [hidden['X1'], hidden['X2'], hidden['X3'], oi, pids.b]
    for (const pid of rows) {
      const [row] = await seed([{ uid: 'u-hidden', p: 'b', status: AC, daysAgo: 0, score: 100 }]).returning()
      await h.server.db.client.update(submission).set({ pid }).where(eq(submission.submitId, row!.submitId))
    }
    const info = await run(home.info!('u-hidden'))
    expect(info).toMatchObject({ total: 5, solvedList: ['H1001'], scoreList: [], score: 0 })
    expect(info.solvedGroupByDifficulty).toEqual({
      '0': [{ id: pids.b, problemId: 'H1001', difficulty: 0 }],
      '1': [],
      '2': [],
    })
  })

  it('dailyCounts: per local day from since on, days without submissions left out', async () => {
    const day = (daysAgo: number) => localDate(startOfLocalDay(now, -daysAgo))
    expect(await run(home.dailyCounts!('u-carol', day(6)))).toEqual([
      { date: day(5), count: 1 },
      { date: day(3), count: 1 },
      { date: day(2), count: 1 },
      { date: day(1), count: 2 },
      { date: day(0), count: 1 },
    ])
    expect(await run(home.dailyCounts!('u-carol', day(8)))).toHaveLength(6)
    expect(await run(home.dailyCounts!('u-frank', day(1)))).toEqual([{ date: day(0), count: 1 }])
  })

  it('dailyCounts: a since that is not a date is a 400', async () => {
    const exit = await Effect.runPromiseExit(
      home.dailyCounts!('u-carol', '2024-02-30').pipe(
        Effect.provideService(Db, h.server.db),
      ) as Effect.Effect<unknown, ApiError, never>,
    )
    expect(exit._tag).toBe('Failure')
    expect(JSON.stringify(exit)).toContain('problems.error.badDate')
  })
})
