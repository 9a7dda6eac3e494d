import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installedModules } from '../src/composition.ts'
import { startTestServer, type TestServer } from '../src/testing/index.ts'

// The real composition: every installed module boots, migrates and answers through the core.
describe('the installed modules', { timeout: 60_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('are all enabled by default and listed for the shell', async () => {
    const reply = await server.api<Array<{ id: string; container: string }>>('GET', '/ojapi/modules')
    expect(reply.body.data?.map((m) => m.id)).toEqual(installedModules.map((m) => m.id))
    // the container is the id with '_' for '-' (oj_remote_judge)
    expect(reply.body.data?.every((m) => m.container === `oj_${m.id.replaceAll('-', '_')}`)).toBe(true)
  })

  it('answer their routes inside the envelope', async () => {
    const reply = await server.api('GET', '/ojapi/get-problem-list?limit=5&currentPage=1')
    expect(reply.httpStatus).toBe(200)
    expect(reply.body.status).toBe(200)
  })
})
