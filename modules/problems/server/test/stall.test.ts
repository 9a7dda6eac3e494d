// The judge cannot be stalled (issue 13, item 3), on the real server and pipeline: the in-process bus
// and PGlite by default, NATS and Postgres when NATS_URL and DATABASE_URL are set.
import { JudgeStatus } from '@oj/sdk'
import {
  type BusShape,
  type DbShape,
  JUDGE_CANCEL_SUBJECT,
  type JudgeCancel,
  type JudgeTask,
  type JudgeTaskRef,
  type Subscription,
} from '@oj/sdk/server'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { addTask } from '../src/submissions/outbox.ts'
import { publishOutbox } from '../src/submissions/publisher.ts'
import { outbox, submission } from '../src/submissions/tables.ts'
import { findProblem, submissionTask } from '../src/submissions/task.ts'
import { problem } from '../src/tables.ts'
import { insertProblem, insertSubmission } from './judge-fixtures.ts'
import { type Harness, startHarness, waitFor } from './judge-harness.ts'
import { openProblemsDb } from './test-db.ts'

const TASK_LIMIT = 3 * 1024 * 1024

let h: Harness
const cancels: Array<string> = []
let cancelSub: Subscription
const errors = vi.spyOn(console, 'error')

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

let serial = 0
/** A problem of its own; `extraBytes` of user extra file make its tasks that large. */
async function newProblem(extraBytes = 0, numeric = false): Promise<string | number> {
  const problemId = `ST${++serial}`
  const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
    problem: { problemId, title: 'Stall', timeLimit: 1000, memoryLimit: 128, isRemoveEndBlank: true },
    samples: [{ input: '1 2', output: '3' }],
  })
  expect(created.body.status).toBe(200)
  if (extraBytes > 0) {
    await h.server.db.client
      .update(problem)
      .set({ userExtraFile: JSON.stringify({ 'big.txt': 'x'.repeat(extraBytes) }) })
      .where(eq(problem.id, created.body.data!.pid))
  }
  return numeric ? created.body.data!.pid : problemId
}

const submit = async (problemId: string | number) => {
  const reply = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens.alice, {
    pid: problemId,
    language: h.language,
    code: 'int main() { return 0; }',
    cid: 0,
    gid: null,
    tid: null,
    isRemote: false,
  })
  expect(reply.body.status).toBe(200)
  return reply.body.data!.submitId
}

const row = async (submitId: number) =>
  (await h.server.db.client.select().from(submission).where(eq(submission.submitId, submitId)))[0]!

beforeAll(async () => {
  h = await startHarness({
    timings: { maxTaskBytes: TASK_LIMIT, testRunDeadlineMs: 1_500, maxStarts: 3 },
  })
  await h.setSubmitInterval(0)
  cancelSub = await h.server.bus.subscribe(JUDGE_CANCEL_SUBJECT, `test_cancel_${h.family}`, async (msg) => {
    cancels.push(...msg.json<JudgeCancel>().taskIds)
    await msg.ack()
  })
}, 120_000)
afterAll(async () => {
  await cancelSub?.close()
  await h?.close()
})
afterEach(() => errors.mockClear())

describe('the outbox', { timeout: 30_000 }, () => {
  it('sends a task over the bus limit by reference, and the tasks after it still go', async () => {
    const big = await submit(await newProblem(h.server.bus.maxPayload + 1000))
    const small = await submit(await newProblem())
    const stub = (await h.task('normal', (t) => t.submitId === big)) as unknown as JudgeTaskRef
    expect(stub).toMatchObject({ kind: 'ref', submitId: big, attempt: 1, taskId: (await row(big)).taskId })
    expect(stub.size).toBeGreaterThan(h.server.bus.maxPayload)
    expect(stub.hash).toMatch(/^[0-9a-f]{64}$/)
    const next = await h.task('normal', (t) => t.submitId === small)
    expect(next.kind).toBe('submission')
  })

  it('gives up a task too large to judge: System Error the user sees, an alert, and the rest flows', async () => {
    const big = await submit(await newProblem(TASK_LIMIT + 1000))
    const small = await submit(await newProblem())
    await h.task('normal', (t) => t.submitId === small)
    const failed = await waitFor(async () => {
      const r = await api<{ submission: { status: number; errorMessage: string | null } }>(
        'GET',
        `/get-submission-detail?submitId=${big}`,
        h.tokens.alice,
      )
      return r.body.data?.submission.status === JudgeStatus.systemError ? r.body.data.submission : undefined
    }, 'the System Error')
    expect(failed.errorMessage).toMatch(
      /^The task is too large to judge \(\d+ bytes, the limit is 3145728\)$/,
    )
    const [dead] = await h.server.db.client
      .select()
      .from(outbox)
      .where(eq(outbox.msgId, (await row(big)).taskId))
    expect(dead!.deadAt).not.toBeNull()
    expect(dead!.publishedAt).toBeNull()
    expect(errors.mock.calls.some((call) => String(call[0]).startsWith('ALERT problems: outbox row'))).toBe(
      true,
    )
  })
})

