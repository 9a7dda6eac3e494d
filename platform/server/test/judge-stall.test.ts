// A judge worker that cannot be stalled (issue 13, item 3): reports cut to what the bus carries,
// cancels that stop a running task, tasks by reference, and slots given back that do not count as
// failures. On the in-process bus, and on a NATS server of the test's own (small max_payload) when
// NATS_URL is set.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { chmod } from 'node:fs/promises'
import { createServer } from 'node:net'
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
import { A_PLUS_B, cases, MemoryOrigin, problem, task } from '@oj/platform-judge/testing'
import {
  type FinalReport,
  JUDGE_CANCEL_SUBJECT,
  type JudgeReport,
  JudgeStatus,
  type JudgeTask,
  type JudgeTaskRef,
  laneOf,
  RESULTS_LANE,
} from '@oj/sdk/judge'
import type { BusShape } from '@oj/sdk/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { openMemoryBus } from '../src/bus/memory.ts'
import { openNatsBus } from '../src/bus/nats.ts'

const natsUrl = process.env['NATS_URL']
/** The NATS server's max_payload in these tests; the in-process bus is given the same. */
const MAX_PAYLOAD = 16 * 1024
const C = installedLanguages.find((l) => l.name === 'C')
if (!C) throw new Error('the C language plugin is not installed')
const FAMILY = C.family
const LONG_SLEEPER = '#include <unistd.h>\nint main(){usleep(4000000);return 0;}'
const CHATTY = '#include <stdio.h>\nint main(){for(int i=0;i<2000;i++)putchar(\'x\');puts("");return 0;}'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** A nats-server of this test's own with a small max_payload (no other test's workers on its lanes). */
async function privateNats(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const config = join(dir, 'nats.conf')
  writeFileSync(
    config,
    `listen: 127.0.0.1:${port}\nmax_payload: ${MAX_PAYLOAD}\njetstream { store_dir: "${join(dir, 'js')}" }\n`,
  )
  const child: ChildProcess = spawn('nats-server', ['-c', config], { stdio: 'ignore' })
  const url = `nats://127.0.0.1:${port}`
  for (let tries = 0; tries < 100; tries++) {
    const bus = await openNatsBus({ url, name: 'oj-test-probe' }).catch(() => undefined)
    if (bus) {
      await bus.close()
      return { url, stop: () => child.kill('SIGKILL') }
    }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('nats-server did not start')
}

const root = mkdtempSync(join(tmpdir(), 'oj-stall-test-'))
let runners: Runners
beforeAll(async () => {
  await chmod(root, 0o711)
  runners = await openRunners(() => undefined)
})
afterAll(async () => {
  await closeRunners(runners)
  rmSync(root, { recursive: true, force: true })
})

function suite(name: string, openBus: () => Promise<{ bus: BusShape; close: () => Promise<void> }>) {
  describe(name, { timeout: 60_000 }, () => {
    let bus: BusShape
    let closeBus: () => Promise<void>
    const reports: JudgeReport[] = []
    const workers: WorkerHandle[] = []
    let origin: MemoryOrigin
    let serial = 0

    beforeAll(async () => {
      ;({ bus, close: closeBus } = await openBus())
      await bus.consume(RESULTS_LANE, { prefetch: 16 }, async (msg) => {
        reports.push(msg.json<JudgeReport>())
        await msg.ack()
      })
    }, 30_000)
    afterEach(async () => {
      for (const w of workers.splice(0)) await w.close()
    })
    afterAll(async () => closeBus?.())

    const worker = async (options: { capacity?: number; holdMs?: number } = {}) => {
      origin = new MemoryOrigin()
      const workerName = `${name.replace(/\W/g, '')}-${++serial}`
      const handle = await startWorker({
        bus,
        data: await openDiskCache({ dir: join(root, `cache-${workerName}`), maxBytes: 1 << 24, origin }),
        languages: installedLanguages,
        runners,
        name: workerName,
        capacity: options.capacity ?? 1,
        runSlots: options.capacity ?? 1,
        tempRoot: join(root, `work-${workerName}`),
        log: () => undefined,
        ...(options.holdMs ? { holdMs: options.holdMs } : {}),
      })
      workers.push(handle)
      return handle
    }
    const enqueue = (payload: JudgeTask | JudgeTaskRef) =>
      bus.enqueue(laneOf(payload.priority, FAMILY), payload, { id: payload.taskId })
    const of = (taskId: string) => reports.filter((r) => r.taskId === taskId)
    const finals = (taskId: string) => of(taskId).filter((r): r is FinalReport => r.kind === 'final')
    const waitFor = async (what: () => boolean, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs
      while (!what()) {
        if (Date.now() > until) throw new Error('timed out waiting')
        await sleep(25)
      }
    }

    it('cuts a report over the bus limit to fit, with a marker, and sends it once', async () => {
      await worker()
      const rows = Array.from({ length: 25 }, () => ['1 2\n', '3\n'] as const)
      const t = task({ code: CHATTY, language: 'C', cases: cases(rows) })
      await enqueue(t)
      await waitFor(() => finals(t.taskId).length > 0)
      await sleep(1_500)
      const all = finals(t.taskId)
      expect(all).toHaveLength(1)
      expect(all[0]!.status).toBe(JudgeStatus.wrongAnswer)
      expect(all[0]!.cases).toHaveLength(25)
      for (const c of all[0]!.cases) {
        expect(c.userOutput.endsWith('\n... (truncated)')).toBe(true)
        expect(c.userOutput.length).toBeLessThan(1024)
      }
      expect(new TextEncoder().encode(JSON.stringify(all[0])).length).toBeLessThanOrEqual(bus.maxPayload)
      // Judged once: one start.
      expect(of(t.taskId).filter((r) => r.kind === 'progress' && r.status === 6)).toHaveLength(1)
    })

    it('stops a running task when it is cancelled: no report, and its slot judges the next task', async () => {
      await worker({ capacity: 1 })
      const slow = task({
        code: LONG_SLEEPER,
        language: 'C',
        problem: problem({ timeLimitMs: 6000 }),
        cases: cases([['', '']]),
      })
      await enqueue(slow)
      await waitFor(() => of(slow.taskId).some((r) => r.kind === 'progress' && r.status === 7))
      const next = task({ code: A_PLUS_B, language: 'C' })
      await enqueue(next)
      const cancelledAt = Date.now()
      await bus.publish(JUDGE_CANCEL_SUBJECT, { taskIds: [slow.taskId] })
      await waitFor(() => finals(next.taskId).length === 1)
      // The 4 s sleep did not run to its end.
      expect(Date.now() - cancelledAt).toBeLessThan(3_500)
      expect(finals(next.taskId)[0]).toMatchObject({ status: 0 })
      await sleep(4_000)
      expect(finals(slow.taskId)).toEqual([])
    })

    it('drops a cancelled task that was still queued', async () => {
      const t = task({ code: A_PLUS_B, language: 'C' })
      await worker()
      await bus.publish(JUDGE_CANCEL_SUBJECT, { taskIds: [t.taskId] })
      await sleep(500)
      await enqueue(t)
      const other = task({ code: A_PLUS_B, language: 'C' })
      await enqueue(other)
      await waitFor(() => finals(other.taskId).length === 1)
      await sleep(500)
      expect(of(t.taskId)).toEqual([])
    })

    it('judges a task sent by reference; one whose JSON is missing ends as System Error', async () => {
      await worker()
      const t = task({ code: A_PLUS_B, language: 'C' })
      const ref = (hash: string, of: JudgeTask): JudgeTaskRef => ({
        kind: 'ref',
        taskId: of.taskId,
        submitId: of.submitId!,
        attempt: 1,
        priority: of.priority,
        language: of.language,
        hash,
        size: 100,
      })
      await enqueue(ref(origin.put(JSON.stringify(t)), t))
      const lost = task({ code: A_PLUS_B, language: 'C' })
      await enqueue(ref('0'.repeat(64), lost))
      await waitFor(() => finals(t.taskId).length === 1 && finals(lost.taskId).length === 1)
      expect(finals(t.taskId)[0]).toMatchObject({ status: 0, submitId: t.submitId })
      expect(finals(lost.taskId)[0]).toMatchObject({
        status: JudgeStatus.systemError,
        submitId: lost.submitId,
      })
      expect(finals(lost.taskId)[0]!.errorMessage).toMatch(/^The judge could not read the task: /)
    })

    it('says which delivery started judging, past the deliveries given back for want of a slot', async () => {
      await worker({ capacity: 1, holdMs: 150 })
      const slow = task({ code: LONG_SLEEPER, language: 'C', problem: problem({ timeLimitMs: 6000 }) })
      await enqueue(slow)
      await waitFor(() => of(slow.taskId).some((r) => r.kind === 'progress' && r.status === 7))
      // Another lane: the slow task's lane gives nothing more to a worker with no free slot.
      const waiting = task({ code: A_PLUS_B, language: 'C', priority: 'contest' })
      await enqueue(waiting)
      await waitFor(() => finals(waiting.taskId).length === 1, 40_000)
      const start = of(waiting.taskId).find((r) => r.kind === 'progress' && r.status === 6)
      // Given back several times while the slot was taken; the one start it made says its delivery.
      expect(start && 'delivery' in start ? start.delivery : 0).toBeGreaterThan(2)
      expect(of(waiting.taskId).filter((r) => r.kind === 'progress' && r.status === 6)).toHaveLength(1)
      expect(finals(waiting.taskId)[0]).toMatchObject({ status: 0 })
    })
  })
}

suite('over the in-process bus', async () => {
  const bus = openMemoryBus({ maxPayload: MAX_PAYLOAD - 1024 })
  return { bus, close: () => bus.close() }
})

describe.skipIf(!natsUrl)('with NATS', () => {
  suite('over NATS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-stall-nats-'))
    const nats = await privateNats(dir)
    const bus = await openNatsBus({ url: nats.url, name: 'oj-stall-test' })
    return {
      bus,
      close: async () => {
        await bus.close()
        nats.stop()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  })
})
