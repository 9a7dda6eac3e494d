import { JudgeStatus } from '@oj/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { submission } from '../src/submissions/tables.ts'
import { problemStats } from '../src/tables.ts'
import { caseResult, final, progress } from './judge-fixtures.ts'
import { type Harness, startHarness, waitFor } from './judge-harness.ts'

let h: Harness
let pid: number
const PROBLEM = 'T1000'

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })
const submit = (token: string | undefined, body: Record<string, unknown>) =>
  api<{ submitId: number; status: number }>('POST', '/submit-problem-judge', token, {
    pid: PROBLEM,
    language: h.language,
    code: 'int main() { return 0; }',
    cid: 0,
    gid: null,
    tid: null,
    isRemote: false,
    ...body,
  })
const detail = (submitId: number, token?: string) =>
  api<{
    submission: {
      status: number
      code: string | null
      attempt: number
      isManual: boolean
      score: number | null
    }
    codeShare: boolean
  }>('GET', `/get-submission-detail?submitId=${submitId}`, token)
const countSubmissions = async () => (await h.server.db.client.select().from(submission)).length

beforeAll(async () => {
  h = await startHarness()
  await h.setSubmitInterval(0)
  const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
    problem: { problemId: PROBLEM, title: 'Sum', timeLimit: 1500, memoryLimit: 128, isRemoveEndBlank: true },
    samples: [
      { input: '1 2', output: '3' },
      { input: '5 7', output: '12' },
    ],
  })
  expect(created.body.status).toBe(200)
  pid = created.body.data!.pid
}, 120_000)
afterAll(() => h?.close())

