import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { chmod } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import {
  closeRunners,
  installedLanguages,
  openDiskCache,
  openRunners,
  type Runners,
  startWorker,
  type WorkerHandle,
} from '@oj/platform-judge'
import { A_PLUS_B, MemoryOrigin, task } from '@oj/platform-judge/testing'
import {
  type FinalReport,
  HEARTBEAT_SUBJECT,
  type JudgeReport,
  type JudgeTask,
  laneOf,
  RESULTS_LANE,
  type WorkerInfo,
} from '@oj/sdk/judge'
import type { BusShape } from '@oj/sdk/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { openMemoryBus } from '../src/bus/memory.ts'

const C = installedLanguages.find((l) => l.name === 'C')
if (!C) throw new Error('the C language plugin is not installed')
const SLEEPER = '#include <stdio.h>\n#include <unistd.h>\nint main(){usleep(1200000);puts("3");}'

let runners: Runners
const root = mkdtempSync(join(tmpdir(), 'oj-worker-test-'))
beforeAll(async () => {
  await chmod(root, 0o711)
  runners = await openRunners(() => undefined)
})
afterAll(async () => {
  await closeRunners(runners)
  rmSync(root, { recursive: true, force: true })
})

/** A bus with a results consumer and a heartbeat follower, as the server has. */
async function harness() {
  const bus = openMemoryBus()
  const reports: JudgeReport[] = []
  const beats: WorkerInfo[] = []
  await bus.consume(RESULTS_LANE, { prefetch: 16 }, async (msg) => {
    reports.push(msg.json<JudgeReport>())
    await msg.ack()
  })
  await bus.subscribe(HEARTBEAT_SUBJECT, 'test-heartbeats', async (msg) => {
    beats.push(msg.json<WorkerInfo>())
    await msg.ack()
  })
  const finals = () => reports.filter((r): r is FinalReport => r.kind === 'final')
  const waitFor = async (what: () => boolean, timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs
    while (!what()) {
      if (Date.now() > until) throw new Error('timed out waiting')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  return { bus, reports, beats, finals, waitFor }
}

const workers: WorkerHandle[] = []
const buses: BusShape[] = []
afterEach(async () => {
  for (const w of workers.splice(0)) await w.close()
  for (const b of buses.splice(0)) await b.close()
})

async function worker(
  bus: BusShape,
  name: string,
  options: { capacity?: number; ackWaitMs?: number; holdMs?: number } = {},
) {
  const data = await openDiskCache({
    dir: join(root, `cache-${name}`),
    maxBytes: 1 << 24,
    origin: new MemoryOrigin(),
  })
  const handle = await startWorker({
    bus,
    data,
    languages: installedLanguages,
    runners,
    name,
    capacity: options.capacity ?? 1,
    tempRoot: join(root, `work-${name}`),
    log: () => undefined,
    ...(options.ackWaitMs ? { ackWaitMs: options.ackWaitMs } : {}),
    ...(options.holdMs ? { holdMs: options.holdMs } : {}),
  })
  workers.push(handle)
  return handle
}

const enqueue = (bus: BusShape, t: JudgeTask) =>
  bus.enqueue(laneOf(t.priority, C.family), t, { id: t.taskId })

describe('the judge worker over the in-process bus', { timeout: 20_000 }, () => {
  it('judges in a private folder of its own, made at start and removed when it closes', async () => {
    const h = await harness()
    buses.push(h.bus)
    const w = await worker(h.bus, 'private')
    const parent = join(root, 'work-private')
    const made = readdirSync(parent)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatch(/^oj-judge-\w{6}$/)
    const stat = statSync(join(parent, made[0] ?? ''))
    const isRoot = process.geteuid?.() === 0
    expect(stat.mode & 0o777).toBe(isRoot ? 0o710 : 0o700)
    if (isRoot) expect(stat.gid).toBe(65534)
    await w.close()
    expect(readdirSync(parent)).toEqual([])
  })

  it('judges a task, reporting Compiling, Judging 0/N and the final report (no N/N before it), and says who it is', async () => {
    const h = await harness()
    buses.push(h.bus)
    const w = await worker(h.bus, 'w1')
    const t = task({ code: A_PLUS_B, language: 'C' })
    await enqueue(h.bus, t)
    await h.waitFor(() => h.finals().length === 1)
    expect(h.finals()[0]).toMatchObject({
      taskId: t.taskId,
      submitId: t.submitId,
      attempt: 1,
      status: 0,
      judger: 'w1',
    })
    const progress = h.reports
      .filter((r) => r.kind === 'progress')
      .map((r) => `${r.status}:${r.done}/${r.total}`)
    expect(progress).toEqual(['6:0/0', '7:0/1'])
    await h.waitFor(() => h.beats.length > 0)
    expect(h.beats[0]).toMatchObject({ name: 'w1', capacity: 1, load: expect.any(Number) })
    expect(h.beats[0]?.lanes).toEqual(
      expect.arrayContaining([laneOf('contest', 'native'), laneOf('rejudge', 'native')]),
    )
    expect(h.beats[0]?.languages.map((l) => l.name)).toContain('C')
    expect(h.beats[0]?.languages.map((l) => l.name)).not.toContain('Python2')
    expect(w.info().runtimes.length).toBeGreaterThan(0)
  })

  it('gives a free slot to contest, then normal, then test, then rejudge tasks', async () => {
    const h = await harness()
    buses.push(h.bus)
    await worker(h.bus, 'w2', { capacity: 1 })
    const busy = task({ code: SLEEPER, language: 'C' })
    await enqueue(h.bus, busy)
    await h.waitFor(() =>
      h.reports.some((r) => r.taskId === busy.taskId && r.kind === 'progress' && r.status === 7),
    )
    const queued = (['rejudge', 'test', 'normal', 'contest'] as const).map((priority) =>
      task({ code: A_PLUS_B, language: 'C', priority, taskId: `prio-${priority}-${Date.now()}` }),
    )
    for (const t of queued) await enqueue(h.bus, t)
    await h.waitFor(() => h.finals().length === 5)
    const order = h.finals().map((f) => queued.find((q) => q.taskId === f.taskId)?.priority ?? 'busy')
    expect(order).toEqual(['busy', 'contest', 'normal', 'test', 'rejudge'])
  })

  it('loses nothing when a worker dies mid-task: another one judges it, one final report in all', async () => {
    const h = await harness()
    buses.push(h.bus)
    const first = await worker(h.bus, 'dies', { ackWaitMs: 1_500 })
    const t = task({ code: SLEEPER, language: 'C' })
    await enqueue(h.bus, t)
    await h.waitFor(() =>
      h.reports.some((r) => r.kind === 'progress' && r.status === 7 && r.judger === 'dies'),
    )
    // Closed without acking and without giving the task back, as a crash leaves it.
    await first.close({ giveBack: false })
    await worker(h.bus, 'finishes', { ackWaitMs: 1_500 })
    await h.waitFor(() => h.finals().length === 1)
    // Long enough for the dead worker's judging to end: it must not report.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(h.finals()).toHaveLength(1)
    expect(h.finals()[0]).toMatchObject({ taskId: t.taskId, attempt: 1, status: 0, judger: 'finishes' })
  }, 30_000)

  it('gives a task it holds without a free slot to an idle worker', async () => {
    const h = await harness()
    buses.push(h.bus)
    await worker(h.bus, 'busy', { capacity: 1, holdMs: 300 })
    const slow = task({ code: SLEEPER, language: 'C' })
    await enqueue(h.bus, slow)
    await h.waitFor(() =>
      h.reports.some((r) => r.taskId === slow.taskId && r.kind === 'progress' && r.status === 7),
    )
    const urgent = task({ code: A_PLUS_B, language: 'C', priority: 'contest' })
    await enqueue(h.bus, urgent)
    await worker(h.bus, 'idle', { capacity: 1 })
    await h.waitFor(() => h.finals().length === 2)
    expect(h.finals().map((f) => [f.taskId, f.judger])).toEqual([
      [urgent.taskId, 'idle'],
      [slow.taskId, 'busy'],
    ])
  })

  it('hands a task of a language it lacks back to the bus', async () => {
    const h = await harness()
    buses.push(h.bus)
    await worker(h.bus, 'w3')
    const t = task({ code: 'print(1)', language: 'Python2' })
    await enqueue(h.bus, t)
    const other = task({ code: A_PLUS_B, language: 'C' })
    await enqueue(h.bus, other)
    await h.waitFor(() => h.finals().length === 1)
    expect(h.finals()[0]?.taskId).toBe(other.taskId)
  })
})
