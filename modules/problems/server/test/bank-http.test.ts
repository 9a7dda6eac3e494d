import { JudgeStatus } from '@oj/sdk'
import type { FinalReport, JudgeTask } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { problem } from '../src/tables.ts'
import { final } from './judge-fixtures.ts'
import { type Harness, startHarness } from './judge-harness.ts'
import { zipOf } from './packages.ts'

// The bank's admin calls over HTTP: the save checks of spec 3 §5 in their order, tags, languages
// and templates, the admin list and its author rule, delete and the auth switch, compiling a
// checker on a judge, the test data's zip (up and down), and a rejudge after new data.

/** A worker's final report of a checker's compile (a test task). */
const checkerReport = (task: JudgeTask, status: FinalReport['status'], errorMessage = ''): FinalReport => ({
  kind: 'final',
  taskId: task.taskId,
  testKey: task.testKey ?? '',
  attempt: 1,
  status,
  score: null,
  time: 0,
  memory: 0,
  errorMessage,
  judger: 'w1',
  cases: [],
  finishedAt: new Date().toISOString(),
})

let h: Harness
let adminToken: string
let problemAdminToken: string

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

const upload = async (token: string, bytes: Uint8Array, name = 'cases.zip') => {
  const form = new FormData()
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
  const response = await h.server.request('/ojapi/file/upload-testcase-zip', {
    method: 'POST',
    headers: { Authorization: token, 'Accept-Language': 'en' },
    body: form,
  })
  return {
    httpStatus: response.status,
    body: (await response.json()) as {
      status: number
      msg: string
      data: { fileList: Array<{ input: string; output: string }>; fileListDir: string } | null
    },
  }
}

const base = (problemId: string, extra: Record<string, unknown> = {}) => ({
  problem: { problemId, title: `Problem ${problemId}`, input: 'in', output: 'out', ...extra },
  samples: [{ input: '1 2', output: '3' }],
  isUploadTestCase: false,
})

beforeAll(async () => {
  h = await startHarness()
  await h.setSubmitInterval(0)
  await h.server.createUser({ username: 'teacher', password: 'teacher-pass', roles: ['admin'] })
  await h.server.createUser({ username: 'keeper', password: 'keeper-pass', roles: ['problem_admin'] })
  adminToken = await h.server.login('teacher', 'teacher-pass')
  problemAdminToken = await h.server.login('keeper', 'keeper-pass')
}, 120_000)
afterAll(() => h?.close())

describe('the save checks of spec 3 §5, in their order', () => {
  it.each([
    ['no display id', { problem: { title: 't' } }, 'The problem ID is required'],
    [
      'file IO without names',
      {
        problem: { problemId: 'C1', title: 't', isFileIO: true, ioReadFileName: 'a.in' },
        samples: [{ input: '1', output: '1' }],
      },
      'When the read/write mode is File IO the input file name or output file name cannot be empty',
    ],
    [
      'no cases',
      { problem: { problemId: 'C2', title: 't' }, isUploadTestCase: false },
      'Judge Samples is required',
    ],
    [
      'an OI case without a score',
      {
        problem: { problemId: 'C3', title: 't', type: 1 },
        samples: [{ input: '1', output: '1', score: '' }],
      },
      'Problem Sample 1: Score must be an integer greater than or equal to 0',
    ],
    [
      'a subtask case without a group',
      {
        problem: { problemId: 'C4', title: 't', type: 1, judgeCaseMode: 'subtask_lowest' },
        samples: [{ input: '1', output: '1', score: 10 }],
      },
      'Problem Sample 1: the group number is null',
    ],
    [
      'a special judge without code',
      { problem: { problemId: 'C5', title: 't', judgeMode: 'spj' }, samples: [{ input: '1', output: '1' }] },
      'The special judge or interactive code is required',
    ],
    [
      'a changed special judge that never compiled',
      {
        problem: {
          problemId: 'C6',
          title: 't',
          judgeMode: 'spj',
          spjCode: 'int main(){return 0;}',
          spjLanguage: 'C',
        },
        samples: [{ input: '1', output: '1' }],
        changeModeCode: true,
      },
      'Spj or interactive code not compiled successfully, please compile again',
    ],
    ['no language', { ...base('C7'), languages: [] }, 'Language is required'],
    [
      'a checked template without code',
      { ...base('C8'), codeTemplates: [{ language: 'C++', code: ' ', status: true }] },
      'C++: Code template of the language cannot be empty',
    ],
    ['a tag given twice', { ...base('C9'), tags: ['DP', { name: 'dp' }] }, 'The tag dp is given twice'],
  ] as const)('refuses %s with its message, writing nothing', async (_, body, msg) => {
    const before = await h.server.db.client.select({ id: problem.id }).from(problem)
    const reply = await api('POST', '/admin/problem', h.tokens.root, body)
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toBe(msg)
    expect(await h.server.db.client.select({ id: problem.id }).from(problem)).toHaveLength(before.length)
  })
})

