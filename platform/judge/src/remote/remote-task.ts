import {
  type AnyRemoteJudge,
  asRemoteError,
  type FinalReport,
  isFinalStatus,
  JudgeStatus,
  type JudgeStatusCode,
  type JudgeTask,
  judgeText,
  openRemoteContext,
  type RemoteContext,
  type RemoteJudgeError,
  type RemoteSubmission,
  splitRemoteId,
} from '@oj/sdk/judge'

import { finalReport } from '../judge/report.ts'
import type { Lease } from './account-pool.ts'

/** How patient the host is with a site; the adapter's own limits, unless these say otherwise. */
export interface RemoteTiming {
  /** Per request (default 10 s). */
  readonly timeoutMs: number
  /** Tries to send a submission while the site is down or asks to slow down (default 3). */
  readonly submitAttempts: number
  /** First wait after a failed try, doubled each time up to `backoffCapMs` (default 1 s, 30 s). */
  readonly backoffBaseMs: number
  readonly backoffCapMs: number
  /** A Judging report at least this often while the site judges, so the server's sweeper sees life. */
  readonly keepAliveMs: number
  readonly submitIntervalMs?: number
  readonly pollIntervalMs?: number
  readonly verdictWithinMs?: number
}

export const DEFAULT_TIMING: RemoteTiming = {
  timeoutMs: 10_000,
  submitAttempts: 3,
  backoffBaseMs: 1_000,
  backoffCapMs: 30_000,
  keepAliveMs: 60_000,
}

export interface RemoteTaskEnv {
  readonly judge: AnyRemoteJudge
  readonly baseUrl: string
  readonly judger: string
  readonly timing: RemoteTiming
  readonly signal: AbortSignal
  /** Compiling (6, the start) and Judging (7) reports; `done` cases the site says passed. */
  readonly progress: (status: 6 | 7, done: number) => Promise<void>
  readonly log: (message: string) => void
}

/** The task's outcome: its final report, or 'retired' when the account's login was refused (try another). */
export type RemoteOutcome = FinalReport | 'retired'

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

/** One line of the site's words, short enough for the record. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'no reason given'

/** The wait before try `attempt` (0-based) after `error`: the site's Retry-After, else doubling with jitter. */
function backoff(timing: RemoteTiming, attempt: number, error: RemoteJudgeError): number {
  const asked = error._tag === 'RemoteRateLimited' ? error.retryAfterMs : undefined
  const doubled = timing.backoffBaseMs * 2 ** attempt
  return Math.min(timing.backoffCapMs, asked ?? doubled * (0.75 + Math.random() * 0.5))
}

/**
 * Judges one task on the remote site with the leased account: logs in when the account has no
 * session, sends the code (again after a backoff while the site is down or asks to slow down, and
 * after logging in again when the session ended), then polls until the verdict. A refusal ends as
 * Submitted Failed with the site's reason; so does a site that stays down while sending. A verdict
 * the adapter does not know, or none in time, ends as System Error.
 */
