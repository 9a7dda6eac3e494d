import {
  type AnyRemoteJudge,
  contentTypeOf,
  decodeRemoteAccountSet,
  decodeTaskMessage,
  type FinalReport,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_SUBJECT,
  JUDGE_CANCEL_SUBJECT,
  JUDGE_PRIORITIES,
  type JudgeCancel,
  JudgeStatus,
  judgeText,
  laneOf,
  openSecret,
  type ProgressReport,
  REMOTE_ACCOUNTS_SUBJECT,
  REMOTE_ACCOUNTS_WANTED_SUBJECT,
  REMOTE_KEY_ENV,
  remoteBaseUrl,
  remoteFamily,
  remoteKeyFrom,
  remoteTimeoutMs,
  RESULTS_LANE,
  type WorkerInfo,
  type WorkerLanguage,
} from '@oj/sdk/judge'
import type { BusShape, Subscription, TaskMessage } from '@oj/sdk/server'

import { finalReport, type TaskTarget } from '../judge/report.ts'
import { AccountPool } from './account-pool.ts'
import { DEFAULT_TIMING, judgeRemoteTask, type RemoteTiming } from './remote-task.ts'

export interface RemoteHostOptions {
  readonly bus: BusShape
  /** The installed adapters. */
  readonly judges: ReadonlyArray<AnyRemoteJudge>
  /** The worker's name; the host beats as `<name>-remote`. */
  readonly name: string
  readonly log?: (message: string) => void
  /** Where the sites' addresses (OJ_REMOTE_JUDGE_<ID>), the password key and the time limit come from. */
  readonly env?: Readonly<Record<string, string | undefined>>
  readonly timing?: Partial<RemoteTiming>
  readonly ackWaitMs?: number
  readonly heartbeatMs?: number
  /** How long a task waits for a free account before it goes back to the lane (default 20 s). */
  readonly holdMs?: number
  /** How long a task waits for the first account set after the host starts (default 5 s). */
  readonly accountsWaitMs?: number
  /** Tasks taken from each lane at once (default 4). */
  readonly prefetch?: number
}

export interface RemoteHostHandle {
  info(): WorkerInfo
  close(options?: { readonly giveBack?: boolean }): Promise<void>
}

interface Site {
  readonly judge: AnyRemoteJudge
  readonly baseUrl: string
  readonly pool: AccountPool
  /** Accounts of the last set whose password this host could not open. */
  unopened: number
}

interface Running {
  readonly taskId: string
  readonly msg: TaskMessage
  readonly abort: AbortController
  cancelled: boolean
}

const ASK_AGAIN_MS = 5 * 60_000

/**
 * Timing the operator sets (a test, a site that allows more): OJ_REMOTE_POLL_MS,
 * OJ_REMOTE_SUBMIT_INTERVAL_MS, OJ_REMOTE_BACKOFF_MS (the first wait after a failure).
 */
function timingFrom(env: Readonly<Record<string, string | undefined>>): Partial<RemoteTiming> {
  const ms = (name: string) => {
    const value = Number(env[name])
    return env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined
  }
  const poll = ms('OJ_REMOTE_POLL_MS')
  const interval = ms('OJ_REMOTE_SUBMIT_INTERVAL_MS')
  const backoff = ms('OJ_REMOTE_BACKOFF_MS')
  return {
    ...(poll !== undefined ? { pollIntervalMs: poll } : {}),
    ...(interval !== undefined ? { submitIntervalMs: interval } : {}),
    ...(backoff !== undefined ? { backoffBaseMs: backoff } : {}),
  }
}
const CANCEL_MEMORY_MS = 3_600_000

/**
 * The remote host: beside the local judge, it serves the lanes `judge-<priority>-remote-<id>` of
 * every installed adapter with the same consume, ack and report loop (a task is acked once its
 * final report is on the results lane; a crash gives it to another host), so a slow site never
 * holds local judging. Each site has its pool of accounts (from the server's account set, opened
 * with OJ_REMOTE_JUDGE_KEY), one submission per account at a time.
 */