describe('tags, languages and code templates', () => {
  it('saves them with the problem and answers them back as HOJ’s calls do', async () => {
    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      ...base('T100'),
      tags: ['Graph', { name: 'BFS' }],
      languages: [{ name: h.language }],
      codeTemplates: [{ lid: 1, code: '// mine', status: true }],
    })
    expect(created.body.status).toBe(200)
    const pid = created.body.data!.pid
    const tags = await api<Array<{ name: string; oj: string }>>('GET', `/get-problem-tags?pid=${pid}`)
    expect(tags.body.data!.map((t) => [t.name, t.oj])).toEqual([
      ['Graph', 'ME'],
      ['BFS', 'ME'],
    ])
    const languages = await api<Array<{ name: string }>>('GET', `/get-problem-languages?pid=${pid}`)
    expect(languages.body.data!.map((l) => l.name)).toEqual([h.language])
    const all = await api<Array<{ id: number; name: string }>>('GET', '/languages')
    const templates = await api<Array<{ lid: number; code: string; language: string }>>(
      'GET',
      `/get-problem-code-template?pid=${pid}`,
    )
    const lid1 = all.body.data!.find((l) => l.id === 1)!.name
    expect(templates.body.data).toEqual([
      expect.objectContaining({ lid: 1, code: '// mine', language: lid1 }),
    ])
    const detail = await api<{ codeTemplate: Record<string, string> }>(
      'GET',
      '/get-problem-detail?problemId=T100',
    )
    if (lid1 === h.language) expect(detail.body.data!.codeTemplate[h.language]).toBe('// mine')
    // Absent fields keep them; a new list replaces them.
    await api('PUT', '/admin/problem', h.tokens.root, { problem: { id: pid, hint: 'h' } })
    expect((await api<Array<unknown>>('GET', `/get-problem-tags?pid=${pid}`)).body.data).toHaveLength(2)
    await api('PUT', '/admin/problem', h.tokens.root, { problem: { id: pid }, tags: ['bfs'] })
    const after = await api<Array<{ name: string }>>('GET', `/get-problem-tags?pid=${pid}`)
    // The existing tag is found without regard to case.
    expect(after.body.data!.map((t) => t.name)).toEqual(['BFS'])
  })
})

