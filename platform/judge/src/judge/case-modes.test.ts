import { type CaseResult, type JudgeCase, type JudgeCaseMode, JudgeStatus } from '@oj/sdk/judge'
import { describe, expect, it } from 'vitest'

import { scoreOf, shouldRun, subtaskScores, summarize } from './case-modes.ts'

const S = JudgeStatus
type Row = readonly [status: number, points: number, group: number, earned?: number]

/** Cases and results from rows of [status, points, group, earned (default: points when AC)]. */
function table(rows: ReadonlyArray<Row>) {
  const cases: JudgeCase[] = rows.map(([, points, group], i) => ({
    caseId: i + 1,
    index: i + 1,
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    input: { inline: '' },
    output: { inline: '' },
    score: points,
    groupNum: group,
  }))
  const results: CaseResult[] = rows.map(([status, points, group, earned], i) => ({
    caseId: i + 1,
    index: i + 1,
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    status: status as CaseResult['status'],
    time: (i + 1) * 10,
    memory: 1000 - i,
    score: earned ?? (status === S.accepted ? points : 0),
    groupNum: group,
    userOutput: '',
    message: '',
  }))
  return { cases, results }
}

/** Runs the mode the way the judge does: a case runs only when shouldRun says so. */
function judgeInOrder(mode: JudgeCaseMode, rows: ReadonlyArray<Row>) {
  const { cases, results } = table(rows)
  const done: CaseResult[] = []
  for (const c of cases) {
    if (shouldRun(mode, c, done)) done.push(results[c.index - 1] as CaseResult)
  }
  return { cases, done }
}