export async function startRemoteHost(options: RemoteHostOptions): Promise<RemoteHostHandle | undefined> {
  const { bus, judges } = options
  if (judges.length === 0) return undefined
  const env = options.env ?? process.env
  const name = `${options.name}-remote`
  const log = options.log ?? ((message: string) => console.error(`[remote ${name}] ${message}`))
  const timing: RemoteTiming = {
    ...DEFAULT_TIMING,
    timeoutMs: remoteTimeoutMs(env),
    ...timingFrom(env),
    ...options.timing,
  }
  const ackWaitMs = options.ackWaitMs ?? 30_000
  const key = remoteKeyFrom(env)
  // Without the key no account opens here: the lanes are left to a host that has it (and with none,
  // no live judge offers the remote languages, so a submission is refused at once, not failed later).
  if (!key) {
    log(`${REMOTE_KEY_ENV} is not set: no remote judging here`)
    return undefined
  }
  const sites = new Map<string, Site>(
    judges.map((judge) => [
      judge.id.toUpperCase(),
      { judge, baseUrl: remoteBaseUrl(judge, env), pool: new AccountPool(), unopened: 0 },
    ]),
  )
  const running = new Set<Running>()
  const cancelled = new Map<string, number>()
  let version = -1
  let closed = false
  let accountsKnown: () => void = () => undefined
  const firstSet = new Promise<void>((resolve) => (accountsKnown = resolve))
  const startedAt = new Date().toISOString()

  const onAccounts = async (msg: TaskMessage) => {
    let payload: unknown
    try {
      payload = msg.json()
    } catch {
      payload = undefined
    }
    const decoded = decodeRemoteAccountSet(payload)
    if ('error' in decoded) log(`dropped an account set that is not one: ${decoded.error}`)
    else if (decoded.set.version >= version) {
      version = decoded.set.version
      for (const [id, site] of sites) {
        const mine = decoded.set.accounts.filter((a) => a.oj.toUpperCase() === id)
        const opened = mine.flatMap((a) => {
          const password = openSecret(key, a.secret)
          return password === undefined ? [] : [{ id: a.id, username: a.username, password }]
        })
        site.unopened = mine.length - opened.length
        if (site.unopened > 0)
          log(`${site.judge.name}: ${site.unopened} account(s) whose password this host cannot open`)
        site.pool.set(opened)
      }
      accountsKnown()
    }
    await msg.ack()
  }

  const progressOf = (task: TaskTarget, delivery: number) => {
    let seq = 0
    return async (status: 6 | 7, done: number) => {
      const report: ProgressReport = {
        kind: 'progress',
        taskId: task.taskId,
        ...(task.submitId !== undefined ? { submitId: task.submitId } : {}),
        ...(task.testKey !== undefined ? { testKey: task.testKey } : {}),
        attempt: task.attempt,
        status,
        done,
        total: 0,
        judger: name,
        ...(status === 6 ? { delivery } : {}),
      }
      await bus
        .enqueue(RESULTS_LANE, report, { id: `${task.taskId}-d${delivery}-r${seq++}` })
        .catch((error: unknown) => log(`progress of ${task.taskId} not sent: ${String(error)}`))
    }
  }

  const handle = async (site: Site, rank: number, msg: TaskMessage) => {
    if (closed) return msg.nak()
    let payload: unknown
    try {
      payload = msg.json()
    } catch {
      payload = undefined
    }
    const decoded = decodeTaskMessage(payload)
    if ('error' in decoded) {
      log(`dropped a message that is not a judge task on ${msg.subject}: ${decoded.error}`)
      return msg.ack()
    }
    const target: TaskTarget = 'task' in decoded ? decoded.task : decoded.ref
    const expired = Date.now()
    for (const [id, until] of cancelled) if (until <= expired) cancelled.delete(id)
    if (cancelled.has(target.taskId)) return msg.ack()
    const finish = async (final: FinalReport) => {
      await bus.enqueue(RESULTS_LANE, final, { id: `${target.taskId}-final` })
      await msg.ack()
    }
    const siteName = site.judge.name
    const failed = (id: Parameters<typeof judgeText>[0]) =>
      finish(
        finalReport(target, name, {
          status: JudgeStatus.submittedFailed,
          errorMessage: judgeText(id, { site: siteName }),
        }),
      )
    if (!('task' in decoded) || decoded.task.kind !== 'submission') {
      const detail = 'a remote judge takes submissions sent whole'
      return finish(
        finalReport(target, name, {
          status: JudgeStatus.systemError,
          errorMessage: judgeText('judge.system.taskUnreadable', { detail }),
        }),
      )
    }
    const task = decoded.task
    const entry: Running = { taskId: task.taskId, msg, abort: new AbortController(), cancelled: false }
    const keepAlive = setInterval(
      () => void msg.working().catch(() => undefined),
      Math.max(100, ackWaitMs / 3),
    )
    running.add(entry)
    const progress = progressOf(task, msg.deliveryCount)
    try {
      await Promise.race([
        firstSet,
        new Promise((resolve) => setTimeout(resolve, options.accountsWaitMs ?? 5_000)),
      ])
      for (;;) {
        if (site.pool.size === 0)
          return await failed(site.unopened > 0 ? 'judge.remote.noKey' : 'judge.remote.noAccount')
        if (site.pool.usable === 0) return await failed('judge.remote.loginFailed')
        const hold = AbortSignal.timeout(options.holdMs ?? 20_000)
        let lease
        try {
          lease = await site.pool.acquire(AbortSignal.any([hold, entry.abort.signal]), rank)
        } catch {
          if (entry.cancelled) await msg.ack()
          else if (!closed) await msg.nak(1_000)
          return
        }
        let outcome
        try {
          outcome = await judgeRemoteTask(
            {
              judge: site.judge,
              baseUrl: site.baseUrl,
              judger: name,
              timing,
              signal: entry.abort.signal,
              progress,
              log,
            },
            task,
            lease,
          )
        } finally {
          lease.release()
        }
        if (entry.abort.signal.aborted) {
          if (entry.cancelled) await msg.ack()
          return
        }
        if (outcome !== 'retired') return await finish(outcome)
      }
    } finally {
      clearInterval(keepAlive)
      running.delete(entry)
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
    for (const id of ids) {
      if (typeof id !== 'string') continue
      cancelled.set(id, Date.now() + CANCEL_MEMORY_MS)
      for (const entry of running) {
        if (entry.taskId !== id || entry.cancelled) continue
        entry.cancelled = true
        entry.abort.abort()
      }
    }
    await msg.ack()
  }

  const lanes = [...sites.values()].flatMap((site) =>
    JUDGE_PRIORITIES.map((priority, rank) => ({
      site,
      rank,
      lane: laneOf(priority, remoteFamily(site.judge.id)),
    })),
  )
  const languages: WorkerLanguage[] = [...sites.values()].flatMap(({ judge }) =>
    Object.keys(judge.languages).map((language) => ({
      name: language,
      description: `${judge.name}: ${language}`,
      family: remoteFamily(judge.id),
      version: judge.name,
      contentType: contentTypeOf(language),
      template: '',
      spj: false,
    })),
  )
  const info = (): WorkerInfo => {
    const all = [...sites.values()]
    return {
      name,
      lanes: lanes.map((l) => l.lane),
      languages,
      capacity: all.reduce((n, s) => n + s.pool.usable, 0),
      load: all.reduce((n, s) => n + s.pool.busy, 0),
      cpus: 0,
      startedAt,
      sentAt: new Date().toISOString(),
      runtimes: all.map(
        (s) => `remote ${s.judge.id} (${s.pool.usable} account${s.pool.usable === 1 ? '' : 's'})`,
      ),
    }
  }

  const durable = (what: string) => `judge-${what}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 200)
  const subscriptions: Subscription[] = []
  try {
    subscriptions.push(await bus.subscribe(JUDGE_CANCEL_SUBJECT, durable('cancel'), onCancel))
    subscriptions.push(await bus.subscribe(REMOTE_ACCOUNTS_SUBJECT, durable('accounts'), onAccounts))
    for (const { site, rank, lane } of lanes) {
      subscriptions.push(
        await bus.consume(lane, { prefetch: options.prefetch ?? 4, ackWaitMs, maxDeliver: 2_000 }, (msg) =>
          handle(site, rank, msg),
        ),
      )
    }
  } catch (error) {
    for (const s of subscriptions) await s.close()
    throw error
  }
  const ask = () =>
    void bus
      .publish(REMOTE_ACCOUNTS_WANTED_SUBJECT, { worker: name, sentAt: new Date().toISOString() })
      .catch((error: unknown) => log(`asking for the accounts failed: ${String(error)}`))
  ask()
  const asking = setInterval(ask, ASK_AGAIN_MS)
  asking.unref()
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
      clearInterval(asking)
      for (const s of subscriptions) await s.close().catch(() => undefined)
      for (const entry of [...running]) {
        entry.abort.abort()
        if (giveBack) await entry.msg.nak().catch(() => undefined)
      }
    },
  }
}
