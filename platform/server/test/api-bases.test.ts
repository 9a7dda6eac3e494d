import { endpoint } from '@oj/sdk/contract'
import { defineServerModule } from '@oj/sdk/server'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'

// An endpoint with another `base` than /ojapi (the ICPC Contest API's /api): served there only, the
// reply is the data itself, an error {code, message}; the same auth, decoding and reply check.
const schemas = () => import('./fixtures/shop-schemas.ts')
const OutsideApi = {
  item: endpoint('GET', '/outside/item/:id', schemas, (s) => ({ input: s.ItemQuery, output: s.Item }), {
    summary: 'One item, outside /ojapi',
    base: '/api',
  }),
  add: endpoint('POST', '/outside/item', schemas, (s) => ({ input: s.NewItem, output: s.Item }), {
    summary: 'Adds an item, outside /ojapi',
    base: '/api',
  }),
  broken: endpoint('GET', '/outside/broken', schemas, (s) => ({ input: s.NoInput, output: s.Item }), {
    summary: 'A reply its schema does not allow',
    base: '/api',
  }),
} as const

const outside = defineServerModule({
  id: 'outside',
  requires: [],
  routes: (api) => {
    api.handle(OutsideApi.item, {
      auth: 'anon',
      handler: ({ id }) => Effect.succeed({ id, name: `item ${id}`, price: null }),
    })
    api.handle(OutsideApi.add, { auth: 'login', handler: (item) => Effect.succeed({ id: 7, ...item }) })
    api.handle(OutsideApi.broken, {
      auth: 'anon',
      handler: () => Effect.succeed({ id: 1, name: 'x' } as never),
    })
  },
})

describe('endpoints under another base', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ modules: [outside], log: () => {} })
  })
  afterAll(() => server?.close())

  const call = async (path: string, init?: RequestInit) => {
    const response = await server.request(path, init)
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('serves them there, the data without the envelope', async () => {
    expect(await call('/api/outside/item/12')).toEqual({
      status: 200,
      body: { id: 12, name: 'item 12', price: null },
    })
    expect((await call('/ojapi/outside/item/12')).status).toBe(404)
  })

  it('answers errors as {code, message}, in the caller’s language, with the auth rule kept', async () => {
    const bad = await call('/api/outside/item/0', { headers: { 'Accept-Language': 'en' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ code: 400, message: expect.stringMatching(/'id'/) })
    const anon = await call('/api/outside/item', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(anon).toMatchObject({ status: 401, body: { code: 401 } })
    const token = await server.login('root', TEST_ADMIN_PASSWORD)
    const added = await call('/api/outside/item', {
      method: 'POST',
      body: JSON.stringify({ name: 'a', price: 1 }),
      headers: { 'Content-Type': 'application/json', Authorization: token },
    })
    expect(added).toEqual({ status: 200, body: { id: 7, name: 'a', price: 1 } })
    expect((await call('/api/nothing-here')).body).toMatchObject({ code: 404 })
    expect((await call('/api/outside/broken')).status).toBe(500)
  })

  it('lists them in the OpenAPI document under their own prefix', async () => {
    const doc = (await (await server.request('/ojapi/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/outside/item/{id}', '/api/outside/item']),
    )
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/ojapi/outside'))).toBe(false)
    expect(JSON.stringify(doc.paths['/api/outside/item/{id}']!['get']!.responses['200'])).not.toContain('msg')
  })
})
