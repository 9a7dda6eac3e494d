import { describe, expect, it } from 'vitest'

import { type AnyEndpoint, endpoint } from '../shared/endpoint.ts'
import { type ApiFailure, createApiClient, encodeQuery, readReply } from './api.ts'
import { sdkText } from './messages.ts'
import { ApiCallError } from './platform.ts'

const en = (id: Parameters<typeof sdkText>[1]) => sdkText('en', id)

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  })
}

describe('encodeQuery', () => {
  it('leaves out null and undefined, repeats arrays, sends objects as JSON', () => {
    expect(encodeQuery({ a: 1, b: undefined, c: null, d: 'x y', e: [1, 2], f: true, g: { k: 1 } })).toBe(
      '?a=1&d=x+y&e=1&e=2&f=true&g=%7B%22k%22%3A1%7D',
    )
  })
  it('is empty for no values', () => {
    expect(encodeQuery()).toBe('')
    expect(encodeQuery({ a: undefined })).toBe('')
  })
  it('keeps empty strings and zero', () => {
    expect(encodeQuery({ keyword: '', currentPage: 0 })).toBe('?keyword=&currentPage=0')
  })
})

describe('readReply (spec 1 §8)', () => {
  it('passes the data of a 200 envelope', () => {
    expect(readReply(200, { status: 200, msg: 'success', data: { a: 1 } }, en)).toEqual({
      ok: true,
      data: { a: 1 },
    })
  })
  it('rejects a non-200 envelope status even over HTTP 200, with its msg', () => {
    expect(readReply(200, { status: 400, msg: 'bad name', data: null }, en)).toEqual({
      ok: false,
      status: 400,
      message: 'bad name',
      data: null,
    })
  })
  it("keeps an error envelope's data, a machine-readable detail", () => {
    expect(readReply(400, { status: 400, msg: 'verify', data: { needVerify: true } }, en)).toEqual({
      ok: false,
      status: 400,
      message: 'verify',
      data: { needVerify: true },
    })
  })
  it('gives the fixed 404 text', () => {
    expect(readReply(404, { status: 404, msg: 'nope', data: null }, en)).toMatchObject({
      message: 'Query error! Unable to find the resource to request!',
    })
  })
  it('falls back to the server-error text without a msg', () => {
    expect(readReply(500, undefined, en)).toMatchObject({
      ok: false,
      status: 500,
      message: 'Server error! Please refresh again!',
    })
  })
  it('falls back per status for 401 and 403, admin 401 asking for the admin account', () => {
    expect(readReply(401, { status: 401, msg: '', data: null }, en)).toMatchObject({
      message: 'Please login first',
    })
    expect(readReply(401, { status: 401, msg: '', data: null }, en, true)).toMatchObject({
      message: 'Please login again with the administrator account',
    })
    expect(readReply(403, { status: 403, msg: 'no', data: null }, en)).toMatchObject({
      status: 403,
      message: 'no',
    })
  })
  it('passes through bodies that are not envelopes (blobs)', () => {
    const blob = new Blob(['x'])
    expect(readReply(200, blob, en)).toEqual({ ok: true, data: blob })
  })
})

/** An endpoint of any input and output, for the client's own behaviour. */
const ep = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) =>
  endpoint(
    method,
    path,
    () => Promise.resolve({}),
    () => ({}) as never,
    { summary: '' },
  ) as AnyEndpoint

