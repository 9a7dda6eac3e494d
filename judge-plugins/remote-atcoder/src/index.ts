import {
  defineRemoteJudge,
  type HtmlNode,
  JudgeStatus,
  type JudgeStatusCode,
  orDown,
  problemNotFound,
  RemoteDown,
  RemoteLoginFailed,
  RemoteRateLimited,
  RemoteRefused,
  RemoteSessionExpired,
  unknownVerdict,
} from '@oj/sdk/judge'

// AtCoder (atcoder.jp): forms with a csrf_token; a task belongs to its contest (abc001_a is of
// abc001); a submission's page shows its status label, time, memory and a compile error's log.

const VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  AC: JudgeStatus.accepted,
  WA: JudgeStatus.wrongAnswer,
  CE: JudgeStatus.compileError,
  TLE: JudgeStatus.timeLimitExceeded,
  MLE: JudgeStatus.memoryLimitExceeded,
  RE: JudgeStatus.runtimeError,
  OLE: JudgeStatus.runtimeError,
  QLE: JudgeStatus.runtimeError,
  IE: JudgeStatus.systemError,
}
// waiting for judging or re-judging, and "3/12" (cases so far) while judging
const PENDING = /^(WJ|WR|Judging|\d+\s*\/\s*\d+)/

const loggedIn = (text: string) => /action="\/logout"|href="\/logout"/.test(text)
const contestOf = (taskId: string) => {
  const at = taskId.lastIndexOf('_')
  if (!/^[a-z0-9_-]+$/.test(taskId) || at <= 0) throw problemNotFound(taskId)
  return taskId.slice(0, at)
}
const csrf = (page: HtmlNode) =>
  orDown(page.find('input[name="csrf_token"]')?.attr('value'), 'AtCoder sent a page without its csrf token')

export default defineRemoteJudge<{ readonly user: string }>({
  id: 'AC',
  name: 'AtCoder',
  baseUrl: 'https://atcoder.jp/',
  languages: {
    'C++ 20 (gcc 12.2)': '5001',
    'C (gcc 12.2.0)': '5017',
    'Java (OpenJDK 17)': '5005',
    'Python (CPython 3.11.4)': '5055',
    'Python (PyPy 3.10-v7.3.12)': '5078',
    'Go (go 1.20.6)': '5002',
    'Rust (rustc 1.70.0)': '5054',
  },
  limits: { submitIntervalMs: 5_000, pollIntervalMs: 2_000 },
  async login(ctx, account) {
    const token = csrf((await ctx.http.get('/login')).html())
    const page = await ctx.http.post('/login', {
      form: { username: account.username, password: account.password, csrf_token: token },
    })
    if (!loggedIn(page.text)) {
      const said = page.html().find('.alert-danger')?.cleanText
      throw new RemoteLoginFailed({ message: said || `AtCoder did not accept ${account.username}` })
    }
    return { user: account.username }
  },
  async submit(ctx, _session, submission) {
    const contest = contestOf(submission.problemId)
    const form = await ctx.http.get(`/contests/${contest}/submit`)
    if (!loggedIn(form.text)) throw new RemoteSessionExpired({ message: 'AtCoder asks to log in again' })
    const latest = async () =>
      Math.max(
        0,
        ...(await ctx.http.get(`/contests/${contest}/submissions/me`))
          .html()
          .findAll('a[href*="/submissions/"]')
          .map((a) => Number(/\/submissions\/(\d+)$/.exec(a.attr('href') ?? '')?.[1] ?? 0)),
      )
    const before = await latest()
    const fields = {
      'data.TaskScreenName': submission.problemId,
      'data.LanguageId': submission.language,
      sourceCode: submission.code,
      csrf_token: csrf(form.html()),
    }
    const sent = await ctx.http.post(`/contests/${contest}/submit`, { form: fields })
    const error = sent.html().find('.alert-danger')?.cleanText
    if (error)
      throw /too (often|many)|wait/i.test(error)
        ? new RemoteRateLimited({ message: error })
        : new RemoteRefused({ message: error })
    const id = await latest()
    if (id <= before) throw new RemoteDown({ message: 'AtCoder took the code but lists no new submission' })
    return { remoteId: String(id) }
  },
  async poll(ctx, _session, remoteId, submission) {
    const page = await ctx.http.get(`/contests/${contestOf(submission.problemId)}/submissions/${remoteId}`)
    if (page.status === 404) throw new RemoteDown({ message: `AtCoder has no submission ${remoteId}` })
    const doc = page.html()
    const label = doc.find('#judge-status span, td#judge-status')?.cleanText ?? ''
    if (PENDING.test(label)) return { done: false, passed: Number(/^(\d+)\s*\//.exec(label)?.[1] ?? 0) }
    const status = VERDICTS[label]
    if (status === undefined) throw unknownVerdict(label)
    const cell = (name: string) =>
      doc
        .findAll('tr')
        .find((tr) => tr.find('th')?.cleanText === name)
        ?.find('td')?.cleanText ?? ''
    // the log is the last <pre> of the page; the first is the code
    const logs = doc.findAll('pre').filter((pre) => pre.attr('id') !== 'submission-code')
    const message = status === JudgeStatus.compileError ? (logs.at(-1)?.text ?? '') : ''
    return {
      done: true,
      status,
      time: Number(/(\d+)\s*ms/.exec(cell('Exec Time'))?.[1] ?? 0),
      memory: Number(/(\d+)\s*Ki?B/.exec(cell('Memory'))?.[1] ?? 0),
      ...(message ? { message } : {}),
    }
  },
  async fetchProblem(ctx, problemId) {
    const page = await ctx.http.get(`/contests/${contestOf(problemId)}/tasks/${problemId}`)
    if (page.status === 404) throw problemNotFound(problemId)
    const doc = page.html()
    const heading = doc.find('span.h2')
    if (!heading) throw problemNotFound(problemId)
    const limits = doc.find('#main-container p')?.cleanText ?? doc.cleanText
    const sections =
      (doc.find('#task-statement .lang-en') ?? doc.find('#task-statement'))?.findAll('section') ?? []
    const named = (start: string) => sections.filter((s) => (s.find('h3')?.cleanText ?? '').startsWith(start))
    const md = (start: string) =>
      named(start)
        .map((s) => s.markdown(page.url).replace(/^#### .*\n*/, ''))
        .join('\n\n')
    const pre = (s: HtmlNode) => s.find('pre')?.lines ?? ''
    const outputs = named('Sample Output')
    return {
      // "A - Title" and an Editorial button inside
      title: heading.children
        .reduce((text, child) => text.replace(child.text, ''), heading.text)
        .trim()
        .replace(/^[A-Z][A-Za-z0-9]*\s*-\s*/, ''),
      timeLimitMs: Math.round(Number(/Time Limit:\s*([\d.]+)\s*sec/i.exec(limits)?.[1] ?? 2) * 1000),
      memoryLimitMb: Number(/Memory Limit:\s*(\d+)\s*Mi?B/i.exec(limits)?.[1] ?? 1024),
      description: [md('Problem Statement'), md('Constraints')]
        .filter(Boolean)
        .join('\n\n#### Constraints\n\n'),
      input: md('Input'),
      output: md('Output'),
      samples: named('Sample Input').map((s, i) => ({
        input: pre(s),
        output: outputs[i] ? pre(outputs[i]) : '',
      })),
      hint: md('Note'),
      source: doc.find('.contest-title')?.cleanText ?? contestOf(problemId),
      tags: [],
      url: page.url,
    }
  },
})