export async function judgeRemoteTask(
  env: RemoteTaskEnv,
  task: JudgeTask,
  lease: Lease,
): Promise<RemoteOutcome> {
  const { judge, timing, signal } = env
  const site = judge.name
  const end = (
    status: JudgeStatusCode,
    errorMessage: string,
    more: { readonly time?: number; readonly memory?: number; readonly score?: number | null } = {},
  ) => finalReport(task, env.judger, { status, errorMessage, ...more })
  const failed = (id: Parameters<typeof judgeText>[0], values: Record<string, string | number> = {}) =>
    end(JudgeStatus.submittedFailed, judgeText(id, { site, ...values }))

  const remote = splitRemoteId(task.problem.problemId)
  if (!remote || remote.source !== judge.id.toUpperCase())
    return failed('judge.remote.problem', { problem: task.problem.problemId })
  const language = judge.languages[task.language]
  if (language === undefined) return failed('judge.remote.language', { language: task.language })
  const submission: RemoteSubmission = {
    problemId: remote.id,
    language,
    languageName: task.language,
    code: task.code,
  }
  const { slot } = lease
  const ctx: RemoteContext = openRemoteContext({
    baseUrl: env.baseUrl,
    timeoutMs: timing.timeoutMs,
    signal,
    jar: slot.jar,
  })

  /** Logs the account in (retrying a site that is down); false when the site refused the account. */
  const login = async (): Promise<true | RemoteJudgeError> => {
    let last: RemoteJudgeError | undefined
    for (let attempt = 0; attempt < timing.submitAttempts && !signal.aborted; attempt++) {
      try {
        slot.jar.cookies.clear()
        slot.session = await judge.login(ctx, slot.account)
        slot.loggedIn = true
        return true
      } catch (error) {
        last = asRemoteError(error)
        if (last._tag === 'RemoteLoginFailed') {
          env.log(
            `${site}: the login of ${slot.account.username} was refused (${last.message}): account set aside`,
          )
          lease.retire(last.message)
          return last
        }
        if (last._tag !== 'RemoteDown' && last._tag !== 'RemoteRateLimited') return last
        await sleep(backoff(timing, attempt, last), signal)
      }
    }
    return last ?? asRemoteError(new Error('stopped'))
  }
  const unreachable = (error: RemoteJudgeError) =>
    error._tag === 'RemoteRateLimited'
      ? failed('judge.remote.rateLimited', { reason: oneLine(error.message) })
      : failed('judge.remote.down', { reason: oneLine(error.message) })

  await env.progress(6, 0)
  if (!slot.loggedIn) {
    const logged = await login()
    if (logged !== true) return logged._tag === 'RemoteLoginFailed' ? 'retired' : unreachable(logged)
  }

  // Send the code.
  let remoteId: string | undefined
  let last: RemoteJudgeError | undefined
  const interval = timing.submitIntervalMs ?? judge.limits?.submitIntervalMs ?? 5_000
  for (let attempt = 0; attempt < timing.submitAttempts && remoteId === undefined; attempt++) {
    if (signal.aborted) return end(JudgeStatus.systemError, 'stopped')
    await sleep(Math.max(0, slot.lastSubmitAt + interval - Date.now()), signal)
    slot.lastSubmitAt = Date.now()
    try {
      remoteId = (await judge.submit(ctx, slot.session, submission)).remoteId
    } catch (error) {
      last = asRemoteError(error)
      if (last._tag === 'RemoteRefused')
        return failed('judge.remote.refused', { reason: oneLine(last.message) })
      if (last._tag === 'RemoteNotFound')
        return failed('judge.remote.problem', { problem: task.problem.problemId })
      if (last._tag === 'RemoteSessionExpired' || last._tag === 'RemoteLoginFailed') {
        slot.loggedIn = false
        const logged = await login()
        if (logged !== true) return logged._tag === 'RemoteLoginFailed' ? 'retired' : unreachable(logged)
        continue
      }
      if (last._tag === 'RemoteUnknownVerdict') return end(JudgeStatus.systemError, last.message)
      await sleep(backoff(timing, attempt, last), signal)
    }
  }
  if (remoteId === undefined) return unreachable(last ?? asRemoteError(new Error('no try')))
  env.log(`${site}: task ${task.taskId} is run ${remoteId} of ${slot.account.username}`)

  // Wait for the verdict.
  await env.progress(7, 0)
  const pollEvery = timing.pollIntervalMs ?? judge.limits?.pollIntervalMs ?? 2_000
  const within = timing.verdictWithinMs ?? judge.limits?.verdictWithinMs ?? 15 * 60_000
  const deadline = Date.now() + within
  let lastReport = Date.now()
  let passed = 0
  for (let failures = 0; Date.now() < deadline;) {
    await sleep(failures > 0 ? backoff(timing, failures - 1, last as RemoteJudgeError) : pollEvery, signal)
    if (signal.aborted) return end(JudgeStatus.systemError, 'stopped')
    try {
      const verdict = await judge.poll(ctx, slot.session, remoteId, submission)
      failures = 0
      if (!verdict.done) {
        const now = Date.now()
        if ((verdict.passed ?? 0) > passed || now - lastReport >= timing.keepAliveMs) {
          passed = Math.max(passed, verdict.passed ?? 0)
          lastReport = now
          await env.progress(7, passed)
        }
        continue
      }
      if (!isFinalStatus(verdict.status) || verdict.status === JudgeStatus.submittedFailed)
        return end(
          JudgeStatus.systemError,
          judgeText('judge.remote.unknownVerdict', { site, verdict: String(verdict.status) }),
        )
      const score =
        task.problem.type === 1
          ? (verdict.score ?? (verdict.status === JudgeStatus.accepted ? 100 : 0))
          : null
      return end(verdict.status, verdict.message ?? '', { time: verdict.time, memory: verdict.memory, score })
    } catch (error) {
      last = asRemoteError(error)
      if (last._tag === 'RemoteUnknownVerdict')
        return end(
          JudgeStatus.systemError,
          judgeText('judge.remote.unknownVerdict', { site, verdict: oneLine(last.verdict) }),
        )
      if (last._tag === 'RemoteRefused')
        return failed('judge.remote.refused', { reason: oneLine(last.message) })
      if (last._tag === 'RemoteSessionExpired' || last._tag === 'RemoteLoginFailed') {
        slot.loggedIn = false
        const logged = await login()
        if (logged === true) continue
        if (logged._tag === 'RemoteLoginFailed') return failed('judge.remote.loginFailed')
        last = logged
      }
      failures++
      env.log(`${site}: poll of run ${remoteId} failed (${last.message}); trying again`)
      // keep the server's sweeper from taking the quiet for a dead worker
      if (Date.now() - lastReport >= timing.keepAliveMs) {
        lastReport = Date.now()
        await env.progress(7, passed)
      }
    }
  }
  return end(
    JudgeStatus.systemError,
    judgeText('judge.remote.noVerdict', { site, minutes: Math.round(within / 60_000) }),
  )
}