describe('submit-problem-judge', () => {
  it.each([
    [undefined, {}, 401, 'Please login first'],
    ['muted', {}, 403, 'Sorry, you do not have permission for this operation'],
    ['alice', { code: '   \n ' }, 400, 'Code can not be empty'],
    ['alice', { code: 'x'.repeat(65536) }, 400, 'Code Length can not exceed 65535'],
    [
      'alice',
      { language: 'Brainfuck' },
      400,
      'The language Brainfuck is not offered by any judge server now',
    ],
    ['alice', { pid: 'NOPE' }, 404, 'The problem does not exist'],
    ['alice', { pid: 12 }, 400, "Invalid parameter 'pid'"],
    ['alice', { cid: 3 }, 400, 'No module enabled on this site serves the parameter cid'],
    ['alice', { gid: 4 }, 400, 'No module enabled on this site serves the parameter gid'],
    ['alice', { tid: 5 }, 400, 'No module enabled on this site serves the parameter tid'],
  ] as const)('as %s answers %s: %s', async (who, body, status, msg) => {
    const before = await countSubmissions()
    const reply = await submit(who ? h.tokens[who] : undefined, body)
    expect(reply.httpStatus).toBe(status)
    expect(reply.body.msg).toContain(msg)
    expect(await countSubmissions()).toBe(before)
  })

  it('leaves a stored contest submission to the contests module: without it, a 400 naming it', async () => {
    const [row] = await h.server.db.client
      .insert(submission)
      .values({
        pid,
        displayPid: PROBLEM,
        displayId: 'A',
        uid: h.uids.alice,
        username: 'alice',
        cid: 3,
        language: h.language,
        code: 'x',
        length: 1,
        priority: 'contest',
        family: h.family,
      })
      .returning()
    const submitId = row!.submitId
    for (const path of [
      `/get-submission-detail?submitId=${submitId}`,
      `/get-all-case-result?submitId=${submitId}`,
    ]) {
      const reply = await api('GET', path, h.tokens.alice)
      expect(reply.httpStatus).toBe(400)
      expect(reply.body.msg).toBe('No module enabled on this site serves the parameter cid')
    }
    // A status check leaves out what nobody can open now.
    const status = await api('POST', '/check-submissions-status', h.tokens.alice, { submitIds: [submitId] })
    expect([status.httpStatus, status.body.data]).toEqual([200, {}])
  })

  it('refuses a private problem to an ordinary user', async () => {
    const hidden = await api<{ problemId: string }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'T1001', title: 'Hidden', auth: 2 },
      samples: [{ input: '1', output: '1' }],
    })
    const reply = await submit(h.tokens.alice, { pid: hidden.body.data!.problemId })
    const missing = await submit(h.tokens.alice, { pid: 'NOPE' })
    expect([reply.httpStatus, reply.body]).toEqual([404, missing.body])
  })

  it('judges a submission end to end over the protocol, streaming its status', async () => {
    const judged = await listen('end_to_end')
    const reply = await submit(h.tokens.alice, {})
    expect(reply.httpStatus).toBe(200)
    const submitId = reply.body.data!.submitId
    expect(reply.body.data!.status).toBe(JudgeStatus.pending)

    const task = await h.task('normal', (t) => t.submitId === submitId)
    expect(task).toMatchObject({ kind: 'submission', attempt: 1, language: h.language, priority: 'normal' })
    expect(task.problem).toMatchObject({
      pid,
      timeLimitMs: 1500,
      memoryLimitMb: 128,
      judgeMode: 'default',
      isRemote: false,
    })
    expect(task.cases).toHaveLength(2)
    expect(task.cases[0]).toMatchObject({ index: 1, inputName: '1.in', outputName: '1.out' })
    expect(task.cases[0]!.input).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) })

    const stream = await h.server.request(`/ojapi/submission-status-stream?submitId=${submitId}`, {
      headers: { Authorization: h.tokens.alice },
    })
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    const events = readEvents(stream)

    const base = { taskId: task.taskId, submitId, attempt: 1, judger: 'w', total: 2 }
    await h.report({ kind: 'progress', ...base, status: 6, done: 0 })
    await h.report({ kind: 'progress', ...base, status: 7, done: 1 })
    await waitFor(
      async () => ((await detail(submitId)).body.data?.submission.status === 7 ? true : undefined),
      'Judging',
    )
    await h.report(
      final(submitId, task.taskId, JudgeStatus.accepted, { cases: [caseResult(1, 0), caseResult(2, 0)] }),
    )
    // Reports may be handled concurrently; once the verdict is in, a late duplicate final changes nothing.
    await waitFor(
      async () => ((await detail(submitId)).body.data?.submission.status === 0 ? true : undefined),
      'Accepted',
    )
    await h.report(final(submitId, task.taskId, JudgeStatus.wrongAnswer))

    const seen = await events
    expect(seen.at(-1)).toMatchObject({ submitId, status: 0, final: true })
    expect(seen.map((e) => e.status)).toContain(7)

    const mine = await detail(submitId, h.tokens.alice)
    expect(mine.body.data).toMatchObject({
      codeShare: true,
      submission: { status: 0, code: 'int main() { return 0; }' },
    })
    expect((await detail(submitId, h.tokens.bob)).body.data!.submission.code).toBeNull()
    expect((await detail(submitId)).body.data!.submission.code).toBeNull()
    expect((await detail(submitId, h.tokens.root)).body.data!.submission.code).not.toBeNull()

    const cases = await api<{
      judgeCaseMode: string
      judgeCaseList: Array<{ status: number; userOutput: string }>
    }>('GET', `/get-all-case-result?submitId=${submitId}`, h.tokens.alice)
    expect(cases.body.data).toMatchObject({ judgeCaseMode: 'default', subTaskJudgeCaseVoList: null })
    expect(cases.body.data!.judgeCaseList.map((c) => [c.status, c.userOutput])).toEqual([
      [0, 'out 1'],
      [0, 'out 2'],
    ])
    const anonymous = await api<{ judgeCaseList: Array<{ userOutput: string }> }>(
      'GET',
      `/get-all-case-result?submitId=${submitId}`,
    )
    expect(anonymous.body.data!.judgeCaseList.map((c) => c.userOutput)).toEqual(['', ''])

    const status = await api<Record<string, { status: number; code: string | null }>>(
      'POST',
      '/check-submissions-status',
      undefined,
      {
        submitIds: [submitId, 987654],
      },
    )
    expect(Object.keys(status.body.data!)).toEqual([String(submitId)])
    expect(status.body.data![String(submitId)]).toMatchObject({ status: 0, code: null })

    const [stats] = await h.server.db.client.select().from(problemStats).where(eqPid(pid))
    expect(stats).toMatchObject({ total: 1, ac: 1, wa: 0 })

    // Ranks and contests hear of it once, through the bus.
    const event = await waitFor(
      async () => judged.find((e) => e.submitId === submitId),
      'events.problems.judged',
    )
    expect(event).toMatchObject({
      pid,
      displayPid: PROBLEM,
      displayId: null,
      status: 0,
      previousStatus: null,
      isRejudge: false,
      cid: 0,
      attempt: 1,
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(judged.filter((e) => e.submitId === submitId)).toHaveLength(1)
  })

  it('streams a finished submission as one final event, and refuses an unknown one', async () => {
    const { submitId } = (await submit(h.tokens.root, {})).body.data!
    await api('GET', `/admin/judge/cancel-judge?submitId=${submitId}`, h.tokens.root)
    const events = await readEvents(
      await h.server.request(`/ojapi/submission-status-stream?submitId=${submitId}`, {
        headers: { Authorization: h.tokens.root },
      }),
    )
    expect(events).toEqual([expect.objectContaining({ submitId, status: -4, final: true })])
    const unknown = await api('GET', '/submission-status-stream?submitId=987654', h.tokens.alice)
    expect(unknown.httpStatus).toBe(404)
    expect(unknown.body.msg).toBe('The submission does not exist')
  })

  it('lets only the owner share the code, which others may then read', async () => {
    const { submitId } = (await submit(h.tokens.alice, {})).body.data!
    expect((await api('PUT', '/submission', h.tokens.bob, { submitId, share: true })).httpStatus).toBe(403)
    expect((await api('PUT', '/submission', undefined, { submitId, share: true })).httpStatus).toBe(401)
    expect(
      (await api('PUT', '/submission', h.tokens.alice, { submitId: 999999, share: true })).httpStatus,
    ).toBe(404)
    expect((await api('PUT', '/submission', h.tokens.alice, { submitId, share: true })).body.status).toBe(200)
    expect((await detail(submitId, h.tokens.bob)).body.data!.submission.code).toBe('int main() { return 0; }')
  })

  it('hides shared code while the site says so (hideNonContestSubmissionCode), at once', async () => {
    const { submitId } = (await submit(h.tokens.alice, {})).body.data!
    await api('PUT', '/submission', h.tokens.alice, { submitId, share: true })
    const hide = (on: boolean) =>
      api('PUT', '/admin/switch/update', h.tokens.root, { hideNonContestSubmissionCode: on })
    expect((await hide(true)).httpStatus).toBe(200)
    try {
      expect((await detail(submitId, h.tokens.bob)).body.data!.submission.code).toBeNull()
      // The author and the admins still read it.
      expect((await detail(submitId, h.tokens.alice)).body.data!.submission.code).toBe(
        'int main() { return 0; }',
      )
      expect((await detail(submitId, h.tokens.root)).body.data!.submission.code).toBe(
        'int main() { return 0; }',
      )
    } finally {
      await hide(false)
    }
    expect((await detail(submitId, h.tokens.bob)).body.data!.submission.code).toBe('int main() { return 0; }')
  })

  it('refuses submissions while judging is switched off (openPublicJudge), admins still submit', async () => {
    const judging = (on: boolean) =>
      api('PUT', '/admin/switch/update', h.tokens.root, { openPublicJudge: on })
    expect((await judging(false)).httpStatus).toBe(200)
    try {
      const before = await countSubmissions()
      const refused = await submit(h.tokens.alice, {})
      expect(refused.httpStatus).toBe(403)
      expect(refused.body.msg).toBe('Judging is closed on this site for now; please try again later')
      expect(await countSubmissions()).toBe(before)
      expect((await submit(h.tokens.root, {})).httpStatus).toBe(200)
    } finally {
      await judging(true)
    }
    expect((await submit(h.tokens.alice, {})).httpStatus).toBe(200)
  })

  it('keeps the configured minimum interval between non-contest submissions (root exempt)', async () => {
    await h.setSubmitInterval(60)
    try {
      const reply = await submit(h.tokens.alice, {})
      expect(reply.httpStatus).toBe(429)
      expect(reply.body.msg).toMatch(/^Sorry, you submit too frequently, please try again in \d+ seconds!$/)
      const zh = await h.server.api('POST', '/ojapi/submit-problem-judge', {
        token: h.tokens.alice,
        headers: { 'Accept-Language': 'zh-CN' },
        body: { pid: PROBLEM, language: h.language, code: 'x' },
      })
      expect(zh.body.msg).toContain('提交频率过快')
      expect((await submit(h.tokens.root, {})).httpStatus).toBe(200)
    } finally {
      await h.setSubmitInterval(0)
    }
  })

  it('re-queues a submission whose worker went silent (sweeper), as a new attempt', async () => {
    const { submitId } = (await submit(h.tokens.bob, {})).body.data!
    const first = await h.task('normal', (t) => t.submitId === submitId)
    // A worker takes it, then says nothing more (it died with the task).
    await h.report({ ...progress(submitId, first.taskId, 6), delivery: 1 })
    const second = await h.task('normal', (t) => t.submitId === submitId && t.attempt === 2)
    expect(second.taskId).not.toBe(first.taskId)
    // The first attempt's late answer no longer counts; the second's does.
    await h.report(final(submitId, first.taskId, JudgeStatus.wrongAnswer))
    await h.report(final(submitId, second.taskId, JudgeStatus.accepted, { attempt: 2 }))
    await waitFor(
      async () => ((await detail(submitId)).body.data?.submission.status === 0 ? true : undefined),
      'AC',
    )
    expect((await detail(submitId)).body.data!.submission.attempt).toBe(2)
  }, 20_000)
})

