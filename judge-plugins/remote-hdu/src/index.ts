import {
  defineRemoteJudge,
  type HtmlNode,
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

// HDU Online Judge (acm.hdu.edu.cn): a PHP site. Login and submit are forms; the status list
// (status.php) shows each run's verdict, time and memory; viewerror.php a compile error's log.

/** Verdict texts by their start (HDU adds the cause: "Runtime Error<br>(ACCESS_VIOLATION)"). */
const VERDICTS: ReadonlyArray<readonly [string, JudgeStatusCode]> = [
  ['Accepted', JudgeStatus.accepted],
  ['Wrong Answer', JudgeStatus.wrongAnswer],
  ['Presentation Error', JudgeStatus.presentationError],
  ['Compilation Error', JudgeStatus.compileError],
  ['Time Limit Exceeded', JudgeStatus.timeLimitExceeded],
  ['Memory Limit Exceeded', JudgeStatus.memoryLimitExceeded],
  ['Output Limit Exceeded', JudgeStatus.runtimeError],
  ['Runtime Error', JudgeStatus.runtimeError],
  ['System Error', JudgeStatus.systemError],
]
const PENDING = /^(Queuing|Compiling|Running|Judging|Pending)/i

const loggedIn = (text: string) => /userloginex\.php\?action=logout/.test(text)

/** The rows of status.php's table: RunID, time, status, problem, time, memory, length, language, author. */
const statusRows = async (ctx: RemoteContext, query: Record<string, string | number>) =>
  runRows((await ctx.http.get('/status.php', { query })).html(), 'table.table_text tr', {
    id: 0,
    status: 2,
    problem: 3,
    time: 4,
    memory: 5,
  })

/** HDU's panels: a title ("Problem Description", "Sample Input", ...) and its content, in order. */
const panels = (page: HtmlNode) => {
  const titles = page.findAll('.panel_title').map((t) => t.cleanText)
  const contents = page.findAll('.panel_content')
  return new Map(titles.map((title, i) => [title, contents[i]]))
}

export default defineRemoteJudge<{ readonly user: string }>({
  id: 'HDU',
  name: 'HDU',
  baseUrl: 'https://acm.hdu.edu.cn/',
  languages: { 'G++': '0', GCC: '1', 'C++': '2', C: '3', Pascal: '4', Java: '5', 'C#': '6' },
  limits: { submitIntervalMs: 5_000, pollIntervalMs: 2_000 },
  async login(ctx, account) {
    const form = { username: account.username, userpass: account.password, login: 'Sign In' }
    const page = await ctx.http.post('/userloginex.php', { query: { action: 'login' }, form })
    if (!loggedIn(page.text)) {
      const said = page.html().find('.login_error, font[color="red"]')?.cleanText
      throw new RemoteLoginFailed({ message: said || `HDU did not accept ${account.username}` })
    }
    return { user: account.username }
  },
  async submit(ctx, session, submission) {
    const before = Math.max(0, ...(await statusRows(ctx, { user: session.user })).map((r) => r.id))
    const form = {
      check: '0',
      problemid: submission.problemId,
      language: submission.language,
      _usercode: Buffer.from(encodeURIComponent(submission.code)).toString('base64'),
    }
    const sent = await ctx.http.post('/submit.php', { query: { action: 'submit' }, form })
    if (/userloginex\.php/.test(sent.url) || !loggedIn(sent.text))
      throw new RemoteSessionExpired({ message: 'HDU asks to log in again' })
    const error = sent.html().find('.error_list, #error')?.cleanText
    if (error)
      throw /too (often|fast)/i.test(error)
        ? new RemoteRateLimited({ message: error })
        : new RemoteRefused({ message: error })
    const run = (await statusRows(ctx, { user: session.user, pid: submission.problemId })).find(
      (r) => r.id > before,
    )
    if (!run) throw new RemoteDown({ message: 'HDU took the code but lists no new run' })
    return { remoteId: String(run.id) }
  },
  async poll(ctx, session, remoteId) {
    const rows = await statusRows(ctx, { first: remoteId, user: session.user })
    const run = rows.find((r) => String(r.id) === remoteId)
    if (!run) throw new RemoteDown({ message: `HDU lists no run ${remoteId}` })
    if (PENDING.test(run.status)) return { done: false }
    const status = VERDICTS.find(([text]) => run.status.startsWith(text))?.[1]
    if (status === undefined) throw unknownVerdict(run.status)
    const message =
      status === JudgeStatus.compileError
        ? ((await ctx.http.get('/viewerror.php', { query: { rid: remoteId } })).html().find('pre')?.text ??
          '')
        : run.status
    return { done: true, status, time: run.time, memory: run.memory, message }
  },
  async fetchProblem(ctx, problemId) {
    if (!/^\d+$/.test(problemId)) throw problemNotFound(problemId)
    const page = await ctx.http.get('/showproblem.php', { query: { pid: problemId } })
    const doc = page.html()
    const title = doc.find('h1')?.cleanText
    if (!title) throw problemNotFound(problemId)
    // "Time Limit: 2000/1000 MS (Java/Others)": the second is C/C++'s, the limit kept here
    const limits = doc.text.replace(/\s+/g, ' ')
    const time = /Time Limit:\s*\d+\/(\d+)\s*MS/i.exec(limits)?.[1]
    const memory = /Memory Limit:\s*\d+\/(\d+)\s*K/i.exec(limits)?.[1]
    const part = panels(doc)
    const md = (name: string) => part.get(name)?.markdown(page.url) ?? ''
    const sample = (name: string) => part.get(name)?.find('pre')?.lines ?? part.get(name)?.lines ?? ''
    return {
      title,
      timeLimitMs: Number(time ?? 1000),
      memoryLimitMb: Math.round(Number(memory ?? 65536) / 1024),
      description: md('Problem Description'),
      input: md('Input'),
      output: md('Output'),
      samples: part.has('Sample Input')
        ? [{ input: sample('Sample Input'), output: sample('Sample Output') }]
        : [],
      hint: md('Hint'),
      source: part.get('Source')?.cleanText ?? '',
      tags: [],
      url: page.url,
    }
  },
})
