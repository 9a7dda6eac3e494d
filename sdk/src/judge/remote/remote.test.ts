import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FakeServer, startFakeServer } from '../kit/fake-server.ts'
import { openSecret, remoteKeyFrom, sealSecret } from './accounts.ts'
import { remoteBaseUrl } from './context.ts'
import { contentTypeOf, splitRemoteId } from './define.ts'
import { asRemoteError } from './errors.ts'
import { parseHtml } from './html.ts'
import { remoteHttp } from './http.ts'

describe('the remote HTTP client', () => {
  let site: FakeServer
  beforeAll(async () => {
    site = await startFakeServer({
      'POST /login': (req) =>
        req.form.get('pass') === 'ok'
          ? { cookies: { sid: 'abc', lang: 'en' }, redirect: '/home' }
          : { body: 'no' },
      'GET /home': (req) => ({ body: `sid=${req.cookies.sid ?? ''} lang=${req.cookies.lang ?? ''}` }),
      'GET /logout': () => ({ cookies: { sid: '' }, body: 'bye' }),
      'GET /busy': () => ({ status: 429, headers: { 'retry-after': '7' }, body: 'slow down' }),
      'GET /broken': () => ({ status: 503, body: 'down' }),
      'GET /gbk': () => ({
        headers: { 'content-type': 'text/html; charset=gbk' },
        body: Buffer.from([0xc4, 0xe3, 0xba, 0xc3]),
      }),
      'GET /echo': (req) => ({ body: { q: req.query.get('q'), auth: req.headers.authorization ?? null } }),
    })
  })
  afterAll(() => site.close())

  it('keeps the cookies a site sets, through its redirects, and forgets the ones it deletes', async () => {
    const http = remoteHttp({ baseUrl: site.baseUrl })
    const home = await http.post('/login', { form: { pass: 'ok' } })
    expect(home.url).toBe(`${site.baseUrl}home`)
    expect(home.text).toBe('sid=abc lang=en')
    await http.get('/logout')
    expect(http.cookie('sid')).toBeUndefined()
    expect((await http.get('/home')).text).toBe('sid= lang=en')
  })

  it('sends the query and the headers set, and reads JSON', async () => {
    const http = remoteHttp({ baseUrl: site.baseUrl })
    http.header('Authorization', 'token-1')
    expect((await http.get('/echo', { query: { q: 'a b' } })).json()).toEqual({ q: 'a b', auth: 'token-1' })
    await expect(Promise.resolve().then(() => http.get('/home').then((r) => r.json()))).rejects.toMatchObject(
      {
        _tag: 'RemoteDown',
      },
    )
  })

  it('says 429 as RemoteRateLimited with its wait, 5xx and silence as RemoteDown', async () => {
    const http = remoteHttp({ baseUrl: site.baseUrl, timeoutMs: 300 })
    await expect(http.get('/busy')).rejects.toMatchObject({ _tag: 'RemoteRateLimited', retryAfterMs: 7000 })
    await expect(http.get('/broken')).rejects.toMatchObject({
      _tag: 'RemoteDown',
      message: expect.stringContaining('503'),
    })
    site.delayMs = 1_000
    try {
      await expect(http.get('/home')).rejects.toMatchObject({
        _tag: 'RemoteDown',
        message: expect.stringContaining('within'),
      })
    } finally {
      site.delayMs = 0
    }
    const nowhere = remoteHttp({ baseUrl: 'http://127.0.0.1:9/' })
    await expect(nowhere.get('/')).rejects.toMatchObject({
      _tag: 'RemoteDown',
      message: expect.stringContaining('could not be reached'),
    })
  })

  it('decodes a page by the charset the site names', async () => {
    expect((await remoteHttp({ baseUrl: site.baseUrl }).get('/gbk')).text).toBe('你好')
  })
})

describe('pages as Markdown', () => {
  it('keeps paragraphs, emphasis, code, math, links and images, made absolute', () => {
    const page = parseHtml(
      '<div id="s"><p>Print <b>a + b</b> for <var>N</var> cases.</p><p>See <a href="/help">help</a> and <img src="pic.png" alt="x"></p><pre>1 2\n3 4</pre><ul><li>one</li><li>two</li></ul></div>',
    )
    expect(page.find('#s')?.markdown('https://site.example/problem/1')).toBe(
      'Print **a + b** for $N$ cases.\n\nSee [help](https://site.example/help) and ![x](https://site.example/problem/pic.png)\n\n```\n1 2\n3 4\n```\n\n- one\n- two',
    )
  })

  it('reads a sample written as a line per <div> or with <br>', () => {
    expect(parseHtml('<pre><div>1 2</div><div>3</div></pre>').find('pre')?.lines).toBe('1 2\n3')
    expect(parseHtml('<pre>40<br/>2\n</pre>').find('pre')?.lines).toBe('40\n2')
  })
})

describe('accounts and names', () => {
  it('seals a password so that only the same key opens it', () => {
    const key = remoteKeyFrom({ OJ_REMOTE_JUDGE_KEY: 'k1' }) as Buffer
    const sealed = sealSecret(key, 'pässword')
    expect(sealed).not.toContain('pässword')
    expect(openSecret(key, sealed)).toBe('pässword')
    expect(openSecret(createHash('sha256').update('k2').digest(), sealed)).toBeUndefined()
    expect(openSecret(key, 'not sealed')).toBeUndefined()
    expect(remoteKeyFrom({})).toBeUndefined()
  })

  it('splits problem ids, finds a site’s address and guesses editor modes', () => {
    expect(splitRemoteId('CF-1A')).toEqual({ source: 'CF', id: '1A' })
    expect(splitRemoteId('ac-abc001_a')).toEqual({ source: 'AC', id: 'abc001_a' })
    expect(splitRemoteId('P1000')).toBeUndefined()
    const judge = { id: 'CF', baseUrl: 'https://codeforces.com/' }
    expect(remoteBaseUrl(judge, {})).toBe('https://codeforces.com/')
    expect(remoteBaseUrl(judge, { OJ_REMOTE_JUDGE_CF: 'http://127.0.0.1:9101/' })).toBe(
      'http://127.0.0.1:9101/',
    )
    expect(contentTypeOf('GNU G++17 7.3.0')).toBe('text/x-c++src')
    expect(contentTypeOf('GCC')).toBe('text/x-csrc')
    expect(contentTypeOf('Python 3.8')).toBe('text/x-python')
    expect(contentTypeOf('Java 21 64bit')).toBe('text/x-java')
    expect(asRemoteError(new TypeError('x is undefined'))).toMatchObject({ _tag: 'RemoteDown' })
  })
})
