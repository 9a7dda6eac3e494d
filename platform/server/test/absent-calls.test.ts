import { endpoint } from '@oj/sdk'
import { defineServerModule } from '@oj/sdk/server'
import { Effect, Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../src/testing/index.ts'

type Doc = { paths: Record<string, Record<string, { tags: string[] }>> }

let bare: TestServer
beforeAll(async () => {
  bare = await startTestServer({ modules: [], log: () => {} })
})
afterAll(() => bare?.close())

describe('calls of modules that are off', () => {
  it("answer HOJ's empty reply instead of 404 (the home page's contests and problems)", async () => {
    for (const path of ['/get-recent-contest', '/get-recent-other-contest', '/get-recent-updated-problem']) {
      const reply = await bare.api('GET', `/ojapi${path}`, { headers: { 'Url-Type': 'general' } })
      expect(reply.httpStatus, path).toBe(200)
      expect(reply.body, path).toEqual({ status: 200, msg: 'success', data: [] })
    }
    const week = await bare.api('GET', '/ojapi/get-last-week-submission-statistics?forceRefresh=true')
    expect(week.body.data).toEqual({ dateStrList: [], acCountList: [], totalCountList: [] })
  })

  it('leave every other unknown call a 404, and are in the API document as empty answers', async () => {
    expect((await bare.api('GET', '/ojapi/get-contest-list')).httpStatus).toBe(404)
    const doc = (await (await bare.request('/ojapi/openapi.json')).json()) as Doc
    expect(doc.paths['/ojapi/get-recent-contest']?.['get']?.tags).toEqual(['absent-modules'])
  })
})

// A module that serves one of the calls itself: its answer, not the empty one.
const recentContest = endpoint(
  'GET',
  '/get-recent-contest',
  () =>
    Promise.resolve({
      input: Schema.Struct({}),
      output: Schema.Array(Schema.Struct({ title: Schema.String })),
    }),
  (s) => s,
  { summary: 'A stand-in of the contests module' },
)
const contestsStandIn = defineServerModule({
  id: 'contests-stand-in',
  requires: [],
  routes: (api) => {
    api.handle(recentContest, { auth: 'anon', handler: () => Effect.succeed([{ title: 'Weekly 1' }]) })
  },
})

describe('calls a module serves', () => {
  let served: TestServer
  beforeAll(async () => {
    served = await startTestServer({ modules: [contestsStandIn], log: () => {} })
  })
  afterAll(() => served?.close())

  it("are the module's own answers; the others still answer empty", async () => {
    expect((await served.api('GET', '/ojapi/get-recent-contest')).body.data).toEqual([{ title: 'Weekly 1' }])
    expect((await served.api('GET', '/ojapi/get-recent-other-contest')).body.data).toEqual([])
    const doc = (await (await served.request('/ojapi/openapi.json')).json()) as Doc
    expect(doc.paths['/ojapi/get-recent-contest']?.['get']?.tags).toEqual(['contests-stand-in'])
  })
})
