import { createServer } from 'node:net'

import { JudgeStatus } from '../../shared/judge-status.ts'
import { openRemoteContext } from '../remote/context.ts'
import type {
  AnyRemoteJudge,
  RemoteAccount,
  RemoteContext,
  RemoteSubmission,
  RemoteVerdict,
} from '../remote/define.ts'
import { asRemoteError, type RemoteJudgeError } from '../remote/errors.ts'
import { REMOTE_VERDICTS, type RemoteVerdictKind, REQUIRED_VERDICT_KINDS } from '../remote/verdicts.ts'
import type { FakeJudge } from './fake-judge.ts'

/**
 * The conformance kit's checks: what every adapter must do against a fake of its site. Each check
 * is a plain async function that throws a KitFailure saying what the adapter did and what it
 * should have done; `remoteJudgeKit` (./vitest.ts) runs them as tests.
 */

/** What the adapter must read of the fake's problem. */
export interface ExpectedProblem {
  readonly title: string
  readonly timeLimitMs: number
  readonly memoryLimitMb: number
  readonly samples: ReadonlyArray<{ readonly input: string; readonly output: string }>
  /** A phrase of the statement's description. */
  readonly statementIncludes: string
  readonly tags?: ReadonlyArray<string>
}

/** A fake of the site, started, that the kit drives. */
export interface FakeSite {
  readonly baseUrl: string
  /** An account the fake knows. */
  readonly account: RemoteAccount
  /** A language name of the adapter's that the fake takes. */
  readonly language: string
  readonly problem: { readonly id: string; readonly expect: ExpectedProblem }
  /** A problem id the fake does not have. */
  readonly missingProblemId: string
  /** The kinds of verdict the site gives; the kit asks for each. */
  readonly verdicts: ReadonlyArray<RemoteVerdictKind>
  /** The fake's runs and the kit's levers on them. */
  readonly judge: FakeJudge
  /** The site's words when it refuses a submission (the same code twice, say). */
  readonly refusal: string
  /** Every answer waits `ms` (0: at once). */
  slow(ms: number): void
  close(): Promise<void>
}

export class KitFailure extends Error {
  override readonly name = 'RemoteJudgeKitFailure'
}

export interface KitCheck {
  readonly name: string
  /** Whether the check is about this site (a verdict kind the site does not give is not); default yes. */
  readonly applies?: () => boolean
  run(): Promise<void>
}

export interface KitOptions {
  /** The per-request time limit the checks give the adapter (default 2 s). */
  readonly timeoutMs?: number
  /** Polls before the kit gives up on a verdict (default 40). */
  readonly maxPolls?: number
}

const STATUS_NAMES: Readonly<Record<number, string>> = {
  [JudgeStatus.accepted]: 'Accepted',
  [JudgeStatus.wrongAnswer]: 'Wrong Answer',
  [JudgeStatus.presentationError]: 'Presentation Error',
  [JudgeStatus.compileError]: 'Compile Error',
  [JudgeStatus.timeLimitExceeded]: 'Time Limit Exceeded',
  [JudgeStatus.memoryLimitExceeded]: 'Memory Limit Exceeded',
  [JudgeStatus.runtimeError]: 'Runtime Error',
  [JudgeStatus.systemError]: 'System Error',
  [JudgeStatus.partialAccepted]: 'Partial Accepted',
  [JudgeStatus.submittedFailed]: 'Submitted Failed',
}
const statusName = (status: number) => `${STATUS_NAMES[status] ?? 'status'} (${status})`

const fail = (message: string): never => {
  throw new KitFailure(message)
}

const said = (value: unknown) => JSON.stringify(value)?.slice(0, 300) ?? String(value)

