import { defineServerModule } from '@oj/sdk/server'
import { count, eq } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sessions } from '../src/accounts/sign-in/tables.ts'
import { userInfo } from '../src/accounts/users/tables.ts'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'

// A module that contributes to the dashboard, as the problems module does with its submissions.
const counting = defineServerModule({
  id: 'counting',
  requires: [],
  adminDashboard: {
    figures: () => Effect.succeed({ todayJudgeNum: 7 }),
    // Submissions in the chart's first hour and its last (the one under way).
    judging: (from, hours) =>
      Effect.succeed([
        { hour: from.toISOString(), total: 5, accepted: 2 },
        { hour: new Date(from.getTime() + (hours - 1) * 3_600_000).toISOString(), total: 1, accepted: 1 },
      ]),
  },
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ modules: [counting], log: () => {} })
  await server.createUser({ username: 'student', password: 'student-pass' })
  await server.createUser({ username: 'editor', password: 'editor-pass', roles: ['problem_admin'] })
})
afterAll(() => server?.close())

const adminLogin = (username: string, password: string, lang = 'en') =>
  server.api<{ token: string; username: string; roleList: string[] }>('POST', '/ojapi/admin/login', {
    body: { username, password },
    headers: { 'Accept-Language': lang, 'Url-Type': 'admin' },
  })

describe('POST /admin/login', () => {
  it('signs in an admin role with the token contract of /login (data.token and the Authorization header)', async () => {
    for (const [name, password] of [
      ['root', TEST_ADMIN_PASSWORD],
      ['editor', 'editor-pass'],
    ] as const) {
      const reply = await adminLogin(name, password)
      expect(reply.body.status).toBe(200)
      expect(reply.body.data?.username).toBe(name)
      expect(reply.headers.get('Authorization')).toBe(reply.body.data?.token)
      const me = await server.api<{ username: string }>('GET', '/ojapi/get-user-info', {
        token: reply.body.data!.token,
      })
      expect(me.body.data?.username).toBe(name)
    }
  })

  it('refuses any other account, in both languages, and opens no session for it', async () => {
    const sessionsOf = async (username: string) => {
      const [row] = await server.db.client
        .select({ n: count() })
        .from(sessions)
        .innerJoin(userInfo, eq(userInfo.uuid, sessions.uid))
        .where(eq(userInfo.username, username))
      return row?.n
    }
    const before = await sessionsOf('student')
    const en = await adminLogin('student', 'student-pass')
    expect(en.httpStatus).toBe(403)
    expect(en.body.msg).toBe('Please login again with the administrator account')
    expect(en.headers.get('Authorization')).toBeNull()
    const zh = await adminLogin('student', 'student-pass', 'zh-CN')
    expect(zh.body.msg).toBe('该账号并非管理员账号，请使用管理员账号重新登录')
    expect(await sessionsOf('student')).toBe(before)
    // A wrong password reads as on /login.
    expect((await adminLogin('root', 'wrong-password')).body.msg).toBe(
      'Please check your username or password',
    )
  })
})

