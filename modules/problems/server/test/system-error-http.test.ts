// A System Error says why (issue 39, item 2): the judge's message reaches the submission's admins
// (root's submission detail) and the server's log, never its owner beyond the judge's words meant for
// them, never anyone else.
import { JudgeStatus } from '@oj/sdk'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { caseResult, final } from './judge-fixtures.ts'
import { type Harness, startHarness, waitFor } from './judge-harness.ts'

let h: Harness
const errors = vi.spyOn(console, 'error')

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

beforeAll(async () => {
  h = await startHarness()
  await h.setSubmitInterval(0)
}, 120_000)
afterAll(() => h?.close())

type Detail = { submission: { status: number; errorMessage: string | null } }

describe('a System Error', { timeout: 30_000 }, () => {
  it('carries its cause to the detail root reads and to the server log, not to its owner', async () => {
    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'SE1', title: 'System error', timeLimit: 1000, memoryLimit: 128 },
      samples: [{ input: '1 2', output: '3' }],
    })
    expect(created.body.status).toBe(200)
    const submitted = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens.alice, {
      pid: 'SE1',
      language: h.language,
      code: 'int main() { return 0; }',
      cid: 0,
    })
    const submitId = submitted.body.data!.submitId
    const task = await h.task('normal', (t) => t.submitId === submitId)
    const cause =
      "Case 1: judge error: wasmtime: the wasmtime host ended: bwrap: Can't get type of source /root/oj/host: Permission denied"
    await h.report({
      ...final(submitId, task.taskId, JudgeStatus.systemError, {
        cases: [caseResult(1, JudgeStatus.systemError)],
      }),
      errorMessage: cause,
      judger: 'judge-a',
    })
    const detail = (token: string) =>
      api<Detail>('GET', `/get-submission-detail?submitId=${submitId}`, token).then(
        (r) => r.body.data!.submission,
      )
    const asRoot = await waitFor(async () => {
      const seen = await detail(h.tokens.root)
      return seen.status === JudgeStatus.systemError ? seen : undefined
    }, 'the System Error')
    expect(asRoot.errorMessage).toBe(cause)
    expect(await detail(h.tokens.alice)).toMatchObject({
      status: JudgeStatus.systemError,
      errorMessage: null,
    })
    expect(await detail(h.tokens.bob)).toMatchObject({ errorMessage: null })
    const logged = errors.mock.calls.map((call) => String(call[0]))
    expect(logged).toContain(
      `problems: System Error on submission ${submitId} (attempt 1, judge judge-a): ${cause}`,
    )
  })
})
