import {
  defineRemoteJudge,
  IN_PROGRESS_STATUSES,
  isFinalStatus,
  JudgeStatus,
  type JudgeStatusCode,
  problemNotFound,
  type RemoteContext,
  RemoteDown,
  RemoteLoginFailed,
  RemoteRateLimited,
  RemoteRefused,
  RemoteSessionExpired,
  unknownVerdict,
} from '@oj/sdk/judge'

// Another HOJ (Hcode Online Judge) site, through its JSON API under /api: the login answers a token
// in the Authorization header; verdicts are HOJ's own status codes, which are ours.

interface Reply<T> {
  readonly status: number
  readonly msg: string
  readonly data: T
}

/** A HOJ reply's data; its failures as the typed errors (401: logged out, 429 or "频繁": too often). */
async function call<T>(
  ctx: RemoteContext,
  method: 'get' | 'post',
  path: string,
  request: { query?: Record<string, string | number>; json?: unknown },
): Promise<Reply<T>> {
  const response = await ctx.http[method](`/api/${path}`, request)
  const reply = response.json<Reply<T>>()
  const status = typeof reply?.status === 'number' ? reply.status : response.status
  if (status === 401 || response.status === 401)
    throw new RemoteSessionExpired({ message: `HOJ: ${reply?.msg ?? 'log in again'}` })
  if (status === 429 || /频繁|too fast|too often/i.test(reply?.msg ?? ''))
    throw new RemoteRateLimited({ message: `HOJ: ${reply.msg}` })
  return reply
}

const KNOWN: ReadonlySet<number> = new Set(Object.values(JudgeStatus))
const EXAMPLE = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g

export default defineRemoteJudge<{ readonly user: string }>({
  id: 'HOJ',
  name: 'HOJ',
  baseUrl: 'https://hoj.hcode.top/',
  languages: {
    C: 'C',
    'C++': 'C++',
    'C++ With O2': 'C++ With O2',
    Java: 'Java',
    Python3: 'Python3',
    Golang: 'Golang',
  },
  limits: { submitIntervalMs: 8_000, pollIntervalMs: 2_000 },
  async login(ctx, account) {
    const response = await ctx.http.post('/api/login', {
      json: { username: account.username, password: account.password },
    })
    const reply = response.json<Reply<unknown>>()
    const token = response.headers.get('authorization')
    if (reply.status !== 200 || !token)
      throw new RemoteLoginFailed({ message: `HOJ: ${reply.msg || 'login refused'}` })
    ctx.http.header('authorization', token)
    return { user: account.username }
  },
  async submit(ctx, _session, submission) {
    const body = {
      pid: submission.problemId,
      language: submission.language,
      code: submission.code,
      cid: 0,
      isRemote: false,
    }
    const reply = await call<{ submitId?: number }>(ctx, 'post', 'submit-problem-judge', { json: body })
    if (reply.status !== 200 || !reply.data?.submitId)
      throw new RemoteRefused({ message: `HOJ: ${reply.msg}` })
    return { remoteId: String(reply.data.submitId) }
  },
  async poll(ctx, _session, remoteId) {
    const reply = await call<{
      submission?: {
        status: number
        time: number | null
        memory: number | null
        score: number | null
        errorMessage: string | null
      }
    }>(ctx, 'get', 'get-submission-detail', { query: { submitId: remoteId } })
    const run = reply.data?.submission
    if (reply.status !== 200 || !run)
      throw new RemoteDown({ message: `HOJ: ${reply.msg || `no submission ${remoteId}`}` })
    if (
      (IN_PROGRESS_STATUSES as ReadonlyArray<number>).includes(run.status) ||
      run.status === JudgeStatus.submittedUnknown
    )
      return { done: false }
    if (run.status === JudgeStatus.submittedFailed)
      throw new RemoteRefused({ message: `HOJ: ${run.errorMessage ?? 'Submitted Failed'}` })
    if (!KNOWN.has(run.status) || !isFinalStatus(run.status)) throw unknownVerdict(String(run.status))
    return {
      done: true,
      status: run.status as JudgeStatusCode,
      time: run.time ?? 0,
      memory: run.memory ?? 0,
      ...(run.score !== null && run.status === JudgeStatus.partialAccepted ? { score: run.score } : {}),
      ...(run.errorMessage ? { message: run.errorMessage } : {}),
    }
  },
  async fetchProblem(ctx, problemId) {
    const reply = await call<{
      problem?: Record<string, string | number | null>
      tags?: ReadonlyArray<{ name: string }>
    }>(ctx, 'get', 'get-problem-detail', { query: { problemId } })
    const p = reply.data?.problem
    if (reply.status !== 200 || !p) {
      if (reply.status === 404 || reply.status === 400 || reply.status === 403)
        throw problemNotFound(problemId)
      throw new RemoteDown({ message: `HOJ: ${reply.msg}` })
    }
    const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '')
    return {
      title: text('title'),
      timeLimitMs: Number(p.timeLimit ?? 1000),
      memoryLimitMb: Number(p.memoryLimit ?? 256),
      description: text('description'),
      input: text('input'),
      output: text('output'),
      samples: [...text('examples').matchAll(EXAMPLE)].map((m) => ({
        input: m[1] ?? '',
        output: m[2] ?? '',
      })),
      hint: text('hint'),
      source: text('source'),
      tags: (reply.data?.tags ?? []).map((t) => t.name),
      url: new URL(`problem/${encodeURIComponent(problemId)}`, ctx.baseUrl).toString(),
    }
  },
})