describe('the admin dashboard', () => {
  it('answers the figures: users from the platform, submissions today from a module, contests 0', async () => {
    const token = (await adminLogin('root', TEST_ADMIN_PASSWORD)).body.data!.token
    const info = await server.api('GET', '/ojapi/admin/dashboard/get-dashboard-info', { token })
    expect(info.body.data).toEqual({ userNum: 3, todayJudgeNum: 7, recentContestNum: 0 })
  })

  it("answers the caller's previous sign-in, with its address and browser", async () => {
    await server.api('POST', '/ojapi/admin/login', {
      body: { username: 'editor', password: 'editor-pass' },
      headers: { 'User-Agent': 'first-browser', 'X-Forwarded-For': '203.0.113.7' },
    })
    const now = await server.api<{ token: string }>('POST', '/ojapi/admin/login', {
      body: { username: 'editor', password: 'editor-pass' },
      headers: { 'User-Agent': 'second-browser' },
    })
    const session = await server.api<{ ip: string; userAgent: string; gmtCreate: string }>(
      'POST',
      '/ojapi/admin/dashboard/get-sessions',
      { token: now.body.data!.token },
    )
    expect(session.body.data).toMatchObject({ ip: '203.0.113.7', userAgent: 'first-browser' })
    expect(Number.isNaN(Date.parse(session.body.data!.gmtCreate))).toBe(false)
    // HOJ's Session has a number id: each sign-in is a row of the log.
    const id = (session.body.data as { id?: unknown }).id
    expect(Number.isInteger(id) && (id as number) > 0).toBe(true)
  })

  it('lists the recent sign-ins of the site, newest first', async () => {
    const token = (await adminLogin('root', TEST_ADMIN_PASSWORD)).body.data!.token
    const logins = await server.api<Array<{ username: string; id: number }>>(
      'GET',
      '/ojapi/admin/dashboard/recent-logins?limit=3',
      { token },
    )
    expect(logins.body.data).toHaveLength(3)
    expect(logins.body.data?.[0]?.username).toBe('root')
    const ids = logins.body.data!.map((l) => l.id)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
  })

  it('charts the last 24 hours and the one under way, every hour present, the modules summed', async () => {
    const token = (await adminLogin('root', TEST_ADMIN_PASSWORD)).body.data!.token
    const chart = await server.api<Array<{ hour: string; total: number; accepted: number }>>(
      'GET',
      '/ojapi/admin/dashboard/judging',
      { token },
    )
    const hours = chart.body.data!
    expect(hours).toHaveLength(25)
    expect(hours[0]).toMatchObject({ total: 5, accepted: 2 })
    expect(hours[24]).toMatchObject({ total: 1, accepted: 1 })
    expect(hours.slice(1, 24).every((h) => h.total === 0)).toBe(true)
    expect(new Date(hours[1]!.hour).getTime() - new Date(hours[0]!.hour).getTime()).toBe(3_600_000)
    expect(Date.now() - new Date(hours[24]!.hour).getTime()).toBeLessThan(3_600_000)
  })

  it("answers the server's machine as HOJ's service info", async () => {
    const token = (await adminLogin('root', TEST_ADMIN_PASSWORD)).body.data!.token
    const info = await server.api<{
      backupCores: number
      backupPercentCpuLoad: string
      backupService: Array<{ host: string }>
    }>('GET', '/ojapi/admin/config/get-service-info', { token })
    expect(info.body.data?.backupCores).toBeGreaterThan(0)
    expect(info.body.data?.backupPercentCpuLoad).toMatch(/^\d+\.\d\d%$/)
    expect(info.body.data?.backupService).toHaveLength(1)
  })

  it('is for admin roles only', async () => {
    const student = await server.login('student', 'student-pass')
    for (const [method, path] of [
      ['GET', '/ojapi/admin/dashboard/get-dashboard-info'],
      ['POST', '/ojapi/admin/dashboard/get-sessions'],
      ['GET', '/ojapi/admin/config/get-service-info'],
    ] as const) {
      expect((await server.api(method, path, { token: student })).httpStatus, path).toBe(403)
      expect((await server.api(method, path)).httpStatus, path).toBe(401)
    }
  })
})

describe('PUT /admin/switch/update', () => {
  const config = async () =>
    (await server.api<Record<string, unknown>>('GET', '/ojapi/get-website-config')).body.data

  it("turns root's switches off and on; fields left out stay as they are", async () => {
    const token = (await adminLogin('root', TEST_ADMIN_PASSWORD)).body.data!.token
    const off = await server.api('PUT', '/ojapi/admin/switch/update', {
      token,
      body: { openPublicDiscussion: false, openContestComment: false },
    })
    expect(off.body).toMatchObject({ status: 200, data: null })
    expect(await config()).toMatchObject({
      openPublicDiscussion: false,
      openGroupDiscussion: true,
      openContestComment: false,
    })
    // HOJ sends the whole SwitchConfigDTO: switches this site lacks are ignored.
    await server.api('PUT', '/ojapi/admin/switch/update', {
      token,
      body: { openPublicDiscussion: true, openContestComment: true, defaultSubmitInterval: 8 },
    })
    expect(await config()).toMatchObject({ openPublicDiscussion: true, openContestComment: true })
  })

  it('refuses a switch that is no boolean with a 400, and changes nothing', async () => {
    const token = (await adminLogin('root', TEST_ADMIN_PASSWORD)).body.data!.token
    const bad = await server.api('PUT', '/ojapi/admin/switch/update', {
      token,
      body: { openPublicDiscussion: 'off' },
    })
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.msg).toBeTruthy()
    expect(await config()).toMatchObject({ openPublicDiscussion: true })
  })

  it('is for the super admin only', async () => {
    const editor = (await adminLogin('editor', 'editor-pass')).body.data!.token
    const student = await server.login('student', 'student-pass')
    const body = { openPublicDiscussion: false }
    expect((await server.api('PUT', '/ojapi/admin/switch/update', { token: editor, body })).httpStatus).toBe(
      403,
    )
    expect((await server.api('PUT', '/ojapi/admin/switch/update', { token: student, body })).httpStatus).toBe(
      403,
    )
    expect((await server.api('PUT', '/ojapi/admin/switch/update', { body })).httpStatus).toBe(401)
    expect(await config()).toMatchObject({ openPublicDiscussion: true })
  })
})
