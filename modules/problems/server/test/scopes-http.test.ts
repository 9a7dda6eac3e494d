import { JudgeStatus } from '@oj/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { submission } from '../src/submissions/tables.ts'
import { caseResult, final } from './judge-fixtures.ts'
import { type Harness, startHarness, waitFor } from './judge-harness.ts'
import { scopeStubs } from './scope-stubs.ts'

// Calls inside a contest (cid) and a group (gid), decided by a test module that contributes those
// scopes: the problems module asks it for access, display ids, lanes and what results show.

const stubs = scopeStubs()
let h: Harness
const pids = { contest: 0, group: 0 }
/** Contests of the stub: 1 running, 2 ended, 3 not started, 4 running and sealed. */
const RUNNING = 1
const ENDED = 2
const SCHEDULED = 3
const SEALED = 4

type View = {
  status: number
  score: number | null
  time: number | null
  code: string | null
  cid: number
  displayPid: string
  displayId: string | null
  title: string
}
const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })
const submit = (token: string, body: Record<string, unknown>) =>
  api<View & { submitId: number }>('POST', '/submit-problem-judge', token, {
    language: h.language,
    code: 'int main() { return 0; }',
    ...body,
  })
const detail = (submitId: number, token?: string) =>
  api<{ submission: View }>('GET', `/get-submission-detail?submitId=${submitId}`, token)
const cases = (submitId: number, token?: string) =>
  api<{ judgeCaseList: Array<{ status: number; score: number | null }> }>(
    'GET',
    `/get-all-case-result?submitId=${submitId}`,
    token,
  )
const rowOf = async (submitId: number) =>
  (await h.server.db.client.select().from(submission).where(eq(submission.submitId, submitId)))[0]!

/** Submits in a contest and has the stand-in judge answer `status` on both cases. */
async function judged(token: string, cid: number, status: 0 | -1): Promise<number> {
  const reply = await submit(token, { pid: 'A', cid })
  expect(reply.httpStatus, reply.body.msg).toBe(200)
  const submitId = reply.body.data!.submitId
  const task = await h.task('contest', (t) => t.submitId === submitId)
  await h.report(
    final(submitId, task.taskId, status, { cases: [caseResult(1, status), caseResult(2, status)] }),
  )
  await waitFor(async () => ((await rowOf(submitId)).status === status ? true : undefined), 'the verdict')
  return submitId
}

/** The events of a server-sent event stream, until it ends. */
async function streamed(response: Response): Promise<Array<Record<string, unknown>>> {
  const text = await response.text()
  return text
    .split('\n\n')
    .filter((chunk) => chunk.startsWith('data: '))
    .map((chunk) => JSON.parse(chunk.slice(6)) as Record<string, unknown>)
}

beforeAll(async () => {
  h = await startHarness({ modules: [stubs.module] })
  await h.setSubmitInterval(0)
  const create = async (problem: Record<string, unknown>) => {
    const reply = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem,
      samples: [
        { input: '1', output: '1' },
        { input: '2', output: '2' },
      ],
    })
    expect(reply.httpStatus, reply.body.msg).toBe(200)
    return reply.body.data!.pid
  }
  // A contest-only problem (auth 3): the public bank never shows it.
  pids.contest = await create({ problemId: 'C100', title: 'Contest only', auth: 3 })
  pids.group = await create({ problemId: 'G100', title: 'Group problem', gid: 7 })
  const problems = { A: pids.contest }
  stubs.scopes.contests.set(RUNNING, { state: 'running', problems })
  stubs.scopes.contests.set(ENDED, { state: 'ended', problems })
  stubs.scopes.contests.set(SCHEDULED, { state: 'scheduled', problems })
  stubs.scopes.contests.set(SEALED, { state: 'running', sealed: true, problems })
  stubs.scopes.groups.set(7, { members: [h.uids.alice], problems: { G1: pids.group } })
}, 120_000)
afterAll(() => h?.close())

