// The HOJ-shaped calls the golden suite and the throughput bench make, over plain HTTP against a
// running server (a test server or `oj serve`): nothing here reaches into the server's code.
import { strToU8, zipSync } from 'fflate'

import type { GoldenProblem } from './suite.ts'

interface Envelope<T> {
  readonly status: number
  readonly msg: string
  readonly data: T
}

export interface SubmissionView {
  readonly submitId: number
  readonly status: number
  readonly score: number | null
  readonly time: number | null
  readonly memory: number | null
  readonly errorMessage: string | null
  readonly judger: string | null
}

export interface CaseView {
  readonly seq: number
  readonly status: number
  readonly time: number
  readonly score: number
}

/** Statuses still on their way (spec 1 §3): Pending, Compiling, Judging, Submitting. */
const IN_PROGRESS = new Set([5, 6, 7, 9])

class ApiError extends Error {}

export function client(baseUrl: string) {
  async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const send = () =>
      fetch(`${baseUrl}/ojapi${path}`, {
        method,
        headers: {
          'Accept-Language': 'en',
          ...(token ? { Authorization: token } : {}),
          ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      })
    // A GET is asked again once when its kept-alive connection was reset under it (a loaded machine).
    const response = await send().catch(async (error: unknown) => {
      if (method !== 'GET') throw error
      await new Promise((r) => setTimeout(r, 200))
      return send()
    })
    const text = await response.text()
    let envelope: Envelope<T>
    try {
      envelope = JSON.parse(text) as Envelope<T>
    } catch {
      throw new ApiError(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`)
    }
    if (response.status !== 200 || envelope.status !== 200)
      throw new ApiError(`${method} ${path}: HTTP ${response.status}: ${envelope.msg}`)
    return envelope.data
  }

  const login = async (username: string, password: string) =>
    (await call<{ token: string }>('POST', '/login', undefined, { username, password })).token

  /** Zips data/N.in + N.out, uploads the zip, and answers its folder and file list. */
  async function uploadCases(token: string, files: Readonly<Record<string, string>>) {
    const zip = zipSync(
      Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
    )
    const form = new FormData()
    form.append('file', new Blob([zip]), 'cases.zip')
    form.append('mode', 'default')
    return call<{ fileList: Array<{ input: string; output: string }>; fileListDir: string }>(
      'POST',
      '/file/upload-testcase-zip',
      token,
      form,
    )
  }

  /** The display id of each problem created here: HOJ's submit names a problem by it. */
  const displayIds = new Map<number, string>()

  /** Creates the problem as an admin through POST /admin/problem with uploaded cases; answers pid. */
  async function createProblem(token: string, problem: GoldenProblem, problemId: string): Promise<number> {
    const { spec } = problem
    const upload = await uploadCases(token, problem.dataFiles)
    const byInput = new Map(problem.data.map((d, i) => [`${d.name}.in`, spec.cases?.[i]]))
    const created = await call<{ pid: number }>('POST', '/admin/problem', token, {
      problem: {
        problemId,
        title: spec.title,
        description: spec.description,
        type: spec.type === 'OI' ? 1 : 0,
        timeLimit: spec.timeLimit,
        memoryLimit: spec.memoryLimit,
        ...(spec.stackLimit ? { stackLimit: spec.stackLimit } : {}),
        auth: 1,
        judgeMode: spec.judgeMode,
        judgeCaseMode: spec.judgeCaseMode,
        isRemoveEndBlank: spec.isRemoveEndBlank,
        ...(problem.judgeProgram
          ? { spjCode: problem.judgeProgram, spjLanguage: spec.spjLanguage ?? 'C++' }
          : {}),
        ...(spec.fileIO
          ? { isFileIO: true, ioReadFileName: spec.fileIO.input, ioWriteFileName: spec.fileIO.output }
          : {}),
        ...(spec.userExtraFile ? { userExtraFile: JSON.stringify(spec.userExtraFile) } : {}),
        isUploadCase: true,
      },
      judgeMode: spec.judgeMode,
      isUploadTestCase: true,
      uploadTestcaseDir: upload.fileListDir,
      testCaseScore: upload.fileList.map((f) => ({
        ...f,
        score: byInput.get(f.input)?.score ?? 0,
        groupNum: byInput.get(f.input)?.group ?? 0,
      })),
    })
    displayIds.set(created.pid, problemId)
    return created.pid
  }

  /** Submits to a problem created by this client (HOJ's SubmitJudgeDTO: `pid` is the display id). */
  /** Submits as HOJ's client does; `cid` puts it in a contest (whose module names the problem). */
  const submit = async (token: string, pid: number, language: string, code: string, cid = 0) =>
    (
      await call<{ submitId: number }>('POST', '/submit-problem-judge', token, {
        pid: displayIds.get(pid) ?? String(pid),
        language,
        code,
        cid,
        tid: 0,
        gid: null,
        isRemote: false,
      })
    ).submitId

  const detail = async (token: string, submitId: number) =>
    (await call<{ submission: SubmissionView }>('GET', `/get-submission-detail?submitId=${submitId}`, token))
      .submission

  /** Polls get-submission-detail until the status is final (or the deadline passes). */
  async function waitFinal(token: string, submitId: number, timeoutMs: number, pollMs = 250) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const view = await detail(token, submitId)
      if (!IN_PROGRESS.has(view.status)) return view
      if (Date.now() > deadline)
        throw new ApiError(`submission ${submitId} still in status ${view.status} after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  /**
   * Follows the submission's status stream (server-sent events, as the web client does) until its
   * final status: no polling, so a measure of submit-to-verdict adds no load of its own.
   */
  async function streamFinal(
    token: string,
    submitId: number,
    timeoutMs: number,
  ): Promise<{ status: number }> {
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), timeoutMs)
    try {
      const response = await fetch(`${baseUrl}/ojapi/submission-status-stream?submitId=${submitId}`, {
        headers: { Authorization: token, Accept: 'text/event-stream' },
        signal: abort.signal,
      })
      if (response.status !== 200 || !response.body)
        throw new ApiError(`status stream of ${submitId}: HTTP ${response.status}`)
      const decoder = new TextDecoder()
      let buffer = ''
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let newline
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).trim()
          buffer = buffer.slice(newline + 1)
          if (!line.startsWith('data:')) continue
          const event = JSON.parse(line.slice(5)) as { status: number; final: boolean }
          if (event.final) return { status: event.status }
        }
      }
      throw new ApiError(`status stream of ${submitId} ended before its final status`)
    } catch (error) {
      if (abort.signal.aborted) throw new ApiError(`submission ${submitId} not final after ${timeoutMs} ms`)
      throw error
    } finally {
      clearTimeout(timer)
      abort.abort()
    }
  }

  const caseResults = async (token: string, submitId: number) =>
    (await call<{ judgeCaseList: CaseView[] }>('GET', `/get-all-case-result?submitId=${submitId}`, token))
      .judgeCaseList

  const languages = async () => (await call<Array<{ name: string }>>('GET', '/languages')).map((l) => l.name)

  return {
    call,
    login,
    uploadCases,
    createProblem,
    submit,
    detail,
    waitFinal,
    streamFinal,
    caseResults,
    languages,
  }
}

export type Client = ReturnType<typeof client>