describe('createApiClient', () => {
  const schemas = () => Promise.resolve({ input: undefined as never, output: undefined as never })
  const byId = endpoint('GET', '/shop/item/:id', schemas, (s) => s, { summary: 'one' })
  const add = endpoint('POST', '/shop/item', schemas, (s) => s, { summary: 'add' })
  const remove = endpoint('DELETE', '/shop/:kind/items', schemas, (s) => s, { summary: 'remove' })

  it('calls an endpoint: path parameters filled, the rest as query (GET, DELETE) or body (POST)', async () => {
    const seen: Array<[string, string, string]> = []
    const api = createApiClient({
      token: () => undefined,
      text: en,
      fetch: async (input, init) => {
        const req = new Request(new URL(String(input), 'http://x'), init)
        seen.push([req.method, req.url, await req.text()])
        return json({ status: 200, msg: 'success', data: 'ok' })
      },
    })
    await api.call(byId, { id: 'a/b', extra: 1 } as never)
    await api.call(add, { name: 'n', price: 2 } as never)
    await api.call(remove, { kind: 'old', ids: [1, 2] } as never)
    expect(seen).toEqual([
      ['GET', 'http://x/ojapi/shop/item/a%2Fb?extra=1', ''],
      ['POST', 'http://x/ojapi/shop/item', '{"name":"n","price":2}'],
      ['DELETE', 'http://x/ojapi/shop/old/items?ids=1&ids=2', ''],
    ])
  })

  it('sends the token, Url-Type and JSON body, and returns data', async () => {
    const seen: Request[] = []
    const api = createApiClient({
      token: () => 'T1',
      text: en,
      fetch: async (input, init) => {
        seen.push(new Request(new URL(String(input), 'http://x'), init))
        return json({ status: 200, msg: 'success', data: 42 })
      },
    })
    await expect(api.call(ep('POST', '/admin/problem'), { a: 1 })).resolves.toBe(42)
    const req = seen[0]!
    expect(req.url).toBe('http://x/ojapi/admin/problem')
    expect(req.method).toBe('POST')
    expect(req.headers.get('Authorization')).toBe('T1')
    expect(req.headers.get('Url-Type')).toBe('admin')
    expect(req.headers.get('Content-Type')).toBe('application/json')
    expect(await req.text()).toBe('{"a":1}')
  })

  it('does not send the token to login', async () => {
    let auth: string | null = 'unset'
    const api = createApiClient({
      token: () => 'T1',
      text: en,
      fetch: async (_input, init) => {
        auth = new Headers(init?.headers).get('Authorization')
        return json({ status: 200, msg: 'success', data: null })
      },
    })
    await api.call(ep('POST', '/login'), { username: 'a', password: 'b' })
    expect(auth).toBeNull()
  })

  it('adopts a renewed token only with Refresh-Token: true', async () => {
    const renewed: string[] = []
    const replies = [
      json({ status: 200, msg: '', data: 1 }, { headers: { Authorization: 'NEW', 'Refresh-Token': 'true' } }),
      json({ status: 200, msg: '', data: 1 }, { headers: { Authorization: 'OTHER' } }),
    ]
    const api = createApiClient({
      token: () => 'OLD',
      text: en,
      onRenewToken: (t) => renewed.push(t),
      fetch: async () => replies.shift()!,
    })
    await api.call(ep('GET', '/a'))
    await api.call(ep('GET', '/b'))
    expect(renewed).toEqual(['NEW'])
  })

  it('sends an input holding a file as multipart form data, and answers the headers when asked', async () => {
    const sent: Array<{ body: unknown; type: string | null }> = []
    const api = createApiClient({
      token: () => 'T',
      text: en,
      fetch: async (_url, init) => {
        sent.push({ body: init?.body, type: new Headers(init?.headers).get('Content-Type') })
        return json(
          { status: 200, msg: 'success', data: { ok: true } },
          { headers: { Authorization: 'HDR' } },
        )
      },
    })
    const upload = endpoint(
      'POST',
      '/upload',
      () => Promise.resolve({}),
      () => ({}) as never,
      { summary: '' },
    )
    const file = new File(['png'], 'a.png', { type: 'image/png' })
    await api.call(upload, { image: file, note: 'x' } as never)
    const form = sent[0]?.body as FormData
    expect(form).toBeInstanceOf(FormData)
    // The browser sets the multipart boundary itself.
    expect(sent[0]?.type).toBeNull()
    expect((form.get('image') as File).name).toBe('a.png')
    expect(form.get('note')).toBe('x')
    const reply = await api.callWithHeaders(upload, { name: 'plain' } as never)
    expect(reply.data).toEqual({ ok: true })
    expect(reply.headers.get('Authorization')).toBe('HDR')
    expect(sent[1]).toEqual({ body: '{"name":"plain"}', type: 'application/json' })
  })

  it('reports and rejects an error envelope', async () => {
    const failures: ApiFailure[] = []
    const api = createApiClient({
      token: () => undefined,
      text: en,
      onFailure: (f) => failures.push(f),
      fetch: async () => json({ status: 401, msg: 'expired', data: null }, { status: 401 }),
    })
    const error = await api.call(ep('GET', '/x')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiCallError)
    expect(error).toMatchObject({ status: 401, message: 'expired', data: null })
    expect(failures).toEqual([{ kind: 'status', status: 401, message: 'expired', admin: false, path: '/x' }])
  })

  it("rejects with the error envelope's data", async () => {
    const api = createApiClient({
      token: () => undefined,
      text: en,
      fetch: async () => json({ status: 400, msg: 'verify', data: { needVerify: true } }, { status: 400 }),
    })
    const error = await api.call(ep('POST', '/login'), {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiCallError)
    expect(error).toMatchObject({ status: 400, message: 'verify', data: { needVerify: true } })
  })

  it('quiet requests reject without reporting', async () => {
    const failures: ApiFailure[] = []
    const api = createApiClient({
      token: () => undefined,
      text: en,
      onFailure: (f) => failures.push(f),
      fetch: async () => json({ status: 500, msg: 'boom', data: null }),
    })
    await expect(api.call(ep('GET', '/x'), {}, { quiet: true })).rejects.toMatchObject({ status: 500 })
    await expect(api.call(ep('GET', '/y'), { a: 1 }, { quiet: true })).rejects.toMatchObject({ status: 500 })
    expect(failures).toEqual([])
    await expect(api.call(ep('GET', '/z'))).rejects.toMatchObject({ status: 500 })
    expect(failures.map((f) => f.path)).toEqual(['/z'])
  })

  it('times out with the timeout text', async () => {
    const failures: ApiFailure[] = []
    const api = createApiClient({
      token: () => undefined,
      text: en,
      timeoutMs: 20,
      onFailure: (f) => failures.push(f),
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    })
    await expect(api.call(ep('GET', '/slow'))).rejects.toMatchObject({
      status: 0,
      message: 'Request timed out! Please try again later!',
    })
    expect(failures[0]?.kind).toBe('timeout')
  })

  it('gives the network text when there is no answer', async () => {
    const api = createApiClient({
      token: () => undefined,
      text: en,
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    })
    await expect(api.call(ep('GET', '/down'))).rejects.toMatchObject({
      message: 'Network error! Abnormal link with server, Please try again later!',
    })
  })

  it('passes a non-JSON reply through as a blob', async () => {
    const api = createApiClient({
      token: () => undefined,
      text: en,
      fetch: async () => new Response('zip-bytes', { headers: { 'Content-Type': 'application/zip' } }),
    })
    const data = (await api.call(ep('GET', '/file'))) as Blob
    expect(await data.text()).toBe('zip-bytes')
  })
})
