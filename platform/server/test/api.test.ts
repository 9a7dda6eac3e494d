import { request as httpRequest } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'
import { dependent, stub } from './stubs.ts'

// The envelope, the error mapping, localisation and the auth rules, through a real server.
describe('the /ojapi envelope', { timeout: 60_000 }, () => {
  let server: TestServer
  const logged: Array<string> = []
  const en = { 'Accept-Language': 'en' }

  beforeAll(async () => {
    server = await startTestServer({ modules: [stub, dependent], log: (m) => logged.push(m) })
  })
  afterAll(() => server?.close())

  it('wraps a success as {status: 200, msg: success, data}', async () => {
    const reply = await server.api('GET', '/ojapi/stub/hello?name=Ann&limit=10')
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 200, msg: 'success', data: { text: 'hello Ann', limit: 10 } })
  })

  it('answers an unknown route with the 404 envelope of spec 1 §8', async () => {
    for (const [method, path] of [
      ['GET', '/ojapi/no-such-thing'],
      ['POST', '/ojapi/stub/hello'],
      ['GET', '/ojapi'],
    ] as const) {
      const reply = await server.api(method, path, { headers: en })
      expect(reply.httpStatus).toBe(404)
      expect(reply.body).toEqual({
        status: 404,
        msg: 'Query error! Unable to find the resource to request!',
        data: null,
      })
    }
    expect((await server.api('GET', '/ojapi/nothing')).body.msg).toBe('查询错误！无法找到请求的资源！')
  })

  it('answers malformed JSON with a 400', async () => {
    const response = await server.request('/ojapi/stub/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...en },
      body: '{"n": 1,',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 400,
      msg: 'The request body is not valid JSON',
      data: null,
    })
  })

  it('answers wrong types and values with a 400 naming the field', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      [
        'GET',
        '/ojapi/stub/hello?name=a&limit=500',
        undefined,
        "Invalid parameter 'limit': Expected a value between 1 and 100",
      ],
      [
        'GET',
        '/ojapi/stub/hello?name=a&limit=abc',
        undefined,
        "Invalid parameter 'limit': Expected an integer",
      ],
      ['GET', '/ojapi/stub/hello', undefined, "Missing parameter 'name'"],
      ['POST', '/ojapi/stub/echo', { n: 'seven' }, "Invalid parameter 'n': Expected number"],
      ['POST', '/ojapi/stub/echo', { n: 1, tags: ['a', 2] }, "Invalid parameter 'tags[1]': Expected string"],
      ['POST', '/ojapi/stub/echo', [1, 2], 'Invalid request: Expected object'],
      ['DELETE', '/ojapi/stub/items', [1, 1.5], "Invalid parameter '[1]': Expected an integer"],
    ]
    for (const [method, path, body, msg] of cases) {
      const reply = await server.api(method, path, { body, headers: en })
      expect({ path, body, status: reply.httpStatus, msg: reply.body.msg }).toEqual({
        path,
        body,
        status: 400,
        msg,
      })
    }
    const zh = await server.api('GET', '/ojapi/stub/hello?name=a&limit=0')
    expect(zh.body.msg).toBe("参数 'limit' 无效：Expected a value between 1 and 100")
  })

  it('merges the query with a JSON body, and takes a list body as the input', async () => {
    const echo = await server.api('POST', '/ojapi/stub/echo?q=from-query&n=1', { body: { n: 2 } })
    expect(echo.body.data).toEqual({ n: 2, q: 'from-query' })
    const deleted = await server.api('DELETE', '/ojapi/stub/items', { body: [1, 2, 3] })
    expect(deleted.body.data).toEqual({ deleted: 3 })
  })

  it('takes path parameters as input fields', async () => {
    expect((await server.api('GET', '/ojapi/stub/items/42')).body.data).toEqual({ id: 42 })
  })

  it('accepts GET and POST on an `any` route', async () => {
    expect((await server.api('GET', '/ojapi/stub/any')).body.data).toBe('any')
    expect((await server.api('POST', '/ojapi/stub/any')).body.data).toBe('any')
    expect((await server.api('PUT', '/ojapi/stub/any')).httpStatus).toBe(404)
  })

  it('maps an ApiError to its status and its message in the caller’s language', async () => {
    const zh = await server.api('GET', '/ojapi/stub/teapot')
    expect(zh.httpStatus).toBe(409)
    expect(zh.body).toEqual({ status: 409, msg: '我是茶壶 Ann', data: null })
    const english = await server.api('GET', '/ojapi/stub/teapot', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    })
    expect(english.body.msg).toBe('I am a teapot, Ann')
    // The Web_Language cookie wins over Accept-Language.
    const cookie = await server.api('GET', '/ojapi/stub/teapot', {
      headers: { 'Accept-Language': 'en', Cookie: 'theme=dark; Web_Language=zh-CN' },
    })
    expect(cookie.body.msg).toBe('我是茶壶 Ann')
    // Accept-Language with no supported language: Chinese, the default.
    const other = await server.api('GET', '/ojapi/stub/teapot', {
      headers: { 'Accept-Language': 'fr-FR, de' },
    })
    expect(other.body.msg).toBe('我是茶壶 Ann')
    // A message id no catalogue knows: the English text the code gave.
    expect((await server.api('GET', '/ojapi/stub/plain-error')).body.msg).toBe('An English fallback')
  })

  it('answers a defect with the 500 envelope, logs it and leaks nothing', async () => {
    for (const path of ['/ojapi/stub/defect', '/ojapi/stub/throws']) {
      logged.length = 0
      const reply = await server.api('GET', path, { headers: en })
      expect(reply.httpStatus).toBe(500)
      expect(reply.body).toEqual({ status: 500, msg: 'Server error! Please refresh again!', data: null })
      expect(JSON.stringify(reply.body)).not.toContain('secret')
      expect(logged.join('\n')).toMatch(/secret internal detail|thrown inside/)
    }
    expect((await server.api('GET', '/ojapi/stub/defect')).body.msg).toBe('服务器错误！请重新刷新！')
  })

  it('refuses a body that is too large', async () => {
    const reply = await server.api('POST', '/ojapi/stub/echo', {
      body: { n: 1, q: 'x'.repeat(9 * 1024 * 1024) },
      headers: en,
    })
    expect(reply.httpStatus).toBe(413)
    expect(reply.body.msg).toBe('The request body is too large (at most 8 MiB)')
  })

  it('refuses a body of no stated length that is too large, as it arrives', async () => {
    // Chunked, on a connection of its own (the server closes it while the body still comes).
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/ojapi/stub/echo`, {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', ...en },
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (d: Buffer) => (text += d.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      })
      req.on('error', reject)
      const chunk = `{"n":1,"q":"${'x'.repeat(1024 * 1024)}`
      const send = (left: number): void => {
        if (left === 0 || req.destroyed) return void req.end()
        if (req.write(chunk)) send(left - 1)
        else req.once('drain', () => send(left - 1))
      }
      send(9)
    })
    expect(answer.status).toBe(413)
    expect((JSON.parse(answer.text) as { msg: string }).msg).toBe(
      'The request body is too large (at most 8 MiB)',
    )
  })

  it('answers a CORS preflight and lets CORS clients read the renewed-token headers', async () => {
    const response = await server.request('/ojapi/stub/any', {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(
      Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control'))),
    ).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
      'access-control-allow-headers': 'Authorization,Url-Type,Content-Type,Accept-Language',
      'access-control-expose-headers': 'Authorization,Refresh-Token',
      'access-control-max-age': '600',
    })
    const simple = await server.request('/ojapi/stub/any', { headers: { Origin: 'http://elsewhere.test' } })
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(simple.headers.get('Access-Control-Expose-Headers')).toBe('Authorization,Refresh-Token')
    // Errors too (the not-found answer).
    const missing = await server.request('/ojapi/nowhere', { headers: { Origin: 'http://elsewhere.test' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })

  describe('auth rules', () => {
    let rootToken: string
    let userToken: string
    beforeAll(async () => {
      rootToken = await server.login('root', TEST_ADMIN_PASSWORD)
      await server.createUser({ username: 'alice', password: 'alice-pw' })
      userToken = await server.login('alice', 'alice-pw')
    })

    it('lets anyone call an anon route, and still identifies a caller who sends a token', async () => {
      expect((await server.api('GET', '/ojapi/stub/hello?name=x')).httpStatus).toBe(200)
      expect((await server.api('GET', '/ojapi/stub/hello?name=x', { token: 'garbage' })).httpStatus).toBe(200)
    })

    it('answers 401 Please login first on a login route without a valid token', async () => {
      for (const token of [undefined, 'garbage', `Bearer nonsense`]) {
        const reply = await server.api('GET', '/ojapi/stub/me', { headers: en, ...(token ? { token } : {}) })
        expect(reply.httpStatus).toBe(401)
        expect(reply.body).toEqual({ status: 401, msg: 'Please login first', data: null })
      }
      expect((await server.api('GET', '/ojapi/stub/me')).body.msg).toBe('请先登录！')
    })

    it('gives the handler the caller and the locale', async () => {
      const reply = await server.api<{ uid: string; locale: string }>('GET', '/ojapi/stub/me', {
        token: userToken,
        headers: en,
      })
      expect(reply.body.data?.locale).toBe('en')
      expect(reply.body.data?.uid).toMatch(/^[0-9a-f]{32}$/)
      // HOJ clients send the bare token; `Bearer <token>` works too.
      expect((await server.api('GET', '/ojapi/stub/me', { token: `Bearer ${userToken}` })).httpStatus).toBe(
        200,
      )
    })

    it('answers 403 when the roles or permissions lack', async () => {
      const asUser = await server.api('GET', '/ojapi/stub/admin-only', { token: userToken, headers: en })
      expect(asUser.httpStatus).toBe(403)
      expect(asUser.body.msg).toBe('Sorry, you do not have permission for this operation')
      expect((await server.api('GET', '/ojapi/stub/admin-only', { token: rootToken })).body.data).toBe(
        'admin',
      )
      expect((await server.api('GET', '/ojapi/stub/needs-rejudge', { token: userToken })).httpStatus).toBe(
        403,
      )
      expect((await server.api('GET', '/ojapi/stub/needs-rejudge', { token: rootToken })).httpStatus).toBe(
        200,
      )
      expect((await server.api('GET', '/ojapi/stub/needs-rejudge')).httpStatus).toBe(401)
    })

    it('grants the admin roles the permissions a module declares', async () => {
      expect((await server.api('GET', '/ojapi/stub/needs-stub-perm', { token: rootToken })).httpStatus).toBe(
        200,
      )
      expect((await server.api('GET', '/ojapi/stub/needs-stub-perm', { token: userToken })).httpStatus).toBe(
        403,
      )
    })
  })
})
