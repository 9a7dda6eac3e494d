import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { problem } from '../src/tables.ts'
import { type Harness, startHarness } from './judge-harness.ts'
import {
  CASES,
  CHECKER,
  escapingZip,
  fpsXml,
  hojPackage,
  hydroPackage,
  kattisPackage,
  lyingZip,
  PNG,
  polygonPackage,
  qdojPackage,
  zipOf,
} from './packages.ts'

// Import and export over HTTP: each importer on a package this test builds (the problem's fields,
// cases, checker and pictures as stored), HOJ's zip both ways (export, delete, import back: the
// same problem), and bad packages refused with a 400 that names the file and the rule, importing
// nothing.

let h: Harness

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

interface Imported {
  readonly problems: ReadonlyArray<{
    pid: number
    problemId: string
    title: string
    caseCount: number
    source: string
  }>
}

const importFile = async (path: string, bytes: Uint8Array | string, name: string, token = h.tokens.root) => {
  const form = new FormData()
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
  const response = await h.server.request(`/ojapi/file/${path}`, {
    method: 'POST',
    headers: { Authorization: token, 'Accept-Language': 'en' },
    body: form,
  })
  return {
    httpStatus: response.status,
    body: (await response.json()) as { status: number; msg: string; data: Imported | null },
  }
}

interface Stored {
  title: string
  timeLimit: number
  memoryLimit: number
  stackLimit: number
  type: number
  judgeMode: string
  judgeCaseMode: string
  spjCode: string | null
  spjLanguage: string | null
  judgeExtraFile: string | null
  description: string
  examples: string
  source: string
}
const stored = async (pid: number) =>
  (await api<Stored>('GET', `/admin/problem?pid=${pid}`, h.tokens.root)).body.data!
const cases = async (pid: number) =>
  (
    await api<
      Array<{
        input: string
        output: string
        score: number
        groupNum: number
        inputHash: string
        outputHash: string
      }>
    >('GET', `/admin/problem/get-problem-cases?pid=${pid}`, h.tokens.root)
  ).body.data!
/** The test files' contents, from the download of the problem's test data. */
const caseTexts = async (pid: number) => {
  const response = await h.server.request(`/ojapi/file/download-testcase?pid=${pid}`, {
    headers: { Authorization: h.tokens.root },
  })
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  const rows = await cases(pid)
  const text = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : '')
  return rows.map((c) => ({ input: text(c.input), output: text(c.output) }))
}
const problemCount = async () => (await h.server.db.client.select({ id: problem.id }).from(problem)).length

beforeAll(async () => {
  h = await startHarness()
}, 120_000)
afterAll(() => h?.close())

