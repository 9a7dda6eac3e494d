import {
  escapeHtml,
  fakeJudge,
  type FakeRequest,
  type FakeRun,
  type FakeSite,
  startFakeServer,
} from '@oj/sdk/judge/kit'

// A fake of Codeforces (and of its Gym) for the kit and the platform's tests: its login form with a
// csrf token, the submit form, the API's user.status, /data/submitSource, and problem pages shaped
// like the site's. The problem is made up here.

const VERDICT_TEXT: Record<string, string> = {
  accepted: 'OK',
  wrongAnswer: 'WRONG_ANSWER',
  presentationError: 'PRESENTATION_ERROR',
  compileError: 'COMPILATION_ERROR',
  timeLimit: 'TIME_LIMIT_EXCEEDED',
  idlenessLimit: 'IDLENESS_LIMIT_EXCEEDED',
  memoryLimit: 'MEMORY_LIMIT_EXCEEDED',
  runtimeError: 'RUNTIME_ERROR',
  systemError: 'FAILED',
}

const CSRF = '5f1c9b1e8d2a4c7e9b0a3d6f8e1c2b4a'
const page = (body: string, handle?: string) =>
  `<!DOCTYPE html><html><head><meta name="X-Csrf-Token" content="${CSRF}"/><title>Codeforces</title></head><body>` +
  (handle
    ? `<div class="lang-chooser"><a href="/profile/${handle}">${handle}</a> | <a href="/4f2e1d/logout">Logout</a></div>`
    : `<div class="lang-chooser"><a href="/enter">Enter</a> | <a href="/register">Register</a></div>`) +
  `${body}</body></html>`

const statement = (index: string, contest: string) => `
<div id="sidebar"><div class="roundbox sidebox"><table class="rtable"><tr><th class="left"><a href="/contest/${contest}">Fake Round ${contest}</a></th></tr></table></div></div>
<div class="problemindexholder" problemindex="${index}"><div class="ttypography"><div class="problem-statement">
<div class="header"><div class="title">${index}. Sum of Two</div>
<div class="time-limit"><div class="property-title">time limit per test</div>2 seconds</div>
<div class="memory-limit"><div class="property-title">memory limit per test</div>256 megabytes</div>
<div class="input-file"><div class="property-title">input</div>standard input</div>
<div class="output-file"><div class="property-title">output</div>standard output</div></div>
<div><p>Given two integers $$$a$$$ and $$$b$$$, print their <b>sum</b>.</p></div>
<div class="input-specification"><div class="section-title">Input</div><p>One line with $$$a$$$ and $$$b$$$ ($$$1 \\le a, b \\le 10^9$$$).</p></div>
<div class="output-specification"><div class="section-title">Output</div><p>Print $$$a + b$$$.</p></div>
<div class="sample-tests"><div class="section-title">Examples</div>
<div class="sample-test"><div class="input"><div class="title">Input</div><pre><div class="test-example-line">1 2</div></pre></div>
<div class="output"><div class="title">Output</div><pre>3
</pre></div>
<div class="input"><div class="title">Input</div><pre>40<br/>2</pre></div>
<div class="output"><div class="title">Output</div><pre>42</pre></div></div></div>
<div class="note"><div class="section-title">Note</div><p>Mind the overflow.</p></div>
</div></div></div>
<div class="roundbox sidebox"><span class="tag-box" title="Implementation">implementation</span><span class="tag-box" title="Mathematics">math</span><span class="tag-box" title="Difficulty">*800</span></div>`