describe('the sweeper', { timeout: 30_000 }, () => {
  it('leaves a submission queued behind others alone, and sends again one the queue moved past', async () => {
    const pid = await newProblem()
    const waiting = await submit(pid)
    const first = await h.task('normal', (t) => t.submitId === waiting)
    // No worker took it (no report): a backlog, well past the harness's stuck time of 1 s.
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect(await row(waiting)).toMatchObject({
      attempt: 1,
      taskId: first.taskId,
      status: JudgeStatus.pending,
    })

    // A later task of the same lane is taken while this one never is: it was lost.
    const later = await submit(pid)
    const laterTask = await h.task('normal', (t) => t.submitId === later)
    await h.report({
      kind: 'progress',
      taskId: laterTask.taskId,
      submitId: later,
      attempt: 1,
      status: 6,
      done: 0,
      total: 0,
      judger: 'w',
      delivery: 1,
    })
    const again = await h.task('normal', (t) => t.submitId === waiting && t.attempt === 2)
    expect((await row(waiting)).taskId).toBe(again.taskId)
    // The task it replaces is dropped by the workers.
    await waitFor(async () => (cancels.includes(first.taskId) ? true : undefined), 'the cancel')
  })

  it('ends a test run nobody answered with a clear error', async () => {
    const reply = await api<string>('POST', '/submit-problem-test-judge', h.tokens.alice, {
      pid: await newProblem(0, true),
      language: h.language,
      code: 'int main(){}',
      type: 'public',
      userInput: '1 2',
    })
    expect(reply.body).toMatchObject({ status: 200 })
    const key = reply.body.data!
    await h.task('test', (t) => t.testKey === key)
    const ended = await waitFor(async () => {
      const r = await api<{ status: number; stderr: string | null }>(
        'GET',
        `/get-test-judge-result?testJudgeKey=${key}`,
        h.tokens.alice,
      )
      return r.body.data?.status === JudgeStatus.systemError ? r.body.data : undefined
    }, 'the test run to end')
    expect(ended.stderr).toBe('No judge answered the test run within 2 s')
    await waitFor(async () => (cancels.includes(`t${key}`) ? true : undefined), 'the cancel')
  })
})

describe('a task that keeps starting', { timeout: 30_000 }, () => {
  const start = (task: JudgeTask, delivery: number) =>
    h.report({
      kind: 'progress',
      taskId: task.taskId,
      submitId: task.submitId!,
      attempt: task.attempt,
      status: 6,
      done: 0,
      total: 0,
      judger: 'w',
      delivery,
    })

  it('ends as System Error after three starts; deliveries given back for want of a slot do not count', async () => {
    const id = await submit(await newProblem())
    const task = await h.task('normal', (t) => t.submitId === id)
    // Deliveries 1-9 were given back by busy workers: only the ones that started count. Starts
    // come one after another (a worker's ack wait apart), and a repeated report counts once.
    const started = async (delivery: number, starts: number) => {
      await start(task, delivery)
      await waitFor(async () => {
        const r = await row(id)
        return r.judgeDelivery === delivery && r.judgeStarts === starts ? true : undefined
      }, `start ${starts}`)
    }
    await started(10, 1)
    await started(10, 1)
    await started(14, 2)
    await started(30, 3)
    expect(await row(id)).toMatchObject({ status: JudgeStatus.compiling, judgeStarts: 3 })
    await start(task, 31)
    const ended = await waitFor(async () => {
      const r = await row(id)
      return r.status === JudgeStatus.systemError ? r : undefined
    }, 'the System Error')
    expect(ended.errorMessage).toBe('Judging started 3 times without a result: given up')
    await waitFor(async () => (cancels.includes(task.taskId) ? true : undefined), 'the cancel')
  })

  it('an admin cancel tells the workers to stop the task', async () => {
    const id = await submit(await newProblem())
    const task = await h.task('normal', (t) => t.submitId === id)
    await start(task, 1)
    await waitFor(
      async () => ((await row(id)).status === JudgeStatus.compiling ? true : undefined),
      'Compiling',
    )
    const reply = await api('GET', `/admin/judge/cancel-judge?submitId=${id}`, h.tokens.root)
    expect(reply.body.status).toBe(200)
    await waitFor(async () => (cancels.includes(task.taskId) ? true : undefined), 'the cancel')
  })
})