describe('submitting in a contest', () => {
  it('takes its display id, judges on its lane by its rules, without the site’s interval', async () => {
    await h.setSubmitInterval(60)
    try {
      const first = await submit(h.tokens.alice, { pid: 'A', cid: RUNNING })
      expect(first.httpStatus, first.body.msg).toBe(200)
      expect(first.body.data).toMatchObject({
        cid: RUNNING,
        displayPid: 'C100',
        displayId: 'A',
        title: 'Contest problem A',
        status: JudgeStatus.pending,
      })
      // The contest says 0 s between submissions; the site's 60 s holds outside it.
      expect((await submit(h.tokens.alice, { pid: 'A', cid: RUNNING })).httpStatus).toBe(200)
      const submitId = first.body.data!.submitId
      expect((await h.task('contest', (t) => t.submitId === submitId)).problem.pid).toBe(pids.contest)
      // Stop-at-first-failure is kept with the submission for every attempt (the task protocol's field is pending).
      expect(await rowOf(submitId)).toMatchObject({ priority: 'contest', stopAtFirstFailure: true })
    } finally {
      await h.setSubmitInterval(0)
    }
  })

  it.each([
    [{ pid: 'Z', cid: RUNNING }, 404, 'No such problem in this scope'],
    [{ pid: 'A', cid: ENDED }, 400, 'The contest has ended'],
    [{ pid: 'A', cid: SCHEDULED }, 403, 'The contest has not started'],
    [{ pid: 'A', cid: 99 }, 404, 'No such contest'],
    // Outside the contest the problem is not the public bank's.
    [{ pid: 'C100' }, 404, 'The problem does not exist'],
  ] as const)('answers %j with the contest’s refusal', async (body, status, msg) => {
    const before = (await h.server.db.client.select().from(submission)).length
    const reply = await submit(h.tokens.bob, body)
    expect(reply.httpStatus).toBe(status)
    expect(reply.body.msg).toBe(msg)
    expect((await h.server.db.client.select().from(submission)).length).toBe(before)
  })

  it('announces the verdict with the contest and its display id', async () => {
    const events = await h.judgedEvents('contest', (e) => e.cid === RUNNING)
    const submitId = await judged(h.tokens.bob, RUNNING, JudgeStatus.wrongAnswer)
    const event = await waitFor(async () => events.find((e) => e.submitId === submitId), 'the judged event')
    expect(event).toMatchObject({
      cid: RUNNING,
      pid: pids.contest,
      displayPid: 'C100',
      displayId: 'A',
      status: JudgeStatus.wrongAnswer,
      isRejudge: false,
    })
  })
})

describe('reading a contest’s submissions', () => {
  let running: number
  let sealed: number
  beforeAll(async () => {
    running = await judged(h.tokens.alice, RUNNING, JudgeStatus.accepted)
    sealed = await judged(h.tokens.alice, SEALED, JudgeStatus.wrongAnswer)
  })

  it('shows verdicts while running, code only to its owner and the contest’s admins', async () => {
    expect((await detail(running, h.tokens.alice)).body.data!.submission).toMatchObject({
      status: 0,
      code: 'int main() { return 0; }',
    })
    expect((await detail(running, h.tokens.bob)).body.data!.submission).toMatchObject({
      status: 0,
      code: null,
    })
    expect((await detail(running, h.tokens.root)).body.data!.submission.code).not.toBeNull()
    expect((await detail(running)).httpStatus).toBe(401)
  })

  it('hides every verdict of a sealed contest, and others’ submissions altogether', async () => {
    expect((await detail(sealed, h.tokens.alice)).body.data!.submission).toMatchObject({
      status: JudgeStatus.submittedUnknown,
      score: null,
      time: null,
      code: 'int main() { return 0; }',
    })
    const bob = await detail(sealed, h.tokens.bob)
    expect(bob.httpStatus).toBe(403)
    expect(bob.body.msg).toBe('You may not view this submission now')
    expect((await detail(sealed, h.tokens.root)).body.data!.submission.status).toBe(JudgeStatus.wrongAnswer)
    expect((await cases(sealed, h.tokens.alice)).body.data!.judgeCaseList).toEqual([])
    // The status stream tells no more than the detail.
    const stream = (token: string) =>
      h.server.request(`/ojapi/submission-status-stream?submitId=${sealed}`, {
        headers: { Authorization: token },
      })
    expect(await streamed(await stream(h.tokens.alice))).toEqual([
      expect.objectContaining({ status: JudgeStatus.submittedUnknown, score: null, time: null, final: true }),
    ])
    expect((await stream(h.tokens.bob)).status).toBe(403)
  })

  it('shows case results of an ACM contest only after it ended (with no score per case)', async () => {
    expect((await cases(running, h.tokens.alice)).body.data!.judgeCaseList).toEqual([])
    expect((await cases(running, h.tokens.root)).body.data!.judgeCaseList).toHaveLength(2)
    stubs.scopes.contests.set(RUNNING, { ...stubs.scopes.contests.get(RUNNING)!, state: 'ended' })
    try {
      const after = (await cases(running, h.tokens.alice)).body.data!.judgeCaseList
      expect(after.map((c) => [c.status, c.score])).toEqual([
        [0, null],
        [0, null],
      ])
    } finally {
      stubs.scopes.contests.set(RUNNING, { ...stubs.scopes.contests.get(RUNNING)!, state: 'running' })
    }
  })

  it('answers status checks as the contest shows them, leaving out what the caller may not open', async () => {
    type Statuses = Record<string, { status: number; code: string | null; errorMessage: string | null }>
    const ids = { submitIds: [running, sealed] }
    const mine = (await api<Statuses>('POST', '/check-submissions-status', h.tokens.alice, ids)).body.data!
    expect(mine[running]).toMatchObject({ status: 0, code: null, errorMessage: null })
    expect(mine[sealed]!.status).toBe(JudgeStatus.submittedUnknown)
    const bob = (await api<Statuses>('POST', '/check-submissions-status', h.tokens.bob, ids)).body.data!
    expect(Object.keys(bob)).toEqual([String(running)])
    const contest = await api<Statuses>('POST', '/check-contest-submissions-status', h.tokens.alice, {
      ...ids,
      cid: SEALED,
    })
    expect(Object.keys(contest.body.data!)).toEqual([String(sealed)])
    expect(
      (await api('POST', '/check-contest-submissions-status', undefined, { ...ids, cid: 1 })).httpStatus,
    ).toBe(401)
  })

  it('answers the caller’s problem status and last accepted code as the contest shows them', async () => {
    const status = (cid: number) =>
      api<Record<string, { status: number }>>('POST', '/get-user-problem-status', h.tokens.alice, {
        pidList: [pids.contest],
        isContestProblemList: true,
        cid,
      })
    expect((await status(RUNNING)).body.data).toEqual({ [pids.contest]: { status: 0 } })
    expect((await status(SEALED)).body.data).toEqual({
      [pids.contest]: { status: JudgeStatus.submittedUnknown },
    })
    expect((await status(SCHEDULED)).httpStatus).toBe(403)

    const code = (cid: number, token = h.tokens.alice) =>
      api<{ code: string }>('GET', `/get-last-ac-code?pid=${pids.contest}&cid=${cid}`, token)
    expect((await code(RUNNING)).body.data).toMatchObject({
      submitId: running,
      code: 'int main() { return 0; }',
    })
    // A sealed verdict is not given away by its code.
    expect((await code(SEALED)).httpStatus).toBe(400)
    expect((await code(RUNNING, h.tokens.bob)).httpStatus).toBe(400)
  })
})