describe('the admin list, one problem, auth and delete', () => {
  it('lists every problem to root with filters, and an admin only their own', async () => {
    const mine = await api<{ pid: number }>('POST', '/admin/problem', adminToken, base('L100'))
    expect(mine.body.status).toBe(200)
    // An admin's new problem is private unless they may publish.
    const row = await api<{ auth: number; author: string }>(
      'GET',
      `/admin/problem?pid=${mine.body.data!.pid}`,
      adminToken,
    )
    expect(row.body.data).toMatchObject({ auth: 2, author: 'teacher' })
    const theirs = await api<{ records: Array<{ problemId: string }>; total: number }>(
      'GET',
      '/admin/problem/get-problem-list?limit=100',
      adminToken,
    )
    expect(theirs.body.data!.records.map((r) => r.problemId)).toEqual(['L100'])
    const all = await api<{ records: Array<{ problemId: string; auth: number }>; total: number }>(
      'GET',
      '/admin/problem/get-problem-list?limit=5&currentPage=1&keyword=L100',
      h.tokens.root,
    )
    expect(all.body.data).toMatchObject({ total: 1, size: 5, current: 1 })
    const privates = await api<{ records: Array<{ auth: number }> }>(
      'GET',
      '/admin/problem/get-problem-list?auth=2&limit=100',
      h.tokens.root,
    )
    expect(privates.body.data!.records.every((r) => r.auth === 2)).toBe(true)
    expect((await api('GET', '/admin/problem/get-problem-list', h.tokens.alice)).httpStatus).toBe(403)
  })

  it('lets only root and problem admins publish a problem; an admin switches only their own', async () => {
    const { pid } = (await api<{ pid: number }>('POST', '/admin/problem', adminToken, base('L200'))).body
      .data!
    expect(
      (await api('PUT', '/admin/problem/change-problem-auth', adminToken, { id: pid, auth: 1 })).httpStatus,
    ).toBe(403)
    expect((await api('POST', '/admin/problem', adminToken, base('L201', { auth: 1 }))).httpStatus).toBe(403)
    expect(
      (await api('PUT', '/admin/problem/change-problem-auth', adminToken, { id: pid, auth: 3 })).body.status,
    ).toBe(200)
    const other = (await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, base('L202'))).body
      .data!.pid
    expect(
      (await api('PUT', '/admin/problem/change-problem-auth', adminToken, { id: other, auth: 2 })).httpStatus,
    ).toBe(403)
    const published = await api('PUT', '/admin/problem/change-problem-auth', problemAdminToken, {
      id: pid,
      auth: 1,
    })
    expect(published.body.status).toBe(200)
    const row = await api<{ auth: number; modifiedUser: string }>(
      'GET',
      `/admin/problem?pid=${pid}`,
      h.tokens.root,
    )
    expect(row.body.data).toMatchObject({ auth: 1, modifiedUser: 'keeper' })
  })

  it('deletes a problem with its cases and submissions (root and problem admins only)', async () => {
    const { pid } = (await api<{ pid: number }>('POST', '/admin/problem', adminToken, base('L300'))).body
      .data!
    expect((await api('DELETE', `/admin/problem?pid=${pid}`, adminToken)).httpStatus).toBe(403)
    expect((await api('DELETE', `/admin/problem?pid=${pid}`, h.tokens.alice)).httpStatus).toBe(403)
    expect((await api('DELETE', `/admin/problem?pid=${pid}`, problemAdminToken)).body.status).toBe(200)
    expect((await api('GET', `/admin/problem?pid=${pid}`, h.tokens.root)).httpStatus).toBe(404)
    const cases = await h.server.db.client.execute(
      sql`select count(*)::int as n from problems.problem_case where pid = ${pid}`,
    )
    expect((cases as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0)
  })
})

describe('compiling a special judge', () => {
  it('answers a judge’s compile error as its message, and a compiled checker saves', async () => {
    const code = 'int main() { return 0; }'
    const compile = (source: string) =>
      api('POST', '/admin/problem/compile-spj', h.tokens.root, { code: source, language: h.language })
    const failing = compile('not C++')
    const bad = await h.task(
      'test',
      (t) => t.compileChecker === true && t.problem.checker?.code === 'not C++',
    )
    expect(bad.problem).toMatchObject({
      judgeMode: 'spj',
      checker: { language: h.language, code: 'not C++' },
    })
    await h.report(checkerReport(bad, JudgeStatus.compileError, 'main.cpp:1: error: x'))
    const refused = await failing
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.msg).toBe('main.cpp:1: error: x')

    const passing = compile(code)
    const good = await h.task('test', (t) => t.compileChecker === true && t.problem.checker?.code === code)
    await h.report(checkerReport(good, JudgeStatus.accepted))
    expect((await passing).body.status).toBe(200)
    const saved = await api('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'S100', title: 's', judgeMode: 'spj', spjCode: code, spjLanguage: h.language },
      samples: [{ input: '1', output: '1' }],
      changeModeCode: true,
    })
    expect(saved.body.status).toBe(200)
  })
})