describe('the outbox when sends fail', { timeout: 60_000 }, () => {
  let db: DbShape
  let closeDb: () => Promise<void>
  beforeAll(async () => {
    ;({ service: db, close: closeDb } = await openProblemsDb())
  }, 60_000)
  afterAll(() => closeDb?.())

  /** The server's bus (in-process or NATS), but the lane `broken` fails, or everything when `down`. */
  const flaky = (broken: string, state: { down: boolean }): BusShape => ({
    ...h.server.bus,
    maxPayload: h.server.bus.maxPayload,
    enqueue: async (lane, payload, options) => {
      if (state.down || lane === broken) throw new Error('connection reset')
      await h.server.bus.enqueue(lane, payload, options)
    },
  })

  /** A submission of problem `pid` queued in the outbox for `lane`: its id and its task's. */
  const queueTask = async (lane: string, pid: number) => {
    const task = await submissionTask(db.client, (await findProblem(db.client, pid))!, {
      submitId: 1,
      attempt: 1,
      priority: 'normal',
      language: 'C',
      code: 'int main(){}',
    })
    const id = await insertSubmission(db.client, pid, task.taskId)
    await addTask(db.client, lane, { ...task, submitId: id })
    return { id, taskId: task.taskId }
  }

  it('gives up a row that keeps failing while others go, and counts nothing while the bus is down', async () => {
    const good = `judge-normal-${h.family}x`
    const broken = `judge-normal-${h.family}y`
    const pid = await insertProblem(db.client, 'OB1')
    const queue = (lane: string) => queueTask(lane, pid)
    const stuck = await queue(broken)
    const state = { down: true }
    const bus = flaky(broken, state)
    const outboxRow = async () =>
      (await db.client.select().from(outbox).where(eq(outbox.msgId, stuck.taskId)))[0]!
    let now = Date.now()
    const publish = () => {
      now += 120_000
      return publishOutbox(db.client, bus, { maxTaskBytes: 1 << 20, now: new Date(now), log: () => {} })
    }

    // The bus is down: nothing goes, nothing counts against the row.
    await queue(good)
    for (let i = 0; i < 6; i++) expect((await publish()).sent).toBe(0)
    expect(await outboxRow()).toMatchObject({ tries: 0, deadAt: null })

    // The bus is back: the rows after the broken one go; the broken one fails on its own.
    state.down = false
    const sent: number[] = []
    for (let i = 1; i <= 4; i++) {
      sent.push((await publish()).sent)
      expect(await outboxRow()).toMatchObject({ tries: i, deadAt: null, lastError: 'connection reset' })
      await queue(good)
    }
    expect(sent[0]).toBe(1)
    const last = await publish()
    expect(last.failedSubmissions).toEqual([stuck.id])
    expect((await outboxRow()).deadAt).not.toBeNull()
    const [sub] = await db.client.select().from(submission).where(eq(submission.submitId, stuck.id))
    expect(sub).toMatchObject({
      status: JudgeStatus.systemError,
      errorMessage: 'The task could not be sent to the judges after 5 tries: connection reset',
    })
    // Given up rows are tried no more.
    expect((await publish()).failedSubmissions).toEqual([])
  })

  it('leaves the rows after three failures in a row unsent and untouched, and sends them all later', async () => {
    const lane = `judge-normal-${h.family}z`
    const pid = await insertProblem(db.client, 'OB2')
    const taskIds: string[] = []
    for (let i = 0; i < 4; i++) taskIds.push((await queueTask(lane, pid)).taskId)
    const rows = async () =>
      (await db.client.select().from(outbox).where(inArray(outbox.msgId, taskIds))).sort(
        (a, b) => a.id - b.id,
      )
    const state = { down: true }
    let now = Date.now()
    const publish = () => {
      now += 120_000
      return publishOutbox(db.client, flaky('none', state), {
        maxTaskBytes: 1 << 20,
        now: new Date(now),
        log: () => {},
      })
    }
    expect((await publish()).sent).toBe(0)
    const after = await rows()
    expect(after.map((r) => [r.publishedAt, r.tries, r.lastError])).toEqual([
      [null, 0, 'connection reset'],
      [null, 0, 'connection reset'],
      [null, 0, 'connection reset'],
      [null, 0, null],
    ])
    state.down = false
    expect((await publish()).sent).toBeGreaterThanOrEqual(4)
    expect((await rows()).every((r) => r.publishedAt !== null && r.deadAt === null)).toBe(true)
  })
})
