import { createHash } from 'node:crypto'

import { JudgeStatus } from '@oj/sdk'
import { Db } from '@oj/sdk/server'
import { eq, sql } from 'drizzle-orm'
import { Effect } from 'effect'
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import problemsModule from '../src/index.ts'
import { userRank } from '../src/ranks/tables.ts'
import { submission, testJudge } from '../src/submissions/tables.ts'
import { final } from './judge-fixtures.ts'
import { type Harness, startHarness, waitFor } from './judge-harness.ts'
import { scopeStubs } from './scope-stubs.ts'

// The limits of the submission calls: test runs and resubmits keep the submit interval, a resubmit
// needs the submit permission, a training id is checked by its module, and the rank list only reads.

const stubs = scopeStubs()
let h: Harness
const PROBLEM = 'L1000'
const RUNNING = 1

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })
const submit = (token: string, body: Record<string, unknown> = {}) =>
  api<{ submitId: number; status: number }>('POST', '/submit-problem-judge', token, {
    pid: PROBLEM,
    language: h.language,
    code: 'int main() { return 0; }',
    ...body,
  })
const testRun = (token: string) =>
  api<string>('POST', '/submit-problem-test-judge', token, {
    pid: problemPid,
    language: h.language,
    code: 'int main() { return 0; }',
    userInput: '1 2',
  })
let problemPid = 0

/** A submission of `token`'s user that the stand-in judge answers Submitted Failed. */
async function failed(token: string): Promise<number> {
  const reply = await submit(token)
  expect(reply.httpStatus, reply.body.msg).toBe(200)
  const submitId = reply.body.data!.submitId
  const task = await h.task('normal', (t) => t.submitId === submitId)
  await h.report(final(submitId, task.taskId, JudgeStatus.submittedFailed))
  await waitFor(async () => {
    const [row] = await h.server.db.client.select().from(submission).where(eq(submission.submitId, submitId))
    return row?.status === JudgeStatus.submittedFailed ? true : undefined
  }, 'Submitted Failed')
  return submitId
}

beforeAll(async () => {
  h = await startHarness({ modules: [stubs.module] })
  await h.setSubmitInterval(0)
  const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
    problem: { problemId: PROBLEM, title: 'Limits', timeLimit: 1000, memoryLimit: 128 },
    samples: [{ input: '1 2', output: '3' }],
  })
  expect(created.httpStatus, created.body.msg).toBe(200)
  problemPid = created.body.data!.pid
  stubs.scopes.contests.set(RUNNING, { state: 'running', problems: { A: problemPid } })
}, 120_000)
afterAll(() => h?.close())

describe('test runs', () => {
  it('keep the site’s submit interval between each other (root exempt)', async () => {
    await h.setSubmitInterval(60)
    try {
      expect((await testRun(h.tokens.bob)).httpStatus).toBe(200)
      const again = await testRun(h.tokens.bob)
      expect(again.httpStatus).toBe(429)
      expect(again.body.msg).toMatch(/^Sorry, you submit too frequently, please try again in \d+ seconds!$/)
      expect(
        await h.server.db.client.select().from(testJudge).where(eq(testJudge.uid, h.uids.bob)),
      ).toHaveLength(1)
      expect((await testRun(h.tokens.root)).httpStatus).toBe(200)
      expect((await testRun(h.tokens.root)).httpStatus).toBe(200)
    } finally {
      await h.setSubmitInterval(0)
    }
  })
})

describe('resubmit', () => {
  it('needs the submit permission: an owner muted since (role no_submit) may not', async () => {
    const submitId = await failed(h.tokens.alice)
    // The submission made before the mute: handed to the muted user.
    const { rows } = (await h.server.db.client.execute(
      sql`select uuid from platform.user_info where username = 'muted'`,
    )) as unknown as { rows: Array<{ uuid: string }> }
    await h.server.db.client
      .update(submission)
      .set({ uid: rows[0]!.uuid, username: 'muted' })
      .where(eq(submission.submitId, submitId))
    const refused = await api('GET', `/resubmit?submitId=${submitId}`, h.tokens.muted)
    expect(refused.httpStatus).toBe(403)
    const [row] = await h.server.db.client.select().from(submission).where(eq(submission.submitId, submitId))
    expect([row?.status, row?.attempt]).toEqual([JudgeStatus.submittedFailed, 1])
  })

  it('keeps the submit interval since the last submission or resubmit (root exempt)', async () => {
    const first = await failed(h.tokens.alice)
    const second = await failed(h.tokens.alice)
    await h.setSubmitInterval(60)
    try {
      const tooSoon = await api('GET', `/resubmit?submitId=${first}`, h.tokens.alice)
      expect([tooSoon.httpStatus, tooSoon.body.msg]).toEqual([
        429,
        expect.stringMatching(/^Sorry, you submit too frequently, please try again in \d+ seconds!$/),
      ])
      // As if the submissions were old: one resubmit passes, the next waits for it.
      await h.server.db.client
        .update(submission)
        .set({ submitTime: new Date(Date.now() - 3_600_000), gmtModified: new Date(Date.now() - 3_600_000) })
        .where(eq(submission.uid, h.uids.alice))
      expect((await api('GET', `/resubmit?submitId=${first}`, h.tokens.alice)).httpStatus).toBe(200)
      expect((await api('GET', `/resubmit?submitId=${second}`, h.tokens.alice)).httpStatus).toBe(429)
      const [row] = await h.server.db.client.select().from(submission).where(eq(submission.submitId, second))
      expect(row?.attempt).toBe(1)
      expect((await api('GET', `/resubmit?submitId=${second}`, h.tokens.root)).httpStatus).toBe(200)
    } finally {
      await h.setSubmitInterval(0)
    }
  })
})

