import {
  defineRemoteJudge,
  type HtmlNode,
  JudgeStatus,
  type JudgeStatusCode,
  orDown,
  problemNotFound,
  type RemoteContext,
  RemoteDown,
  RemoteLoginFailed,
  RemoteRateLimited,
  RemoteRefused,
  RemoteSessionExpired,
  unknownVerdict,
} from '@oj/sdk/judge'

// Codeforces and its Gym share one platform: the login form, the submit form (csrf_token, then
// programTypeId and the source), the public API's user.status for runs and verdicts, and
// /data/submitSource for a compile error's log. Only the problem's and the submit form's
// addresses differ.

const VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  OK: JudgeStatus.accepted,
  WRONG_ANSWER: JudgeStatus.wrongAnswer,
  CHALLENGED: JudgeStatus.wrongAnswer,
  PRESENTATION_ERROR: JudgeStatus.presentationError,
  COMPILATION_ERROR: JudgeStatus.compileError,
  TIME_LIMIT_EXCEEDED: JudgeStatus.timeLimitExceeded,
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.timeLimitExceeded,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.memoryLimitExceeded,
  RUNTIME_ERROR: JudgeStatus.runtimeError,
  SECURITY_VIOLATED: JudgeStatus.runtimeError,
  PARTIAL: JudgeStatus.partialAccepted,
  FAILED: JudgeStatus.systemError,
  CRASHED: JudgeStatus.systemError,
  INPUT_PREPARATION_CRASHED: JudgeStatus.systemError,
}

export const CODEFORCES_LANGUAGES = {
  'GNU G++17 7.3.0': '54',
  'GNU G++20 13.2 (64 bit, winlibs)': '89',
  'GNU GCC C11 5.1.0': '43',
  'Java 21 64bit': '87',
  'Python 3.8': '31',
  'PyPy 3.10 (7.3.15, 64bit)': '70',
  'Go 1.22.2': '32',
  'Rust 1.75.0 (2021)': '75',
  'C# 10, .NET SDK 6.0': '79',
} as const

interface Run {
  readonly id: number
  readonly contestId?: number
  readonly problem: { readonly index: string }
  readonly verdict?: string
  readonly passedTestCount?: number
  readonly timeConsumedMillis?: number
  readonly memoryConsumedBytes?: number
}

const csrfOf = (page: HtmlNode) =>
  page.find('meta[name="X-Csrf-Token"]')?.attr('content') ??
  page.find('input[name="csrf_token"]')?.attr('value')
const loggedIn = (text: string) => /href="\/[^"]*logout"/.test(text)
const needCsrf = (page: HtmlNode, site: string) =>
  orDown(csrfOf(page), `${site} sent a page without its csrf token`)
/** Codeforces writes TeX between $$$ (inline) and $$$$$$ (display); the problem page reads $ and $$. */
const tex = (md: string) =>
  md
    .replace(/\${6}([\s\S]+?)\${6}/g, (_, m: string) => `$$${m}$$`)
    .replace(/\${3}(.+?)\${3}/g, (_, m: string) => `$${m}$`)

