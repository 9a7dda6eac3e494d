import { type CaseResult, type JudgeCase, type JudgeCaseMode, JudgeStatus } from '@oj/sdk/judge'
import { describe, expect, it } from 'vitest'

import { runCases } from './run-cases.ts'

const S = JudgeStatus
/** [status, ms it takes, group] */
type Row = readonly [status: number, ms: number, group?: number]

const caseOf = (i: number, group = 0): JudgeCase => ({
  caseId: i,
  index: i,
  inputName: `${i}.in`,
  outputName: `${i}.out`,
  input: { inline: '' },
  output: { inline: '' },
  score: 10,
  groupNum: group,
})

async function judge(
  rows: ReadonlyArray<Row>,
  options: {
    mode?: JudgeCaseMode
    stop?: boolean
    slots?: number
    parallel?: boolean
    /** Places for idle cases (none: no park); cases call idle() `idleAfter` ms after they start. */
    park?: number
    idleAfter?: number
  } = {},
) {
  const cases = rows.map(([, , group], i) => caseOf(i + 1, group))
  let free = (options.slots ?? 1) - 1
  let places = options.park ?? 0
  let running = 0
  let most = 0
  let mostOnSlots = 0
  const started: number[] = []
  const aborted: number[] = []
  const events: string[] = []
  const onSlots = () => (options.slots ?? 1) - free
  const results = await runCases({
    cases,
    mode: options.mode ?? 'default',
    stopAtFirstFailure: options.stop ?? false,
    parallel: options.parallel ?? true,
    slots: {
      borrow: () => (free > 0 ? (free--, () => void free++) : undefined),
      ...(options.park !== undefined
        ? { park: () => (places > 0 ? (places--, () => void places++) : undefined) }
        : {}),
    },
    judge: (c, signal, idle) =>
      new Promise<CaseResult>((resolve) => {
        const [status, ms] = rows[c.index - 1]!
        started.push(c.index)
        events.push(`start ${c.index}`)
        most = Math.max(most, ++running)
        mostOnSlots = Math.max(mostOnSlots, onSlots())
        if (options.idleAfter !== undefined) setTimeout(idle, options.idleAfter)
        const done = () => {
          events.push(`end ${c.index}`)
          running--
          resolve({
            ...c,
            status: status as CaseResult['status'],
            score: status === S.accepted ? c.score : 0,
            time: ms,
            memory: 1,
            userOutput: '',
            message: '',
          })
        }
        const timer = setTimeout(done, ms)
        signal.addEventListener('abort', () => (aborted.push(c.index), clearTimeout(timer), done()))
      }),
  })
  return { indexes: results.map((r) => r.index), started, aborted, most, mostOnSlots, places, events }
}

