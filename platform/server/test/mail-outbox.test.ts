import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing/index.ts'
import { client } from './accounts-helpers.ts'
import { stub } from './stubs.ts'

describe('GET /admin/mail/outbox', { timeout: 60_000 }, () => {
  let server: TestServer
  let root: string
  let user: string
  beforeAll(async () => {
    server = await startTestServer({ modules: [stub] })
    await server.createUser({ username: 'olive', password: 'olive-pw1', email: 'olive@example.com' })
    root = await server.login('root', TEST_ADMIN_PASSWORD)
    user = await server.login('olive', 'olive-pw1')
  })
  afterAll(() => server?.close())

  it('lists the mails sent, newest first, by page, for root only', async () => {
    const anon = client(server)
    for (const email of ['m1@example.com', 'm2@example.com', 'm3@example.com'])
      expect((await anon.get('/get-register-code', { email })).httpStatus).toBe(200)

    const reply = await client(server, { token: root }).get('/admin/mail/outbox', {
      currentPage: '1',
      limit: '2',
    })
    expect(reply.httpStatus).toBe(200)
    const page = reply.body.data as { records: Array<{ to: string; text: string }>; total: number }
    expect(page.total).toBeGreaterThanOrEqual(3)
    expect(page.records.map((m) => m.to)).toEqual(['m3@example.com', 'm2@example.com'])
    expect(page.records[0]!.text).toMatch(/\b\d{6}\b/)

    expect((await anon.get('/admin/mail/outbox')).httpStatus).toBe(401)
    expect((await client(server, { token: user }).get('/admin/mail/outbox')).httpStatus).toBe(403)
    expect((await client(server, { token: root }).get('/admin/mail/outbox', { limit: '0' })).httpStatus).toBe(
      400,
    )
  })
})
