import { JudgeStatus } from '@oj/sdk'
import { type BusShape, HEARTBEAT_SUBJECT, type JudgeTask, laneOf, type WorkerInfo } from '@oj/sdk/server'
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addTask } from '../src/submissions/outbox.ts'
import { startPipeline } from '../src/submissions/pipeline.ts'
import { DEFAULT_TIMINGS, JudgeSignals } from '../src/submissions/signals.ts'
import { outbox, problemCase } from '../src/submissions/tables.ts'
import { final } from './judge-fixtures.ts'
import { type Harness, startHarness, waitFor } from './judge-harness.ts'
import { openProblemsDb } from './test-db.ts'

let h: Harness

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  h.server.api<T>(method, `/ojapi${path}`, {
    headers: { 'Accept-Language': 'en' },
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  })

const upload = async (token: string, file: Blob | undefined) => {
  const form = new FormData()
  if (file !== undefined) form.append('file', file, 'cases.zip')
  form.append('mode', 'default')
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
const zipOf = (files: Record<string, string>) =>
  new Blob([zipSync(Object.fromEntries(Object.entries(files).map(([n, c]) => [n, strToU8(c)])))])
const caseCount = async () => (await h.server.db.client.select().from(problemCase)).length

beforeAll(async () => {
  h = await startHarness()
  await h.setSubmitInterval(0)
}, 120_000)
afterAll(() => h?.close())

describe('languages and judge servers', () => {
  it('lists what the live workers offer, in HOJ Language shape', async () => {
    const reply = await api<Array<Record<string, unknown>>>('GET', '/languages?all=true')
    expect(reply.body.data).toContainEqual(
      expect.objectContaining({
        name: h.language,
        description: 'G++ 12 -O2 -std=c++17',
        contentType: 'text/x-c++src',
        template: 'int main() { return 0; }',
        compileCommand: 'g++ -O2 -std=c++17 main.cpp -o main',
        oj: 'ME',
      }),
    )
    const p1000 = await api<Array<{ id: number }>>('GET', '/get-problem-list?keyword=P1000')
    expect(p1000.body.status).toBe(200)
    expect((await api('GET', '/get-problem-languages?pid=999999')).httpStatus).toBe(404)
    expect((await api('GET', '/get-problem-languages')).httpStatus).toBe(400)
  })

  it('shows the judge servers to admin roles only', async () => {
    // HOJ's list of judge services: one entry per worker.
    const info = await api<Array<{ name: string; alive: boolean; lanes: string[] }>>(
      'GET',
      '/admin/config/get-judge-service-info',
      h.tokens.root,
    )
    expect(info.body.data).toContainEqual(
      expect.objectContaining({
        name: `worker-${h.family}`,
        alive: true,
        capacity: 2,
        load: 0,
        // What HOJ's dashboard reads of a judge service.
        cpuCores: 2,
        service: expect.objectContaining({
          host: `worker-${h.family}`,
          metadata: { judgeName: `worker-${h.family}`, 'nacos.healthy': 'true' },
        }),
      }),
    )
    expect((await api('POST', '/admin/config/get-judge-service-info', h.tokens.alice)).httpStatus).toBe(403)
    expect((await api('GET', '/admin/config/get-judge-service-info')).httpStatus).toBe(401)
  })
})

describe('upload-testcase-zip', () => {
  it('pairs and stores the cases, answering fileList and fileListDir', async () => {
    const reply = await upload(
      h.tokens.root,
      zipOf({ '2.in': '2', '2.ans': 'B', '1.in': '1', '1.out': 'A', '3.in': '3' }),
    )
    expect(reply.body.status).toBe(200)
    expect(reply.body.data!.fileList).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.ans' },
      // No answer file: HOJ's dash (special and interactive judges need none).
      { input: '3.in', output: '-' },
    ])
    expect(reply.body.data!.fileListDir).toMatch(/^[0-9a-f-]{36}$/)
  })

  it.each([
    ['no file', undefined, 'Please choose a file'],
    ['a text file', new Blob(['hello']), 'cases.zip is not a zip archive this judge can read'],
    [
      'a zip without cases',
      zipOf({ 'readme.md': 'x' }),
      'The zip holds no test case (N.in with N.out or N.ans)',
    ],
    [
      'a path traversal',
      zipOf({ '../1.in': 'x' }),
      'cases.zip: the path ../1.in leaves its folder or is repeated',
    ],
  ] as const)('refuses %s with a 400', async (_, file, msg) => {
    const reply = await upload(h.tokens.root, file)
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toBe(msg)
  })

  it('is for problem admins only', async () => {
    expect((await upload(h.tokens.alice, zipOf({ '1.in': '1' }))).httpStatus).toBe(403)
  })
})