describe('importers', () => {
  it('imports HOJ’s zip: fields, checker with its files, tags and scored cases', async () => {
    const reply = await importFile('import-problem', hojPackage('H100'), 'hoj.zip')
    expect(reply.body.status).toBe(200)
    const [one] = reply.body.data!.problems
    expect(one).toMatchObject({
      problemId: 'H100',
      title: 'A + B (HOJ)',
      caseCount: 3,
      source: 'problem_1.json',
    })
    const p = await stored(one!.pid)
    expect(p).toMatchObject({
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      type: 1,
      judgeMode: 'spj',
      spjCode: CHECKER,
    })
    expect(JSON.parse(p.judgeExtraFile!)).toEqual({ 'testlib.h': '// testlib\n' })
    expect((await cases(one!.pid)).map((c) => c.score)).toEqual([33, 33, 34])
    expect(await caseTexts(one!.pid)).toEqual(CASES)
    const tags = await api<Array<{ name: string }>>('GET', `/get-problem-tags?pid=${one!.pid}`)
    expect(tags.body.data!.map((t) => t.name)).toEqual(['Math', 'Beginner'])
  })

  it('imports FPS XML with its picture and special judge', async () => {
    const reply = await importFile('import-fps-problem', fpsXml(), 'problems.xml')
    expect(reply.body.status).toBe(200)
    const [one] = reply.body.data!.problems
    const p = await stored(one!.pid)
    // The package's checker is a testlib one: stored as it is (a HUSTOJ spj would be wrapped).
    expect(p).toMatchObject({
      title: 'A + B (FPS)',
      timeLimit: 1500,
      memoryLimit: 64,
      judgeMode: 'spj',
      spjLanguage: 'C++',
      spjCode: CHECKER,
    })
    expect(p.examples).toBe('<input>1 2</input><output>3</output>')
    const link = /\/ojapi\/public\/md\/[0-9a-f]{64}\.png/.exec(p.description)?.[0]
    expect(link).toBeDefined()
    const picture = await h.server.request(link!)
    expect(picture.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG)
    expect(await caseTexts(one!.pid)).toEqual(CASES)
  })

  it('imports a QDUOJ zip (OI scores) and a Hydro zip (subtasks, statement samples, pictures)', async () => {
    const qd = await importFile('import-qdoj-problem', qdojPackage(), 'qduoj.zip')
    expect(qd.body.status).toBe(200)
    const q = qd.body.data!.problems[0]!
    expect(q.problemId).toBe('QD1')
    expect((await cases(q.pid)).map((c) => c.score)).toEqual([10, 10, 10])

    const hy = await importFile('import-hydro-problem', hydroPackage(), 'hydro.zip')
    expect(hy.body.status).toBe(200)
    const y = hy.body.data!.problems[0]!
    const p = await stored(y.pid)
    expect(p).toMatchObject({
      title: 'A + B (Hydro)',
      timeLimit: 1000,
      memoryLimit: 128,
      judgeCaseMode: 'subtask_lowest',
    })
    expect(p.examples).toBe('<input>1 2</input><output>3</output>')
    expect(p.description).toMatch(/!\[pic\]\(\/ojapi\/public\/md\/[0-9a-f]{64}\.png\)/)
    expect((await cases(y.pid)).map((c) => [c.score, c.groupNum])).toEqual([
      [40, 1],
      [60, 2],
      [60, 2],
    ])
  })

  it('imports Kattis packages: samples then secret data, limits, a custom validator through its adapter', async () => {
    const plain = await importFile('import-kattis-problem', kattisPackage(false), 'abc.zip')
    expect(plain.body.status).toBe(200)
    const k = plain.body.data!.problems[0]!
    expect(await stored(k.pid)).toMatchObject({
      title: 'A + B (Kattis)',
      timeLimit: 2000,
      memoryLimit: 512,
      judgeMode: 'default',
    })
    expect(await caseTexts(k.pid)).toEqual(CASES)

    const custom = await importFile('import-kattis-problem', kattisPackage(true), 'abc-custom.zip')
    expect(custom.body.status).toBe(200)
    const c = await stored(custom.body.data!.problems[0]!.pid)
    expect(c.judgeMode).toBe('spj')
    expect(c.spjCode).toContain('#include "validate.cpp"')
    expect(Object.keys(JSON.parse(c.judgeExtraFile!))).toEqual(['validate.cpp'])
  })

  it('imports a Polygon package: tests by pattern with points, the testlib checker and its header, the statement', async () => {
    const reply = await importFile('import-polygon-problem', polygonPackage(), 'polygon.zip')
    expect(reply.body.status).toBe(200)
    const pid = reply.body.data!.problems[0]!.pid
    const p = await stored(pid)
    expect(p).toMatchObject({
      title: 'A + B (Polygon)',
      timeLimit: 1000,
      memoryLimit: 256,
      type: 1,
      judgeMode: 'spj',
      spjCode: CHECKER,
      spjLanguage: 'C++ 17',
    })
    expect(p.description).toBe('Add $a$ and $b$.')
    expect(p.examples).toBe('<input>1 2\n</input><output>3\n</output>')
    expect(JSON.parse(p.judgeExtraFile!)).toEqual({ 'testlib.h': '// testlib\n' })
    expect((await cases(pid)).map((c) => c.score)).toEqual([33, 33, 34])
    expect(await caseTexts(pid)).toEqual(CASES)
  })
})