describe('test data', () => {
  it('takes a large zip streamed to disk, downloads it back as a zip, and a rejudge judges new data', async () => {
    const big = 'x'.repeat(4 * 1024 * 1024)
    const first = await upload(h.tokens.root, zipOf({ '1.in': big, '1.out': 'A', '2.in': '2', '2.out': 'B' }))
    expect(first.body.msg).toBe('success')
    expect(first.body.data!.fileList).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.out' },
    ])
    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'D100', title: 'data', auth: 1 },
      isUploadTestCase: true,
      uploadTestcaseDir: first.body.data!.fileListDir,
    })
    const pid = created.body.data!.pid
    const response = await h.server.request(`/ojapi/file/download-testcase?pid=${pid}`, {
      headers: { Authorization: h.tokens.root },
    })
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(['1.in', '1.out', '2.in', '2.out'])
    expect(new TextDecoder().decode(files['1.in']!).length).toBe(big.length)
    expect(
      (
        await h.server.request(`/ojapi/file/download-testcase?pid=${pid}`, {
          headers: { Authorization: h.tokens.alice },
        })
      ).status,
    ).toBe(403)

    const submitted = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens.alice, {
      pid: 'D100',
      language: h.language,
      code: 'int main(){}',
    })
    const submitId = submitted.body.data!.submitId
    const firstTask = await h.task('normal', (t) => t.submitId === submitId)
    await h.report(final(submitId, firstTask.taskId, JudgeStatus.accepted))
    // New data: the rejudge's task names the new files (the workers' cache is by content).
    const second = await upload(h.tokens.root, zipOf({ '1.in': 'new', '1.out': 'NEW' }))
    await api('PUT', '/admin/problem', h.tokens.root, {
      problem: { id: pid },
      isUploadTestCase: true,
      uploadTestcaseDir: second.body.data!.fileListDir,
    })
    await api('GET', `/admin/judge/rejudge?submitId=${submitId}`, h.tokens.root)
    const rejudged = await h.task('rejudge', (t) => t.submitId === submitId)
    expect(rejudged.cases).toHaveLength(1)
    expect(rejudged.cases[0]!.input).not.toEqual(firstTask.cases[0]!.input)
  })

  it('keeps the stored uploaded cases when only their scores change', async () => {
    const zip = await upload(h.tokens.root, zipOf({ '1.in': '1', '1.out': '1', '2.in': '2', '2.out': '2' }))
    const { pid } = (
      await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
        problem: { problemId: 'D200', title: 'scores', type: 1 },
        isUploadTestCase: true,
        uploadTestcaseDir: zip.body.data!.fileListDir,
        samples: [
          { input: '1.in', output: '1.out', score: 50 },
          { input: '2.in', output: '2.out', score: 50 },
        ],
      })
    ).body.data!
    await api('PUT', '/admin/problem', h.tokens.root, {
      problem: { id: pid },
      isUploadTestCase: true,
      samples: [
        { input: '1.in', output: '1.out', score: 30 },
        { input: '2.in', output: '2.out', score: 70 },
      ],
    })
    const cases = await api<Array<{ input: string; score: number }>>(
      'GET',
      `/admin/problem/get-problem-cases?pid=${pid}`,
      h.tokens.root,
    )
    expect(cases.body.data!.map((c) => [c.input, c.score])).toEqual([
      ['1.in', 30],
      ['2.in', 70],
    ])
  })
})
