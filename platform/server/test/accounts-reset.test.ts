import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { challenges } from '../src/accounts/guards/tables.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { advanceClock, client, lastMailTo, solvedCaptcha } from './accounts-helpers.ts'
import { stub } from './stubs.ts'

/** The username and code of the reset link in the last mail to an address. */
async function mailedLink(server: TestServer, to: string) {
  const text = (await lastMailTo(server, to))?.text ?? ''
  const link = /(https?:\/\/\S+\/oj\/reset-password\?\S+)/.exec(text)?.[1]
  if (!link) throw new Error(`no reset link mailed to ${to}`)
  const url = new URL(link)
  return { username: url.searchParams.get('username') ?? '', code: url.searchParams.get('code') ?? '' }
}

describe('accounts: captcha, apply-reset-password, reset-password', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    await server.createUser({ username: 'Forgetful', password: 'old-password', email: 'forget@example.com' })
  })
  afterAll(() => server?.close())
  afterEach(() => void vi.restoreAllMocks())

  it('answers a captcha picture as a data URL and a key; each captcha works once', async () => {
    const c = client(server)
    const first = await solvedCaptcha(server, c)
    expect(first.img).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(first.img.split(',')[1] ?? '', 'base64').toString()).toContain('<svg')
    expect(first.captcha).toMatch(/^[a-z0-9]{4}$/)
    const apply = (captcha: typeof first) =>
      c.post('/apply-reset-password', { email: 'forget@example.com', ...captcha })
    expect((await apply({ ...first, captcha: first.captcha.toUpperCase() })).httpStatus).toBe(200)
    // Used: the same answer again is refused.
    const reused = await apply(first)
    expect([reused.httpStatus, reused.body.msg]).toEqual([400, 'The captcha is wrong or has expired'])
    // A wrong answer uses the captcha up too.
    const second = await solvedCaptcha(server, c)
    expect((await apply({ ...second, captcha: 'zzzz' })).body.msg).toBe('The captcha is wrong or has expired')
    expect((await apply(second)).body.msg).toBe('The captcha is wrong or has expired')
    expect(
      await server.db.client.select().from(challenges).where(eq(challenges.key, second.captchaKey)),
    ).toEqual([])
  })

  it('mails a link to /oj/reset-password; the link resets once and ends every session', async () => {
    const c = client(server)
    const session = await server.login('forgetful', 'old-password')
    advanceClock(91_000)
    expect(
      (
        await c.post('/apply-reset-password', {
          email: 'FORGET@example.com',
          ...(await solvedCaptcha(server, c)),
        })
      ).body.status,
    ).toBe(200)
    const mail = await lastMailTo(server, 'forget@example.com')
    expect(mail?.subject).toBe('Reset your password')
    const { username, code } = await mailedLink(server, 'forget@example.com')
    expect(username).toBe('Forgetful')
    expect(code.length).toBeGreaterThanOrEqual(20)

    const reset = await c.post('/reset-password', { username, password: 'new-password', code })
    expect(reset.body).toEqual({ status: 200, msg: 'success', data: null })
    expect((await server.api('GET', '/ojapi/get-user-auth-info', { token: session })).httpStatus).toBe(401)
    expect(await server.login('forgetful', 'new-password')).toBeTruthy()

    const again = await c.post('/reset-password', { username, password: 'third-password', code })
    expect([again.httpStatus, again.body.msg]).toEqual([
      400,
      'The reset link is invalid or has expired; please ask for a new one',
    ])
  })

  it('waits 90 s between reset mails; a link expires after 30 minutes', async () => {
    const c = client(server)
    advanceClock(91_000)
    const apply = async () =>
      c.post('/apply-reset-password', { email: 'forget@example.com', ...(await solvedCaptcha(server, c)) })
    expect((await apply()).httpStatus).toBe(200)
    const soon = await apply()
    expect(soon.httpStatus).toBe(429)
    expect(soon.body.msg).toMatch(/^Please wait (90|89) s before asking again$/)
    advanceClock(60_000)
    expect((await apply()).httpStatus).toBe(429)
    advanceClock(31_000)
    expect((await apply()).httpStatus).toBe(200)
    const { username, code } = await mailedLink(server, 'forget@example.com')
    advanceClock(30 * 60_000 + 1000)
    const late = await c.post('/reset-password', { username, password: 'late-password', code })
    expect(late.body.msg).toBe('The reset link is invalid or has expired; please ask for a new one')
  })

  it('says when the e-mail does not exist (spec 1 §5), only after a right captcha', async () => {
    const c = client(server)
    const unknown = await c.post('/apply-reset-password', {
      email: 'ghost@example.com',
      ...(await solvedCaptcha(server, c)),
    })
    expect([unknown.httpStatus, unknown.body.msg]).toEqual([400, 'The email does not exist'])
    const zh = client(server, { lang: 'zh-CN' })
    expect(
      (
        await zh.post('/apply-reset-password', {
          email: 'ghost@example.com',
          ...(await solvedCaptcha(server, zh)),
        })
      ).body.msg,
    ).toBe('该邮箱不存在')
    const blind = await c.post('/apply-reset-password', {
      email: 'ghost@example.com',
      captcha: 'abcd',
      captchaKey: 'made-up',
    })
    expect(blind.body.msg).toBe('The captcha is wrong or has expired')
  })

  it('answers an unknown user and a wrong code alike (no enumeration)', async () => {
    const c = client(server)
    const a = await c.post('/reset-password', {
      username: 'nobody',
      password: 'whatever1',
      code: 'x'.repeat(24),
    })
    const b = await c.post('/reset-password', {
      username: 'forgetful',
      password: 'whatever1',
      code: 'x'.repeat(24),
    })
    expect(a.body).toEqual(b.body)
    expect(a.httpStatus).toBe(400)
  })

  it.each([
    ['/apply-reset-password', { captcha: 'abcd', captchaKey: 'k' }, 'The email is required', '邮箱不能为空'],
    [
      '/apply-reset-password',
      { email: 'bad', captcha: 'abcd', captchaKey: 'k' },
      'The email format is incorrect',
      '邮箱格式不正确',
    ],
    [
      '/apply-reset-password',
      { email: 'a@b.c', captchaKey: 'k' },
      'The captcha is required',
      '图形验证码不能为空',
    ],
    [
      '/apply-reset-password',
      { email: 'a@b.c', captcha: '123456789', captchaKey: 'k' },
      'The captcha must be 1 to 8 characters long',
      '图形验证码长度应为 1 到 8 个字符',
    ],
    ['/reset-password', { password: 'secret1', code: 'c' }, 'The username is required', '用户名不能为空'],
    [
      '/reset-password',
      { username: 'u', password: '123', code: 'c' },
      'The password must be 6 to 20 characters long',
      '密码长度应为 6 到 20 个字符',
    ],
    [
      '/reset-password',
      { username: 'u', password: 'secret1' },
      'The reset link is invalid or has expired; please ask for a new one',
      '重置链接无效或已过期，请重新申请',
    ],
  ])('%s %j → "%s"', async (path, body, english, chinese) => {
    const en = await client(server).post(path, body)
    expect([en.httpStatus, en.body.msg]).toEqual([400, english])
    expect((await client(server, { lang: 'zh-CN' }).post(path, body)).body.msg).toBe(chinese)
  })

  it('limits reset attempts per account (429), whatever the address', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await client(server).post('/reset-password', {
            username: 'victim',
            password: 'secret1',
            code: `guess-${i}`,
          })
        ).httpStatus,
      )
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429])
  })
})

describe('accounts: the links in mails', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      modules: [stub],
      env: { OJ_PUBLIC_URL: 'https://oj.example.com/judge/' },
    })
    await server.createUser({ username: 'Linked', password: 'old-password', email: 'linked@example.com' })
  })
  afterAll(() => server?.close())

  it('point at OJ_PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
    const c = client(server)
    const captcha = await solvedCaptcha(server, c)
    const reply = await server.api('POST', '/ojapi/apply-reset-password', {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-For': c.ip },
      body: { email: 'linked@example.com', captchaKey: captcha.captchaKey, captcha: captcha.captcha },
    })
    expect(reply.httpStatus).toBe(200)
    const text = (await lastMailTo(server, 'linked@example.com'))?.text ?? ''
    expect(text).toContain('https://oj.example.com/judge/oj/reset-password?username=Linked&code=')
    expect(text).not.toContain('evil.example')
  })
})
