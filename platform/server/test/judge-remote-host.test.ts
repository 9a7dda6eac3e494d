import { createHash } from 'node:crypto'

import { startRemoteHost } from '@oj/platform-judge'
import { problem, task } from '@oj/platform-judge/testing'
import {
  defineRemoteJudge,
  type FinalReport,
  type JudgeReport,
  JudgeStatus,
  laneOf,
  problemNotFound,
  REMOTE_ACCOUNTS_SUBJECT,
  type RemoteAccountSet,
  RemoteLoginFailed,
  RemoteRefused,
  RESULTS_LANE,
  sealSecret,
  unknownVerdict,
} from '@oj/sdk/judge'
import { fakeJudge, startFakeServer } from '@oj/sdk/judge/kit'
import type { BusShape } from '@oj/sdk/server'
import { afterEach, describe, expect, it } from 'vitest'

import { openMemoryBus } from '../src/bus/memory.ts'

// The remote host alone, on the in-process bus, with a small adapter of its own ('TST') against a
// fake site: one submission per account at a time, retries of a site that asks to slow down, a
// refusal and a missing key ending Submitted Failed.

const KEY_TEXT = 'the key of this test'
const key = createHash('sha256').update(KEY_TEXT).digest()

async function fakeSite() {
  const judge = fakeJudge({ accounts: { alice: 'pw-a', bob: 'pw-b' }, queuedLooks: 1, runningLooks: 1 })
  let active = 0
  let most = 0
  const busy = new Map<string, number>()
  let tries = 0
  const server = await startFakeServer({
    'POST /login': (req) => {
      const body = req.json<{ user: string; pass: string }>()
      const token = judge.login(body.user, body.pass)
      return token ? { body: { token } } : { status: 403, body: { error: 'bad password' } }
    },
    'POST /submit': (req) => {
      tries++
      const user = judge.userOf(req.headers['x-token'] as string)
      if (!user) return { status: 401, body: {} }
      if (judge.takeRateLimit()) return { status: 429, headers: { 'retry-after': '0' }, body: {} }
      const body = req.json<{ problem: string; code: string }>()
      const run = judge.submit({ problemId: body.problem, language: 'c', code: body.code, username: user })
      if ('refused' in run) return { body: { refused: run.refused } }
      busy.set(user, (busy.get(user) ?? 0) + 1)
      most = Math.max(most, busy.get(user) ?? 0)
      active++
      return { body: { id: run.id } }
    },
    'GET /run/:id': (req) => {
      const seen = judge.look(Number(req.params.id))
      if (!seen) return { status: 404, body: {} }
      if (seen.state === 'done' && seen.run.looks === 3) {
        active--
        busy.set(seen.run.username, (busy.get(seen.run.username) ?? 1) - 1)
      }
      return { body: { state: seen.state, outcome: seen.run.outcome } }
    },
  })
  return {
    judge,
    server,
    stats: () => ({ active, mostPerAccount: most, tries }),
  }
}

const VERDICTS: Record<string, 0 | -1> = {
  accepted: JudgeStatus.accepted,
  wrongAnswer: JudgeStatus.wrongAnswer,
}
const tst = defineRemoteJudge<{ token: string }>({
  id: 'TST',
  name: 'Test site',
  baseUrl: 'http://127.0.0.1:1/',
  languages: { 'Test C': 'c' },
  limits: { submitIntervalMs: 0, pollIntervalMs: 20 },
  async login(ctx, account) {
    const answer = await ctx.http.post('/login', { json: { user: account.username, pass: account.password } })
    if (answer.status !== 200) throw new RemoteLoginFailed({ message: 'bad password' })
    const { token } = answer.json<{ token: string }>()
    ctx.http.header('x-token', token)
    return { token }
  },
  async submit(ctx, _session, submission) {
    const answer = (
      await ctx.http.post('/submit', { json: { problem: submission.problemId, code: submission.code } })
    ).json<{
      id?: number
      refused?: string
    }>()
    if (answer.refused) throw new RemoteRefused({ message: answer.refused })
    return { remoteId: String(answer.id) }
  },
  async poll(ctx, _session, remoteId) {
    const run = (await ctx.http.get(`/run/${remoteId}`)).json<{ state: string; outcome: string }>()
    if (run.state !== 'done') return { done: false }
    const status = VERDICTS[run.outcome]
    if (status === undefined) throw unknownVerdict(run.outcome)
    return { done: true, status, time: 1, memory: 2 }
  },
  async fetchProblem(_ctx, id) {
    throw problemNotFound(id)
  },
})

