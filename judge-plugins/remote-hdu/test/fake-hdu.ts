import {
  escapeHtml,
  fakeJudge,
  type FakeRequest,
  type FakeRun,
  type FakeSite,
  startFakeServer,
} from '@oj/sdk/judge/kit'

// A fake of HDU for the kit and the platform's tests: the login and submit forms, status.php's
// table, viewerror.php and showproblem.php, shaped like the site's. The problem is made up here.

const VERDICT_TEXT: Record<string, string> = {
  accepted: 'Accepted',
  wrongAnswer: 'Wrong Answer',
  presentationError: 'Presentation Error',
  compileError: 'Compilation Error',
  timeLimit: 'Time Limit Exceeded',
  memoryLimit: 'Memory Limit Exceeded',
  outputLimit: 'Output Limit Exceeded',
  runtimeError: 'Runtime Error<br>(ACCESS_VIOLATION)',
  systemError: 'System Error',
}

const page = (body: string, user?: string) =>
  `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"><title>HDU Online Judge</title></head><body>` +
  (user
    ? `<div id="usr"><a href="/userstatus.php?user=${user}">${user}</a> <a href="/userloginex.php?action=logout">Sign Out</a></div>`
    : `<div id="usr"><a href="/userloginex.php">Sign In</a></div>`) +
  `${body}</body></html>`

const panel = (title: string, content: string) =>
  `<div class=panel_title align=left>${title}</div> <div class=panel_content>${content}</div><div class=panel_bottom>&nbsp;</div>`

const problemPage = (user?: string) =>
  page(
    `<table><tr><td align=center><h1 style='color:#1A5CC8'>Sum of Two</h1><font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>Time Limit: 2000/1000 MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: 65536/32768 K (Java/Others)<br>Total Submission(s): 7&nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 3<br></span></b></font></td></tr></table>` +
      panel('Problem Description', 'Calculate <i>A + B</i>.') +
      panel('Input', 'Each line will contain two integers A and B. Process to end of file.') +
      panel('Output', 'For each case, output A + B in one line.') +
      panel(
        'Sample Input',
        '<pre><div style="font-family:Courier New,Courier,monospace;">1 1\n2 3</div></pre>',
      ) +
      panel(
        'Sample Output',
        '<pre><div style="font-family:Courier New,Courier,monospace;">2\n5</div></pre>',
      ) +
      panel('Author', 'fake') +
      panel('Source', '<a href="/search.php?field=problem&key=Fake+Cup">Fake Cup 2026</a>'),
    user,
  )

export async function startHduFake(): Promise<FakeSite> {
  const account = { username: 'hdu_fake', password: 'p4ssw0rd' }
  const judge = fakeJudge({ accounts: { [account.username]: account.password }, firstId: 39_000_001 })
  const user = (req: FakeRequest) => judge.userOf(req.cookies.PHPSESSID)
  // A list that names the user is the adapter asking about its runs (a look); the plain list a
  // submission redirects to is not.
  const row = (run: FakeRun, looking: boolean) => {
    const state = looking ? (judge.look(run.id)?.state ?? 'done') : judge.peek(run)
    const verdict =
      state === 'queued'
        ? 'Queuing'
        : state === 'running'
          ? 'Running'
          : typeof run.outcome === 'string'
            ? (VERDICT_TEXT[run.outcome] ?? '')
            : run.outcome.unknown
    const done = state === 'done'
    return `<tr align=center><td height=22px>${run.id}</td><td>2026-12-02 01:00:00</td><td><font color=red>${verdict}</font></td><td><a href="/showproblem.php?pid=${run.problemId}">${run.problemId}</a></td><td>${done ? run.time : 0}MS</td><td>${done ? run.memory : 0}K</td><td>120B</td><td>G++</td><td><a href="/userstatus.php?user=${run.username}">${run.username}</a></td></tr>`
  }
  const server = await startFakeServer({
    'GET /': (req) => ({ body: page('<div>HDU</div>', user(req)) }),
    'POST /userloginex.php': (req) => {
      const token = judge.login(req.form.get('username') ?? '', req.form.get('userpass') ?? '')
      if (!token)
        return { body: page('<font color="red" class="login_error">No such user or wrong password.</font>') }
      return { cookies: { PHPSESSID: token }, redirect: '/' }
    },
    'POST /submit.php': (req) => {
      const username = user(req)
      if (!username) return { redirect: '/userloginex.php' }
      if (judge.takeRateLimit()) return { status: 429, body: page('Too Many Requests') }
      let code = ''
      try {
        code = decodeURIComponent(Buffer.from(req.form.get('_usercode') ?? '', 'base64').toString('utf8'))
      } catch {
        code = ''
      }
      const taken = judge.submit({
        problemId: req.form.get('problemid') ?? '',
        language: req.form.get('language') ?? '',
        code,
        username,
      })
      if ('refused' in taken)
        return { body: page(`<div class="error_list">${escapeHtml(taken.refused)}</div>`, username) }
      return { redirect: '/status.php' }
    },
    'GET /status.php': (req) => {
      const first = Number(req.query.get('first') || Infinity)
      const wanted = judge.runs
        .filter((r) => (!req.query.get('user') || r.username === req.query.get('user')) && r.id <= first)
        .filter((r) => !req.query.get('pid') || r.problemId === req.query.get('pid'))
        .slice(-15)
        .reverse()
      const head =
        '<tr class="table_header"><td>Run ID</td><td>Submit Time</td><td>Judge Status</td><td>Pro.ID</td><td>Exe.Time</td><td>Exe.Memory</td><td>Code Len.</td><td>Language</td><td>Author</td></tr>'
      return {
        body: page(
          `<table class="table_text">${head}${wanted.map((run) => row(run, req.query.has('user'))).join('')}</table>`,
          user(req),
        ),
      }
    },
    'GET /viewerror.php': (req) => {
      const run = judge.runs.find((r) => String(r.id) === req.query.get('rid'))
      return { body: page(`<pre>${escapeHtml(run?.compileMessage ?? '')}</pre>`, user(req)) }
    },
    'GET /showproblem.php': (req) =>
      req.query.get('pid') === '1000'
        ? { body: problemPage(user(req)) }
        : {
            body: page(
              '<div>No such problem - <strong>Problem ' +
                escapeHtml(req.query.get('pid') ?? '') +
                ' does not exist</strong></div>',
            ),
          },
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
        memoryLimitMb: 32,
        samples: [{ input: '1 1\n2 3', output: '2\n5' }],
        statementIncludes: 'Calculate *A + B*.',
      },
    },
    missingProblemId: '99999',
    verdicts: Object.keys(VERDICT_TEXT) as FakeSite['verdicts'],
    judge,
    refusal:
      'Code length is improper! Make sure your code length is longer than 50 and not exceed 65536 Bytes.',
    slow: (ms) => void (server.delayMs = ms),
    close: () => server.close(),
  }
}