describe('admin problem calls', () => {
  it('create an OI subtask problem from an upload, list its cases, and judge with them', async () => {
    const zip = await upload(h.tokens.root, zipOf({ '1.in': '1', '1.out': 'a', '2.in': '2', '2.out': 'b' }))
    const created = await api<{ pid: number; problemId: string; caseCount: number }>(
      'POST',
      '/admin/problem',
      h.tokens.root,
      {
        problem: {
          problemId: 'U100',
          title: 'Uploaded',
          type: 1,
          judgeCaseMode: 'subtask_lowest',
          isFileIO: true,
          ioReadFileName: 'in.txt',
          ioWriteFileName: 'out.txt',
          userExtraFile: '{"lib.h":"int f();"}',
        },
        isUploadTestCase: true,
        uploadTestcaseDir: zip.body.data!.fileListDir,
        testCaseScore: [
          { input: '2.in', output: '2.out', score: 60, groupNum: 1 },
          { input: '1.in', output: '1.out', score: 40, groupNum: 2 },
        ],
      },
    )
    expect(created.body.data).toMatchObject({ problemId: 'U100', caseCount: 2 })
    const pid = created.body.data!.pid

    const cases = await api<Array<{ input: string; score: number; groupNum: number; inputHash: string }>>(
      'GET',
      `/admin/problem/get-problem-cases?pid=${pid}`,
      h.tokens.root,
    )
    expect(cases.body.data!.map((c) => [c.input, c.score, c.groupNum])).toEqual([
      ['2.in', 60, 1],
      ['1.in', 40, 2],
    ])
    expect((await api('GET', `/admin/problem/get-problem-cases?pid=${pid}`, h.tokens.alice)).httpStatus).toBe(
      403,
    )

    const submitted = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens.alice, {
      pid: 'U100',
      language: h.language,
      code: 'int main(){}',
    })
    const submitId = submitted.body.data!.submitId
    const task = await h.task('normal', (t) => t.submitId === submitId)
    expect(task.problem).toMatchObject({
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      fileIO: { input: 'in.txt', output: 'out.txt' },
      userExtraFiles: { 'lib.h': 'int f();' },
    })
    expect(task.cases.map((c) => [c.inputName, c.score, c.groupNum])).toEqual([
      ['2.in', 60, 1],
      ['1.in', 40, 2],
    ])
    expect(task.cases[0]!.input).toEqual({ hash: cases.body.data![0]!.inputHash })

    const events = await h.judgedEvents('subtasks', (e) => e.submitId === submitId)
    await h.report(
      final(submitId, task.taskId, JudgeStatus.partialAccepted, {
        score: 60,
        cases: [
          { ...caseOf(1, 0, 60), groupNum: 1 },
          { ...caseOf(2, -1, 0), groupNum: 2 },
        ],
        subtasks: [
          { groupNum: 1, score: 60 },
          { groupNum: 2, score: 0 },
        ],
      }),
    )
    // The judged event carries the judge's points per subtask (what an IOI contest board sums).
    const [event] = await waitFor(async () => (events.length > 0 ? events : undefined), 'the judged event')
    expect(event).toMatchObject({ submitId, score: 60, subtasks: { '1': 60, '2': 0 } })
    const result = await waitFor(async () => {
      const reply = await api<{
        subTaskJudgeCaseVoList: Array<{ groupNum: number; status: number; score: number }> | null
      }>('GET', `/get-all-case-result?submitId=${submitId}`)
      return reply.body.data?.subTaskJudgeCaseVoList?.length ? reply.body.data : undefined
    }, 'the case results')
    expect(result.subTaskJudgeCaseVoList!.map((g) => [g.groupNum, g.status, g.score])).toEqual([
      [1, 0, 60],
      [2, -1, 0],
    ])
  })

  it('update a problem and replace its inline cases', async () => {
    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'U200', title: 'Inline' },
      samples: [{ input: '1 1', output: '2' }],
    })
    const pid = created.body.data!.pid
    const updated = await api<{ caseCount: number }>('PUT', '/admin/problem', h.tokens.root, {
      problem: { id: pid, title: 'Inline, renamed', timeLimit: 2000 },
      samples: [
        { input: '1 1', output: '2' },
        { input: '2 2', output: '4' },
      ],
    })
    expect(updated.body.data).toMatchObject({ caseCount: 2 })
    const cases = await api<Array<{ input: string; output: string }>>(
      'GET',
      `/admin/problem/get-problem-cases?pid=${pid}`,
      h.tokens.root,
    )
    expect(cases.body.data!.map((c) => [c.input, c.output])).toEqual([
      ['1 1', '2'],
      ['2 2', '4'],
    ])
    // Without cases in the body, the stored ones stay.
    expect(
      (await api('PUT', '/admin/problem', h.tokens.root, { problem: { id: pid, hint: 'h' } })).body.data,
    ).toMatchObject({
      caseCount: null,
    })
  })

  it.each([
    [
      'no title',
      { problem: { problemId: 'B1' }, samples: [{ input: '1', output: '1' }] },
      'Title is required',
    ],
    [
      'no display id',
      { problem: { title: 't' }, samples: [{ input: '1', output: '1' }] },
      'The problem ID is required',
    ],
    ['no cases', { problem: { problemId: 'B2', title: 't' } }, 'Judge Samples is required'],
    [
      'an empty case',
      { problem: { problemId: 'B3', title: 't' }, samples: [{ input: '', output: '' }] },
      'Problem Sample 1: the input and the output cannot both be empty',
    ],
    [
      'an OI case without score',
      { problem: { problemId: 'B4', title: 't', type: 1 }, samples: [{ input: '1', output: '1' }] },
      'Problem Sample 1: Score must be an integer greater than or equal to 0',
    ],
    [
      'a subtask case without group',
      {
        problem: { problemId: 'B5', title: 't', type: 1, judgeCaseMode: 'subtask_average' },
        samples: [{ input: '1', output: '1', score: 10 }],
      },
      'Problem Sample 1: the group number is null',
    ],
    [
      'file IO without names',
      { problem: { problemId: 'B6', title: 't', isFileIO: true }, samples: [{ input: '1', output: '1' }] },
      'When the read/write mode is File IO the input file name or output file name cannot be empty',
    ],
    [
      'a special judge without code',
      { problem: { problemId: 'B7', title: 't', judgeMode: 'spj' }, samples: [{ input: '1', output: '1' }] },
      'The special judge or interactive code is required',
    ],
    [
      'a taken display id',
      { problem: { problemId: 'U200', title: 't' }, samples: [{ input: '1', output: '1' }] },
      'The problem ID U200 already exists',
    ],
    [
      'an unknown upload',
      { problem: { problemId: 'B8', title: 't' }, isUploadTestCase: true, uploadTestcaseDir: 'nope' },
      'The uploaded test data was not found, please upload it again',
    ],
    [
      'an unsafe extra file name',
      {
        problem: { problemId: 'B9', title: 't', userExtraFile: { '../x': 'y' } },
        samples: [{ input: '1', output: '1' }],
      },
      'Extra files must map plain file names to their content',
    ],
  ] as const)('refuse %s with a 400, writing nothing', async (_, body, msg) => {
    const before = await caseCount()
    const reply = await api('POST', '/admin/problem', h.tokens.root, body)
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toBe(msg)
    expect(await caseCount()).toBe(before)
  })

  it('limit a problem to its own languages', async () => {
    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'L100', title: 'Only Pascal' },
      samples: [{ input: '1', output: '1' }],
      languages: [{ name: 'Pascal' }],
    })
    const pid = created.body.data!.pid
    expect((await api<unknown[]>('GET', `/get-problem-languages?pid=${pid}`)).body.data).toEqual([])
    const all = await api<Array<{ name: string }>>('GET', '/get-problem-languages?pid=1')
    expect(all.body.data!.map((l) => l.name)).toContain(h.language)
    const refused = await api('POST', '/submit-problem-judge', h.tokens.alice, {
      pid: 'L100',
      language: h.language,
      code: 'x',
    })
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.msg).toBe(`The problem does not accept ${h.language}`)
  })

  it('send a remote problem submission to the remote judge lane', async () => {
    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'HDU-1000', title: 'Remote A+B', isRemote: true },
    })
    const pid = created.body.data!.pid
    // No live remote host offers HDU's G++ yet: refused at once, never left Pending.
    const early = await api('POST', '/submit-problem-judge', h.tokens.bob, {
      pid: 'HDU-1000',
      language: 'G++',
      code: 'int main(){}',
    })
    expect(early.httpStatus).toBe(400)
    expect(early.body.msg).toMatch(/G\+\+/)
    // A remote host for HDU announces itself (its languages have the family remote-hdu).
    const host: WorkerInfo = {
      name: 'remote-host-test',
      lanes: [laneOf('normal', 'remote-hdu')],
      languages: [{ name: 'G++', description: 'HDU: G++', family: 'remote-hdu', version: 'HDU' }],
      capacity: 1,
      load: 0,
      cpus: 0,
      startedAt: new Date().toISOString(),
      sentAt: new Date().toISOString(),
      runtimes: ['remote HDU (1 account)'],
    }
    await h.server.bus.publish(HEARTBEAT_SUBJECT, host)
    await waitFor(async () => {
      const reply = await api<Array<{ name: string; oj: string }>>(
        'GET',
        `/get-problem-languages?pid=${pid}`,
        undefined,
      )
      return reply.body.data?.some((l) => l.name === 'G++' && l.oj === 'HDU') ? true : undefined
    }, 'the remote host')
    // Local problems never list a remote judge's languages.
    const local = await api<Array<{ name: string }>>('GET', '/languages', undefined)
    expect(local.body.data?.map((l) => l.name)).not.toContain('G++')
    const remoteLane = new Promise<JudgeTask>((resolve) => {
      void h.server.bus.consume(laneOf('normal', 'remote-hdu'), { prefetch: 1 }, async (msg) => {
        const task = msg.json<JudgeTask>()
        await msg.ack()
        if (task.problem.pid === pid) resolve(task)
      })
    })
    const reply = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens.bob, {
      pid: 'HDU-1000',
      language: 'G++',
      code: 'int main(){}',
    })
    expect(reply.body.status).toBe(200)
    const task = await remoteLane
    expect(task).toMatchObject({
      submitId: reply.body.data!.submitId,
      cases: [],
      problem: { isRemote: true },
    })
  })

  it('are for problem admins only', async () => {
    const body = { problem: { problemId: 'B10', title: 't' }, samples: [{ input: '1', output: '1' }] }
    expect((await api('POST', '/admin/problem', h.tokens.alice, body)).httpStatus).toBe(403)
    expect((await api('POST', '/admin/problem', undefined, body)).httpStatus).toBe(401)
  })
})

