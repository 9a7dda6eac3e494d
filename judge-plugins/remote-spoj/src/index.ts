import {
  defineRemoteJudge,
  type HtmlNode,
  JudgeStatus,
  type JudgeStatusCode,
  problemNotFound,
  RemoteDown,
  RemoteLoginFailed,
  RemoteRateLimited,
  RemoteRefused,
  RemoteSessionExpired,
  unknownVerdict,
} from '@oj/sdk/judge'

// SPOJ (www.spoj.com): a login form, a multipart submit form that answers the new submission's id,
// the status list's JSON (status/ajax) by id, /error/<id>/ for a compile error's log.

/** SPOJ's status codes: 0 waiting, 1 compiling, 3 running, then the verdicts. */
const VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  '11': JudgeStatus.compileError,
  '12': JudgeStatus.runtimeError,
  '13': JudgeStatus.timeLimitExceeded,
  '14': JudgeStatus.wrongAnswer,
  '15': JudgeStatus.accepted,
  '20': JudgeStatus.systemError,
}
const PENDING = new Set(['0', '1', '3', '5'])

interface Status {
  readonly id: string
  readonly status: string
  readonly status_description: string
  readonly final: string
  readonly time: string
  readonly mem: string
}

const loggedIn = (text: string) => /href="\/logout"/.test(text)
/** "5.3M" or "1024k" in KB. */
const kilobytes = (mem: string) => {
  const [, value = '0', unit = 'k'] = /([\d.]+)\s*([kMG]?)/i.exec(mem) ?? []
  return Math.round(Number(value) * ({ k: 1, m: 1024, g: 1024 * 1024 }[unit.toLowerCase()] ?? 1))
}

/** The problem body's parts by their <h3> (before any: the statement). */
function parts(body: HtmlNode, baseUrl: string): Map<string, string> {
  const found = new Map<string, string>()
  let name = 'Statement'
  for (const child of body.children) {
    if (child.tag === 'h3') name = child.cleanText
    else
      found.set(
        name,
        `${found.get(name) ?? ''}\n\n${child.tag === 'pre' ? child.lines : child.markdown(baseUrl)}`.trim(),
      )
  }
  return found
}

export default defineRemoteJudge<{ readonly user: string }>({
  id: 'SPOJ',
  name: 'SPOJ',
  baseUrl: 'https://www.spoj.com/',
  languages: {
    'C++14 (gcc 8.3)': '44',
    'C (gcc 8.3)': '11',
    'Java (HotSpot 12)': '10',
    'Python3 (python 3.7)': '116',
    'Go (go 1.12.1)': '114',
  },
  limits: { submitIntervalMs: 10_000, pollIntervalMs: 3_000 },
  async login(ctx, account) {
    const form = { next_raw: '/', autologin: '1', login_user: account.username, password: account.password }
    const page = await ctx.http.post('/login/', { form })
    if (!loggedIn(page.text)) {
      const said = page.html().find('.alert-danger')?.cleanText
      throw new RemoteLoginFailed({ message: said || `SPOJ did not accept ${account.username}` })
    }
    return { user: account.username }
  },
  async submit(ctx, _session, submission) {
    const fields = {
      problemcode: submission.problemId,
      lang: submission.language,
      file: submission.code,
      submit: 'Submit!',
    }
    const sent = await ctx.http.post('/submit/complete/', { multipart: fields })
    const doc = sent.html()
    const id = doc.find('input[name="newSubmissionId"]')?.attr('value')
    if (id) return { remoteId: id }
    if (!loggedIn(sent.text)) throw new RemoteSessionExpired({ message: 'SPOJ asks to log in again' })
    const said = doc.find('.alert-danger, p.text-danger')?.cleanText ?? 'SPOJ did not take the code'
    throw /too (often|many)|limit/i.test(said)
      ? new RemoteRateLimited({ message: said })
      : new RemoteRefused({ message: said })
  },
  async poll(ctx, _session, remoteId) {
    const answer = (await ctx.http.post('/status/ajax=1,ajaxdiff=1', { form: { ids: remoteId } })).json<
      ReadonlyArray<Status>
    >()
    const run = Array.isArray(answer) ? answer.find((s) => String(s.id) === remoteId) : undefined
    if (!run) throw new RemoteDown({ message: `SPOJ lists no submission ${remoteId}` })
    if (run.final !== '1' || PENDING.has(run.status)) return { done: false }
    const status = VERDICTS[run.status]
    if (status === undefined) throw unknownVerdict(`${run.status} ${run.status_description}`.trim())
    const message =
      status === JudgeStatus.compileError
        ? ((await ctx.http.get(`/error/${remoteId}/`)).html().find('pre')?.text ?? '')
        : run.status_description
    return {
      done: true,
      status,
      time: Math.round(Number(run.time || 0) * 1000),
      memory: kilobytes(run.mem),
      message,
    }
  },
  async fetchProblem(ctx, problemId) {
    if (!/^[A-Z0-9_]+$/.test(problemId)) throw problemNotFound(problemId)
    const page = await ctx.http.get(`/problems/${problemId}/`)
    const doc = page.html()
    const name = doc.find('#problem-name')?.cleanText
    const body = doc.find('#problem-body')
    if (!name || !body) throw problemNotFound(problemId)
    const meta = new Map(
      doc
        .findAll('#problem-meta tr')
        .map((tr) => [
          tr.find('td')?.cleanText.replace(/:$/, '') ?? '',
          tr.findAll('td')[1]?.cleanText ?? '',
        ]),
    )
    const part = parts(body, page.url)
    // "Input:\n1\n2\n\nOutput:\n1\n2": SPOJ's example is one block
    const example = /Input:?\s*\n([\s\S]*?)\n\s*Output:?\s*\n([\s\S]*)/i.exec(part.get('Example') ?? '')
    return {
      title: name.replace(new RegExp(`^${problemId}\\s*-\\s*`), ''),
      timeLimitMs: Math.round(Number(/([\d.]+)\s*s/.exec(meta.get('Time limit') ?? '')?.[1] ?? 1) * 1000),
      memoryLimitMb: Number(/(\d+)\s*MB/.exec(meta.get('Memory limit') ?? '')?.[1] ?? 1536),
      description: part.get('Statement') ?? '',
      input: part.get('Input') ?? '',
      output: part.get('Output') ?? '',
      samples:
        example?.[1] !== undefined ? [{ input: example[1].trim(), output: (example[2] ?? '').trim() }] : [],
      hint: part.get('Notes') ?? part.get('Explanation') ?? '',
      source: meta.get('Resource') ?? '',
      tags: doc.findAll('#problem-tags .problem-tag').map((t) => t.cleanText.replace(/^#/, '')),
      url: page.url,
    }
  },
})
