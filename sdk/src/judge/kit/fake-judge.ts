import { randomBytes } from 'node:crypto'

import type { RemoteVerdictKind } from '../remote/verdicts.ts'

/**
 * The bookkeeping every fake site needs, so that a fake is only its pages: accounts and sessions,
 * the runs it took, the verdict the kit asked the next run to get, a refusal or a rate limit to
 * answer once, and a run that stays queued, then running, for a few looks before its verdict.
 */

/** What the next run is judged as: a kind of verdict, or a verdict text no adapter knows. */
export type FakeOutcome = RemoteVerdictKind | { readonly unknown: string }

export interface FakeRun {
  readonly id: number
  readonly problemId: string
  readonly language: string
  readonly code: string
  readonly username: string
  readonly outcome: FakeOutcome
  /** The compiler's message, for a compile error. */
  readonly compileMessage: string
  /** Points, for a partial verdict. */
  readonly score: number
  readonly time: number
  readonly memory: number
  /** Looks so far (status page views, API calls naming it). */
  looks: number
}

export type FakeRunState = 'queued' | 'running' | 'done'

export interface FakeJudgeOptions {
  /** Accounts the site knows: username → password. */
  readonly accounts: Readonly<Record<string, string>>
  /** Looks a run stays queued, then running, before its verdict (default 1 and 1). */
  readonly queuedLooks?: number
  readonly runningLooks?: number
  /** The first run id (sites number them from far on). */
  readonly firstId?: number
}

export interface FakeJudge {
  readonly runs: ReadonlyArray<FakeRun>
  /** A session token for good credentials, or undefined. */
  login(username: string, password: string): string | undefined
  /** Who a session token belongs to, while it is valid. */
  userOf(token: string | undefined): string | undefined
  /** Ends every session (the kit checks an adapter notices it is logged out). */
  expireSessions(): void
  /** Takes a run, or says why not (a refusal the kit asked for). */
  submit(run: {
    readonly problemId: string
    readonly language: string
    readonly code: string
    readonly username: string
  }): FakeRun | { readonly refused: string }
  /** A run by id and where it is, counting the look; undefined for an unknown id. */
  look(id: number): { readonly run: FakeRun; readonly state: FakeRunState } | undefined
  /** Where a run is without counting a look (lists that show many runs). */
  peek(run: FakeRun): FakeRunState
  judgeNextAs(
    outcome: FakeOutcome,
    options?: { readonly compileMessage?: string; readonly score?: number },
  ): void
  /** The next submission is refused with this reason (the site's words). */
  refuseNext(reason: string): void
  /** Whether this call should answer "too often" (once per rateLimitNext): the fake asks where its site would. */
  takeRateLimit(): boolean
  rateLimitNext(): void
}

export function fakeJudge(options: FakeJudgeOptions): FakeJudge {
  const runs: FakeRun[] = []
  const sessions = new Map<string, string>()
  const queued = options.queuedLooks ?? 1
  const running = options.runningLooks ?? 1
  let nextId = options.firstId ?? 1001
  let next: { outcome: FakeOutcome; compileMessage: string; score: number } | undefined
  let refusal: string | undefined
  let limits = 0
  const stateOf = (run: FakeRun): FakeRunState =>
    run.looks <= queued ? 'queued' : run.looks <= queued + running ? 'running' : 'done'

  return {
    runs,
    login(username, password) {
      if (options.accounts[username] !== password) return undefined
      const token = randomBytes(12).toString('hex')
      sessions.set(token, username)
      return token
    },
    userOf: (token) => (token ? sessions.get(token) : undefined),
    expireSessions: () => sessions.clear(),
    submit(input) {
      if (refusal !== undefined) {
        const refused = refusal
        refusal = undefined
        return { refused }
      }
      const chosen = next ?? { outcome: 'accepted' as const, compileMessage: '', score: 100 }
      next = undefined
      const run: FakeRun = {
        id: nextId++,
        ...input,
        outcome: chosen.outcome,
        compileMessage: chosen.compileMessage,
        score: chosen.score,
        time: chosen.outcome === 'compileError' ? 0 : 15,
        memory: chosen.outcome === 'compileError' ? 0 : 1024,
        looks: 0,
      }
      runs.push(run)
      return run
    },
    look(id) {
      const run = runs.find((r) => r.id === id)
      if (!run) return undefined
      run.looks++
      return { run, state: stateOf(run) }
    },
    peek: stateOf,
    judgeNextAs(outcome, more = {}) {
      next = {
        outcome,
        compileMessage: more.compileMessage ?? "main.cpp:1:1: error: 'x' does not name a type",
        score: more.score ?? 40,
      }
    },
    refuseNext: (reason) => void (refusal = reason),
    takeRateLimit() {
      if (limits <= 0) return false
      limits--
      return true
    },
    rateLimitNext: () => void limits++,
  }
}
