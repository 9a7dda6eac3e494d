import {
  defineRemoteJudge,
  JudgeStatus,
  type JudgeStatusCode,
  problemNotFound,
  type RemoteContext,
  RemoteDown,
  RemoteLoginFailed,
  RemoteRateLimited,
  RemoteRefused,
  RemoteSessionExpired,
  runRows,
  unknownVerdict,
} from '@oj/sdk/judge'

// PKU JudgeOnline (poj.org): login and submit forms (the source sent base64), the status list
// (`top` lists the runs before an id), showcompileinfo for a compile error's log.

const VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  Accepted: JudgeStatus.accepted,
  'Wrong Answer': JudgeStatus.wrongAnswer,
  'Presentation Error': JudgeStatus.presentationError,
  'Compile Error': JudgeStatus.compileError,
  'Time Limit Exceeded': JudgeStatus.timeLimitExceeded,
  'Memory Limit Exceeded': JudgeStatus.memoryLimitExceeded,
  'Output Limit Exceeded': JudgeStatus.runtimeError,
  'Runtime Error': JudgeStatus.runtimeError,
  'System Error': JudgeStatus.systemError,
  'Validator Error': JudgeStatus.systemError,
}
const PENDING = /^(Waiting|Compiling|Running|Queuing)/i

const loggedIn = (text: string) => /href="?logout/i.test(text)

/** The status table: Run ID, User, Problem, Result, Memory, Time, Language, Code Length, Submit Time. */
const statusRows = async (ctx: RemoteContext, query: Record<string, string | number>) =>
  runRows((await ctx.http.get('/status', { query })).html(), 'table.a tr', {
    id: 0,
    problem: 2,
    status: 3,
    memory: 4,
    time: 5,
  })

export default defineRemoteJudge<{ readonly user: string }>({
  id: 'POJ',
  name: 'POJ',
  baseUrl: 'http://poj.org/',
  languages: { 'G++': '0', GCC: '1', Java: '2', Pascal: '3', 'C++': '4', C: '5', Fortran: '6' },
  limits: { submitIntervalMs: 5_000, pollIntervalMs: 2_000 },
  async login(ctx, account) {
    const form = { user_id1: account.username, password1: account.password, B1: 'login', url: '/' }
    const page = await ctx.http.post('/login', { form })
    if (!loggedIn(page.text))
      throw new RemoteLoginFailed({ message: `POJ did not accept ${account.username}` })
    return { user: account.username }
  },
  async submit(ctx, session, submission) {
    const before = Math.max(0, ...(await statusRows(ctx, { user_id: session.user })).map((r) => r.id))
    const form = {
      problem_id: submission.problemId,
      language: submission.language,
      source: Buffer.from(submission.code).toString('base64'),
      submit: 'Submit',
      encoded: '1',
    }
    const sent = await ctx.http.post('/submit', { form })
    // taken: POJ shows the status list; refused: the form's page with POJ's words in blue
    if (!new URL(sent.url).pathname.startsWith('/status')) {
      const said = sent.html().find('font[color="blue"]')?.cleanText ?? 'POJ did not take the code'
      if (/login/i.test(said) || !loggedIn(sent.text))
        throw new RemoteSessionExpired({ message: 'POJ asks to log in again' })
      throw /too (often|frequent)/i.test(said)
        ? new RemoteRateLimited({ message: said })
        : new RemoteRefused({ message: said })
    }
    const run = (await statusRows(ctx, { user_id: session.user, problem_id: submission.problemId })).find(
      (r) => r.id > before,
    )
    if (!run) throw new RemoteDown({ message: 'POJ took the code but lists no new run' })
    return { remoteId: String(run.id) }
  },
  async poll(ctx, session, remoteId) {
    const run = (await statusRows(ctx, { user_id: session.user, top: Number(remoteId) + 1 })).find(
      (r) => String(r.id) === remoteId,
    )
    if (!run) throw new RemoteDown({ message: `POJ lists no run ${remoteId}` })
    if (PENDING.test(run.status)) return { done: false }
    const status = VERDICTS[run.status]
    if (status === undefined) throw unknownVerdict(run.status)
    const message =
      status === JudgeStatus.compileError
        ? ((await ctx.http.get('/showcompileinfo', { query: { solution_id: remoteId } })).html().find('pre')
            ?.text ?? '')
        : ''
    return { done: true, status, time: run.time, memory: run.memory, ...(message ? { message } : {}) }
  },
  async fetchProblem(ctx, problemId) {
    if (!/^\d+$/.test(problemId)) throw problemNotFound(problemId)
    const page = await ctx.http.get('/problem', { query: { id: problemId } })
    const doc = page.html()
    const title = doc.find('.ptt')?.cleanText
    if (!title) throw problemNotFound(problemId)
    const limits = doc.find('.plm')?.cleanText ?? ''
    // Titles (.pst) and texts (.ptx) alternate, except the samples, which are <pre class="sio">
    const texts = doc.findAll('.ptx')
    const titles = doc
      .findAll('.pst')
      .map((t) => t.cleanText)
      .filter((t) => !t.startsWith('Sample'))
    const part = (name: string) => texts[titles.indexOf(name)]
    const md = (name: string) => part(name)?.markdown(page.url) ?? ''
    const [input, output] = doc.findAll('pre.sio').map((pre) => pre.lines)
    return {
      title,
      timeLimitMs: Number(/Time Limit:\s*(\d+)\s*MS/i.exec(limits)?.[1] ?? 1000),
      memoryLimitMb: Math.round(Number(/Memory Limit:\s*(\d+)\s*K/i.exec(limits)?.[1] ?? 65536) / 1024),
      description: md('Description'),
      input: md('Input'),
      output: md('Output'),
      samples: input !== undefined ? [{ input, output: output ?? '' }] : [],
      hint: md('Hint'),
      source: part('Source')?.cleanText ?? '',
      tags: [],
      url: page.url,
    }
  },
})
