import type { JudgeStatusCode } from '../../shared/judge-status.ts'
import type { RemoteHttp } from './http.ts'

/**
 * A remote judge adapter: how one site (Codeforces, HDU, ...) is logged in to, sent code, asked for
 * a verdict, and read a problem from. Four async functions over the SDK's HTTP client; the judge's
 * remote host does the rest (an account pool, one submission per account at a time, rate limits,
 * retries with backoff, the reports). Failures are the typed errors of './errors.ts'.
 */

/** One account on the site, as an administrator entered it. */
export interface RemoteAccount {
  readonly username: string
  readonly password: string
}

/** What every call gets: the site's base URL and an HTTP client with the account's cookies. */
export interface RemoteContext {
  /** e.g. 'https://codeforces.com/' (an operator may point it elsewhere: a mirror, a test's fake). */
  readonly baseUrl: string
  readonly http: RemoteHttp
  /** Aborted when the task is cancelled or the worker closes. */
  readonly signal: AbortSignal
}

/** A submission to send: the site's problem id and language id. */
export interface RemoteSubmission {
  /** The problem's id on the site: '1A' for CF-1A, '1000' for HDU-1000, 'abc001_a' for AC-abc001_a. */
  readonly problemId: string
  /** The site's id of the language (the value of `languages`). */
  readonly language: string
  /** The language's name here (the key of `languages`). */
  readonly languageName: string
  readonly code: string
}

/** What a poll found. */
export type RemoteVerdict =
  /** Still queued or running; `passed` cases so far when the site says (CF: "Running on test 5"). */
  | { readonly done: false; readonly passed?: number }
  | {
      readonly done: true
      /** A final status of spec 1 §3: AC, WA, PE, CE, TLE, MLE, RE, SE or PAC. */
      readonly status: JudgeStatusCode
      /** Largest run time in ms and memory in KB, as the site shows them (0 when it does not). */
      readonly time: number
      readonly memory: number
      /** Scored problems: the points (0-100); otherwise absent. */
      readonly score?: number
      /** The compiler's message for a compile error; the site's words for anything else worth saying. */
      readonly message?: string
    }

/** A problem read from the site, as the bank stores it (statement texts in Markdown). */
export interface RemoteProblem {
  readonly title: string
  readonly timeLimitMs: number
  readonly memoryLimitMb: number
  readonly description: string
  readonly input: string
  readonly output: string
  readonly samples: ReadonlyArray<{ readonly input: string; readonly output: string }>
  readonly hint: string
  /** Where the problem comes from (the contest, the original source), as the site says. */
  readonly source: string
  /** The site's tags (Codeforces' 'math', SPOJ's 'basics'); empty when it has none. */
  readonly tags: ReadonlyArray<string>
  /** The statement's address on the site. */
  readonly url: string
}

export interface RemoteLimits {
  /** Least time between two submissions of one account (default 5 s). */
  readonly submitIntervalMs?: number
  /** Time between polls of one submission (default 2 s). */
  readonly pollIntervalMs?: number
  /** Longest wait for a verdict after the site took the submission (default 15 min). */
  readonly verdictWithinMs?: number
}

export interface RemoteJudgeDef<Session = unknown> {
  /**
   * The source's prefix in problem ids and the lane's name: 'CF' for CF-1A, lanes
   * `judge-<priority>-remote-cf`.
   */
  readonly id: string
  /** The site's name for people, e.g. 'Codeforces'. */
  readonly name: string
  /** The site's address, e.g. 'https://codeforces.com/'. */
  readonly baseUrl: string
  /**
   * The languages offered for its problems: the name shown here → the site's id of it, e.g.
   * `{ 'GNU G++17 7.3.0': '54' }`. The names are what submissions store.
   */
  readonly languages: Readonly<Record<string, string>>
  readonly limits?: RemoteLimits
  /** Logs the account in (cookies stay in `ctx.http`); answers what later calls need of it. */
  readonly login: (ctx: RemoteContext, account: RemoteAccount) => Promise<Session>
  /** Sends the code; answers the site's id of the submission. */
  readonly submit: (
    ctx: RemoteContext,
    session: Session,
    submission: RemoteSubmission,
  ) => Promise<{ readonly remoteId: string }>
  /** Asks the site about a submission it took. */
  readonly poll: (
    ctx: RemoteContext,
    session: Session,
    remoteId: string,
    submission: RemoteSubmission,
  ) => Promise<RemoteVerdict>
  /** Reads a problem (no login). */
  readonly fetchProblem: (ctx: RemoteContext, problemId: string) => Promise<RemoteProblem>
}

/** Declares a remote judge adapter. A plain identity function: the type is the contract. */
export function defineRemoteJudge<Session>(judge: RemoteJudgeDef<Session>): RemoteJudgeDef<Session> {
  return judge
}

/** Any adapter, whatever its session (what the host and the kit take). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRemoteJudge = RemoteJudgeDef<any>

/** The lane family of a remote judge's tasks: 'remote-cf'. */
export const remoteFamily = (id: string): string => `remote-${id.toLowerCase()}`

/**
 * A problem id of the bank split into its source and the site's id: 'CF-1A' → ['CF', '1A'],
 * 'AC-abc001_a' → ['AC', 'abc001_a']; undefined without a source prefix.
 */
export function splitRemoteId(
  problemId: string,
): { readonly source: string; readonly id: string } | undefined {
  const match = /^([A-Za-z]+)-(.+)$/.exec(problemId.trim())
  return match?.[1] && match[2] ? { source: match[1].toUpperCase(), id: match[2] } : undefined
}

/** The editor's mode of a remote language, from its name (the sites name them like this). */
export function contentTypeOf(language: string): string {
  const name = language.toLowerCase()
  if (/c\+\+|g\+\+|cpp|clang\+\+/.test(name)) return 'text/x-c++src'
  if (/\bc#|csharp|mono/.test(name)) return 'text/x-csharp'
  if (/java(?!script)/.test(name)) return 'text/x-java'
  if (/python|pypy/.test(name)) return 'text/x-python'
  if (/javascript|node/.test(name)) return 'text/javascript'
  if (/\bgo\b|golang/.test(name)) return 'text/x-go'
  if (/rust/.test(name)) return 'text/x-rustsrc'
  if (/pascal|fpc|delphi/.test(name)) return 'text/x-pascal'
  if (/kotlin/.test(name)) return 'text/x-kotlin'
  if (/fortran/.test(name)) return 'text/x-fortran'
  if (/\bgcc\b|\bc\b|clang/.test(name)) return 'text/x-csrc'
  return 'text/plain'
}
