import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'
import { shop } from './fixtures/shop.ts'

// Endpoint descriptors end to end: input decoded by the contract's schema, replies held against the
// output schema (test servers run with OJ_CHECK_REPLIES=1), and the OpenAPI document and docs page.
describe('endpoints of a contract', { timeout: 60_000 }, () => {
  let server: TestServer
  const logged: Array<string> = []

  beforeAll(async () => {
    server = await startTestServer({ modules: [shop], log: (m) => logged.push(m) })
  })
  afterAll(() => server?.close())

  it('decodes the input with the descriptor schema, path parameters included', async () => {
    const reply = await server.api('GET', '/ojapi/shop/item/12')
    expect(reply.body).toEqual({
      status: 200,
      msg: 'success',
      data: { id: 12, name: 'item 12', price: null },
    })
    const bad = await server.api('GET', '/ojapi/shop/item/0', { headers: { 'Accept-Language': 'en' } })
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.msg).toMatch(/'id'/)
  })

  it('serves the compatibility methods too, and keeps the auth rule', async () => {
    expect((await server.api('POST', '/ojapi/shop/item', { body: { name: 'a', price: 1 } })).httpStatus).toBe(
      401,
    )
    const token = await server.login('root', TEST_ADMIN_PASSWORD)
    for (const method of ['POST', 'PUT']) {
      const reply = await server.api(method, '/ojapi/shop/item', { body: { name: 'a', price: 1 }, token })
      expect(reply.body.data).toEqual({ id: 7, name: 'a', price: 1 })
    }
    expect((await server.api('DELETE', '/ojapi/shop/item', { token })).httpStatus).toBe(404)
  })

  it('answers a reply that breaks its output schema with a logged 500', async () => {
    const reply = await server.api('GET', '/ojapi/shop/broken')
    expect(reply.httpStatus).toBe(500)
    const report = logged.find((m) => m.includes('/ojapi/shop/broken')) ?? ''
    expect(report).toMatch(/does not match its output schema/)
    expect(report).toMatch(/price/)
    expect(report).toMatch(/extra/)
  })

  it('puts data encoded beforehand into the envelope as it is, and checks it like any reply', async () => {
    const reply = await server.api('GET', '/ojapi/shop/encoded/5')
    expect(reply.httpStatus).toBe(200)
    expect(reply.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(reply.body).toEqual({ status: 200, msg: 'success', data: { id: 5, name: 'item 5', price: 2 } })
    const broken = await server.api('GET', '/ojapi/shop/broken-encoded')
    expect(broken.httpStatus).toBe(500)
    const report = logged.find((m) => m.includes('/ojapi/shop/broken-encoded')) ?? ''
    expect(report).toMatch(/does not match its output schema/)
  })

  it('describes every endpoint in /ojapi/openapi.json', async () => {
    const response = await server.request('/ojapi/openapi.json')
    expect(response.headers.get('Content-Type')).toMatch(/json/)
    const doc = (await response.json()) as {
      openapi: string
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: Array<{ name: string; in: string }>
            requestBody?: unknown
            responses: Record<
              string,
              { content?: Record<string, { schema: { properties: Record<string, unknown> } }> }
            >
            security?: unknown
          }
        >
      >
    }
    expect(doc.openapi).toBe('3.1.0')
    const item = doc.paths['/ojapi/shop/item/{id}']?.['get']
    expect(item?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })])
    const data = item?.responses['200']?.content?.['application/json']?.schema.properties['data']
    expect(data).toMatchObject({ type: 'object', required: ['id', 'name', 'price'] })
    expect(Object.keys(doc.paths['/ojapi/shop/item'] ?? {})).toEqual(['post', 'put'])
    expect(doc.paths['/ojapi/shop/item']?.['post']?.requestBody).toBeDefined()
    expect(doc.paths['/ojapi/shop/item']?.['post']?.security).toEqual([{ token: [] }])
    expect(doc.paths['/ojapi/shop/items']?.['get']?.parameters.map((p) => p.name)).toEqual(['keyword'])
    expect(doc.paths['/ojapi/openapi.json']).toBeDefined()
  })

  it('renders the same document as a readable page', async () => {
    const response = await server.request('/ojapi/docs')
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toContain('/ojapi/shop/item/{id}')
    expect(html).toContain('One item')
    expect(html).toContain('a logged-in user')
    expect(html).not.toMatch(/<script/i)
  })
})
