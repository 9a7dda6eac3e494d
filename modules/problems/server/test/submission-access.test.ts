import type { JudgedEvent } from '@oj/problems-contract'
import { ProblemsEvents } from '@oj/problems-contract/events'
import { JudgeStatus } from '@oj/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STREAM_LIMITS } from '../src/submissions/stream-hub.ts'
import { judgeCase, submission } from '../src/submissions/tables.ts'
import { problem } from '../src/tables.ts'
import { type Harness, startHarness, waitFor } from './judge-harness.ts'

// Per-object access of the submission calls: a hidden problem's submissions read as missing ones,
// error messages and each case's output only to whom they belong, and the status stream's login,
// connection limit and shared feed. The status stream polls only once a minute here: what it shows
// comes from changes it is told of.

let h: Harness
/** The per-address limit here: four users' worth (the default is a lab's, 1024). */
const PER_ADDRESS = 4 * STREAM_LIMITS.perUser
const pids = { open: 0, closed: 0, secret: 0 }
const ids = { secret: 0, compile: 0, system: 0, closed: 0, pending: 0 }

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })
type Detail = { submission: { errorMessage: string | null; status: number; username: string } }
type Cases = { judgeCaseList: Array<{ status: number; userOutput: string }> }
const detail = (submitId: number, token?: string) =>
  api<Detail>('GET', `/get-submission-detail?submitId=${submitId}`, token)
const cases = (submitId: number, token?: string) =>
  api<Cases>('GET', `/get-all-case-result?submitId=${submitId}`, token)
const stream = (submitId: number, token?: string) =>
  h.server.request(`/ojapi/submission-status-stream?submitId=${submitId}`, {
    headers: { 'Accept-Language': 'en', ...(token ? { Authorization: token } : {}) },
  })

/** A stream once the server has seen the streams a test before closed (that may take a moment). */
const openedStream = (open: () => Promise<Response>) =>
  waitFor(async () => {
    const tried = await open()
    if (tried.status === 200) return tried
    await tried.body?.cancel()
    return undefined
  }, 'a stream')

/** A stored submission of alice's with its cases (each printed `echo <n>`). */
async function stored(pid: number, fields: Partial<typeof submission.$inferInsert>): Promise<number> {
  const [row] = await h.server.db.client
    .insert(submission)
    .values({
      pid,
      displayPid: `P${pid}`,
      uid: h.uids.alice,
      username: 'alice',
      language: h.language,
      code: 'int main() {}',
      length: 13,
      priority: 'normal',
      family: h.family,
      ...fields,
    })
    .returning()
  const submitId = row!.submitId
  if (fields.status !== undefined && fields.status !== JudgeStatus.pending) {
    await h.server.db.client.insert(judgeCase).values(
      [1, 2].map((n) => ({
        submitId,
        attempt: 1,
        caseId: n,
        seq: n,
        inputName: `${n}.in`,
        outputName: `${n}.out`,
        status: fields.status!,
        time: 1,
        memory: 1,
        userOutput: `echo ${n}`,
      })),
    )
  }
  return submitId
}

beforeAll(async () => {
  h = await startHarness({ timings: { streamPollMs: 60_000, streamsPerAddress: PER_ADDRESS } })
  const create = async (problemId: string, extra: Record<string, unknown>) => {
    const reply = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId, title: `Problem ${problemId}`, ...extra },
      samples: [{ input: '1', output: '1' }],
    })
    expect(reply.httpStatus, reply.body.msg).toBe(200)
    return reply.body.data!.pid
  }
  pids.open = await create('SA1', {})
  pids.closed = await create('SA2', {})
  pids.secret = await create('SA3', {})
  // The admin form may not set every column; the table decides.
  await h.server.db.client.update(problem).set({ openCaseResult: false }).where(eq(problem.id, pids.closed))
  await h.server.db.client.update(problem).set({ auth: 2 }).where(eq(problem.id, pids.secret))
  ids.secret = await stored(pids.secret, { status: JudgeStatus.accepted, errorMessage: null })
  ids.compile = await stored(pids.open, {
    status: JudgeStatus.compileError,
    errorMessage: 'main.cpp:1: error: expected ;',
  })
  ids.system = await stored(pids.open, {
    status: JudgeStatus.systemError,
    errorMessage: 'checker failed: /srv/judge/checker.cpp:12 secret line',
  })
  ids.closed = await stored(pids.closed, { status: JudgeStatus.wrongAnswer })
  ids.pending = await stored(pids.open, {})
}, 120_000)
afterAll(() => h?.close())

