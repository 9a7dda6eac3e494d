import { Db } from '@oj/sdk/server'
import { isUniqueViolation } from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAX_CODE_ATTEMPTS } from '../src/accounts/registration/codes.ts'
import { verificationCodes } from '../src/accounts/registration/tables.ts'
import { userInfo } from '../src/accounts/users/tables.ts'
import { writeWebsiteConfig } from '../src/site/website-config.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { advanceClock, client, lastMailTo, mailedCode } from './accounts-helpers.ts'
import { stub } from './stubs.ts'

describe('accounts: register code, existence check, register', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    await server.createUser({ username: 'taken', password: 'taken-pw', email: 'taken@example.com' })
  })
  afterAll(() => server?.close())
  afterEach(() => void vi.restoreAllMocks())

  const form = (over: Record<string, unknown> = {}) => ({
    username: 'newbie',
    password: 'newbie-pw',
    email: 'newbie@example.com',
    code: '000000',
    ...over,
  })

  it('mails a 6-digit code, then registers with it; the new user logs in', async () => {
    const c = client(server)
    const sent = await c.get<{ email: string; expire: number }>('/get-register-code', {
      email: 'Newbie@Example.com',
    })
    expect(sent.body).toEqual({
      status: 200,
      msg: 'success',
      data: { email: 'Newbie@Example.com', expire: 600 },
    })
    const mail = await lastMailTo(server, 'Newbie@Example.com')
    expect(mail?.subject).toBe('Your registration code')
    const code = await mailedCode(server, 'Newbie@Example.com')
    // Only a hash is kept.
    const rows = await server.db.client.select().from(verificationCodes)
    expect(JSON.stringify(rows)).not.toContain(code)

    const reply = await c.post('/register', form({ email: 'Newbie@Example.com', code }))
    expect(reply.body).toEqual({ status: 200, msg: 'success', data: null })
    expect(await server.login('newbie', 'newbie-pw')).toBeTruthy()
    const [row] = await server.db.client.select().from(userInfo).where(eq(userInfo.username, 'newbie'))
    expect(row?.email).toBe('Newbie@Example.com')

    // Single use: the same code does not register a second account.
    const again = await c.post('/register', form({ username: 'newbie2', email: 'newbie@example.com', code }))
    expect(again.body.msg).toBe('The email already exists')
  })

  it('waits 60 s between codes to one address, and codes expire after 10 minutes', async () => {
    const c = client(server)
    expect((await c.get('/get-register-code', { email: 'wait@example.com' })).httpStatus).toBe(200)
    const first = await mailedCode(server, 'wait@example.com')
    const soon = await c.get('/get-register-code', { email: 'wait@example.com' })
    expect(soon.httpStatus).toBe(429)
    expect(soon.body.msg).toMatch(/^Please wait (60|59) s before asking again$/)
    const zh = await client(server, { lang: 'zh-CN' }).get('/get-register-code', {
      email: 'wait@example.com',
    })
    expect(zh.body.msg).toMatch(/^操作过于频繁，请在 \d+ 秒后再试$/)

    advanceClock(61_000)
    expect((await c.get('/get-register-code', { email: 'wait@example.com' })).httpStatus).toBe(200)
    const second = await mailedCode(server, 'wait@example.com')
    // The new code replaces the old one.
    if (second !== first) {
      const old = await c.post(
        '/register',
        form({ username: 'waiter', email: 'wait@example.com', code: first }),
      )
      expect(old.body.msg).toBe('The verification code is wrong or has expired')
    }
    advanceClock(10 * 60_000 + 1000)
    const late = await c.post(
      '/register',
      form({ username: 'waiter', email: 'wait@example.com', code: second }),
    )
    expect(late.httpStatus).toBe(400)
    expect(late.body.msg).toBe('The verification code is wrong or has expired')
  })

  it(`a code dies after ${MAX_CODE_ATTEMPTS} wrong guesses`, async () => {
    const c = client(server)
    await c.get('/get-register-code', { email: 'guess@example.com' })
    const code = await mailedCode(server, 'guess@example.com')
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const reply = await c.post(
        '/register',
        form({ username: 'guesser', email: 'guess@example.com', code: wrong }),
      )
      expect(reply.body.msg).toBe('The verification code is wrong or has expired')
    }
    const right = await c.post('/register', form({ username: 'guesser', email: 'guess@example.com', code }))
    expect(right.body.msg).toBe('The verification code is wrong or has expired')
  })

  it('keeps the code when the form is refused for another reason (taken username)', async () => {
    const c = client(server)
    await c.get('/get-register-code', { email: 'keep@example.com' })
    const code = await mailedCode(server, 'keep@example.com')
    const taken = await c.post('/register', form({ username: 'TAKEN', email: 'keep@example.com', code }))
    expect(taken.body.msg).toBe('The username already exists')
    expect(
      (await c.post('/register', form({ username: 'keeper', email: 'keep@example.com', code }))).httpStatus,
    ).toBe(200)
  })

  it('refuses a code for an address already in use, and a malformed address', async () => {
    const c = client(server)
    expect((await c.get('/get-register-code', { email: 'TAKEN@example.com' })).body.msg).toBe(
      'The email already exists',
    )
    expect((await c.get('/get-register-code', { email: 'not-an-email' })).body.msg).toBe(
      'The email format is incorrect',
    )
    expect((await c.get('/get-register-code', {})).body.msg).toBe('The email is required')
    expect(await lastMailTo(server, 'TAKEN@example.com')).toBeUndefined()
  })

  it('answers which of username and e-mail exist (case-insensitive), as HOJ', async () => {
    const c = client(server)
    const both = await c.post('/check-username-or-email', { username: 'Taken', email: 'taken@EXAMPLE.com' })
    expect(both.body.data).toEqual({ username: true, email: true })
    const none = await c.post('/check-username-or-email', {
      username: 'nobody-here',
      email: 'nobody@example.com',
    })
    expect(none.body.data).toEqual({ username: false, email: false })
    expect((await c.post('/check-username-or-email', {})).body.data).toEqual({
      username: false,
      email: false,
    })
  })

  it.each([
    [{ username: undefined }, 'The username is required', '用户名不能为空'],
    [
      { username: 'x'.repeat(21) },
      'The username can be at most 20 characters long',
      '用户名长度不能超过 20 个字符',
    ],
    [
      { username: ' spaced' },
      'The username may not start or end with spaces, nor contain control characters',
      '用户名首尾不能有空格，也不能含控制字符',
    ],
    [{ username: 'taken' }, 'The username already exists', '用户名已存在'],
    [{ password: '' }, 'The password is required', '密码不能为空'],
    [{ password: '12345' }, 'The password must be 6 to 20 characters long', '密码长度应为 6 到 20 个字符'],
    [
      { password: 'x'.repeat(21) },
      'The password must be 6 to 20 characters long',
      '密码长度应为 6 到 20 个字符',
    ],
    [{ email: undefined }, 'The email is required', '邮箱不能为空'],
    [{ email: 'a@b' }, 'The email format is incorrect', '邮箱格式不正确'],
    [{ email: 'taken@example.com' }, 'The email already exists', '邮箱已存在'],
    [{ code: undefined }, 'The verification code is required', '验证码不能为空'],
    [{ code: '12345' }, 'The verification code must be 6 characters long', '验证码应为 6 个字符'],
    [{ code: '1234567' }, 'The verification code must be 6 characters long', '验证码应为 6 个字符'],
    [{ code: '123456' }, 'The verification code is wrong or has expired', '验证码错误或已过期'],
  ])('register %j → "%s"', async (over, english, chinese) => {
    // A name and address nobody has, unless the case is about them.
    const body = form({ username: 'table-case', email: 'table-case@example.com', ...over })
    const en = await client(server).post('/register', body)
    expect([en.httpStatus, en.body.msg]).toEqual([400, english])
    expect((await client(server, { lang: 'zh-CN' }).post('/register', body)).body.msg).toBe(chinese)
  })

  it('two sign-ups racing with one code: exactly one account is made', async () => {
    await client(server).get('/get-register-code', { email: 'race@example.com' })
    const code = await mailedCode(server, 'race@example.com')
    const replies = await Promise.all(
      ['racer1', 'racer2'].map((username) =>
        client(server).post('/register', form({ username, email: 'race@example.com', code })),
      ),
    )
    expect(replies.map((r) => r.httpStatus).sort()).toEqual([200, 400])
    const rows = await server.db.client.select().from(userInfo).where(eq(userInfo.email, 'race@example.com'))
    expect(rows).toHaveLength(1)
  })

  it('recognises the unique violations of the database, on either driver', async () => {
    const error = await server.createUser({ username: 'TAKEN', password: 'another-pw' }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isUniqueViolation(error, 'user_info_username_key')).toBe(true)
    expect(isUniqueViolation(error, 'user_info_email_key')).toBe(false)
    expect(isUniqueViolation(new Error('other'), 'user_info_username_key')).toBe(false)
  })

  it('refuses codes and sign-ups while registration is closed', async () => {
    await Effect.runPromise(
      writeWebsiteConfig({ register: false }).pipe(Effect.provideService(Db, server.db)),
    )
    try {
      const c = client(server)
      const code = await c.get('/get-register-code', { email: 'closed@example.com' })
      expect([code.httpStatus, code.body.msg]).toEqual([
        403,
        'Registration is closed on this site at the moment',
      ])
      const reg = await c.post('/register', form({ username: 'closed', email: 'closed@example.com' }))
      expect(reg.httpStatus).toBe(403)
    } finally {
      await Effect.runPromise(
        writeWebsiteConfig({ register: true }).pipe(Effect.provideService(Db, server.db)),
      )
    }
  })

  it('limits sign-ups per address (429)', async () => {
    const c = client(server)
    const replies = []
    for (let i = 0; i < 11; i++)
      replies.push((await c.post('/register', form({ username: `r${i}` }))).httpStatus)
    expect(replies.slice(0, 10).every((s) => s === 400)).toBe(true)
    const last = await c.post('/register', form({ username: 'r-last' }))
    expect(last.httpStatus).toBe(429)
    expect(last.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/)
  })
})
