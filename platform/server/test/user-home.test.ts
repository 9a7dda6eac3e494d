import { defineServerModule } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Context, Effect, Layer } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { userInfo } from '../src/accounts/users/tables.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { calendarRange, localDate } from '../src/user-home/calendar.ts'
import { client } from './accounts-helpers.ts'

/** A module service, so the test proves contributions run with their module's layer. */
class Ledger extends Context.Service<Ledger, { solved(uid: string): Array<string> }>()('ledger/Ledger') {}

const daysAgo = (n: number) => {
  const now = new Date()
  return localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - n))
}

const ledger = defineServerModule<Ledger>({
  id: 'ledger',
  requires: [],
  layer: Layer.succeed(Ledger, { solved: (uid) => [`P-${uid.slice(0, 4)}`, 'P2'] }),
  userHome: {
    info: (uid) =>
      Effect.gen(function* () {
        const solved = (yield* Ledger).solved(uid)
        return {
          total: 7,
          solvedList: solved,
          scoreList: [10, 20],
          solvedGroupByDifficulty: {
            '0': solved.map((problemId, i) => ({ id: 11 + i, problemId, difficulty: 0 })),
          },
          // A module may add fields, never overwrite the account's own.
          nickname: 'from ledger',
          username: 'mallory',
          // A careless module: the platform must still keep it off the page.
          email: 'leak@example.com',
        }
      }),
    dailyCounts: () =>
      Effect.succeed([
        { date: daysAgo(0), count: 2 },
        { date: daysAgo(1), count: 1 },
        { date: daysAgo(400), count: 9 },
      ]),
  },
})

const rated = defineServerModule({
  id: 'rated',
  requires: [],
  userHome: {
    info: () => Effect.succeed({ rating: 1500 }),
    // Answers on the first day it was asked for: the heat map must start 364 days ago.
    dailyCounts: (_uid, since) =>
      Effect.succeed([
        { date: daysAgo(0), count: 3 },
        { date: since, count: 4 },
        { date: daysAgo(365), count: 6 },
      ]),
  },
})

describe('user home: get-user-home-info and get-user-calendar-heatmap', { timeout: 60_000 }, () => {
  let server: TestServer
  let uid: string
  let quietUid: string
  beforeAll(async () => {
    server = await startTestServer({ modules: [ledger, rated] })
    uid = await server.createUser({
      username: 'Henry',
      password: 'henry-pw1',
      email: 'henry@example.com',
      nickname: 'hen',
      school: 'Campus U',
    })
    await server.db.client
      .update(userInfo)
      .set({ signature: 'hi', blog: 'https://henry.example', github: 'henry', gender: 'male', number: '42' })
      .where(eq(userInfo.uuid, uid))
    quietUid = await server.createUser({ username: 'quiet', password: 'quiet-pw1', email: 'q@example.com' })
  })
  afterAll(() => server?.close())

  it('merges the profile with every module contribution, by uid or username', async () => {
    const before = Date.now()
    await server.login('Henry', 'henry-pw1')
    const byName = await client(server).get<Record<string, unknown>>('/get-user-home-info', {
      username: 'henry',
    })
    expect(byName.body.status).toBe(200)
    const data = byName.body.data as Record<string, unknown>
    expect(data).toMatchObject({
      uid,
      username: 'Henry',
      nickname: 'hen', // the profile's own field, not the module's
      school: 'Campus U',
      gender: 'male',
      signature: 'hi',
      blog: 'https://henry.example',
      github: 'henry',
      total: 7,
      solvedList: [`P-${uid.slice(0, 4)}`, 'P2'],
      scoreList: [10, 20],
      rating: 1500,
      solvedGroupByDifficulty: {
        '0': [
          { id: 11, problemId: `P-${uid.slice(0, 4)}`, difficulty: 0 },
          { id: 12, problemId: 'P2', difficulty: 0 },
        ],
      },
    })
    // Only the figures of HOJ's UserHomeVO come from modules: nothing else they answer shows.
    expect(Object.keys(data).sort()).toEqual(
      [
        ...['uid', 'username', 'nickname', 'realname', 'avatar', 'gender', 'signature', 'school', 'blog'],
        ...['github', 'cfUsername', 'titleName', 'titleColor', 'recentLoginTime', 'total', 'rating'],
        ...['scoreList', 'solvedList', 'solvedGroupByDifficulty'],
      ].sort(),
    )
    const login = Date.parse(String(data['recentLoginTime']))
    expect(login).toBeGreaterThanOrEqual(before - 1000)
    expect(login).toBeLessThanOrEqual(Date.now() + 1000)
    const byUid = await client(server).get('/get-user-home-info', { uid })
    expect(byUid.body.data).toEqual(data)
  })

  it('never answers e-mail, password hash or student number', async () => {
    const reply = await client(server).get('/get-user-home-info', { uid })
    const text = JSON.stringify(reply.body)
    for (const secret of [
      'henry@example.com',
      'leak@example.com',
      '$argon2',
      '"number"',
      '"email"',
      '"password"',
    ])
      expect(text).not.toContain(secret)
  })

  it('answers the caller without a query, a null login time before any login', async () => {
    const token = await server.login('quiet', 'quiet-pw1')
    const mine = await client(server, { token }).get<Record<string, unknown>>('/get-user-home-info')
    expect(mine.body.data).toMatchObject({ uid: quietUid, username: 'quiet' })
    const other = await server.createUser({ username: 'never', password: 'never-pw1' })
    const never = await client(server).get<Record<string, unknown>>('/get-user-home-info', { uid: other })
    expect(never.body.data?.['recentLoginTime']).toBeNull()
  })

  it('refuses an unknown user in both languages, and an anonymous caller without a query', async () => {
    for (const query of [{ uid: 'nobody' }, { username: 'nobody' }] as Array<Record<string, string>>) {
      for (const path of ['/get-user-home-info', '/get-user-calendar-heatmap']) {
        const en = await client(server).get(path, query)
        expect([en.httpStatus, en.body.msg]).toEqual([400, 'The user does not exist'])
        const zh = await client(server, { lang: 'zh-CN' }).get(path, query)
        expect(zh.body.msg).toBe('该用户不存在')
      }
    }
    const anon = await client(server).get('/get-user-home-info')
    expect([anon.httpStatus, anon.body.msg]).toEqual([
      401,
      'Please log in, or name the user to show (uid or username)',
    ])
  })

  it('sums the daily counts of the modules over the last 365 days', async () => {
    const reply = await client(server).get('/get-user-calendar-heatmap', { username: 'Henry' })
    const { endDate } = calendarRange(new Date())
    expect(reply.body.data).toEqual({
      dataList: [
        { date: daysAgo(364), count: 4 },
        { date: daysAgo(1), count: 1 },
        { date: daysAgo(0), count: 5 },
      ],
      endDate,
    })
  })
})
