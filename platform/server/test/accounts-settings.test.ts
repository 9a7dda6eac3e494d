import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { userInfo } from '../src/accounts/users/tables.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'
import { advanceClock, client, mailedCode } from './accounts-helpers.ts'
import { stub } from './stubs.ts'

describe('accounts: change password, e-mail and user info', { timeout: 60_000 }, () => {
  let server: TestServer
  let token: string
  let uid: string
  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    uid = await server.createUser({ username: 'frank', password: 'frank-pw1', email: 'frank@example.com' })
    await server.createUser({ username: 'grace', password: 'grace-pw1', email: 'grace@example.com' })
    token = await server.login('frank', 'frank-pw1')
  })
  afterAll(() => server?.close())
  afterEach(() => void vi.restoreAllMocks())

  const me = (lang: 'en' | 'zh-CN' = 'en') => client(server, { token, lang })

  it('needs a login for every settings call', async () => {
    const anon = client(server)
    for (const [method, path] of [
      ['POST', '/change-password'],
      ['GET', '/get-change-email-code'],
      ['POST', '/change-email'],
      ['POST', '/change-userInfo'],
      ['GET', '/get-user-info'],
      ['POST', '/file/upload-avatar'],
    ] as const) {
      const reply = method === 'GET' ? await anon.get(path) : await anon.post(path, {})
      expect([path, reply.httpStatus, reply.body.msg]).toEqual([path, 401, 'Please login first'])
    }
  })

  it.each([
    [{ oldPassword: 'wrong-pw1', newPassword: 'frank-pw2' }, 'The password is wrong', '密码错误'],
    [
      { oldPassword: 'frank-pw1', newPassword: 'frank-pw1' },
      'The new password must be different from the old one',
      '新密码不能与旧密码相同',
    ],
    [
      { oldPassword: 'frank-pw1', newPassword: '123' },
      'The password must be 6 to 20 characters long',
      '密码长度应为 6 到 20 个字符',
    ],
    [{ oldPassword: 'frank-pw1' }, 'The new password is required', '新密码不能为空'],
    [{ newPassword: 'frank-pw2' }, 'The password is required', '密码不能为空'],
  ])('change-password %j → "%s"', async (body, english, chinese) => {
    const en = await me().post('/change-password', body)
    expect([en.httpStatus, en.body.msg]).toEqual([400, english])
    expect((await me('zh-CN').post('/change-password', body)).body.msg).toBe(chinese)
  })

  it('changes the password: other sessions end, this one stays', async () => {
    const other = await server.login('frank', 'frank-pw1')
    const reply = await me().post('/change-password', { oldPassword: 'frank-pw1', newPassword: 'frank-pw2' })
    // HOJ's ChangeAccountVO: code 200 and a message to show, in the caller's language.
    expect(reply.body).toEqual({
      status: 200,
      msg: 'success',
      data: { code: 200, msg: 'The password was changed', userInfo: null },
    })
    expect((await server.api('GET', '/ojapi/get-user-auth-info', { token })).httpStatus).toBe(200)
    expect((await server.api('GET', '/ojapi/get-user-auth-info', { token: other })).httpStatus).toBe(401)
    expect(await server.login('frank', 'frank-pw2')).toBeTruthy()
  })

  it('changes the e-mail with the password and the code mailed to the new address', async () => {
    const sent = await me().get('/get-change-email-code', { email: 'frank.new@example.com' })
    expect(sent.body.data).toEqual({ email: 'frank.new@example.com', expire: 600 })
    const code = await mailedCode(server, 'frank.new@example.com')
    const change = (body: Record<string, unknown>) =>
      me().post('/change-email', { password: 'frank-pw2', newEmail: 'frank.new@example.com', code, ...body })
    expect((await change({ password: 'wrong-pw9' })).body.msg).toBe('The password is wrong')
    // A code is good only for the address it was sent to.
    expect((await change({ newEmail: 'frank.other@example.com' })).body.msg).toBe(
      'The verification code is wrong or has expired',
    )
    const changed = await me('zh-CN').post('/change-email', {
      password: 'frank-pw2',
      newEmail: 'frank.new@example.com',
      code,
    })
    expect(changed.body.data).toMatchObject({
      code: 200,
      msg: '修改邮箱成功！',
      userInfo: { uid, username: 'frank', email: 'frank.new@example.com', roleList: ['default_user'] },
    })
    const [row] = await server.db.client.select().from(userInfo).where(eq(userInfo.uuid, uid))
    expect(row?.email).toBe('frank.new@example.com')
    expect((await change({})).body.msg).toBe('The new email must be different from the old one')
  })

  it('refuses the same, a taken or a malformed address, and waits 60 s between codes', async () => {
    const ask = (email: string) => me().get('/get-change-email-code', { email })
    expect((await ask('FRANK.NEW@example.com')).body.msg).toBe(
      'The new email must be different from the old one',
    )
    expect((await ask('grace@example.com')).body.msg).toBe('The email already exists')
    expect((await ask('grace@')).body.msg).toBe('The email format is incorrect')
    expect((await me('zh-CN').get('/get-change-email-code', { email: 'grace@' })).body.msg).toBe(
      '邮箱格式不正确',
    )
    expect((await ask('frank.3@example.com')).httpStatus).toBe(200)
    expect((await ask('frank.4@example.com')).httpStatus).toBe(429)
    advanceClock(60_000)
    expect((await ask('frank.4@example.com')).httpStatus).toBe(200)
    const code = await mailedCode(server, 'frank.4@example.com')
    const wrong = await me().post('/change-email', {
      password: 'frank-pw2',
      newEmail: 'frank.4@example.com',
      code: '12345',
    })
    expect(wrong.body.msg).toBe('The verification code must be 6 characters long')
    // Somebody else takes the address meanwhile.
    await server.db.client
      .update(userInfo)
      .set({ email: 'frank.4@example.com' })
      .where(eq(userInfo.username, 'grace'))
    const taken = await me().post('/change-email', {
      password: 'frank-pw2',
      newEmail: 'frank.4@example.com',
      code,
    })
    expect(taken.body.msg).toBe('The email already exists')
  })

  it('changes the user info and answers it; blank clears; unknown fields are ignored', async () => {
    const info = {
      nickname: 'Franky',
      realname: 'Frank Smith',
      school: 'Example University',
      number: '20240001',
      signature: 'Hello!',
      blog: 'https://frank.example.com',
      github: 'frank',
      cfUsername: 'frank_cf',
      mobile: '+86 138-0013-8000',
      gender: 'male',
      username: 'hijacked',
      uid: 'someone-else',
    }
    const reply = await me().post<Record<string, unknown>>('/change-userInfo', info)
    expect(reply.httpStatus).toBe(200)
    const { username: _u, uid: _i, ...kept } = info
    expect(reply.body.data).toMatchObject({ ...kept, username: 'frank', uid })
    const cleared = await me().post<Record<string, unknown>>('/change-userInfo', { school: '  ', blog: null })
    expect(cleared.body.data).toMatchObject({
      school: null,
      blog: null,
      nickname: 'Franky',
      mobile: '+86 138-0013-8000',
    })
    // The mobile number alone (the settings' account section saves it so), then cleared.
    const mobile = await me().post<Record<string, unknown>>('/change-userInfo', { mobile: '13900139000' })
    expect(mobile.body.data).toMatchObject({ mobile: '13900139000', nickname: 'Franky' })
    // Its owner's alone: the public profile never shows it.
    const home = await me().get<Record<string, unknown>>('/get-user-home-info', { uid })
    expect(home.httpStatus).toBe(200)
    expect(JSON.stringify(home.body)).not.toContain('13900139000')
    const noMobile = await me().post<Record<string, unknown>>('/change-userInfo', { mobile: '' })
    expect(noMobile.body.data).toMatchObject({ mobile: null })
  })

  it("get-user-info answers the caller's own full profile, as change-userInfo does, never the hash", async () => {
    await me().post('/change-userInfo', { nickname: 'Franky', github: 'frank-gh', cfUsername: 'frank_cf' })
    const reply = await me().get<Record<string, unknown>>('/get-user-info')
    expect(reply.httpStatus).toBe(200)
    const [row] = await server.db.client.select().from(userInfo).where(eq(userInfo.uuid, uid))
    // The same shape as change-userInfo's answer (an empty change only reads).
    const same = await me().post<Record<string, unknown>>('/change-userInfo', {})
    expect(reply.body.data).toEqual(same.body.data)
    expect(reply.body.data).toMatchObject({
      uid,
      username: 'frank',
      email: row?.email,
      nickname: 'Franky',
      github: 'frank-gh',
      cfUsername: 'frank_cf',
      roleList: ['default_user'],
    })
    expect(Object.keys(reply.body.data ?? {})).not.toContain('password')
    expect(JSON.stringify(reply.body)).not.toContain(row?.password ?? 'no hash')
    expect(reply.body.data).not.toHaveProperty('token')

    // Another user sees only their own; a query asking for someone else changes nothing.
    const grace = client(server, { token: await server.login('grace', 'grace-pw1'), lang: 'en' })
    const theirs = await grace.get<Record<string, unknown>>('/get-user-info', { uid })
    expect(theirs.body.data).toMatchObject({ username: 'grace' })
    expect(theirs.body.data?.['uid']).not.toBe(uid)
  })

  it.each([
    [
      { nickname: 'n'.repeat(21) },
      'The nickname can be at most 20 characters long',
      '昵称不能超过 20 个字符',
    ],
    [
      { realname: 'r'.repeat(51) },
      'The real name can be at most 50 characters long',
      '真实姓名不能超过 50 个字符',
    ],
    [
      { school: 's'.repeat(51) },
      'The school can be at most 50 characters long',
      '学校名称不能超过 50 个字符',
    ],
    [
      { number: '1'.repeat(21) },
      'The student number can be at most 20 characters long',
      '学号不能超过 20 个字符',
    ],
    [
      { signature: 's'.repeat(1001) },
      'The signature can be at most 1000 characters long',
      '个性签名不能超过 1000 个字符',
    ],
    [
      { blog: 'javascript:alert(1)' },
      'The blog must be a web address starting with http:// or https:// (at most 200 characters)',
      '博客应为以 http:// 或 https:// 开头的网址，且不超过 200 个字符',
    ],
    [
      { github: 'g'.repeat(51) },
      'The Github name can be at most 50 characters long',
      'Github 不能超过 50 个字符',
    ],
    [
      { cfUsername: 'c'.repeat(25) },
      'The Codeforces username can be at most 24 characters long',
      'Codeforces 用户名不能超过 24 个字符',
    ],
    [
      { mobile: '138 abc 8000' },
      'Enter a valid mobile number (digits, with an optional leading + and spaces or dashes between)',
      '请输入有效的手机号（数字，可带开头的 + 和中间的空格或短横线）',
    ],
    [
      { mobile: '1'.repeat(25) },
      'Enter a valid mobile number (digits, with an optional leading + and spaces or dashes between)',
      '请输入有效的手机号（数字，可带开头的 + 和中间的空格或短横线）',
    ],
    [{ gender: 'robot' }, 'The gender must be male, female or secrecy', '性别只能是男、女或保密'],
    [{ nickname: 42 }, 'The field nickname must be a text', '参数 nickname 应为文本'],
  ])('change-userInfo %j → "%s"', async (body, english, chinese) => {
    const en = await me().post('/change-userInfo', body)
    expect([en.httpStatus, en.body.msg]).toEqual([400, english])
    expect((await me('zh-CN').post('/change-userInfo', body)).body.msg).toBe(chinese)
  })
})