describe('a hidden problem’s submissions', () => {
  it('answer exactly as a missing submission to those who may not see the problem, its owner too', async () => {
    const missing = await detail(987_654, h.tokens.alice)
    expect(missing.httpStatus).toBe(404)
    for (const token of [undefined, h.tokens.alice, h.tokens.bob]) {
      for (const reply of [await detail(ids.secret, token), await cases(ids.secret, token)]) {
        expect([reply.httpStatus, reply.body]).toEqual([404, missing.body])
      }
      const status = await api('POST', '/check-submissions-status', token, { submitIds: [ids.secret] })
      expect([status.httpStatus, status.body.data]).toEqual([200, {}])
    }
    expect((await stream(ids.secret, h.tokens.alice)).status).toBe(404)
    expect((await detail(ids.secret, h.tokens.root)).body.data!.submission.username).toBe('alice')
    const admin = await api('POST', '/check-submissions-status', h.tokens.root, { submitIds: [ids.secret] })
    expect(Object.keys(admin.body.data as object)).toEqual([String(ids.secret)])
  })
})

describe('error messages', () => {
  it('show the compiler’s output to the owner and admins only', async () => {
    const text = 'main.cpp:1: error: expected ;'
    expect((await detail(ids.compile, h.tokens.alice)).body.data!.submission.errorMessage).toBe(text)
    expect((await detail(ids.compile, h.tokens.root)).body.data!.submission.errorMessage).toBe(text)
    expect((await detail(ids.compile, h.tokens.bob)).body.data!.submission.errorMessage).toBeNull()
    expect((await detail(ids.compile)).body.data!.submission.errorMessage).toBeNull()
  })

  it('keep the judge’s and the checker’s own errors to admins', async () => {
    for (const token of [undefined, h.tokens.alice, h.tokens.bob]) {
      const reply = await detail(ids.system, token)
      expect(reply.body.data!.submission).toMatchObject({
        status: JudgeStatus.systemError,
        errorMessage: null,
      })
    }
    expect((await detail(ids.system, h.tokens.root)).body.data!.submission.errorMessage).toMatch(/checker/)
  })
})

describe('case results', () => {
  it('give nobody but admins the cases of a problem that hides them, not even the program’s output to its owner', async () => {
    for (const token of [undefined, h.tokens.alice, h.tokens.bob]) {
      expect((await cases(ids.closed, token)).body.data!.judgeCaseList).toEqual([])
    }
    const admin = (await cases(ids.closed, h.tokens.root)).body.data!.judgeCaseList
    expect(admin.map((c) => c.userOutput)).toEqual(['echo 1', 'echo 2'])
  })

  it('give the output of each case of an open problem to its owner only', async () => {
    const own = (await cases(ids.compile, h.tokens.alice)).body.data!.judgeCaseList
    expect(own.map((c) => c.userOutput)).toEqual(['echo 1', 'echo 2'])
    const other = (await cases(ids.compile, h.tokens.bob)).body.data!.judgeCaseList
    expect(other.map((c) => [c.status, c.userOutput])).toEqual([
      [JudgeStatus.compileError, ''],
      [JudgeStatus.compileError, ''],
    ])
  })
})