describe('admin judge calls', () => {
  let submitId: number
  let taskId: string
  beforeAll(async () => {
    submitId = (await submit(h.tokens.alice, {})).body.data!.submitId
    taskId = (await h.task('normal', (t) => t.submitId === submitId)).taskId
    await h.report(final(submitId, taskId, JudgeStatus.wrongAnswer))
    await waitFor(
      async () => ((await detail(submitId)).body.data?.submission.status === -1 ? true : undefined),
      'WA',
    )
  })

  it('belong to the super admin only', async () => {
    for (const path of ['/admin/judge/rejudge', '/admin/judge/cancel-judge', '/admin/judge/manual-judge']) {
      expect((await api('GET', `${path}?submitId=${submitId}&status=0`, h.tokens.alice)).httpStatus).toBe(403)
      expect((await api('GET', `${path}?submitId=${submitId}&status=0`)).httpStatus).toBe(401)
    }
    expect((await detail(submitId)).body.data!.submission.status).toBe(-1)
  })

  it('rejudge: a new attempt on the rejudge lane, then its verdict replaces the old count', async () => {
    const judged = await listen('rejudge')
    const reply = await api<{ status: number; attempt: number }>(
      'POST',
      '/admin/judge/rejudge',
      h.tokens.root,
      { submitId },
    )
    expect(reply.body.data).toMatchObject({ status: 5, attempt: 2 })
    const task = await h.task('rejudge', (t) => t.submitId === submitId)
    expect((await api('GET', `/get-all-case-result?submitId=${submitId}`)).body.data).toMatchObject({
      judgeCaseList: [],
    })
    await h.report(final(submitId, task.taskId, JudgeStatus.accepted, { attempt: 2 }))
    await waitFor(
      async () => ((await detail(submitId)).body.data?.submission.status === 0 ? true : undefined),
      'AC',
    )
    // Boards hear that it replaces the Wrong Answer they counted.
    const event = await waitFor(
      async () => judged.find((e) => e.submitId === submitId && e.attempt === 2),
      'the rejudge’s event',
    )
    expect(event).toMatchObject({ status: 0, isRejudge: true, previousStatus: JudgeStatus.wrongAnswer })
  })

  it('manual judge: allowed statuses only, never while Judging', async () => {
    const bad = await api('GET', `/admin/judge/manual-judge?submitId=${submitId}&status=5`, h.tokens.root)
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.msg).toBe('This status cannot be set by manual judging')
    const ok = await api(
      'GET',
      `/admin/judge/manual-judge?submitId=${submitId}&status=-3&score=7`,
      h.tokens.root,
    )
    expect(ok.body.status).toBe(200)
    expect((await detail(submitId)).body.data!.submission).toMatchObject({
      status: -3,
      isManual: true,
      score: 7,
    })

    const busy = (await submit(h.tokens.root, {})).body.data!.submitId
    const busyTask = await h.task('normal', (t) => t.submitId === busy)
    await h.report({
      kind: 'progress',
      taskId: busyTask.taskId,
      submitId: busy,
      attempt: 1,
      status: 7,
      done: 0,
      total: 2,
      judger: 'w',
    })
    await waitFor(
      async () => ((await detail(busy)).body.data?.submission.status === 7 ? true : undefined),
      'Judging',
    )
    const refused = await api('GET', `/admin/judge/manual-judge?submitId=${busy}&status=0`, h.tokens.root)
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.msg).toBe(
      'A submission that is Judging, Compiling or a Compile Error cannot be judged manually',
    )
  })

  it('cancel: Cancelled, and the submission no longer counts', async () => {
    const before = (await h.server.db.client.select().from(problemStats).where(eqPid(pid)))[0]!
    expect(
      (await api('GET', `/admin/judge/cancel-judge?submitId=${submitId}`, h.tokens.root)).body.status,
    ).toBe(200)
    expect((await detail(submitId)).body.data!.submission.status).toBe(-4)
    const after = (await h.server.db.client.select().from(problemStats).where(eqPid(pid)))[0]!
    expect(after.total).toBe(before.total - 1)
    expect(after.pe).toBe(before.pe - 1)
  })

  it('resubmit: only Submitted Failed (or remote), by the owner or root, on the normal lane', async () => {
    const refused = await api('GET', `/resubmit?submitId=${submitId}`, h.tokens.alice)
    expect(refused.httpStatus).toBe(400)
    await api('GET', `/admin/judge/manual-judge?submitId=${submitId}&status=10`, h.tokens.root)
    expect((await api('GET', `/resubmit?submitId=${submitId}`, h.tokens.bob)).httpStatus).toBe(403)
    const ok = await api<{ status: number; attempt: number }>('POST', '/resubmit', h.tokens.alice, {
      submitId,
    })
    expect(ok.body.data).toMatchObject({ status: 5 })
    const task = await h.task('normal', (t) => t.submitId === submitId && t.attempt === ok.body.data!.attempt)
    expect(task.priority).toBe('normal')
  })
})

const eqPid = (id: number) => eq(problemStats.pid, id)

const listen = (name: string) => h.judgedEvents(name, (e) => e.uid === h.uids.alice)

/** Reads server-sent events until the stream ends. */
async function readEvents(
  response: Response,
): Promise<Array<{ status: number; final: boolean; submitId: number }>> {
  const events: Array<{ status: number; final: boolean; submitId: number }> = []
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return events
    buffer += decoder.decode(value, { stream: true })
    let cut
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      if (chunk.startsWith('data: ')) events.push(JSON.parse(chunk.slice(6)))
    }
  }
}