describe('judge case modes', () => {
  it.each<[JudgeCaseMode, number, ReadonlyArray<Row>, number, number | null, number]>([
    // mode, problem type (0 ACM, 1 OI), cases, final status, score, cases run
    [
      'default',
      0,
      [
        [S.accepted, 0, 0],
        [S.accepted, 0, 0],
      ],
      S.accepted,
      null,
      2,
    ],
    [
      'default',
      0,
      [
        [S.accepted, 0, 0],
        [S.wrongAnswer, 0, 0],
        [S.timeLimitExceeded, 0, 0],
      ],
      S.wrongAnswer,
      null,
      3,
    ],
    [
      'ergodic_without_error',
      0,
      [
        [S.accepted, 0, 0],
        [S.runtimeError, 0, 0],
        [S.wrongAnswer, 0, 0],
      ],
      S.runtimeError,
      null,
      2,
    ],
    [
      'ergodic_without_error',
      1,
      [
        [S.accepted, 30, 0],
        [S.wrongAnswer, 30, 0],
        [S.accepted, 40, 0],
      ],
      S.partialAccepted,
      30,
      2,
    ],
    [
      'default',
      1,
      [
        [S.accepted, 30, 0],
        [S.wrongAnswer, 30, 0],
        [S.accepted, 40, 0],
      ],
      S.partialAccepted,
      70,
      3,
    ],
    [
      'default',
      1,
      [
        [S.wrongAnswer, 50, 0],
        [S.timeLimitExceeded, 50, 0],
      ],
      S.wrongAnswer,
      0,
      2,
    ],
    [
      'default',
      1,
      [
        [S.accepted, 50, 0],
        [S.accepted, 50, 0],
      ],
      S.accepted,
      100,
      2,
    ],
    [
      'default',
      1,
      [
        [S.partialAccepted, 50, 0, 20],
        [S.accepted, 50, 0],
      ],
      S.partialAccepted,
      70,
      2,
    ],
    // Group 1: 20 + 20; group 2: 30 + 30 (each case holds its group's points, as HOJ sets them).
    [
      'subtask_lowest',
      1,
      [
        [S.accepted, 20, 1],
        [S.accepted, 20, 1],
        [S.accepted, 30, 2],
        [S.wrongAnswer, 30, 2],
      ],
      S.partialAccepted,
      20,
      4,
    ],
    [
      'subtask_lowest',
      1,
      [
        [S.wrongAnswer, 20, 1],
        [S.accepted, 20, 1],
        [S.accepted, 30, 2],
        [S.accepted, 30, 2],
      ],
      S.partialAccepted,
      30,
      3,
    ],
    [
      'subtask_lowest',
      1,
      [
        [S.accepted, 20, 1],
        [S.memoryLimitExceeded, 20, 1],
        [S.accepted, 20, 1],
      ],
      S.memoryLimitExceeded,
      0,
      2,
    ],
    [
      'subtask_average',
      1,
      [
        [S.accepted, 20, 1],
        [S.wrongAnswer, 20, 1],
        [S.accepted, 30, 2],
        [S.accepted, 30, 2],
      ],
      S.partialAccepted,
      40,
      4,
    ],
    [
      'subtask_average',
      1,
      [
        [S.accepted, 20, 1],
        [S.accepted, 20, 1],
        [S.accepted, 30, 2],
      ],
      S.accepted,
      50,
      3,
    ],
    // A system error stays visible even when points were earned.
    [
      'default',
      1,
      [
        [S.accepted, 50, 0],
        [S.systemError, 50, 0],
      ],
      S.systemError,
      50,
      2,
    ],
  ])('%s, type %i: %j', (mode, type, rows, status, score, ran) => {
    const { cases, done } = judgeInOrder(mode, rows)
    expect(done).toHaveLength(ran)
    const summary = summarize(type, mode, cases, done)
    expect(summary.status).toBe(status)
    expect(summary.score).toBe(score)
  })

  it('says why a System Error is one: its first broken case and what went wrong there', () => {
    const { cases, results } = table([
      [S.accepted, 0, 0],
      [S.wrongAnswer, 0, 0],
      [S.systemError, 0, 0],
      [S.systemError, 0, 0],
    ])
    const said = results.map((r, i) =>
      r.status === S.systemError ? { ...r, message: `judge error: sandbox broke (${i + 1})` } : r,
    )
    expect(summarize(0, 'default', cases, said)).toMatchObject({
      status: S.systemError,
      errorMessage: 'Case 3: judge error: sandbox broke (3)',
    })
    // a case that gave no message, and results missing for no failure: still a reason
    expect(summarize(0, 'default', cases, results).errorMessage).toBe('Case 3: the judge gave no reason')
    const { cases: four, results: ok } = table([[S.accepted, 0, 0]])
    const missing = summarize(0, 'default', [...four, ...cases.slice(1)], ok)
    expect(missing).toMatchObject({ status: S.systemError, errorMessage: 'Only 1 of 4 cases have a result' })
    // no message on the other verdicts
    expect(summarize(0, 'default', cases, results.slice(0, 2)).errorMessage).toBeUndefined()
  })

  it('takes the largest time and memory over the cases', () => {
    const { cases, results } = table([
      [S.accepted, 0, 0],
      [S.accepted, 0, 0],
      [S.accepted, 0, 0],
    ])
    expect(summarize(0, 'default', cases, results)).toMatchObject({ time: 30, memory: 1000 })
  })

  it('rounds scores to two decimals', () => {
    const { cases, results } = table([
      [S.accepted, 10, 1],
      [S.wrongAnswer, 10, 1],
      [S.wrongAnswer, 10, 1],
    ])
    expect(scoreOf('subtask_average', cases, results)).toBe(3.33)
  })

  it("reports each subtask's points in the subtask modes, skipped cases earning nothing", () => {
    const rows: ReadonlyArray<Row> = [
      [S.accepted, 20, 1],
      [S.wrongAnswer, 20, 1],
      [S.accepted, 20, 1],
      [S.accepted, 30, 2],
      [S.accepted, 30, 2],
    ]
    const lowest = judgeInOrder('subtask_lowest', rows)
    expect(summarize(1, 'subtask_lowest', lowest.cases, lowest.done)).toMatchObject({
      score: 30,
      subtasks: [
        { groupNum: 1, score: 0 },
        { groupNum: 2, score: 30 },
      ],
    })
    const average = table(rows)
    expect(subtaskScores(1, 'subtask_average', average.cases, average.results)).toEqual([
      { groupNum: 1, score: 13.33 },
      { groupNum: 2, score: 30 },
    ])
  })

  it('reports no subtasks outside the subtask modes or on ACM problems', () => {
    const { cases, results } = table([
      [S.accepted, 50, 1],
      [S.accepted, 50, 2],
    ])
    expect(summarize(1, 'default', cases, results)).not.toHaveProperty('subtasks')
    expect(subtaskScores(0, 'subtask_lowest', cases, results)).toBeUndefined()
  })
})