describe('submitting with a training id', () => {
  it('asks the module owning tid even beside a contest: without it, a 400 naming it, nothing stored', async () => {
    const before = (await h.server.db.client.select().from(submission)).length
    const reply = await submit(h.tokens.alice, { pid: 'A', cid: RUNNING, tid: 5 })
    expect([reply.httpStatus, reply.body.msg]).toEqual([
      400,
      'No module enabled on this site serves the parameter tid',
    ])
    expect((await h.server.db.client.select().from(submission)).length).toBe(before)
    // The contest alone is fine.
    expect((await submit(h.tokens.alice, { pid: 'A', cid: RUNNING })).httpStatus).toBe(200)
  })
})

describe('the rank list', () => {
  it('never writes: a GET leaves the kept rows as they were', async () => {
    await h.server.db.client
      .insert(userRank)
      .values({ uid: h.uids.bob, username: 'stale-copy', nickname: 'stale', ac: 1, total: 1 })
      .onConflictDoUpdate({ target: userRank.uid, set: { username: 'stale-copy', nickname: 'stale' } })
    const before = await h.server.db.client.select().from(userRank).where(eq(userRank.uid, h.uids.bob))
    const reply = await api<{ records: Array<{ uid: string; username: string }> }>(
      'GET',
      '/get-rank-list?type=0&limit=50',
    )
    expect(reply.httpStatus).toBe(200)
    // The page shows the current profile …
    expect(reply.body.data!.records.find((r) => r.uid === h.uids.bob)?.username).toBe('bob')
    // … and the stored copy is untouched.
    expect(await h.server.db.client.select().from(userRank).where(eq(userRank.uid, h.uids.bob))).toEqual(
      before,
    )
  })

  it('has its searchable copies refreshed by the user’s next verdict instead', async () => {
    await h.server.db.client.update(userRank).set({ nickname: 'stale' }).where(eq(userRank.uid, h.uids.bob))
    const reply = await submit(h.tokens.bob)
    expect(reply.httpStatus, reply.body.msg).toBe(200)
    const submitId = reply.body.data!.submitId
    const task = await h.task('normal', (t) => t.submitId === submitId)
    await h.report(final(submitId, task.taskId, JudgeStatus.accepted))
    await waitFor(async () => {
      const [row] = await h.server.db.client.select().from(userRank).where(eq(userRank.uid, h.uids.bob))
      return row?.username === 'bob' && row.nickname !== 'stale' ? true : undefined
    }, 'the refreshed copy')
  })
})

describe('uploaded test data', () => {
  const uploadZip = async (token: string) => {
    const form = new FormData()
    const zip = zipSync({ '1.in': strToU8('1 2'), '1.out': strToU8('3') })
    form.append('file', new Blob([zip]), 'cases.zip')
    const response = await h.server.request('/ojapi/file/upload-testcase-zip', {
      method: 'POST',
      headers: { Authorization: token, 'Accept-Language': 'en' },
      body: form,
    })
    const body = (await response.json()) as { data: { fileListDir: string } }
    return body.data.fileListDir
  }
  const create = (token: string, problemId: string, dir: string) =>
    api<{ pid: number }>('POST', '/admin/problem', token, {
      problem: { problemId, title: 'Uploaded', timeLimit: 1000, memoryLimit: 128 },
      isUploadTestCase: true,
      uploadTestcaseDir: dir,
    })

  it('is its uploader’s: another problem admin cannot use the upload id', async () => {
    await h.server.createUser({ username: 'setter', password: 'setter-pass', roles: ['problem_admin'] })
    const setter = await h.server.login('setter', 'setter-pass')
    const dir = await uploadZip(h.tokens.root)
    const borrowed = await create(setter, 'L2000', dir)
    expect([borrowed.httpStatus, borrowed.body.msg]).toEqual([
      400,
      'The uploaded test data was not found, please upload it again',
    ])
    const own = await create(setter, 'L2000', await uploadZip(setter))
    expect(own.httpStatus, own.body.msg).toBe(200)
    expect((await create(h.tokens.root, 'L2001', dir)).httpStatus).toBe(200)
  })

  it('names its blobs to the platform’s pruning (cases and pending uploads)', async () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex')
    const named = await Effect.runPromise(
      (problemsModule.filesInUse as Effect.Effect<Iterable<string>, unknown, Db>).pipe(
        Effect.provideService(Db, h.server.db),
      ),
    )
    expect([...named]).toEqual(expect.arrayContaining([sha('1 2'), sha('3')]))
    expect([...named]).not.toContain(sha('never stored'))
  })
})
