import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '@oj/platform-server/testing'
import type { FakeSite } from '@oj/sdk/judge/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakes } from './fakes.ts'

// Remote judging end to end: the adapters' fake sites, the server (problems and remote-judge
// modules) with its embedded judge and remote host, over the in-process bus (or NATS when NATS_URL
// is set): accounts, import with tags, a submission judged remotely, a refusal that ends Submitted
// Failed and resubmits, and sites that are down or have no account ending within seconds.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const FINAL = (status: number) => ![5, 6, 7, 9].includes(status)

describe('remote judging through the problems module', { timeout: 120_000 }, () => {
  let server: TestServer
  let fakes: Awaited<ReturnType<typeof startFakes>>
  let token: string
  const saved: Record<string, string | undefined> = {}
  const site = (id: string) => fakes.sites.get(id) as FakeSite

  beforeAll(async () => {
    fakes = await startFakes(['CF', 'HDU', 'HOJ', 'POJ'])
    // The remote host and the server read these from the process's environment.
    const env = {
      ...fakes.env,
      OJ_REMOTE_JUDGE_KEY: 'a key of the test',
      OJ_REMOTE_POLL_MS: '50',
      OJ_REMOTE_SUBMIT_INTERVAL_MS: '0',
      OJ_REMOTE_BACKOFF_MS: '50',
      OJ_REMOTE_TIMEOUT_MS: '2000',
    }
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name]
      process.env[name] = value
    }
    server = await startTestServer({ judge: true, env: { OJ_JUDGE_NAME: 'remote-e2e' }, log: () => {} })
    token = await server.login('root', TEST_ADMIN_PASSWORD)
    for (const id of ['CF', 'HDU', 'HOJ']) {
      const { username, password } = site(id).account
      const added = await server.api('POST', '/ojapi/admin/remote-judge/account', {
        body: { oj: id, username, password },
        token,
      })
      expect(added.httpStatus, JSON.stringify(added.body)).toBe(200)
    }
  })
  afterAll(async () => {
    await server?.close()
    await fakes?.close()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  const get = (path: string) =>
    server.api<any>('GET', `/ojapi${path}`, { token, headers: { 'Accept-Language': 'en' } })
  const importRemote = (name: string, problemId: string) =>
    get(`/admin/problem/import-remote-oj-problem?name=${name}&problemId=${encodeURIComponent(problemId)}`)
  /** Submits as root (no submit interval) once the remote host offers the language. */
  const submit = async (problemId: string, language: string) => {
    const { body } = await get(`/get-problem-detail?problemId=${problemId}`)
    const pid = body.data.problem.id as number
    for (let i = 0; i < 100; i++) {
      const languages = await get(`/get-problem-languages?pid=${pid}`)
      if (languages.body.data.some((l: { name: string }) => l.name === language)) break
      await sleep(100)
    }
    const sent = await server.api<any>('POST', '/ojapi/submit-problem-judge', {
      body: { pid: problemId, language, code: 'int main() { return 0; }', cid: 0 },
      token,
    })
    expect(sent.httpStatus, JSON.stringify(sent.body)).toBe(200)
    return sent.body.data.submitId as number
  }
  const verdict = async (submitId: number, withinMs = 20_000) => {
    const until = Date.now() + withinMs
    for (;;) {
      const { body } = await get(`/get-submission-detail?submitId=${submitId}`)
      const submission = body.data.submission
      if (FINAL(submission.status) || Date.now() > until) return submission
      await sleep(100)
    }
  }

  it('imports CF-1A and HDU-1000 with their statements, limits, samples and tags', async () => {
    expect((await importRemote('CF', '1A')).httpStatus).toBe(200)
    expect((await importRemote('HDU', 'HDU-1000')).httpStatus).toBe(200)
    const cf = (await get('/get-problem-detail?problemId=CF-1A')).body.data
    expect(cf.problem).toMatchObject({
      problemId: 'CF-1A',
      title: 'Sum of Two',
      timeLimit: 2000,
      memoryLimit: 256,
      isRemote: true,
    })
    expect(cf.problem.examples).toBe(
      '<input>1 2</input><output>3</output><input>40\n2</input><output>42</output>',
    )
    expect(cf.tags.map((t: { name: string; oj: string }) => [t.name, t.oj])).toEqual(
      expect.arrayContaining([
        ['implementation', 'CF'],
        ['math', 'CF'],
      ]),
    )
    const hdu = (await get('/get-problem-detail?problemId=HDU-1000')).body.data
    expect(hdu.problem).toMatchObject({ title: 'Sum of Two', timeLimit: 1000, memoryLimit: 32 })
    const again = await importRemote('CF', '1a')
    expect(again.httpStatus).toBe(409)
    expect(again.body.msg).toBe('CF-1A is in the problem bank already')
    const missing = await importRemote('CF', '99999Z')
    expect(missing.httpStatus).toBe(400)
    expect(missing.body.msg).toBe('Codeforces has no problem 99999Z')
  })

  it('judges a submission on the remote site and shows its verdict', async () => {
    site('CF').judge.judgeNextAs('wrongAnswer')
    const cf = await verdict(await submit('CF-1A', 'GNU G++17 7.3.0'))
    expect(cf).toMatchObject({ status: -1, time: 15, memory: 1024 })
    expect(site('CF').judge.runs.at(-1)).toMatchObject({ problemId: '1A', language: '54' })
    site('HDU').judge.judgeNextAs('accepted')
    expect(await verdict(await submit('HDU-1000', 'G++'))).toMatchObject({ status: 0 })
    site('CF').judge.judgeNextAs('compileError', {
      compileMessage: "main.cpp:1: error: 'x' was not declared",
    })
    const ce = await verdict(await submit('CF-1A', 'GNU G++17 7.3.0'))
    expect(ce).toMatchObject({ status: -2, errorMessage: "main.cpp:1: error: 'x' was not declared" })
  })

  it('ends a refused submission Submitted Failed with the reason, and resubmits it', async () => {
    site('CF').judge.refuseNext(site('CF').refusal)
    const submitId = await submit('CF-1A', 'GNU G++17 7.3.0')
    const failed = await verdict(submitId)
    expect(failed).toMatchObject({
      status: 10,
      errorMessage: 'Codeforces refused the submission: You have submitted exactly the same code before',
    })
    site('CF').judge.judgeNextAs('accepted')
    const again = await get(`/resubmit?submitId=${submitId}`)
    expect(again.httpStatus, JSON.stringify(again.body)).toBe(200)
    expect(await verdict(submitId)).toMatchObject({ status: 0 })
  })

  it('ends within seconds with a clear message when a site is down or has no account', async () => {
    expect((await importRemote('HOJ', '1000')).httpStatus).toBe(200)
    expect((await importRemote('POJ', '1000')).httpStatus).toBe(200)
    await site('HOJ').close()
    let started = Date.now()
    const down = await verdict(await submit('HOJ-1000', 'C++'), 15_000)
    expect(down.status).toBe(10)
    expect(down.errorMessage).toMatch(
      /^HOJ could not be reached: 127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)$/,
    )
    expect(Date.now() - started).toBeLessThan(10_000)
    started = Date.now()
    const lonely = await verdict(await submit('POJ-1000', 'G++'), 15_000)
    expect(lonely).toMatchObject({
      status: 10,
      errorMessage: 'No account on POJ to submit with: an administrator adds one under Remote judge accounts',
    })
    expect(Date.now() - started).toBeLessThan(10_000)
    started = Date.now()
    const gone = await importRemote('HOJ', '1001')
    expect(gone.httpStatus).toBe(400)
    expect(gone.body.msg).toMatch(/^HOJ could not be reached: /)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
