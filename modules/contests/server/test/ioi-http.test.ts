import { JudgeStatus as S } from '@oj/sdk'
import { type FinalReport, RESULTS_LANE } from '@oj/sdk/server'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { contestsHarness, HOUR, LANGUAGE, waitFor } from './harness.ts'
import { sheetRows, unzip } from './xlsx-read.ts'

// IOI boards (oiRankScoreType 'Subtask') end to end: a contest made through the admin API, an OI
// problem judged by subtask, submissions through the problems module, the judge's final reports on
// the results lane (the worker's side, with its points per subtask), the judged events the problems
// module publishes from them, and the board, its rebuild, the outside board and the rank file.

/** The OI problem judged by subtask ('S' in the contests), and one without subtasks ('A'). */
const pids: number[] = []

const { h, api } = contestsHarness({
  setup: async () => {
    await h.server.db.client.execute(
      sql`insert into platform.site_config (key, value) values ('defaultSubmitInterval', '0'::jsonb)
          on conflict (key) do update set value = excluded.value`,
    )
    for (const [problemId, judgeCaseMode, samples] of [
      [
        'IOI1',
        'subtask_lowest',
        [
          { input: '1', output: '1', score: 40, groupNum: 1 },
          { input: '2', output: '2', score: 60, groupNum: 2 },
        ],
      ],
      ['IOI2', 'default', [{ input: '1', output: '1', score: 100 }]],
    ] as const) {
      const reply = await h.server.api<{ pid: number }>('POST', '/ojapi/admin/problem', {
        token: h.tokens.root,
        body: { problem: { problemId, title: problemId, auth: 1, type: 1, judgeCaseMode }, samples },
      })
      if (!reply.body.data) throw new Error(`problem ${problemId}: ${reply.body.msg}`)
      pids.push(reply.body.data.pid)
    }
  },
})

const at = (ms: number) => new Date(Date.now() + ms).toISOString()

type Row = { username: string; totalScore: number; submissionInfo: Record<string, number> }
type Page = { records: Row[]; total: number }

/** An OI contest made through the admin API, with the subtask problem as 'S' and the plain OI one as 'A'. */
async function ioiContest(oiRankScoreType: string): Promise<number> {
  const title = `IOI${Math.random().toString(36).slice(2, 10)}`
  const made = await api('POST', '/admin/contest', h.tokens.author, {
    title,
    description: 'Subtasks count',
    startTime: at(-HOUR),
    endTime: at(2 * HOUR),
    duration: 3 * 3600,
    type: 1,
    auth: 0,
    openRank: true,
    oiRankScoreType,
  })
  expect([made.httpStatus, made.body.msg]).toEqual([200, 'success'])
  const list = await api<{ records: Array<{ id: number }> }>(
    'GET',
    `/admin/contest/get-contest-list?keyword=${title}`,
    h.tokens.author,
  )
  const cid = list.body.data!.records[0]!.id
  for (const [pid, displayId] of [
    [pids[0]!, 'S'],
    [pids[1]!, 'A'],
  ] as const) {
    const added = await api('POST', '/admin/contest/add-problem-from-public', h.tokens.root, {
      cid,
      pid,
      displayId,
    })
    expect([added.httpStatus, added.body.msg]).toEqual([200, 'success'])
  }
  return cid
}

/**
 * A submission judged through the problems module: `who` submits to `displayId`, then the judge's
 * final report gives each case (one a group) the points named, with the points per subtask when the
 * problem is judged by subtask (`bySubtask`).
 */
async function run(
  cid: number,
  who: 'alice' | 'bob',
  displayId: 'S' | 'A',
  points: ReadonlyArray<number>,
  bySubtask: boolean,
) {
  const submit = await api<{ submitId: number }>('POST', '/submit-problem-judge', h.tokens[who], {
    pid: displayId,
    language: LANGUAGE,
    code: 'int main(){return 0;}',
    cid,
  })
  expect(submit.httpStatus).toBe(200)
  const submitId = submit.body.data!.submitId
  const found = await h.server.db.client.execute(
    sql`select task_id, attempt from problems.submission where submit_id = ${submitId}`,
  )
  const task = (found as unknown as { rows: Array<{ task_id: string; attempt: number }> }).rows[0]!
  const score = points.reduce((sum, p) => sum + p, 0)
  const report: FinalReport = {
    kind: 'final',
    taskId: task.task_id,
    submitId,
    attempt: task.attempt,
    status: score === 100 ? S.accepted : score > 0 ? S.partialAccepted : S.wrongAnswer,
    score,
    time: 5,
    memory: 100,
    errorMessage: '',
    judger: 'ioi-test',
    cases: points.map((p, i) => ({
      caseId: i + 1,
      index: i + 1,
      inputName: `${i + 1}.in`,
      outputName: `${i + 1}.out`,
      status: p > 0 ? S.accepted : S.wrongAnswer,
      time: 5,
      memory: 100,
      score: p,
      groupNum: bySubtask ? i + 1 : 0,
      userOutput: '',
      message: '',
    })),
    ...(bySubtask ? { subtasks: points.map((p, i) => ({ groupNum: i + 1, score: p })) } : {}),
    finishedAt: new Date().toISOString(),
  }
  await h.server.bus.enqueue(RESULTS_LANE, report, { id: `ioi-${submitId}-${task.attempt}` })
  await waitFor(async () => {
    const r = await h.server.db.client.execute(
      sql`select 1 from contests.contest_record where submit_id = ${submitId}`,
    )
    return (r as unknown as { rows: unknown[] }).rows.length > 0 ? true : undefined
  }, `the contest record of ${submitId}`)
}