describe('HOJ’s zip both ways', () => {
  it('exports, deletes and imports back the same problem: title, limits, cases, checker, templates', async () => {
    const zip = await importFile('import-problem', hojPackage('R100'), 'hoj.zip')
    const pid = zip.body.data!.problems[0]!.pid
    await api('PUT', '/admin/problem', h.tokens.root, {
      problem: { id: pid },
      languages: [h.language],
      codeTemplates: [{ language: h.language, code: '// tpl', status: true }],
    })
    const before = { problem: await stored(pid), cases: await cases(pid) }
    const exported = await h.server.request(`/ojapi/file/export-problem?pid=${pid}`, {
      headers: { Authorization: h.tokens.root },
    })
    expect(exported.headers.get('Content-Type')).toBe('application/zip')
    const bytes = new Uint8Array(await exported.arrayBuffer())
    const entries = Object.keys(unzipSync(bytes)).sort()
    expect(entries).toContain(`problem_${pid}.json`)
    expect(entries).toContain(`problem_${pid}/1.in`)
    expect((await api('DELETE', `/admin/problem?pid=${pid}`, h.tokens.root)).body.status).toBe(200)
    const back = await importFile('import-problem', bytes, 'export.zip')
    expect(back.body.status).toBe(200)
    const again = back.body.data!.problems[0]!
    expect(again.problemId).toBe('R100')
    const after = { problem: await stored(again.pid), cases: await cases(again.pid) }
    const fields = (p: Stored) => ({
      ...p,
      gmtCreate: 0,
      gmtModified: 0,
      id: 0,
      ioScore: 0,
      author: 0,
      modifiedUser: 0,
    })
    expect(fields(after.problem)).toEqual(fields(before.problem))
    const content = (c: Awaited<ReturnType<typeof cases>>) =>
      c.map((x) => [x.input, x.output, x.inputHash, x.outputHash, x.score])
    expect(content(after.cases)).toEqual(content(before.cases))
    const templates = await api<Array<{ code: string; language: string }>>(
      'GET',
      `/get-problem-code-template?pid=${again.pid}`,
    )
    expect(templates.body.data!.map((t) => [t.language, t.code])).toEqual([[h.language, '// tpl']])
  })
})

describe('bad packages', () => {
  it.each([
    [
      'not a zip',
      'import-problem',
      'hello',
      'notes.zip',
      'notes.zip is not a zip archive this judge can read',
    ],
    [
      'a path leaving its folder',
      'import-problem',
      escapingZip(),
      'evil.zip',
      'evil.zip: the path ../evil.in leaves its folder or is repeated',
    ],
    [
      'a zip bomb',
      'import-kattis-problem',
      lyingZip(0x7fffffff),
      'bomb.zip',
      'bomb.zip: 1.in holds too much data (at most 256 MiB a file, 4096 MiB in all)',
    ],
    [
      'a JSON file without its folder',
      'import-problem',
      zipOf({ 'problem_9.json': '{}' }),
      'half.zip',
      'problem_9.json: problem_9/ is missing',
    ],
    [
      'a Kattis package without data',
      'import-kattis-problem',
      zipOf({ 'problem.yaml': 'name: x' }),
      'k.zip',
      'problem.yaml: data/secret/*.in is missing',
    ],
    [
      'a Polygon package missing a test',
      'import-polygon-problem',
      (() => {
        const files = unzipSync(polygonPackage())
        delete files['tests/03']
        return zipOf(files)
      })(),
      'p.zip',
      'problem.xml: tests/03 is missing',
    ],
    [
      'an FPS item without tests',
      'import-fps-problem',
      '<fps version="1.2"><item><title>x</title></item></fps>',
      'bad.xml',
      'bad.xml#1: the item has no test_input',
    ],
    [
      'a Hydro zip without problem.yaml',
      'import-hydro-problem',
      zipOf({ 'P1/testdata/1.in': '1' }),
      'h.zip',
      'h.zip: <problem>/problem.yaml is missing',
    ],
  ] as const)(
    'refuses %s with a 400 naming the file and the rule, importing nothing',
    async (_, path, bytes, name, msg) => {
      const before = await problemCount()
      const reply = await importFile(path, bytes, name)
      expect(reply.httpStatus).toBe(400)
      expect(reply.body.msg).toBe(msg)
      expect(await problemCount()).toBe(before)
    },
  )

  it('imports nothing of a package whose second problem is refused', async () => {
    const before = await problemCount()
    const one = unzipSync(hojPackage('B100'))
    const files: Record<string, Uint8Array> = {}
    for (const [name, data] of Object.entries(one)) {
      files[name] = data
      files[name.replace('problem_1', 'problem_2')] = data
    }
    // Both name the same display id: the second clashes with the first.
    const reply = await importFile('import-problem', zipOf(files), 'two.zip')
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toBe('problem_2.json: The problem ID B100 already exists')
    expect(await problemCount()).toBe(before)
  })

  it('is for root and problem admins only', async () => {
    expect((await importFile('import-problem', hojPackage('X1'), 'x.zip', h.tokens.alice)).httpStatus).toBe(
      403,
    )
  })
})