describe('test runs and resubmits in a contest', () => {
  const run = (cid?: number) =>
    api<string>('POST', '/submit-problem-test-judge', h.tokens.alice, {
      pid: pids.contest,
      language: h.language,
      code: 'int main(){}',
      type: 'contest',
      userInput: '1',
      ...(cid === undefined ? {} : { cid }),
    })

  it('runs a contest’s problem when the contest lets the caller', async () => {
    expect((await run()).httpStatus).toBe(404)
    const key = (await run(RUNNING)).body.data!
    expect((await h.task('test', (t) => t.testKey === key)).problem.pid).toBe(pids.contest)
    const early = await run(SCHEDULED)
    expect(early.httpStatus).toBe(403)
    expect(early.body.msg).toBe('The contest has not started')
  })

  it('resubmits on the contest’s lane, and not once it has ended', async () => {
    const submitId = await judged(h.tokens.alice, RUNNING, JudgeStatus.accepted)
    const failed = async () =>
      api(
        'GET',
        `/admin/judge/manual-judge?submitId=${submitId}&status=${JudgeStatus.submittedFailed}`,
        h.tokens.root,
      )
    await failed()
    const again = await api<{ attempt: number }>('GET', `/resubmit?submitId=${submitId}`, h.tokens.alice)
    expect(again.httpStatus, again.body.msg).toBe(200)
    await h.task('contest', (t) => t.submitId === submitId && t.attempt === again.body.data!.attempt)
    expect(await rowOf(submitId)).toMatchObject({ stopAtFirstFailure: true, judgedBefore: true })

    await failed()
    stubs.scopes.contests.set(RUNNING, { ...stubs.scopes.contests.get(RUNNING)!, state: 'ended' })
    try {
      const late = await api('GET', `/resubmit?submitId=${submitId}`, h.tokens.alice)
      expect(late.httpStatus).toBe(400)
      expect(late.body.msg).toBe('The contest has ended')
    } finally {
      stubs.scopes.contests.set(RUNNING, { ...stubs.scopes.contests.get(RUNNING)!, state: 'running' })
    }
  })
})

describe('a group’s problems and submissions', () => {
  it('shows the problem page and the list to the group’s members, as the groups module says', async () => {
    const page = await api<{ problem: { id: number; problemId: string } }>(
      'GET',
      '/get-problem-detail?problemId=G1&gid=7',
      h.tokens.alice,
    )
    expect(page.body.data!.problem).toMatchObject({ id: pids.group, problemId: 'G100' })
    const outsider = await api('GET', '/get-problem-detail?problemId=G1&gid=7', h.tokens.bob)
    expect(outsider.httpStatus).toBe(403)
    expect(outsider.body.msg).toBe('Not a member of the group')

    const submitted = await submit(h.tokens.alice, { pid: 'G1', gid: 7 })
    expect(submitted.body.data).toMatchObject({ gid: 7, cid: 0, displayPid: 'G100', displayId: 'G1' })
    const list = await api<{ records: Array<{ submitId: number; displayPid: string }> }>(
      'GET',
      '/get-submission-list?gid=7',
      h.tokens.alice,
    )
    expect(list.body.data!.records.map((r) => [r.submitId, r.displayPid])).toEqual([
      [submitted.body.data!.submitId, 'G100'],
    ])
    expect((await api('GET', '/get-submission-list?gid=7', h.tokens.bob)).httpStatus).toBe(403)
    // The public list never shows it.
    const all = await api<{ records: Array<{ submitId: number }> }>(
      'GET',
      '/get-submission-list',
      h.tokens.alice,
    )
    expect(all.body.data!.records.map((r) => r.submitId)).not.toContain(submitted.body.data!.submitId)
  })
})
