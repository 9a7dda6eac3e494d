import { escapeHtml, fakeJudge, type FakeRequest, type FakeSite, startFakeServer } from '@oj/sdk/judge/kit'

// A fake of SPOJ for the kit and the platform's tests: the login form, the multipart submit form,
// the status JSON, /error/<id>/ and a problem page shaped like the site's. The problem is made up.

const VERDICT: Record<string, readonly [string, string]> = {
  accepted: ['15', 'accepted'],
  wrongAnswer: ['14', 'wrong answer'],
  compileError: ['11', 'compilation error'],
  timeLimit: ['13', 'time limit exceeded'],
  runtimeError: ['12', 'runtime error (SIGSEGV)'],
  systemError: ['20', 'internal error'],
}

const page = (body: string, user?: string) =>
  `<!DOCTYPE html><html><head><title>SPOJ</title></head><body><nav>` +
  (user
    ? `<a href="/users/${user}/">${user}</a> <a href="/logout">sign out</a>`
    : `<a href="/login/">sign in</a>`) +
  `</nav><div id="content">${body}</div></body></html>`

const problem = `<h2 id="problem-name" class="text-center">TEST - Sum of Two</h2>
<table id="problem-meta" class="probleminfo"><tbody>
<tr><td>Added by:</td><td><a href="/users/fake">fake</a></td></tr>
<tr><td>Time limit:</td><td>1s</td></tr>
<tr><td>Source limit:</td><td>50000B</td></tr>
<tr><td>Memory limit:</td><td>1536MB</td></tr>
<tr><td>Resource:</td><td>Fake Contest 2026</td></tr></tbody></table>
<div id="problem-tags"><a href="/problems/tag/basics"><span class="problem-tag">#basics</span></a><a href="/problems/tag/math"><span class="problem-tag">#math</span></a></div>
<div id="problem-body"><p>Read two numbers and print <b>their sum</b>.</p>
<h3>Input</h3><p>Two integers.</p>
<h3>Output</h3><p>Their sum.</p>
<h3>Example</h3><pre><b>Input:</b>
1 2

<b>Output:</b>
3</pre></div>`

export async function startSpojFake(): Promise<FakeSite> {
  const account = { username: 'spoj_fake', password: 'l0ngpassword' }
  const judge = fakeJudge({ accounts: { [account.username]: account.password }, firstId: 31_000_001 })
  const user = (req: FakeRequest) => judge.userOf(req.cookies.SPOJ)
  const server = await startFakeServer({
    'GET /': (req) => ({ body: page('<h1>SPOJ</h1>', user(req)) }),
    'POST /login/': (req) => {
      const token = judge.login(req.form.get('login_user') ?? '', req.form.get('password') ?? '')
      if (!token)
        return {
          body: page('<div class="alert alert-danger">Authentication failed! Forgot your password?</div>'),
        }
      return { cookies: { SPOJ: token }, redirect: '/' }
    },
    'POST /submit/complete/': (req) => {
      const username = user(req)
      if (!username) return { redirect: '/login/' }
      if (judge.takeRateLimit()) return { status: 429, body: page('Too Many Requests') }
      const taken = judge.submit({
        problemId: req.form.get('problemcode') ?? '',
        language: req.form.get('lang') ?? '',
        code: req.form.get('file') ?? '',
        username,
      })
      if ('refused' in taken)
        return { body: page(`<p class="text-danger">${escapeHtml(taken.refused)}</p>`, username) }
      return {
        body: page(
          `<h3>Solution submitted!</h3><input type="hidden" name="newSubmissionId" value="${taken.id}"/>`,
          username,
        ),
      }
    },
    'POST /status/ajax=1,ajaxdiff=1': (req) => {
      const ids = (req.form.get('ids') ?? '').split(',')
      return {
        body: ids.flatMap((id) => {
          const seen = judge.look(Number(id))
          if (!seen) return []
          const { run, state } = seen
          const [status, description] =
            state === 'queued'
              ? ['0', 'waiting..']
              : state === 'running'
                ? ['3', 'running..']
                : typeof run.outcome === 'string'
                  ? (VERDICT[run.outcome] ?? ['20', 'internal error'])
                  : ['42', run.outcome.unknown]
          const done = state === 'done'
          return [
            {
              id,
              status,
              status_description: description,
              final: done ? '1' : '0',
              time: done ? String(run.time / 1000) : '0',
              mem: done ? `${run.memory / 1024}M` : '0M',
            },
          ]
        }),
      }
    },
    'GET /error/:id/': (req) => {
      const run = judge.runs.find((r) => String(r.id) === req.params.id)
      return {
        body: page(
          `<div><pre><small>${escapeHtml(run?.compileMessage ?? '')}</small></pre></div>`,
          user(req),
        ),
      }
    },
    'GET /problems/:code/': (req) =>
      req.params.code === 'TEST'
        ? { body: page(problem, user(req)) }
        : { body: page('<p align="center">Wrong problem code!</p>', user(req)) },
  })
  return {
    baseUrl: server.baseUrl,
    account,
    language: 'C++14 (gcc 8.3)',
    problem: {
      id: 'TEST',
      expect: {
        title: 'Sum of Two',
        timeLimitMs: 1000,
        memoryLimitMb: 1536,
        samples: [{ input: '1 2', output: '3' }],
        statementIncludes: 'Read two numbers and print **their sum**.',
        tags: ['basics', 'math'],
      },
    },
    missingProblemId: 'NOSUCH',
    verdicts: Object.keys(VERDICT) as FakeSite['verdicts'],
    judge,
    refusal: 'You are not allowed to submit in this language for this problem.',
    slow: (ms) => void (server.delayMs = ms),
    close: () => server.close(),
  }
}
