// Tests only: boots the real platform with just this module, to check the wire format end to end.
import { startTestServer, type TestServer } from '@oj/platform-server/testing'
import { AdminApi, HomeApi, ProblemsApi, RanksApi, SubmissionsApi } from '@oj/problems-contract'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import problemsModule from '../src/index.ts'
import { writeDemo } from '../src/seed/demo.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ modules: [problemsModule], log: () => {} })
  await Effect.runPromise(server.db.transaction(writeDemo))
})
afterAll(() => server?.close())

describe('problems over HTTP', () => {
  it('answers the list in the HOJ envelope', async () => {
    const reply = await server.api<{
      records: Array<{ problemId: string }>
      total: number
      current: number
      size: number
      pages: number
    }>('GET', `/ojapi/get-problem-list?limit=5&currentPage=1&keyword=&difficulty=0&tagId=`)
    expect(reply.httpStatus).toBe(200)
    expect(reply.body.status).toBe(200)
    expect(reply.body.data).toMatchObject({
      current: 1,
      size: 5,
      pages: Math.ceil(reply.body.data!.total / 5),
    })
    expect(reply.body.data!.records[0]!.problemId).toBe('P1000')
  })

  it('rejects bad input with a 400 naming the field', async () => {
    const reply = await server.api('GET', `/ojapi/get-problem-list?difficulty=7`)
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.status).toBe(400)
    expect(reply.body.msg).toContain('difficulty')
  })

  it('serves the tag calls to anonymous callers', async () => {
    const tags = await server.api<Array<{ name: string }>>('GET', '/ojapi/get-all-problem-tags')
    expect(tags.body.data!.map((t) => t.name)).toContain('DP')
    const groups = await server.api<Array<{ classification: { name: string } | null }>>(
      'GET',
      '/ojapi/get-problem-tags-and-classification?oj=ME',
    )
    expect(groups.body.data!.map((g) => g.classification?.name ?? null)).toEqual([
      'Basics',
      'Algorithms',
      'Data structures',
      null,
    ])
  })

  it('describes every call of the contract in the OpenAPI document', async () => {
    const response = await server.request('/ojapi/openapi.json')
    expect(response.status).toBe(200)
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> }
    const calls = [ProblemsApi, SubmissionsApi, RanksApi, HomeApi, AdminApi].flatMap((api) =>
      Object.values(api),
    )
    for (const call of calls) {
      const methods = Object.keys(doc.paths[`/ojapi${call.path}`] ?? {})
      expect(methods, call.path).toContain(call.method.toLowerCase())
    }
  })

  it('lists the module for the shell', async () => {
    const reply = await server.api<Array<{ id: string; routes: string[] }>>('GET', '/ojapi/modules')
    expect(reply.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'problems',
          routes: ['/problem', '/status', '/submission-detail', '/acm-rank', '/oi-rank'],
        }),
      ]),
    )
  })
})
