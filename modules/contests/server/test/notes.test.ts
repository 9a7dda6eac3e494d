import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import module from '../src/index.ts'

// The module's calls over HTTP, through the real platform (replies checked against their schemas).
describe('contests over HTTP', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ modules: [module], log: () => {} })
  })
  afterAll(() => server?.close())

  it('lists, adds and reads notes', async () => {
    const empty = await server.api('GET', '/ojapi/contests/notes')
    expect(empty.body.data).toMatchObject({ records: [], total: 0, current: 1, size: 10, pages: 0 })
    const token = await server.login('root', TEST_ADMIN_PASSWORD)
    const added = await server.api<{ id: number }>('POST', '/ojapi/contests/note', {
      body: { title: ' First ' },
      token,
    })
    expect(added.body.data).toMatchObject({ title: 'First', author: 'root' })
    const one = await server.api('GET', `/ojapi/contests/note?id=${added.body.data!.id}`)
    expect(one.body.data).toMatchObject({ title: 'First' })
    const page = await server.api('GET', '/ojapi/contests/notes?limit=5')
    expect(page.body.data).toMatchObject({ total: 1, size: 5, pages: 1 })
  })

  it('refuses visitors and bad input with a clear message', async () => {
    const anonymous = await server.api('POST', '/ojapi/contests/note', { body: { title: 'x' } })
    expect(anonymous.httpStatus).toBe(401)
    const token = await server.login('root', TEST_ADMIN_PASSWORD)
    const blank = await server.api('POST', '/ojapi/contests/note', {
      body: { title: '  ' },
      token,
      headers: { 'Accept-Language': 'en' },
    })
    expect(blank.httpStatus).toBe(400)
    expect(blank.body.msg).toBe('The title is required')
    const missing = await server.api('GET', '/ojapi/contests/note?id=999999', {
      headers: { 'Accept-Language': 'en' },
    })
    expect(missing.httpStatus).toBe(404)
    expect(missing.body.msg).toBe('The note does not exist')
  })
})
