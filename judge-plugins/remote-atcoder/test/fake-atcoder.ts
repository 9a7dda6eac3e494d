import { escapeHtml, fakeJudge, type FakeRequest, type FakeSite, startFakeServer } from '@oj/sdk/judge/kit'

// A fake of AtCoder for the kit and the platform's tests: forms with a csrf_token, the task page,
// the submit form, "my submissions" and a submission's page, shaped like the site's. Made up here.

const VERDICT_TEXT: Record<string, string> = {
  accepted: 'AC',
  wrongAnswer: 'WA',
  compileError: 'CE',
  timeLimit: 'TLE',
  memoryLimit: 'MLE',
  outputLimit: 'OLE',
  runtimeError: 'RE',
  systemError: 'IE',
}
const CSRF = 'b3GxS1kq9Qm0ZtI7oW2yT6aN4dE8rV5cF1hJ3uL0pK='

const page = (body: string, user?: string) =>
  `<!DOCTYPE html><html><head><title>AtCoder</title></head><body><nav>` +
  (user
    ? `<a href="/users/${user}">${user}</a><form action="/logout" method="POST"><input type="hidden" name="csrf_token" value="${CSRF}"/></form>`
    : `<a href="/login">Sign In</a>`) +
  `</nav><div id="main-container">${body}</div></body></html>`

const task = `<span class="contest-title">Fake Beginner Contest 001</span>
<span class="h2">A - Sum of Two <a class="btn btn-default btn-sm" href="/contests/abc001/tasks/abc001_a/editorial">Editorial</a></span>
<p>Time Limit: 2 sec / Memory Limit: 1024 MB</p>
<div id="task-statement"><span class="lang"><span class="lang-ja"><div class="part"><section><h3>問題文</h3><p>和を出力せよ。</p></section></div></span><span class="lang-en">
<div class="part"><section><h3>Problem Statement</h3><p>Given <var>A</var> and <var>B</var>, print <var>A+B</var>.</p></section></div>
<div class="part"><section><h3>Constraints</h3><ul><li><var>1 \\leq A, B \\leq 100</var></li></ul></section></div>
<hr/><div class="io-style"><div class="part"><section><h3>Input</h3><p>Input is given from Standard Input:</p><pre><var>A</var> <var>B</var></pre></section></div>
<div class="part"><section><h3>Output</h3><p>Print the sum.</p></section></div></div><hr/>
<div class="part"><section><h3>Sample Input 1</h3><pre>1 2
</pre></section></div><div class="part"><section><h3>Sample Output 1</h3><pre>3
</pre><p>1 + 2 = 3.</p></section></div>
<div class="part"><section><h3>Sample Input 2</h3><pre>50 50
</pre></section></div><div class="part"><section><h3>Sample Output 2</h3><pre>100
</pre></section></div></span></span></div>`

export async function startAtCoderFake(): Promise<FakeSite> {
  const account = { username: 'atcoder_fake', password: 'hunter2hunter2' }
  const judge = fakeJudge({ accounts: { [account.username]: account.password }, firstId: 48_000_001 })
  const user = (req: FakeRequest) => judge.userOf(req.cookies.REVEL_SESSION)
  const loginPage = (error = '') =>
    page(
      `${error ? `<div class="alert alert-danger">${error}</div>` : ''}<form action="/login" method="POST"><input type="hidden" name="csrf_token" value="${CSRF}"/><input name="username"/><input name="password" type="password"/></form>`,
    )
  const server = await startFakeServer({
    'GET /home': (req) => ({ body: page('<h1>AtCoder</h1>', user(req)) }),
    'GET /login': () => ({ body: loginPage() }),
    'POST /login': (req) => {
      const token =
        req.form.get('csrf_token') === CSRF
          ? judge.login(req.form.get('username') ?? '', req.form.get('password') ?? '')
          : undefined
      if (!token) return { body: loginPage('Username or Password is incorrect.') }
      return { cookies: { REVEL_SESSION: token }, redirect: '/home' }
    },
    'GET /contests/:contest/submit': (req) =>
      user(req)
        ? {
            body: page(
              `<form action="${req.path}" method="POST"><input type="hidden" name="csrf_token" value="${CSRF}"/></form>`,
              user(req),
            ),
          }
        : { redirect: `/login?continue=${encodeURIComponent(req.path)}` },
    'POST /contests/:contest/submit': (req) => {
      const username = user(req)
      if (!username) return { redirect: '/login' }
      if (req.form.get('csrf_token') !== CSRF) return { status: 400, body: page('Bad request') }
      if (judge.takeRateLimit()) return { status: 429, body: page('Too Many Requests') }
      const taken = judge.submit({
        problemId: req.form.get('data.TaskScreenName') ?? '',
        language: req.form.get('data.LanguageId') ?? '',
        code: req.form.get('sourceCode') ?? '',
        username,
      })
      if ('refused' in taken)
        return { body: page(`<div class="alert alert-danger">${escapeHtml(taken.refused)}</div>`, username) }
      return { redirect: `/contests/${req.params.contest}/submissions/me` }
    },
    'GET /contests/:contest/submissions/me': (req) => {
      const mine = judge.runs.filter((r) => r.username === user(req)).reverse()
      const rows = mine.map(
        (r) =>
          `<tr><td>${r.problemId}</td><td><a href="/contests/${req.params.contest}/submissions/${r.id}">Detail</a></td></tr>`,
      )
      return { body: page(`<table>${rows.join('')}</table>`, user(req)) }
    },
    'GET /contests/:contest/submissions/:id': (req) => {
      const seen = judge.look(Number(req.params.id))
      if (!seen) return { status: 404, body: page('404 Not Found') }
      const { run, state } = seen
      const label =
        state === 'queued'
          ? 'WJ'
          : state === 'running'
            ? '3/12'
            : typeof run.outcome === 'string'
              ? VERDICT_TEXT[run.outcome]
              : run.outcome.unknown
      const done = state === 'done'
      const compile =
        done && run.outcome === 'compileError'
          ? `<h4>Compile Error</h4><pre>${escapeHtml(run.compileMessage)}</pre>`
          : ''
      return {
        body: page(
          `<pre id="submission-code">${escapeHtml(run.code)}</pre><table class="table"><tr><th>Task</th><td>${run.problemId}</td></tr>` +
            `<tr><th>Status</th><td id="judge-status" class="text-center"><span class="label label-default">${label}</span></td></tr>` +
            (done
              ? `<tr><th>Exec Time</th><td class="text-center">${run.time} ms</td></tr><tr><th>Memory</th><td class="text-center">${run.memory} KB</td></tr>`
              : '') +
            `</table>${compile}`,
          user(req),
        ),
      }
    },
    'GET /contests/:contest/tasks/:task': (req) =>
      req.params.task === 'abc001_a'
        ? { body: page(task, user(req)) }
        : { status: 404, body: page('404 Not Found') },
  })
  return {
    baseUrl: server.baseUrl,
    account,
    language: 'C++ 20 (gcc 12.2)',
    problem: {
      id: 'abc001_a',
      expect: {
        title: 'Sum of Two',
        timeLimitMs: 2000,
        memoryLimitMb: 1024,
        samples: [
          { input: '1 2', output: '3' },
          { input: '50 50', output: '100' },
        ],
        statementIncludes: 'Given $A$ and $B$, print $A+B$.',
      },
    },
    missingProblemId: 'abc001_z',
    verdicts: Object.keys(VERDICT_TEXT) as FakeSite['verdicts'],
    judge,
    refusal: 'The same source code was already submitted.',
    slow: (ms) => void (server.delayMs = ms),
    close: () => server.close(),
  }
}
