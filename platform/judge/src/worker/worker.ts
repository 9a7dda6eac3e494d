import { rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

import {
  decodeJudgeTask,
  decodeTaskMessage,
  type FinalReport,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_SUBJECT,
  JUDGE_CANCEL_SUBJECT,
  JUDGE_PRIORITIES,
  type JudgeCancel,
  JudgeStatus,
  type JudgeTask,
  type JudgeTaskRef,
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
import { systemError, type TaskTarget } from '../judge/report.ts'
import { capReport } from '../judge/report-cap.ts'
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
/**
 * Judging progress (cases done) at most this often per task: the first always, the last never (the
 * final report, sent as soon as the last case is done, says it).
 */
const PROGRESS_EVERY_MS = 300
/**
 * Deliveries after which the bus drops a task: a backstop only. Giving a task back for want of a
 * free slot is a delivery too, so this is far above what a backlog causes; the bound that counts is
 * the server's, on the times a task started judging (the delivery each Compiling report carries).
 */
const LANE_MAX_DELIVER = 2_000
/** How long a cancelled task id is remembered (a copy still queued is dropped when it comes). */
const CANCEL_MEMORY_MS = 3_600_000

interface Running {
  readonly taskId: string
  readonly msg: TaskMessage
  readonly abort: AbortController
  readonly keepAlive: NodeJS.Timeout
  cancelled: boolean
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
    slots: { borrow: () => gate.borrow(), park: () => gate.park() },
  }
  const running = new Set<Running>()
  const cancelled = new Map<string, number>()
  const isCancelled = (taskId: string) => {
    const now = Date.now()
    for (const [id, until] of cancelled) if (until <= now) cancelled.delete(id)
    return cancelled.has(taskId)
  }
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

  const report = (task: JudgeTask, abort: AbortSignal, delivery: number) => {
    let lastSent = 0
    return async (status: 6 | 7, done: number, total: number) => {
      if (abort.aborted) return
      // Each report is a write on the server: cases done a moment apart are said once.
      const now = performance.now()
      if (status === 7 && done > 0 && (done >= total || now - lastSent < PROGRESS_EVERY_MS)) return
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
        // Compiling starts a judging: the server counts the starts of a task.
        ...(status === 6 ? { delivery } : {}),
      }
      // Progress is a courtesy: losing one must not fail the task.
      await bus
        .enqueue(RESULTS_LANE, progress, { id: `${task.taskId}-d${delivery}-p${status}-${done}` })
        .catch((error: unknown) => log(`progress of ${task.taskId} not sent: ${String(error)}`))
    }
  }

  /** Sends a final report, cut to what the bus carries; answers once the bus has it. */
  const sendFinal = async (target: TaskTarget, final: FinalReport) => {
    await bus.enqueue(RESULTS_LANE, capReport(target, final, bus.maxPayload), {
      id: `${target.taskId}-final`,
    })
  }

  /** The task a reference names, from the file store; or the System Error that says why not. */
  const fetchTask = async (ref: JudgeTaskRef): Promise<JudgeTask | FinalReport> => {
    let payload: unknown
    try {
      payload = JSON.parse(new TextDecoder().decode(await options.data.get(ref.hash)))
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      return systemError(ref, name, judgeText('judge.system.taskUnreadable', { detail }))
    }
    const decoded = decodeJudgeTask(payload)
    if ('error' in decoded || decoded.task.taskId !== ref.taskId) {
      const detail = 'error' in decoded ? decoded.error : `it is task ${decoded.task.taskId}`
      return systemError(ref, name, judgeText('judge.system.taskUnreadable', { detail }))
    }
    return decoded.task
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
    const decoded = decodeTaskMessage(payload)
    if ('error' in decoded) {
      log(`dropped a message that is not a judge task on ${msg.subject}: ${decoded.error}`)
      return msg.ack()
    }
    const target: TaskTarget & { readonly language: string } = 'task' in decoded ? decoded.task : decoded.ref
    if (isCancelled(target.taskId)) return msg.ack()
    if (!byName.has(target.language)) {
      if (msg.deliveryCount < GIVE_UP_DELIVERIES) return msg.nak(NAK_DELAY_MS)
      const failed = systemError(
        target,
        name,
        judgeText('judge.system.noJudge', { language: target.language }),
      )
      await sendFinal(target, failed)
      return msg.ack()
    }
    const abort = new AbortController()
    const entry: Running = {
      taskId: target.taskId,
      msg,
      abort,
      // Also while waiting for a slot: the task is held here and must not be redelivered.
      keepAlive: setInterval(() => void msg.working().catch(() => undefined), Math.max(100, ackWaitMs / 3)),
      cancelled: false,
    }
    running.add(entry)
    let release: (() => void) | undefined
    try {
      const hold = AbortSignal.timeout(options.holdMs ?? DEFAULT_HOLD_MS)
      try {
        release = await gate.acquire(rank, AbortSignal.any([hold, abort.signal]))
      } catch {
        // Cancelled: dropped. Held too long: back to the bus for a free worker (not a failure: no
        // judging started). Closed: close() settles it.
        if (entry.cancelled) await msg.ack()
        else if (!closed && hold.aborted) await msg.nak()
        return
      }
      if (abort.signal.aborted) {
        if (entry.cancelled) await msg.ack()
        return
      }
      const judge = (task: JudgeTask) =>
        judgeTask({ ...env, signal: abort.signal }, task, report(task, abort.signal, msg.deliveryCount))
      let final: FinalReport
      if ('task' in decoded) final = await judge(decoded.task)
      else {
        const fetched = await fetchTask(decoded.ref)
        final = fetched.kind === 'final' ? fetched : await judge(fetched)
      }
      if (abort.signal.aborted) {
        // Cancelled: the server wants no report. Closed: close() gave the task back.
        if (entry.cancelled) await msg.ack()
        return
      }
      // the judge's own log says why too (a worker on another machine than the server's log)
      if (final.status === JudgeStatus.systemError)
        log(`task ${target.taskId}: System Error: ${final.errorMessage.slice(0, 4000) || '(no message)'}`)
      await sendFinal(target, final)
      await msg.ack()
    } finally {
      clearInterval(entry.keepAlive)
      running.delete(entry)
      release?.()
    }
  }

  const onCancel = async (msg: TaskMessage) => {
    let ids: ReadonlyArray<unknown> = []
    try {
      const body = msg.json<Partial<JudgeCancel>>()
      ids = Array.isArray(body?.taskIds) ? body.taskIds : []
    } catch {
      ids = []
    }
    const until = Date.now() + CANCEL_MEMORY_MS
    for (const id of ids) {
      if (typeof id !== 'string') continue
      cancelled.set(id, until)
      for (const entry of running) {
        if (entry.taskId !== id || entry.cancelled) continue
        entry.cancelled = true
        entry.abort.abort()
        log(`stopped task ${id}: cancelled`)
      }
    }
    await msg.ack()
  }

  const subscriptions: Subscription[] = []
  try {
    // Each worker hears every cancel (a durable of its own), before it takes any task.
    const durable = `judge-cancel-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 200)
    subscriptions.push(await bus.subscribe(JUDGE_CANCEL_SUBJECT, durable, onCancel))
    for (const { priority, lane } of lanes) {
      const rank = JUDGE_PRIORITIES.indexOf(priority)
      subscriptions.push(
        await bus.consume(lane, { prefetch: capacity, ackWaitMs, maxDeliver: LANE_MAX_DELIVER }, (msg) =>
          handle(rank, msg),
        ),
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
      // An aborted task's sandbox may still be writing its files as they go: retry on ENOTEMPTY.
      await rm(tempRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    },
  }
}
