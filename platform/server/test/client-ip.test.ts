import { endpoint } from '@oj/sdk/contract'
import { defineServerModule, RequestContext } from '@oj/sdk/server'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../src/testing/index.ts'

const schemas = () => import('./fixtures/shop-schemas.ts')
const WhoAmI = endpoint('GET', '/probe/ip', schemas, (s) => ({ input: s.NoInput, output: s.Address }), {
  summary: 'The address the request is counted against',
})
const probe = defineServerModule({
  id: 'probe',
  requires: [],
  routes: (api) =>
    api.handle(WhoAmI, {
      auth: 'anon',
      handler: () =>
        Effect.gen(function* () {
          const { ip } = yield* RequestContext
          return { ip }
        }),
    }),
})

// Per-address limits count what this says: X-Forwarded-For only counts from a configured proxy.
describe('the client address', { timeout: 60_000 }, () => {
  let trusting: TestServer
  let plain: TestServer
  beforeAll(async () => {
    trusting = await startTestServer({ modules: [probe], env: { OJ_TRUST_PROXY: '127.0.0.1,::1' } })
    plain = await startTestServer({ modules: [probe], env: { OJ_TRUST_PROXY: '' } })
  })
  afterAll(async () => {
    await trusting?.close()
    await plain?.close()
  })

  const ip = async (server: TestServer, forwarded?: string) =>
    (
      await server.api<{ ip: string }>('GET', '/ojapi/probe/ip', {
        headers: forwarded ? { 'X-Forwarded-For': forwarded } : {},
      })
    ).body.data?.ip

  it('ignores X-Forwarded-For unless the socket is a configured proxy', async () => {
    expect(await ip(plain, '198.51.100.7')).toMatch(/^(127\.0\.0\.1|::1)$/)
    expect(await ip(plain)).toMatch(/^(127\.0\.0\.1|::1)$/)
  })

  it("believes a configured proxy's header, right-most untrusted hop first", async () => {
    expect(await ip(trusting, '198.51.100.7')).toBe('198.51.100.7')
    expect(await ip(trusting, '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7')
  })
})
