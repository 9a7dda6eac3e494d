import {
  escapeHtml,
  fakeJudge,
  type FakeRequest,
  type FakeRun,
  type FakeSite,
  startFakeServer,
} from '@oj/sdk/judge/kit'

// A fake of POJ for the kit and the platform's tests: login and submit forms, the status table
// (with `top`), showcompileinfo and problem pages shaped like the site's. The problem is made up.

const VERDICT_TEXT: Record<string, string> = {
  accepted: 'Accepted',
  wrongAnswer: 'Wrong Answer',
  presentationError: 'Presentation Error',
  compileError: 'Compile Error',
  timeLimit: 'Time Limit Exceeded',
  memoryLimit: 'Memory Limit Exceeded',
  outputLimit: 'Output Limit Exceeded',
  runtimeError: 'Runtime Error',
  systemError: 'System Error',
}

const page = (body: string, user?: string) =>
  `<html><head><title>POJ</title></head><body>` +
  (user
    ? `<a href=userstatus?user_id=${user}>${user}</a> <a href=logout>Log Out</a>`
    : `<a href=loginlog>Login</a>`) +
  `${body}</body></html>`

const problemPage = (user?: string) =>
  page(
    `<div class="ptt" lang="en-US">Sum of Two</div><div class="plm"><table align="center"><tr><td><b>Time Limit:</b> 1000MS</td><td width="10px"></td><td><b>Memory Limit:</b> 65536K</td></tr></table></div>` +
      `<p class="pst">Description</p><div class="ptx" lang="en-US">Calculate a+b</div>` +
      `<p class="pst">Input</p><div class="ptx" lang="en-US">Two integer a,b (0&lt;=a,b&lt;=10)</div>` +
      `<p class="pst">Output</p><div class="ptx" lang="en-US">Output a+b</div>` +
      `<p class="pst">Sample Input</p><pre class="sio">1 2</pre><p class="pst">Sample Output</p><pre class="sio">3</pre>` +
      `<p class="pst">Hint</p><div class="ptx" lang="en-US">Read with scanf.</div>` +
      `<p class="pst">Source</p><div class="ptx" lang="en-US"><a href="searchproblem?field=source&key=Fake">Fake 2026</a></div>`,
    user,
  )

export async function startPojFake(): Promise<FakeSite> {
  const account = { username: 'poj_fake', password: 'secret42' }
  const judge = fakeJudge({ accounts: { [account.username]: account.password }, firstId: 23_000_001 })
  const user = (req: FakeRequest) => judge.userOf(req.cookies.JSESSIONID)
  // A list that names the user is the adapter asking about its runs (a look); the plain list a
  // submission redirects to is not.
  const row = (run: FakeRun, looking: boolean) => {
    const state = looking ? (judge.look(run.id)?.state ?? 'done') : judge.peek(run)
    const result =
      state === 'queued'
        ? 'Waiting'
        : state === 'running'
          ? 'Running &amp; Judging'
          : typeof run.outcome === 'string'
            ? (VERDICT_TEXT[run.outcome] ?? '')
            : run.outcome.unknown
    const done = state === 'done'
    return `<tr align=center><td>${run.id}</td><td><a href=userstatus?user_id=${run.username}>${run.username}</a></td><td><a href=problem?id=${run.problemId}>${run.problemId}</a></td><td><font color=blue>${result}</font></td><td>${done ? `${run.memory}K` : ''}</td><td>${done ? `${run.time}MS` : ''}</td><td>G++</td><td>120B</td><td>2026-12-02 01:00:00</td></tr>`
  }
  const server = await startFakeServer({
    'GET /': (req) => ({ body: page('<div>POJ</div>', user(req)) }),
    'POST /login': (req) => {
      const token = judge.login(req.form.get('user_id1') ?? '', req.form.get('password1') ?? '')
      if (!token) return { body: page('<li>Login failed!</li>') }
      return { cookies: { JSESSIONID: token }, redirect: '/' }
    },
    'POST /submit': (req) => {
      const username = user(req)
      if (!username) return { body: page('<font color="blue">Please login first.</font>') }
      if (judge.takeRateLimit()) return { status: 429, body: page('Too Many Requests') }
      const code = Buffer.from(req.form.get('source') ?? '', 'base64').toString('utf8')
      const taken = judge.submit({
        problemId: req.form.get('problem_id') ?? '',
        language: req.form.get('language') ?? '',
        code,
        username,
      })
      if ('refused' in taken)
        return { body: page(`<font color="blue">${escapeHtml(taken.refused)}</font>`, username) }
      return { redirect: '/status' }
    },
    'GET /status': (req) => {
      const top = Number(req.query.get('top') || Infinity)
      const wanted = judge.runs
        .filter((r) => (!req.query.get('user_id') || r.username === req.query.get('user_id')) && r.id < top)
        .filter((r) => !req.query.get('problem_id') || r.problemId === req.query.get('problem_id'))
        .slice(-20)
        .reverse()
      const head =
        '<tr class=in><td>Run ID</td><td>User</td><td>Problem</td><td>Result</td><td>Memory</td><td>Time</td><td>Language</td><td>Code Length</td><td>Submit Time</td></tr>'
      return {
        body: page(
          `<table class="a">${head}${wanted.map((run) => row(run, req.query.has('user_id'))).join('')}</table>`,
          user(req),
        ),
      }
    },
    'GET /showcompileinfo': (req) => {
      const run = judge.runs.find((r) => String(r.id) === req.query.get('solution_id'))
      return { body: page(`<pre>${escapeHtml(run?.compileMessage ?? '')}</pre>`, user(req)) }
    },
    'GET /problem': (req) =>
      req.query.get('id') === '1000'
        ? { body: problemPage(user(req)) }
        : { body: page(`<li>Can not find problem (ID:${escapeHtml(req.query.get('id') ?? '')})</li>`) },
  })
  return {
    baseUrl: server.baseUrl,
    account,
    language: 'G++',
    problem: {
      id: '1000',
      expect: {
        title: 'Sum of Two',
        timeLimitMs: 1000,
        memoryLimitMb: 64,
        samples: [{ input: '1 2', output: '3' }],
        statementIncludes: 'Calculate a+b',
      },
    },
    missingProblemId: '99999',
    verdicts: Object.keys(VERDICT_TEXT) as FakeSite['verdicts'],
    judge,
    refusal:
      'Source code too long or too short,submit FAILED;if you really need submit this source please contact administrator',
    slow: (ms) => void (server.delayMs = ms),
    close: () => server.close(),
  }
}
