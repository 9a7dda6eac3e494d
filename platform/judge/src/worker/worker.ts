import { rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

import {
  decodeJudgeTask,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_SUBJECT,
  JUDGE_PRIORITIES,
  type JudgeTask,
  judgeText,
  laneOf,
  type LanguageDef,
  type ProgressReport,
  RESULTS_LANE,
  type WorkerInfo,
} from '@oj/sdk/judge'
import type { BusShape, Subscription, TaskMessage } from '@oj/sdk/server'

import type { DataSource } from '../data/data-source.ts'
import { openCheckerCache } from '../judge/checker-cache.ts'
import type { JudgeEnv, Runners } from '../judge/env.ts'
import { judgeTask } from '../judge/judge-task.ts'
import { systemError } from '../judge/report.ts'
import { makePrivateDir } from '../sandbox/work-dir.ts'
import { availableLanguages, describeLanguage } from './languages.ts'
import { PriorityGate } from './priority-gate.ts'

export interface WorkerOptions {
  readonly bus: BusShape
  readonly data: DataSource
  /** Every installed language plugin; those this machine lacks are left out. */
  readonly languages: ReadonlyArray<LanguageDef>
  readonly runners: Runners
  readonly name: string
  /** Tasks judged at once. */
  readonly capacity: number
  /**
   * Programs run at once, the tasks' own runs included (default: the CPUs): a task judges more of
   * its cases at once while slots are free.
   */
  readonly runSlots?: number
  readonly log?: (message: string) => void
  /** Where task folders are made (default: the system's temp folder). */
  readonly tempRoot?: string
  readonly testlibDir?: string | undefined
  /** The lanes' ack wait (default 30 s); a running task says working() three times per wait. */
  readonly ackWaitMs?: number
  readonly heartbeatMs?: number
  /**
   * How long a task may wait here for a slot before it is given back, so that an idle worker
   * elsewhere takes it (default 2 s; it comes back here if none does).
   */
  readonly holdMs?: number
}

export interface WorkerHandle {
  info(): WorkerInfo
  /**
   * Stops taking tasks. Tasks waiting or running are given back to the bus for another worker
   * (`giveBack`, the default), or left to come back after their ack wait as a crash would.
   */
  close(options?: { readonly giveBack?: boolean }): Promise<void>
}

/** A task a worker lacks the language of goes back this many times, then is a System Error. */
const GIVE_UP_DELIVERIES = 10
const NAK_DELAY_MS = 2_000
const DEFAULT_ACK_WAIT_MS = 30_000
const DEFAULT_HOLD_MS = 2_000
/** Judging progress (cases done) at most this often per task; the first and the last always. */
const PROGRESS_EVERY_MS = 300

interface Running {
  readonly msg: TaskMessage
  readonly abort: AbortController
  readonly keepAlive: NodeJS.Timeout
}

/**
 * A judge worker: consumes the lanes of the language families this machine has, judges each task
 * in a slot of its own (contest before normal before test run before rejudge), publishes progress
 * and the final report to the results lane, and acks a task only once its final report is
 * enqueued, so a task of a worker that dies is judged again elsewhere (report ids make the repeat
 * harmless).
 */
export async function startWorker(options: WorkerOptions): Promise<WorkerHandle> {
  const { bus, name, capacity } = options
  const log = options.log ?? ((message: string) => console.error(`[judge ${name}] ${message}`))
  const ackWaitMs = options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS
  // Task folders go in a private folder of this worker's own, made now (never a fixed name in a
  // shared /tmp that another user of the machine could have made first), removed when it closes.
  const tempRoot = makePrivateDir(options.tempRoot ?? tmpdir(), 'oj-judge-')
  const available = await availableLanguages(options.languages, options.runners, log)
  const byName = new Map(available.map((l) => [l.def.name, l.def]))
  const families = [...new Set(available.map((l) => l.def.family))]
  const lanes = JUDGE_PRIORITIES.flatMap((priority) =>
    families.map((family) => ({ priority, lane: laneOf(priority, family) })),
  )
  if (lanes.length === 0) log('no language is available here: this worker takes no task')
  const gate = new PriorityGate(capacity, options.runSlots ?? availableParallelism())
  const env: JudgeEnv = {
    languages: byName,
    runners: options.runners,
    data: options.data,
    tempRoot,
    judger: name,
    testlibDir: options.testlibDir,
    checkers: openCheckerCache(join(tempRoot, 'checkers')),
    slots: { borrow: () => gate.borrow() },
  }
  const running = new Set<Running>()
  const startedAt = new Date().toISOString()
  let closed = false

  const info = (): WorkerInfo => ({
    name,
    lanes: lanes.map((l) => l.lane),
    languages: available.map(describeLanguage),
    capacity,
    load: gate.busy,
    cpus: availableParallelism(),
    startedAt,
    sentAt: new Date().toISOString(),
    runtimes: [options.runners.native, options.runners.wasi].flatMap((r) => (r ? [r.description] : [])),
  })

  const report = (task: JudgeTask, abort: AbortSignal) => {
    let lastSent = 0
    return async (status: 6 | 7, done: number, total: number) => {
      if (abort.aborted) return
      // Each report is a write on the server: cases done a moment apart are said once.
      const now = performance.now()
      if (status === 7 && done > 0 && done < total && now - lastSent < PROGRESS_EVERY_MS) return
      lastSent = now
      const progress: ProgressReport = {
        kind: 'progress',
        taskId: task.taskId,
        ...(task.submitId !== undefined ? { submitId: task.submitId } : {}),
        ...(task.testKey !== undefined ? { testKey: task.testKey } : {}),
        attempt: task.attempt,
        status,
        done,
        total,
        judger: name,
      }
      // Progress is a courtesy: losing one must not fail the task.
      await bus
        .enqueue(RESULTS_LANE, progress, { id: `${task.taskId}-p${status}-${done}` })
        .catch((error: unknown) => log(`progress of ${task.taskId} not sent: ${String(error)}`))
    }
  }

  const handle = async (rank: number, msg: TaskMessage) => {
    if (closed) return msg.nak()
    let payload: unknown
    try {
      payload = msg.json()
    } catch {
      payload = undefined
    }
    // The bus is shared: what is not a task is dropped with a log line, never judged or retried.
    const decoded = decodeJudgeTask(payload)
    if ('error' in decoded) {
      log(`dropped a message that is not a judge task on ${msg.subject}: ${decoded.error}`)
      return msg.ack()
    }
    const task = decoded.task
    if (!byName.has(task.language)) {
      if (msg.deliveryCount < GIVE_UP_DELIVERIES) return msg.nak(NAK_DELAY_MS)
      const failed = systemError(task, name, judgeText('judge.system.noJudge', { language: task.language }))
      await bus.enqueue(RESULTS_LANE, failed, { id: `${task.taskId}-final` })
      return msg.ack()
    }
    const abort = new AbortController()
    const entry: Running = {
      msg,
      abort,
      // Also while waiting for a slot: the task is held here and must not be redelivered.
      keepAlive: setInterval(() => void msg.working().catch(() => undefined), Math.max(100, ackWaitMs / 3)),
    }
    running.add(entry)
    let release: (() => void) | undefined
    try {
      const hold = AbortSignal.timeout(options.holdMs ?? DEFAULT_HOLD_MS)
      try {
        release = await gate.acquire(rank, hold)
      } catch {
        // Held too long: back to the bus for a free worker. Closed: close() settles it.
        if (!closed && hold.aborted) await msg.nak()
        return
      }
      if (abort.signal.aborted) return
      const final = await judgeTask({ ...env, signal: abort.signal }, task, report(task, abort.signal))
      if (abort.signal.aborted) return
      await bus.enqueue(RESULTS_LANE, final, { id: `${task.taskId}-final` })
      await msg.ack()
    } finally {
      clearInterval(entry.keepAlive)
      running.delete(entry)
      release?.()
    }
  }

  const subscriptions: Subscription[] = []
  try {
    for (const { priority, lane } of lanes) {
      const rank = JUDGE_PRIORITIES.indexOf(priority)
      subscriptions.push(
        await bus.consume(lane, { prefetch: capacity, ackWaitMs }, (msg) => handle(rank, msg)),
      )
    }
  } catch (error) {
    for (const s of subscriptions) await s.close()
    await rm(tempRoot, { recursive: true, force: true })
    throw error
  }

  const beat = () =>
    void bus.publish(HEARTBEAT_SUBJECT, info()).catch((e: unknown) => log(`heartbeat failed: ${String(e)}`))
  beat()
  const heartbeat = setInterval(beat, options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS)
  heartbeat.unref()

  return {
    info,
    close: async ({ giveBack = true } = {}) => {
      if (closed) return
      closed = true
      clearInterval(heartbeat)
      for (const s of subscriptions) await s.close().catch(() => undefined)
      gate.close()
      for (const entry of [...running]) {
        clearInterval(entry.keepAlive)
        entry.abort.abort()
        if (giveBack) await entry.msg.nak().catch(() => undefined)
      }
      await rm(tempRoot, { recursive: true, force: true })
    },
  }
}