export function codeforcesPlatform(site: {
  readonly id: string
  readonly name: string
  readonly gym: boolean
}) {
  const parts = (problemId: string) => {
    const match = /^(\d+)([A-Za-z][A-Za-z0-9]*)$/.exec(problemId)
    if (!match?.[1] || !match[2]) throw problemNotFound(problemId)
    return { contest: match[1], index: match[2].toUpperCase() }
  }
  const problemPath = (p: { contest: string; index: string }) =>
    site.gym ? `/gym/${p.contest}/problem/${p.index}` : `/problemset/problem/${p.contest}/${p.index}`
  const submitPath = (p: { contest: string }) =>
    site.gym ? `/gym/${p.contest}/submit` : '/problemset/submit'

  const runs = async (ctx: RemoteContext, handle: string): Promise<ReadonlyArray<Run>> => {
    const answer = (await ctx.http.get('/api/user.status', { query: { handle, from: 1, count: 20 } })).json<{
      status: string
      comment?: string
      result?: ReadonlyArray<Run>
    }>()
    if (answer.status === 'OK' && answer.result) return answer.result
    if (/limit/i.test(answer.comment ?? ''))
      throw new RemoteRateLimited({ message: `${site.name}: ${answer.comment}` })
    throw new RemoteDown({ message: `${site.name} API: ${answer.comment ?? answer.status}` })
  }
  const compileLog = async (ctx: RemoteContext, remoteId: string) => {
    const csrf = needCsrf((await ctx.http.get('/')).html(), site.name)
    const log = (
      await ctx.http.post('/data/submitSource', { form: { submissionId: remoteId, csrf_token: csrf } })
    ).json<Record<string, string>>()
    return log['checkerStdoutAndStderr#1'] ?? ''
  }

  return defineRemoteJudge<{ readonly handle: string }>({
    id: site.id,
    name: site.name,
    baseUrl: 'https://codeforces.com/',
    languages: CODEFORCES_LANGUAGES,
    limits: { submitIntervalMs: 10_000, pollIntervalMs: 3_000 },
    async login(ctx, account) {
      const csrf = needCsrf((await ctx.http.get('/enter')).html(), site.name)
      const form = {
        csrf_token: csrf,
        action: 'enter',
        handleOrEmail: account.username,
        password: account.password,
        remember: 'on',
      }
      const page = await ctx.http.post('/enter', { form })
      if (!loggedIn(page.text)) {
        const said = page.html().find('.error')?.cleanText
        throw new RemoteLoginFailed({ message: said || `${site.name} did not accept ${account.username}` })
      }
      return { handle: /href="\/profile\/([^"]+)"/.exec(page.text)?.[1] ?? account.username }
    },
    async submit(ctx, session, submission) {
      const p = parts(submission.problemId)
      const form = await ctx.http.get(submitPath(p))
      if (!loggedIn(form.text))
        throw new RemoteSessionExpired({ message: `${site.name} asks to log in again` })
      const csrf = needCsrf(form.html(), site.name)
      const before = Math.max(0, ...(await runs(ctx, session.handle)).map((r) => r.id))
      const problem: Record<string, string> = site.gym
        ? { submittedProblemIndex: p.index }
        : { submittedProblemCode: `${p.contest}${p.index}` }
      const fields = {
        csrf_token: csrf,
        action: 'submitSolutionFormSubmitted',
        ...problem,
        programTypeId: submission.language,
        source: submission.code,
        tabSize: '4',
        sourceFile: '',
      }
      const sent = await ctx.http.post(submitPath(p), { query: { csrf_token: csrf }, form: fields })
      const error = sent.html().find('span.error')?.cleanText
      if (error)
        throw /too often|wait/i.test(error)
          ? new RemoteRateLimited({ message: error })
          : new RemoteRefused({ message: error })
      if (!loggedIn(sent.text))
        throw new RemoteSessionExpired({ message: `${site.name} asks to log in again` })
      const run = (await runs(ctx, session.handle)).find((r) => r.id > before && r.problem.index === p.index)
      if (!run) throw new RemoteDown({ message: `${site.name} took the code but lists no new run` })
      return { remoteId: String(run.id) }
    },
    async poll(ctx, session, remoteId) {
      const run = (await runs(ctx, session.handle)).find((r) => String(r.id) === remoteId)
      if (!run) throw new RemoteDown({ message: `${site.name} lists no run ${remoteId}` })
      if (!run.verdict || run.verdict === 'TESTING') return { done: false, passed: run.passedTestCount ?? 0 }
      if (run.verdict === 'SKIPPED' || run.verdict === 'REJECTED')
        throw new RemoteRefused({ message: `${site.name} marked the run ${run.verdict}` })
      const status = VERDICTS[run.verdict]
      if (status === undefined) throw unknownVerdict(run.verdict)
      const message = status === JudgeStatus.compileError ? await compileLog(ctx, remoteId) : ''
      const memory = Math.round((run.memoryConsumedBytes ?? 0) / 1024)
      return {
        done: true,
        status,
        time: run.timeConsumedMillis ?? 0,
        memory,
        ...(message ? { message } : {}),
      }
    },
    async fetchProblem(ctx, problemId) {
      const p = parts(problemId)
      const page = await ctx.http.get(problemPath(p))
      const doc = page.html()
      const statement = doc.find('.problem-statement')
      if (!statement) throw problemNotFound(problemId)
      const md = (node: HtmlNode | undefined, title = '') =>
        tex(node?.markdown(page.url) ?? '').replace(new RegExp(`^${title}\\s*`), '')
      const header = statement.find('.header')
      const seconds = Number(/([\d.]+)\s*seconds?/.exec(header?.find('.time-limit')?.text ?? '')?.[1] ?? 0)
      const megabytes = Number(/(\d+)\s*megabytes?/.exec(header?.find('.memory-limit')?.text ?? '')?.[1] ?? 0)
      const inputs = statement.findAll('.sample-test .input pre')
      const outputs = statement.findAll('.sample-test .output pre')
      return {
        title: (header?.find('.title')?.cleanText ?? '').replace(/^[A-Z][A-Z0-9]*\.\s*/, ''),
        timeLimitMs: Math.round(seconds * 1000),
        memoryLimitMb: megabytes,
        description: md(statement.children[1]),
        input: md(statement.find('.input-specification'), 'Input'),
        output: md(statement.find('.output-specification'), 'Output'),
        samples: inputs.map((input, i) => ({ input: input.lines, output: outputs[i]?.lines ?? '' })),
        hint: md(statement.find('.note'), 'Note'),
        source: doc.find('#sidebar .rtable a')?.cleanText ?? `${site.name} ${p.contest}`,
        tags: doc
          .findAll('.tag-box')
          .map((t) => t.cleanText)
          .filter((t) => t && !t.startsWith('*')),
        url: page.url,
      }
    },
  })
}