describe('the remote host', () => {
  const closing: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close()
  })

  async function setUp(
    accounts: ReadonlyArray<{ id: number; username: string; password: string }>,
    env = {},
  ) {
    const site = await fakeSite()
    closing.push(() => site.server.close())
    const bus: BusShape = openMemoryBus()
    closing.push(() => bus.close())
    const finals: FinalReport[] = []
    await bus.consume(RESULTS_LANE, { prefetch: 16 }, async (msg) => {
      const report = msg.json<JudgeReport>()
      if (report.kind === 'final') finals.push(report)
      await msg.ack()
    })
    const host = await startRemoteHost({
      bus,
      judges: [tst],
      name: 'host-test',
      log: () => {},
      env: { OJ_REMOTE_JUDGE_TST: site.server.baseUrl, OJ_REMOTE_JUDGE_KEY: KEY_TEXT, ...env },
      timing: { backoffBaseMs: 20, keepAliveMs: 1_000 },
      accountsWaitMs: 2_000,
    })
    closing.push(() => host?.close() ?? Promise.resolve())
    const set: RemoteAccountSet = {
      version: Date.now(),
      accounts: accounts.map((a) => ({
        id: a.id,
        oj: 'TST',
        username: a.username,
        secret: sealSecret(key, a.password),
      })),
    }
    await bus.publish(REMOTE_ACCOUNTS_SUBJECT, set)
    const send = async (n: number) => {
      const withId = task({
        code: `code ${n}`,
        language: 'Test C',
        problem: problem({ problemId: 'TST-7', isRemote: true }),
        cases: [],
        taskId: `s${n}-1-remote`,
        submitId: n,
      })
      await bus.enqueue(laneOf('normal', 'remote-tst'), withId, { id: withId.taskId })
      return withId.taskId
    }
    const finalOf = async (taskId: string, withinMs = 10_000) => {
      const until = Date.now() + withinMs
      while (Date.now() < until) {
        const found = finals.find((f) => f.taskId === taskId)
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return undefined
    }
    return { site, host, send, finalOf }
  }

  it('sends one submission per account at a time, and every task gets its verdict', async () => {
    const { site, send, finalOf, host } = await setUp([{ id: 1, username: 'alice', password: 'pw-a' }])
    expect(host?.info().lanes).toContain('judge-normal-remote-tst')
    expect(host?.info().languages).toEqual([
      expect.objectContaining({ name: 'Test C', family: 'remote-tst' }),
    ])
    site.judge.judgeNextAs('wrongAnswer')
    const ids = await Promise.all([1, 2, 3].map(send))
    const finals = await Promise.all(ids.map((id) => finalOf(id)))
    expect(finals.map((f) => f?.status).sort()).toEqual([-1, 0, 0])
    expect(site.stats().mostPerAccount).toBe(1)
    expect(site.judge.runs.map((r) => r.username)).toEqual(['alice', 'alice', 'alice'])
  })

  it('uses every account, and skips one whose login the site refuses', async () => {
    const { site, send, finalOf } = await setUp([
      { id: 1, username: 'alice', password: 'wrong' },
      { id: 2, username: 'bob', password: 'pw-b' },
    ])
    const final = await finalOf(await send(1))
    expect(final?.status).toBe(0)
    expect(site.judge.runs.map((r) => r.username)).toEqual(['bob'])
  })

  it('tries again after a "too often" answer', async () => {
    const { site, send, finalOf } = await setUp([{ id: 1, username: 'alice', password: 'pw-a' }])
    site.judge.rateLimitNext()
    expect((await finalOf(await send(1)))?.status).toBe(0)
    expect(site.stats().tries).toBe(2)
  })

  it('ends a refused submission Submitted Failed with the site’s reason', async () => {
    const { site, send, finalOf } = await setUp([{ id: 1, username: 'alice', password: 'pw-a' }])
    site.judge.refuseNext('Problem is closed')
    expect(await finalOf(await send(1))).toMatchObject({
      status: 10,
      errorMessage: 'Test site refused the submission: Problem is closed',
    })
  })

  it('ends Submitted Failed at once when its key cannot open the passwords', async () => {
    const { send, finalOf } = await setUp([{ id: 1, username: 'alice', password: 'pw-a' }], {
      OJ_REMOTE_JUDGE_KEY: 'another key',
    })
    const started = Date.now()
    expect(await finalOf(await send(1))).toMatchObject({
      status: 10,
      errorMessage: expect.stringContaining('cannot open the remote judge passwords'),
    })
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
