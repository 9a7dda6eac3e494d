import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAILURES_BEFORE_PUZZLE } from '../src/accounts/sign-in/login.ts'
import { hashToken, SESSION_TTL_MS } from '../src/accounts/sign-in/sessions.ts'
import { loginFailures, sessions } from '../src/accounts/sign-in/tables.ts'
import { userInfo } from '../src/accounts/users/tables.ts'
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'
import { stub } from './stubs.ts'

interface LoginData {
  uid: string
  username: string
  roleList: Array<string>
  token: string
  [key: string]: unknown
}

describe('accounts: login, sessions, logout', { timeout: 60_000 }, () => {
  let server: TestServer
  const en = { 'Accept-Language': 'en' }
  const login = (username: unknown, password: unknown, headers: Record<string, string> = en) =>
    server.api<LoginData>('POST', '/ojapi/login', { body: { username, password }, headers })

  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    await server.createUser({
      username: 'Alice',
      password: 'alice-pw',
      email: 'alice@example.com',
      nickname: 'Al',
    })
  })
  afterAll(() => server?.close())

  it('logs in: user info and token in data, token in the Authorization reply header', async () => {
    const reply = await login('alice', 'alice-pw')
    expect(reply.httpStatus).toBe(200)
    expect(reply.body.msg).toBe('success')
    const data = reply.body.data as LoginData
    expect(data).toMatchObject({
      username: 'Alice',
      nickname: 'Al',
      email: 'alice@example.com',
      realname: null,
      avatar: null,
      roleList: ['default_user'],
    })
    // Every field of HOJ's UserInfoVO (the ones never set are null), the mobile number of the
    // settings (the caller's own), and the token.
    expect(Object.keys(data).sort()).toEqual(
      [
        ...['uid', 'username', 'nickname', 'avatar', 'titleName', 'titleColor', 'email', 'number'],
        ...['gender', 'school', 'course', 'signature', 'realname', 'github', 'blog', 'cfUsername'],
        ...['mobile', 'roleList', 'token'],
      ].sort(),
    )
    expect(data.uid).toMatch(/^[0-9a-f]{32}$/)
    expect(data.token.length).toBeGreaterThan(30)
    expect(reply.headers.get('Authorization')).toBe(data.token)
    expect(JSON.stringify(data)).not.toMatch(/argon2|alice-pw/)
    // Only a hash of the token is stored.
    const rows = await server.db.client.select().from(sessions).where(eq(sessions.uid, data.uid))
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(data.token))
    expect(rows.map((r) => r.tokenHash)).not.toContain(data.token)
  })

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await server.db.client.select().from(userInfo).where(eq(userInfo.username, 'Alice'))
    expect(row?.password).toMatch(/^\$argon2id\$/)
  })

  it('answers a wrong password or unknown user with 400 "Please check your username or password"', async () => {
    for (const [username, password] of [
      ['alice', 'wrong-pw'],
      ['nobody', 'whatever'],
    ]) {
      const reply = await login(username, password)
      expect(reply.httpStatus).toBe(400)
      expect(reply.body).toEqual({ status: 400, msg: 'Please check your username or password', data: null })
      expect(reply.headers.get('Authorization')).toBeNull()
    }
    expect((await login('alice', 'wrong-pw', {})).body.msg).toBe('用户名或密码错误！请注意大小写！')
  })

  it('validates the login form as spec 1 §5 says, in both languages', async () => {
    const cases: Array<[unknown, unknown, string, string]> = [
      [undefined, 'secret1', 'The username is required', '用户名不能为空'],
      ['', 'secret1', 'The username is required', '用户名不能为空'],
      [
        'x'.repeat(21),
        'secret1',
        'The username can be at most 20 characters long',
        '用户名长度不能超过 20 个字符',
      ],
      ['alice', undefined, 'The password is required', '密码不能为空'],
      ['alice', '12345', 'The password must be 6 to 25 characters long', '密码长度应为 6 到 25 个字符'],
      // Up to 25: generated accounts may have passwords of 21 to 25 (spec 3 §5).
      [
        'alice',
        'x'.repeat(26),
        'The password must be 6 to 25 characters long',
        '密码长度应为 6 到 25 个字符',
      ],
      [42, 'secret1', 'The username is required', '用户名不能为空'],
    ]
    for (const [username, password, english, chinese] of cases) {
      const inEnglish = await login(username, password)
      expect({ username, password, status: inEnglish.httpStatus, msg: inEnglish.body.msg }).toEqual({
        username,
        password,
        status: 400,
        msg: english,
      })
      expect((await login(username, password, { Cookie: 'Web_Language=zh-CN' })).body.msg).toBe(chinese)
    }
  })

  it('counts failures per username and asks for verification from the 100th on; success resets', async () => {
    await server.createUser({ username: 'bob', password: 'bob-pass' })
    await login('bob', 'wrong-1')
    await login('BOB', 'wrong-2')
    const count = async () =>
      (await server.db.client.select().from(loginFailures).where(eq(loginFailures.username, 'bob')))[0]?.count
    expect(await count()).toBe(2)
    await login('bob', 'bob-pass')
    expect(await count()).toBeUndefined()

    await server.db.client
      .insert(loginFailures)
      .values({ username: 'bob', count: FAILURES_BEFORE_PUZZLE - 1, lastFailedAt: new Date() })
    expect((await login('bob', 'wrong-3')).body.msg).toBe('Please check your username or password')
    const blocked = await login('bob', 'bob-pass')
    expect(blocked.httpStatus).toBe(400)
    expect(blocked.body.msg).toBe('Speed too fast, may be machine operation! Please verify again!')
    // The count lapses after a quiet half hour.
    await server.db.client
      .update(loginFailures)
      .set({ lastFailedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(loginFailures.username, 'bob'))
    expect((await login('bob', 'bob-pass')).httpStatus).toBe(200)
  })

  it('refuses a disabled user', async () => {
    const uid = await server.createUser({ username: 'carol', password: 'carol-pw' })
    const token = await server.login('carol', 'carol-pw')
    await server.db.client.update(userInfo).set({ status: 1 }).where(eq(userInfo.uuid, uid))
    const reply = await login('carol', 'carol-pw')
    expect(reply.httpStatus).toBe(403)
    expect((await server.api('GET', '/ojapi/get-user-auth-info', { token })).httpStatus).toBe(401)
  })

  it('answers the caller’s roles and permissions', async () => {
    const userToken = await server.login('alice', 'alice-pw')
    const user = await server.api<{ roles: Array<string>; permissions: Array<string> }>(
      'GET',
      '/ojapi/get-user-auth-info',
      {
        token: userToken,
      },
    )
    expect(user.body.data?.roles).toEqual(['default_user'])
    expect(user.body.data?.permissions).toContain('submit')
    expect(user.body.data?.permissions).not.toContain('rejudge')

    const rootToken = await server.login('root', TEST_ADMIN_PASSWORD)
    const root = await server.api<{ roles: Array<string>; permissions: Array<string> }>(
      'GET',
      '/ojapi/get-user-auth-info',
      {
        token: rootToken,
      },
    )
    expect(root.body.data?.roles).toEqual(['root'])
    expect(root.body.data?.permissions).toEqual(
      expect.arrayContaining(['submit', 'rejudge', 'system_info_admin', 'user_admin', 'stub_admin']),
    )
    expect((await server.api('GET', '/ojapi/get-user-auth-info')).httpStatus).toBe(401)
  })

  it('renews a token past half its life: new token in the reply headers, old one kept briefly', async () => {
    const token = await server.login('alice', 'alice-pw')
    const fresh = await server.api('GET', '/ojapi/get-user-auth-info', { token })
    expect(fresh.headers.get('Refresh-Token')).toBeNull()

    const created = new Date(Date.now() - SESSION_TTL_MS / 2 - 60_000)
    await server.db.client
      .update(sessions)
      .set({ createdAt: created, expiresAt: new Date(created.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    const renewed = await server.api('GET', '/ojapi/get-user-auth-info', { token })
    expect(renewed.httpStatus).toBe(200)
    expect(renewed.headers.get('Refresh-Token')).toBe('true')
    const next = renewed.headers.get('Authorization')
    expect(next).toBeTruthy()
    expect(next).not.toBe(token)

    // The old token still works for in-flight requests, without renewing twice.
    const again = await server.api('GET', '/ojapi/get-user-auth-info', { token })
    expect(again.httpStatus).toBe(200)
    expect(again.headers.get('Refresh-Token')).toBeNull()
    const withNew = await server.api('GET', '/ojapi/get-user-auth-info', { token: next as string })
    expect(withNew.httpStatus).toBe(200)
    expect(withNew.headers.get('Refresh-Token')).toBeNull()
  })

  it('rejects an expired token', async () => {
    const token = await server.login('alice', 'alice-pw')
    await server.db.client
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect((await server.api('GET', '/ojapi/get-user-auth-info', { token })).httpStatus).toBe(401)
  })

  it('logs out (GET and POST): the token is revoked', async () => {
    for (const method of ['GET', 'POST']) {
      const token = await server.login('alice', 'alice-pw')
      const other = await server.login('alice', 'alice-pw')
      const out = await server.api(method, '/ojapi/logout', { token })
      expect(out.body).toEqual({ status: 200, msg: 'success', data: null })
      expect((await server.api('GET', '/ojapi/get-user-auth-info', { token })).httpStatus).toBe(401)
      // Only that session ends.
      expect((await server.api('GET', '/ojapi/get-user-auth-info', { token: other })).httpStatus).toBe(200)
    }
    expect((await server.api('GET', '/ojapi/logout', { headers: en })).body.msg).toBe('Please login first')
  })
})