const board = async (cid: number, body: Record<string, unknown> = {}) =>
  (await api<Page>('POST', '/get-contest-rank', h.tokens.author, { cid, ...body })).body.data!

const alice = (page: Page) => page.records.find((r) => r.username === 'alice')

describe('IOI contests (oiRankScoreType Subtask)', { timeout: 60_000 }, () => {
  it('the admin form takes Subtask beside HOJ’s two, and nothing else', async () => {
    const cid = await ioiContest('Subtask')
    const got = await api<{ oiRankScoreType: string }>('GET', `/admin/contest?cid=${cid}`, h.tokens.author)
    expect(got.body.data!.oiRankScoreType).toBe('Subtask')
    const info = await api<{ oiRankScoreType: string }>('GET', `/get-contest-info?cid=${cid}`, h.tokens.bob)
    expect(info.body.data!.oiRankScoreType).toBe('Subtask')
    const bad = await api('PUT', '/admin/contest', h.tokens.author, { id: cid, oiRankScoreType: 'Best' })
    expect(bad.httpStatus).toBe(400)
    const again = await api<{ oiRankScoreType: string }>('GET', `/admin/contest?cid=${cid}`, h.tokens.author)
    expect(again.body.data!.oiRankScoreType).toBe('Subtask')
  })

  it('sums per subtask the best run: two runs with one full subtask each make full marks', async () => {
    const cid = await ioiContest('Subtask')
    await run(cid, 'alice', 'S', [40, 0], true)
    await run(cid, 'alice', 'S', [0, 60], true)
    // A problem judged without subtasks is one subtask: its best run counts, as 'Highest' would.
    await run(cid, 'bob', 'A', [70], false)
    await run(cid, 'bob', 'A', [30], false)

    const live = await waitFor(async () => {
      const page = await board(cid)
      return alice(page)?.totalScore === 100 && page.total === 2 ? page : undefined
    }, 'the IOI board')
    expect(live.records.map((r) => [r.username, r.totalScore])).toEqual([
      ['alice', 100],
      ['bob', 70],
    ])
    expect(alice(live)!.submissionInfo.S).toBe(100)

    // The contest record keeps the points per subtask the judged event carried.
    const stored = await h.server.db.client.execute(
      sql`select subtasks from contests.contest_record where cid = ${cid} and display_id = 'S' order by submit_id`,
    )
    expect((stored as unknown as { rows: Array<{ subtasks: unknown }> }).rows.map((r) => r.subtasks)).toEqual(
      [
        { '1': 40, '2': 0 },
        { '1': 0, '2': 60 },
      ],
    )

    // The outside board and the rank file read the same cells.
    const outside = await api<Page>('POST', '/get-contest-outside-scoreboard', undefined, { cid })
    expect(alice(outside.body.data!)?.totalScore).toBe(100)
    const file = await h.server.request(`/ojapi/file/download-contest-rank?cid=${cid}&forceRefresh=false`, {
      headers: { Authorization: h.tokens.author },
    })
    expect(file.status).toBe(200)
    const sheet = sheetRows(unzip(Buffer.from(await file.arrayBuffer())).get('xl/worksheets/sheet1.xml')!)
    const scoreAt = sheet[0]!.indexOf('S')
    expect(scoreAt).toBeGreaterThan(0)
    expect(sheet.find((r) => r[1] === 'alice')![scoreAt]).toBe('100')

    // 'Highest' counts one run's total: the edit rebuilds the board from the same records.
    const highest = await api('PUT', '/admin/contest', h.tokens.author, {
      id: cid,
      oiRankScoreType: 'Highest',
    })
    expect(highest.httpStatus).toBe(200)
    expect(alice(await board(cid))!.totalScore).toBe(60)
    const back = await api('PUT', '/admin/contest', h.tokens.author, { id: cid, oiRankScoreType: 'Subtask' })
    expect(back.httpStatus).toBe(200)
    expect(alice(await board(cid))!.totalScore).toBe(100)
    // An admin's force update rebuilds the same board.
    expect(alice(await board(cid, { forceRefresh: true }))!.totalScore).toBe(100)
  })
})