describe('test runs', () => {
  let pid: number
  beforeAll(async () => {
    const created = await api<{ pid: number }>('POST', '/admin/problem', h.tokens.root, {
      problem: { problemId: 'R100', title: 'Run me' },
      samples: [{ input: '1', output: '1' }],
    })
    pid = created.body.data!.pid
  })

  it('run the code on the typed input on the test lane, for its owner only', async () => {
    const tooLong = await api('POST', '/submit-problem-test-judge', h.tokens.alice, {
      pid,
      language: h.language,
      code: 'x',
      userInput: 'x'.repeat(1001),
    })
    expect(tooLong.httpStatus).toBe(400)
    expect(tooLong.body.msg).toBe('The test input can not exceed 1000 characters')
    expect(
      (
        await api('POST', '/submit-problem-test-judge', h.tokens.muted, {
          pid,
          language: h.language,
          code: 'x',
          userInput: '',
        })
      ).httpStatus,
    ).toBe(403)

    const reply = await api<string>('POST', '/submit-problem-test-judge', h.tokens.alice, {
      pid,
      language: h.language,
      code: 'int main(){}',
      type: 'public',
      userInput: '3 4',
      expectedOutput: '7',
    })
    const key = reply.body.data!
    const pending = await api<{ status: number }>(
      'GET',
      `/get-test-judge-result?testJudgeKey=${key}`,
      h.tokens.alice,
    )
    expect(pending.body.data).toMatchObject({
      status: 5,
      userInput: '3 4',
      expectedOutput: '7',
      problemJudgeMode: 'default',
    })

    const task = await h.task('test', (t) => t.testKey === key)
    expect(task).toMatchObject({ kind: 'test', priority: 'test', expectedOutput: '7' })
    expect(task.cases[0]!.input).toEqual({ inline: '3 4' })
    await h.report({
      kind: 'final',
      taskId: task.taskId,
      testKey: key,
      attempt: 1,
      status: 0,
      score: null,
      time: 3,
      memory: 1024,
      errorMessage: '',
      judger: 'w',
      cases: [],
      stdout: '7\n',
      stderr: 'debug',
      finishedAt: new Date().toISOString(),
    })
    const done = await waitFor(async () => {
      const r = await api<{ status: number; userOutput: string; stderr: string; time: number }>(
        'GET',
        `/get-test-judge-result?testJudgeKey=${key}`,
        h.tokens.alice,
      )
      return r.body.data?.status === 0 ? r.body.data : undefined
    }, 'the test result')
    expect(done).toMatchObject({ userOutput: '7\n', stderr: 'debug', time: 3 })
    expect((await api('GET', `/get-test-judge-result?testJudgeKey=${key}`, h.tokens.bob)).httpStatus).toBe(
      403,
    )
    expect((await api('GET', '/get-test-judge-result?testJudgeKey=nope', h.tokens.alice)).httpStatus).toBe(
      404,
    )
  })
})