describe('the status stream', () => {
  it('needs a login', async () => {
    const reply = await stream(ids.pending)
    expect(reply.status).toBe(401)
  })

  it('holds at most 8 streams per user; closing one frees its place', async () => {
    const open: Array<Response> = []
    try {
      for (let i = 0; i < 8; i++) {
        const reply = await stream(ids.pending, h.tokens.bob)
        expect(reply.status).toBe(200)
        open.push(reply)
      }
      const refused = await stream(ids.pending, h.tokens.bob)
      expect(refused.status).toBe(429)
      expect(((await refused.json()) as { msg: string }).msg).toBe(
        'You may follow at most 8 submissions at once; close another status stream first',
      )
      // Another user is not held to bob's count.
      const alice = await stream(ids.pending, h.tokens.alice)
      expect(alice.status).toBe(200)
      await alice.body!.cancel()
      await open.shift()!.body!.cancel()
      const again = await waitFor(async () => {
        const reply = await stream(ids.pending, h.tokens.bob)
        if (reply.status === 200) return reply
        await reply.body?.cancel()
        return undefined
      }, 'a freed place')
      open.push(again)
    } finally {
      await Promise.all(open.map((r) => r.body!.cancel()))
    }
  })

  it('holds at most streamsPerAddress streams per address, whoever holds them', async () => {
    const from = (token: string) =>
      h.server.request(`/ojapi/submission-status-stream?submitId=${ids.pending}`, {
        headers: { Authorization: token, 'X-Forwarded-For': '10.9.9.9', 'Accept-Language': 'en' },
      })
    // Users of their own, holding no other stream.
    const users: Array<string> = []
    const holders = PER_ADDRESS / STREAM_LIMITS.perUser
    for (let n = 1; n <= holders + 1; n++) {
      await h.server.createUser({ username: `viewer${n}`, password: 'viewer-password' })
      users.push(await h.server.login(`viewer${n}`, 'viewer-password'))
    }
    const fifth = users.pop()!
    const open: Array<Response> = []
    try {
      for (const token of users) {
        for (let i = 0; i < STREAM_LIMITS.perUser; i++) {
          const reply = await from(token)
          expect(reply.status).toBe(200)
          open.push(reply)
        }
      }
      const refused = await from(fifth)
      expect(refused.status).toBe(429)
      await refused.body?.cancel()
      const elsewhere = await stream(ids.pending, fifth)
      expect(elsewhere.status).toBe(200)
      open.push(elsewhere)
    } finally {
      await Promise.all(open.map((r) => r.body!.cancel()))
    }
  })

  it('hears of a verdict given elsewhere through the judged events, without polling', async () => {
    const submitId = await stored(pids.open, {})
    const reply = await openedStream(() => stream(submitId, h.tokens.alice))
    const reader = reply.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 8_000
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in ${text}`)
        const { done, value } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
      }
    }
    await until(/"status":5/)
    // Another server process judged it: the row changed, and the bus carries the judged event.
    const [row] = await h.server.db.client
      .update(submission)
      .set({ status: JudgeStatus.accepted, time: 3, memory: 4 })
      .where(eq(submission.submitId, submitId))
      .returning()
    const event: JudgedEvent = {
      submitId,
      attempt: 1,
      pid: pids.open,
      displayPid: row!.displayPid,
      displayId: null,
      problemType: 0,
      difficulty: 0,
      uid: h.uids.alice,
      username: 'alice',
      cid: 0,
      tid: null,
      gid: null,
      status: JudgeStatus.accepted,
      score: null,
      oiRankScore: null,
      time: 3,
      memory: 4,
      language: h.language,
      isManual: false,
      isRejudge: false,
      previousStatus: null,
      submitTime: new Date().toISOString(),
      judgedAt: new Date().toISOString(),
    }
    // On NATS, servers of other test files may share the module's consumer and take an event:
    // it is repeated until this server hears it (a judged event may come more than once).
    const announce = () => void h.server.bus.publish(ProblemsEvents.judged.subject, event)
    announce()
    const again = setInterval(announce, 500)
    try {
      await until(/"final":true/)
    } finally {
      clearInterval(again)
    }
    expect(text).toMatch(/"status":0,/)
    await reader.cancel()
  })
})