describe('running the cases of a task', () => {
  it('runs every case, as many at once as slots are free, results in order', async () => {
    const r = await judge(
      [
        [S.accepted, 30],
        [S.accepted, 5],
        [S.accepted, 5],
        [S.accepted, 5],
      ],
      { slots: 2 },
    )
    expect(r).toMatchObject({ indexes: [1, 2, 3, 4], most: 2, aborted: [] })
  })

  it('runs one at a time when the cases share files, or no slot is free', async () => {
    const rows: Row[] = [
      [S.accepted, 5],
      [S.wrongAnswer, 5],
      [S.accepted, 5],
    ]
    expect((await judge(rows, { slots: 3, parallel: false })).most).toBe(1)
    expect((await judge(rows, { slots: 1 })).most).toBe(1)
  })

  it.each<
    [string, ReadonlyArray<Row>, { mode?: JudgeCaseMode; stop?: boolean; slots: number }, number[], number[]]
  >([
    // what, cases, options, results kept, cases ended early
    [
      'stop at the first failure: a later case running ends',
      [
        [S.accepted, 40],
        [S.wrongAnswer, 5],
        [S.accepted, 200],
        [S.accepted, 5],
      ],
      { stop: true, slots: 3 },
      [1, 2],
      [3],
    ],
    [
      'an earlier failure that ends last still decides',
      [
        [S.accepted, 20],
        [S.timeLimitExceeded, 60],
        [S.wrongAnswer, 5],
      ],
      { stop: true, slots: 3 },
      [1, 2],
      [],
    ],
    [
      'ergodic_without_error stops without being asked',
      [
        [S.wrongAnswer, 5],
        [S.accepted, 200],
        [S.accepted, 5],
      ],
      { mode: 'ergodic_without_error', slots: 2 },
      [1],
      [2],
    ],
    [
      'without stopping, every case counts',
      [
        [S.wrongAnswer, 5],
        [S.accepted, 20],
        [S.timeLimitExceeded, 5],
      ],
      { slots: 2 },
      [1, 2, 3],
      [],
    ],
    [
      'subtask_lowest settles the group, not the others',
      [
        [S.wrongAnswer, 5, 1],
        [S.accepted, 200, 1],
        [S.accepted, 5, 2],
        [S.accepted, 5, 1],
      ],
      { mode: 'subtask_lowest', slots: 2 },
      [1, 3],
      [2],
    ],
  ])('%s', async (_, rows, options, kept, ended) => {
    const r = await judge(rows, options)
    expect(r.indexes).toEqual(kept)
    expect(r.aborted).toEqual(ended)
  })

  it('runs the next case in the slot of a sleeping one once it is parked', async () => {
    const sleepers: Row[] = Array.from({ length: 6 }, () => [S.timeLimitExceeded, 120] as const)
    const started = performance.now()
    const r = await judge(sleepers, { slots: 2, park: 4, idleAfter: 10 })
    const ms = performance.now() - started
    expect(r).toMatchObject({ indexes: [1, 2, 3, 4, 5, 6], aborted: [], places: 4 })
    // two by two that is three rounds of 120 ms; parked, they overlap (at most the slots and places)
    expect(r.most).toBe(6)
    expect(r.mostOnSlots).toBeLessThanOrEqual(2)
    expect(ms).toBeLessThan(300)
  })

  it('keeps the slot of an idle case when no place is left, or the cases share files', async () => {
    const sleepers: Row[] = Array.from({ length: 4 }, () => [S.accepted, 30] as const)
    expect((await judge(sleepers, { slots: 2, park: 0, idleAfter: 5 })).most).toBe(2)
    expect((await judge(sleepers, { slots: 2, park: 1, idleAfter: 5 })).most).toBe(3)
    expect((await judge(sleepers, { slots: 2, park: 4, idleAfter: 5, parallel: false })).most).toBe(1)
    expect((await judge(sleepers, { slots: 2, idleAfter: 5 })).most).toBe(2)
  })

  it('parks an idle case that found no place once one of the task’s parked cases ends', async () => {
    const sleepers: Row[] = Array.from({ length: 6 }, () => [S.timeLimitExceeded, 100] as const)
    const { events } = await judge(sleepers, { slots: 2, park: 2, idleAfter: 30 })
    // 1 and 2 parked, 3 and 4 found no place; when 1 and 2 end, 3 and 4 park and 5 and 6 start
    // before 3 and 4 end (without the retry, 5 and 6 would wait for them)
    expect(events.indexOf('start 5')).toBeLessThan(events.indexOf('end 3'))
    expect(events.indexOf('start 6')).toBeLessThan(events.indexOf('end 4'))
  })

  it('parks no case where the first failure ends the judging, and ends parked ones at a failure', async () => {
    const rows: Row[] = [
      [S.timeLimitExceeded, 60],
      [S.accepted, 200],
      [S.accepted, 200],
    ]
    for (const options of [{ stop: true }, { mode: 'ergodic_without_error' as const }]) {
      const r = await judge(rows, { slots: 1, park: 4, idleAfter: 5, ...options })
      expect(r).toMatchObject({ indexes: [1], started: [1], most: 1 })
    }
    // subtask_lowest: a sleeper's group is settled by its failure, the cases parked meanwhile end
    const grouped: Row[] = [
      [S.timeLimitExceeded, 60, 1],
      [S.accepted, 200, 1],
      [S.accepted, 5, 2],
    ]
    const r = await judge(grouped, { slots: 1, park: 4, idleAfter: 5, mode: 'subtask_lowest' })
    expect(r.indexes).toEqual([1, 3])
    expect(r.aborted).toEqual([2])
  })

  it('gives up when the worker does, and when judging a case fails', async () => {
    const abort = new AbortController()
    const never = runCases({
      cases: [caseOf(1)],
      mode: 'default',
      stopAtFirstFailure: false,
      parallel: true,
      signal: abort.signal,
      judge: (_, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('ended')))),
    })
    abort.abort(new Error('closing'))
    await expect(never).rejects.toThrow(/closing|ended/)
    const broken = runCases({
      cases: [caseOf(1), caseOf(2)],
      mode: 'default',
      stopAtFirstFailure: false,
      parallel: false,
      judge: () => Promise.reject(new Error('no test data')),
    })
    await expect(broken).rejects.toThrow('no test data')
  })
})