export async function startCodeforcesFake(options: { readonly gym?: boolean } = {}): Promise<FakeSite> {
  const gym = options.gym ?? false
  const account = { username: 'tourist_fake', password: 'correct horse' }
  const judge = fakeJudge({ accounts: { [account.username]: account.password }, firstId: 240_000_001 })
  const user = (req: FakeRequest) => judge.userOf(req.cookies.JSESSIONID)
  const apiRun = (run: FakeRun, state: string) => {
    const index = run.problemId.replace(/^\d+/, '')
    const outcome = typeof run.outcome === 'string' ? VERDICT_TEXT[run.outcome] : run.outcome.unknown
    return {
      id: run.id,
      contestId: Number(/^\d+/.exec(run.problemId)?.[0] ?? 0),
      problem: { index, name: 'Sum of Two' },
      programmingLanguage: 'GNU C++17',
      ...(state === 'queued' ? {} : { verdict: state === 'running' ? 'TESTING' : outcome }),
      passedTestCount: state === 'done' ? 7 : 2,
      timeConsumedMillis: state === 'done' ? run.time : 0,
      memoryConsumedBytes: state === 'done' ? run.memory * 1024 : 0,
    }
  }
  const submitForm = (req: FakeRequest, error?: string) =>
    page(
      `<form method="post" action="${req.path}"><input type="hidden" name="csrf_token" value="${CSRF}"/>` +
        (error ? `<span class="error for__source">${escapeHtml(error)}</span>` : '') +
        '<select name="programTypeId"><option value="54">GNU G++17 7.3.0</option></select><textarea name="source"></textarea></form>',
      user(req),
    )
  const submit = (req: FakeRequest, problemId: string) => {
    const username = user(req)
    if (!username) return { redirect: `/enter?back=${encodeURIComponent(req.path)}` }
    if (req.form.get('csrf_token') !== CSRF || req.query.get('csrf_token') !== CSRF)
      return { status: 403, body: page('Invalid csrf') }
    if (judge.takeRateLimit()) return { status: 429, body: page('Too many requests') }
    const taken = judge.submit({
      problemId,
      language: req.form.get('programTypeId') ?? '',
      code: req.form.get('source') ?? '',
      username,
    })
    if ('refused' in taken) return { body: submitForm(req, taken.refused) }
    return { redirect: gym ? `/gym/${req.params.contest}/my` : '/problemset/status?my=on' }
  }
  const problem = (contest: string, index: string) =>
    (gym ? contest === '100001' : contest === '1') && index === 'A'
      ? { body: page(statement(index, contest)) }
      : { redirect: '/' }

  const server = await startFakeServer({
    'GET /': (req) => ({ body: page('<div>Home</div>', user(req)) }),
    'GET /enter': () => ({
      body: page(
        `<form method="post" action="/enter"><input type="hidden" name="csrf_token" value="${CSRF}"/><input name="handleOrEmail"/><input name="password" type="password"/></form>`,
      ),
    }),
    'POST /enter': (req) => {
      const token =
        req.form.get('csrf_token') === CSRF
          ? judge.login(req.form.get('handleOrEmail') ?? '', req.form.get('password') ?? '')
          : undefined
      if (!token)
        return { body: page('<span class="error for__password">Invalid handle/email or password</span>') }
      return { cookies: { JSESSIONID: token }, redirect: '/' }
    },
    'GET /problemset/submit': (req) =>
      user(req) ? { body: submitForm(req) } : { redirect: '/enter?back=%2Fproblemset%2Fsubmit' },
    'POST /problemset/submit': (req) => submit(req, req.form.get('submittedProblemCode') ?? ''),
    'GET /gym/:contest/submit': (req) => (user(req) ? { body: submitForm(req) } : { redirect: '/enter' }),
    'POST /gym/:contest/submit': (req) =>
      submit(req, `${req.params.contest}${req.form.get('submittedProblemIndex') ?? ''}`),
    'GET /problemset/status': (req) => ({
      body: page('<table class="status-frame-datatable"></table>', user(req)),
    }),
    'GET /gym/:contest/my': (req) => ({
      body: page('<table class="status-frame-datatable"></table>', user(req)),
    }),
    'GET /api/user.status': (req) => {
      const handle = req.query.get('handle')
      const count = Number(req.query.get('count') ?? 10)
      const mine = judge.runs
        .filter((r) => r.username === handle)
        .slice(-count)
        .reverse()
      const result = mine.map((run) => apiRun(run, judge.look(run.id)?.state ?? 'done'))
      return { body: { status: 'OK', result } }
    },
    'POST /data/submitSource': (req) => {
      if (!user(req) || req.form.get('csrf_token') !== CSRF) return { status: 403, body: page('Forbidden') }
      const run = judge.runs.find((r) => String(r.id) === req.form.get('submissionId'))
      if (!run) return { body: {} }
      const compiled = run.outcome === 'compileError'
      return {
        body: {
          compilationError: String(compiled),
          'checkerStdoutAndStderr#1': compiled ? run.compileMessage : '',
        },
      }
    },
    'GET /problemset/problem/:contest/:index': (req) =>
      problem(req.params.contest ?? '', req.params.index ?? ''),
    'GET /gym/:contest/problem/:index': (req) => problem(req.params.contest ?? '', req.params.index ?? ''),
  })
  const id = gym ? '100001A' : '1A'
  return {
    baseUrl: server.baseUrl,
    account,
    language: 'GNU G++17 7.3.0',
    problem: {
      id,
      expect: {
        title: 'Sum of Two',
        timeLimitMs: 2000,
        memoryLimitMb: 256,
        samples: [
          { input: '1 2', output: '3' },
          { input: '40\n2', output: '42' },
        ],
        statementIncludes: 'Given two integers $a$ and $b$, print their **sum**.',
        tags: ['implementation', 'math'],
      },
    },
    missingProblemId: gym ? '100001Z' : '99999Z',
    verdicts: Object.keys(VERDICT_TEXT) as FakeSite['verdicts'],
    judge,
    refusal: 'You have submitted exactly the same code before',
    slow: (ms) => void (server.delayMs = ms),
    close: () => server.close(),
  }
}
