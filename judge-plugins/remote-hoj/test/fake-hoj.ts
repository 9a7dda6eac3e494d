import { fakeJudge, type FakeRequest, type FakeSite, startFakeServer } from '@oj/sdk/judge/kit'

// A fake of a HOJ site for the kit and the platform's tests: its JSON API (login with a token in
// the Authorization header, submit, submission detail, problem detail). The problem is made up.

const STATUS: Record<string, number> = {
  accepted: 0,
  wrongAnswer: -1,
  presentationError: -3,
  compileError: -2,
  timeLimit: 1,
  memoryLimit: 2,
  runtimeError: 3,
  partial: 8,
  systemError: 4,
}

const ok = (data: unknown) => ({ body: { status: 200, msg: 'success', data } })
const fail = (status: number, msg: string) => ({ body: { status, msg, data: null } })

export async function startHojFake(): Promise<FakeSite> {
  const account = { username: 'hoj_fake', password: 'hoj-password' }
  const judge = fakeJudge({ accounts: { [account.username]: account.password }, firstId: 700_001 })
  const user = (req: FakeRequest) => judge.userOf(req.headers.authorization)
  const server = await startFakeServer({
    'POST /api/login': (req) => {
      const body = req.json<{ username?: string; password?: string }>()
      const token = judge.login(body.username ?? '', body.password ?? '')
      if (!token) return fail(400, '用户名或密码错误！请注意大小写！')
      return {
        ...ok({ uid: 'u1', username: body.username }),
        headers: { Authorization: token, 'Access-Control-Expose-Headers': 'Authorization' },
      }
    },
    'POST /api/submit-problem-judge': (req) => {
      const username = user(req)
      if (!username) return fail(401, '请先登录！')
      if (judge.takeRateLimit()) return fail(429, '提交频率过快，请稍后尝试！')
      const body = req.json<{ pid?: string; language?: string; code?: string }>()
      const taken = judge.submit({
        problemId: body.pid ?? '',
        language: body.language ?? '',
        code: body.code ?? '',
        username,
      })
      if ('refused' in taken) return fail(403, taken.refused)
      return ok({ submitId: taken.id, status: 5 })
    },
    'GET /api/get-submission-detail': (req) => {
      if (!user(req)) return fail(401, '请先登录！')
      const seen = judge.look(Number(req.query.get('submitId')))
      if (!seen) return fail(404, '此提交数据不存在！')
      const { run, state } = seen
      const done = state === 'done'
      const status =
        state === 'queued'
          ? 5
          : state === 'running'
            ? 7
            : typeof run.outcome === 'string'
              ? (STATUS[run.outcome] ?? 4)
              : 42
      return ok({
        submission: {
          submitId: run.id,
          status,
          time: done ? run.time : null,
          memory: done ? run.memory : null,
          score: done && run.outcome === 'partial' ? run.score : null,
          errorMessage: done && run.outcome === 'compileError' ? run.compileMessage : null,
        },
      })
    },
    'GET /api/get-problem-detail': (req) =>
      req.query.get('problemId') === '1000'
        ? ok({
            problem: {
              problemId: '1000',
              title: 'Sum of Two',
              timeLimit: 1000,
              memoryLimit: 128,
              description: 'Print the sum of $a$ and $b$.',
              input: 'Two integers $a$ and $b$.',
              output: 'Their sum.',
              examples: '<input>1 2</input><output>3</output><input>3 4</input><output>7</output>',
              hint: '',
              source: 'Fake HOJ',
            },
            tags: [{ name: '模拟' }, { name: 'math' }],
          })
        : fail(404, '该题号对应的题目不存在'),
  })
  return {
    baseUrl: server.baseUrl,
    account,
    language: 'C++',
    problem: {
      id: '1000',
      expect: {
        title: 'Sum of Two',
        timeLimitMs: 1000,
        memoryLimitMb: 128,
        samples: [
          { input: '1 2', output: '3' },
          { input: '3 4', output: '7' },
        ],
        statementIncludes: 'Print the sum of $a$ and $b$.',
        tags: ['模拟', 'math'],
      },
    },
    missingProblemId: '99999',
    verdicts: Object.keys(STATUS) as FakeSite['verdicts'],
    judge,
    refusal: '对不起！该题目不支持此语言！',
    slow: (ms) => void (server.delayMs = ms),
    close: () => server.close(),
  }
}