describe('outbox', () => {
  // A second database of its own: opening it takes seconds on a busy machine.
  it('keeps a task whose enqueue failed, and sends it after a restart of the pipeline', async () => {
    const scratch = await openProblemsDb()
    try {
      const lane = laneOf('normal', h.family)
      const task = {
        kind: 'test',
        taskId: `outbox-${h.family}`,
        testKey: `outbox-${h.family}`,
        attempt: 1,
      } as unknown as JudgeTask
      await scratch.service.client.transaction((tx) => addTask(tx, lane, task))
      let failures = 0
      const flaky: BusShape = {
        ...h.server.bus,
        enqueue: async () => {
          failures++
          throw new Error('bus is down')
        },
      }
      const signals = new JudgeSignals(
        { ...DEFAULT_TIMINGS, outboxPollMs: 50, sweepEveryMs: 60_000 },
        scratch.service.client,
      )
      const down = await startPipeline(scratch.service.client, flaky, signals, () => {})
      await waitFor(async () => (failures >= 2 ? true : undefined), 'two failed sends')
      await down.stop()
      const [kept] = await scratch.service.client.select().from(outbox)
      // The whole bus was down: the row is kept, and no failure counts against it (no dead letter).
      expect(kept).toMatchObject({ publishedAt: null, deadAt: null, tries: 0, lastError: 'bus is down' })

      const up = await startPipeline(scratch.service.client, h.server.bus, signals, () => {})
      try {
        const sent = await h.task('normal', (t) => t.taskId === task.taskId)
        expect(sent.taskId).toBe(task.taskId)
        // Marked sent when the publisher's transaction ends, which may be just after the worker has it.
        await waitFor(async () => {
          const [row] = await scratch.service.client.select().from(outbox)
          return row?.publishedAt ? true : undefined
        }, 'the row marked sent')
      } finally {
        await up.stop()
      }
    } finally {
      await scratch.close()
    }
  }, 30_000)
})

const caseOf = (index: number, status: -1 | 0, score: number) => ({
  caseId: index,
  index,
  inputName: `${index}.in`,
  outputName: `${index}.out`,
  status,
  time: 1,
  memory: 1,
  score,
  groupNum: 0,
  userOutput: '',
  message: '',
})
