import type { AnyRemoteJudge, RemoteContext, RemoteProblem } from './define.ts'
import { asRemoteError, type RemoteJudgeError } from './errors.ts'
import { remoteHttp, type RemoteJar } from './http.ts'

/**
 * Where a remote judge is reached: `OJ_REMOTE_JUDGE_<ID>` when the operator set one (a mirror, a
 * proxy, a test's fake site), else the adapter's own address.
 */
export function remoteBaseUrl(
  judge: Pick<AnyRemoteJudge, 'id' | 'baseUrl'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const set = env[`OJ_REMOTE_JUDGE_${judge.id.toUpperCase()}`]?.trim()
  return set || judge.baseUrl
}

/** Per-request time limit (`OJ_REMOTE_TIMEOUT_MS`, default 10 s). */
export function remoteTimeoutMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const set = Number(env.OJ_REMOTE_TIMEOUT_MS)
  return Number.isFinite(set) && set > 0 ? set : 10_000
}

export interface RemoteContextOptions {
  readonly baseUrl: string
  readonly timeoutMs?: number
  readonly signal?: AbortSignal
  /** An account's cookies and headers, to share between its tasks' contexts. */
  readonly jar?: RemoteJar
}

/** A context for calls to the site: fresh cookies, or the jar's. */
export function openRemoteContext(options: RemoteContextOptions): RemoteContext {
  const signal = options.signal ?? new AbortController().signal
  return {
    baseUrl: options.baseUrl,
    signal,
    http: remoteHttp({
      baseUrl: options.baseUrl,
      signal,
      ...(options.jar ? { jar: options.jar } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    }),
  }
}

/** Reads a problem from the site; its failure as a value (the typed error), never a throw. */
export async function fetchRemoteProblem(
  judge: AnyRemoteJudge,
  problemId: string,
  options: RemoteContextOptions,
): Promise<{ readonly problem: RemoteProblem } | { readonly error: RemoteJudgeError }> {
  try {
    return { problem: await judge.fetchProblem(openRemoteContext(options), problemId) }
  } catch (error) {
    return { error: asRemoteError(error) }
  }
}