/** Runs `call`, which must fail with `tag`; answers the error. */
async function expectError<T extends RemoteJudgeError['_tag']>(
  what: string,
  tag: T,
  call: () => Promise<unknown>,
): Promise<Extract<RemoteJudgeError, { _tag: T }>> {
  let answered: unknown
  try {
    answered = await call()
  } catch (error) {
    const typed = asRemoteError(error)
    if (typed._tag === tag) return typed as Extract<RemoteJudgeError, { _tag: T }>
    return fail(`${what} should fail with ${tag}; it failed with ${typed._tag}: ${typed.message}`)
  }
  return fail(`${what} should fail with ${tag}; it answered ${said(answered)}`)
}

/** Runs `call`, which must succeed; a typed failure is said with its kind. */
async function expectOk<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const typed = asRemoteError(error)
    return fail(`${what} failed with ${typed._tag}: ${typed.message}`)
  }
}

/** A port nothing listens on (a site that is down). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const squash = (text: string) => text.replace(/\r\n/g, '\n').trim()

export function remoteJudgeChecks(
  judge: AnyRemoteJudge,
  site: () => FakeSite,
  options: KitOptions = {},
): ReadonlyArray<KitCheck> {
  const timeoutMs = options.timeoutMs ?? 2_000
  const maxPolls = options.maxPolls ?? 40
  const context = (): RemoteContext => openRemoteContext({ baseUrl: site().baseUrl, timeoutMs })
  const code = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n'
  const submission = (): RemoteSubmission => {
    const languageName = site().language
    return {
      problemId: site().problem.id,
      language:
        judge.languages[languageName] ??
        fail(`the fake's language '${languageName}' is not in the adapter's languages`),
      languageName,
      code,
    }
  }
  const loggedIn = async () => {
    const ctx = context()
    const session = await expectOk('login with a good account', () => judge.login(ctx, site().account))
    return { ctx, session }
  }
  /** Logs in, submits, and polls until the verdict; answers it with the polls it took. */
  const judgeOnce = async (): Promise<{
    verdict: Extract<RemoteVerdict, { done: true }>
    pending: number
  }> => {
    const { ctx, session } = await loggedIn()
    const sent = submission()
    const { remoteId } = await expectOk('submit', () => judge.submit(ctx, session, sent))
    if (typeof remoteId !== 'string' || remoteId === '')
      fail(`submit should answer the site's run id; it answered ${said(remoteId)}`)
    for (let poll = 0; poll < maxPolls; poll++) {
      const verdict = await expectOk(`poll of run ${remoteId}`, () =>
        judge.poll(ctx, session, remoteId, sent),
      )
      if (verdict.done) return { verdict, pending: poll }
    }
    return fail(`poll never answered a verdict for run ${remoteId} in ${maxPolls} polls`)
  }

  const checks: KitCheck[] = [
    {
      name: 'declares an id, a name, an address and its languages',
      run: async () => {
        if (!/^[A-Z][A-Z0-9]*$/.test(judge.id))
          fail(`id should be the problem ids' prefix in capitals (CF, HDU); it is '${judge.id}'`)
        if (!judge.name.trim()) fail('name should say the site for people')
        if (!/^https?:\/\//.test(judge.baseUrl))
          fail(`baseUrl should be the site's http(s) address; it is '${judge.baseUrl}'`)
        const languages = Object.entries(judge.languages)
        if (languages.length === 0) fail('languages should offer at least one language')
        for (const [name, id] of languages)
          if (!name.trim() || !String(id).trim())
            fail(`language '${name}' → '${id}' needs a name and the site's id`)
        const missing = REQUIRED_VERDICT_KINDS.filter((k) => !site().verdicts.includes(k))
        if (missing.length > 0)
          fail(`the fake should show every site's basic verdicts; it lacks ${missing.join(', ')}`)
      },
    },
    {
      name: 'logs in with a good account',
      run: async () => void (await loggedIn()),
    },
    {
      name: 'a wrong password is RemoteLoginFailed',
      run: async () =>
        void (await expectError('login with a wrong password', 'RemoteLoginFailed', () =>
          judge.login(context(), {
            username: site().account.username,
            password: `${site().account.password}-wrong`,
          }),
        )),
    },
    {
      name: 'reads the problem: title, limits, statement, samples, tags',
      run: async () => {
        const { id, expect } = site().problem
        const problem = await expectOk(`fetchProblem('${id}')`, () => judge.fetchProblem(context(), id))
        if (problem.title !== expect.title)
          fail(`the title should be '${expect.title}'; it is '${problem.title}'`)
        if (problem.timeLimitMs !== expect.timeLimitMs)
          fail(`the time limit should be ${expect.timeLimitMs} ms; it is ${problem.timeLimitMs}`)
        if (problem.memoryLimitMb !== expect.memoryLimitMb)
          fail(`the memory limit should be ${expect.memoryLimitMb} MB; it is ${problem.memoryLimitMb}`)
        if (!problem.description.includes(expect.statementIncludes))
          fail(
            `the description should include '${expect.statementIncludes}'; it is ${said(problem.description)}`,
          )
        const samples = problem.samples.map((s) => ({ input: squash(s.input), output: squash(s.output) }))
        const want = expect.samples.map((s) => ({ input: squash(s.input), output: squash(s.output) }))
        if (said(samples) !== said(want))
          fail(`the samples should be ${said(want)}; they are ${said(samples)}`)
        const tags = expect.tags ?? []
        const lost = tags.filter((t) => !problem.tags.includes(t))
        if (lost.length > 0) fail(`the tags should include ${said(lost)}; they are ${said(problem.tags)}`)
        if (!/^https?:\/\//.test(problem.url))
          fail(`url should be the statement's address; it is '${problem.url}'`)
      },
    },
    {
      name: 'a missing problem is RemoteNotFound',
      run: async () =>
        void (await expectError(`fetchProblem('${site().missingProblemId}')`, 'RemoteNotFound', () =>
          judge.fetchProblem(context(), site().missingProblemId),
        )),
    },
    {
      name: 'sends the problem, the language and the code as given',
      run: async () => {
        site().judge.judgeNextAs('accepted')
        const { verdict, pending } = await judgeOnce()
        const run = site().judge.runs.at(-1) ?? fail('the fake took no run')
        const sent = submission()
        if (run.problemId !== sent.problemId)
          fail(`the site got problem '${run.problemId}'; it should get '${sent.problemId}'`)
        if (run.language !== sent.language)
          fail(
            `the site got language '${run.language}'; it should get '${sent.language}' (${sent.languageName})`,
          )
        // a form's text travels with CRLF line ends (as a browser sends a textarea): those aside, the same code
        if (run.code.replace(/\r\n/g, '\n') !== code) fail(`the site got the code changed: ${said(run.code)}`)
        if (run.username !== site().account.username) fail(`the run is ${run.username}'s, not the account's`)
        if (pending === 0)
          fail(
            'poll should answer done: false while the site shows the run queued or running; it answered a verdict at the first look',
          )
        if (Math.abs(verdict.time - run.time) > 10)
          fail(`the time should be ${run.time} ms; it is ${verdict.time}`)
        if (Math.abs(verdict.memory - run.memory) > 24)
          fail(`the memory should be ${run.memory} KB; it is ${verdict.memory}`)
      },
    },
    ...verdictChecks(),
    {
      name: 'a compile error carries the compiler message',
      run: async () => {
        const message = "main.cpp:2:5: error: 'cout' was not declared in this scope"
        site().judge.judgeNextAs('compileError', { compileMessage: message })
        const { verdict } = await judgeOnce()
        if (verdict.status !== JudgeStatus.compileError)
          fail(
            `a compile error should be ${statusName(JudgeStatus.compileError)}; it is ${statusName(verdict.status)}`,
          )
        if (!verdict.message?.includes(message))
          fail(
            `the compile error's message should include the compiler's words ${said(message)}; it is ${said(verdict.message)}`,
          )
      },
    },
    {
      name: 'a verdict the adapter does not know is RemoteUnknownVerdict',
      run: async () => {
        const { ctx, session } = await loggedIn()
        site().judge.judgeNextAs({ unknown: 'Quantum Flux Exceeded' })
        const sent = submission()
        const { remoteId } = await expectOk('submit', () => judge.submit(ctx, session, sent))
        await expectError('poll of a run with an unknown verdict', 'RemoteUnknownVerdict', async () => {
          for (let poll = 0; poll < maxPolls; poll++) {
            const verdict = await judge.poll(ctx, session, remoteId, sent)
            if (verdict.done) return verdict
          }
          return 'no verdict at all'
        })
      },
    },
    {
      name: 'a refused submission is RemoteRefused with the site’s reason',
      run: async () => {
        const { ctx, session } = await loggedIn()
        site().judge.refuseNext(site().refusal)
        const error = await expectError('submit that the site refuses', 'RemoteRefused', () =>
          judge.submit(ctx, session, submission()),
        )
        if (!error.message.includes(site().refusal))
          fail(
            `RemoteRefused should carry the site's words ${said(site().refusal)}; it says ${said(error.message)}`,
          )
      },
    },
    {
      name: 'a "too often" answer is RemoteRateLimited',
      run: async () => {
        const { ctx, session } = await loggedIn()
        site().judge.rateLimitNext()
        await expectError('submit while the site says too often', 'RemoteRateLimited', () =>
          judge.submit(ctx, session, submission()),
        )
        site().judge.takeRateLimit()
      },
    },
    {
      name: 'a session that ended is RemoteSessionExpired',
      run: async () => {
        const { ctx, session } = await loggedIn()
        site().judge.expireSessions()
        await expectError('submit after the site ended the session', 'RemoteSessionExpired', () =>
          judge.submit(ctx, session, submission()),
        )
      },
    },
    {
      name: 'a slow site is RemoteDown within the time limit',
      run: async () => {
        site().slow(timeoutMs * 3)
        const started = Date.now()
        try {
          await expectError('fetchProblem from a site that does not answer in time', 'RemoteDown', () =>
            judge.fetchProblem(context(), site().problem.id),
          )
        } finally {
          site().slow(0)
        }
        const took = Date.now() - started
        if (took > timeoutMs * 2.5)
          fail(`a slow site should fail within the ${timeoutMs} ms time limit; it took ${took} ms`)
      },
    },
    {
      name: 'a site that is down is RemoteDown at once',
      run: async () => {
        const ctx = openRemoteContext({ baseUrl: `http://127.0.0.1:${await closedPort()}/`, timeoutMs })
        await expectError('login to a site that is down', 'RemoteDown', () =>
          judge.login(ctx, site().account),
        )
        await expectError('fetchProblem from a site that is down', 'RemoteDown', () =>
          judge.fetchProblem(ctx, site().problem.id),
        )
      },
    },
  ]
  return checks

  function verdictChecks(): KitCheck[] {
    return (Object.keys(REMOTE_VERDICTS) as RemoteVerdictKind[])
      .filter((kind) => kind !== 'compileError')
      .map((kind) => ({
        name: `maps the site's ${kind} verdict to ${statusName(REMOTE_VERDICTS[kind])}`,
        applies: () => site().verdicts.includes(kind),
        run: async () => {
          const want = REMOTE_VERDICTS[kind]
          site().judge.judgeNextAs(kind, { score: 40 })
          const { verdict } = await judgeOnce()
          if (verdict.status !== want)
            fail(
              `${judge.name} maps a verdict wrong: the fake site showed its ${kind} verdict and the adapter answered ${statusName(verdict.status)}; it should be ${statusName(want)}`,
            )
          if (kind === 'partial' && verdict.score !== 40)
            fail(`a partial verdict should carry the site's points (40); it carries ${said(verdict.score)}`)
        },
      }))
  }
}
