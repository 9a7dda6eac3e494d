import type { AdminProblemInput } from '@oj/problems-contract'
import {
  type ApiError,
  type Caller,
  Db,
  type DbShape,
  Files,
  forbidden,
  RequestContext,
} from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect, Exit, Logger } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { memoryFiles } from '../../test/memory-files.ts'
import { openProblemsDb } from '../../test/test-db.ts'
import { saveProblemWithin } from '../bank/save-problem.ts'
import { DEFAULT_TIMINGS, JudgeSignals } from '../submissions/signals.ts'
import { problemCase } from '../submissions/tables.ts'
import { problem } from '../tables.ts'

// A save stores its typed-in cases' blobs only once nothing can refuse it: a refused or failed save
// leaves the Files service as it was.

let db: DbShape
let close: () => Promise<void>
let judging: JudgeSignals
const files = memoryFiles()
const root: Caller = { uid: 'u-root', username: 'root', roles: ['root'], permissions: [] }

const save = (input: AdminProblemInput, within: () => Promise<unknown> = async () => undefined) =>
  Effect.runPromiseExit(
    saveProblemWithin(judging, input, true, within).pipe(
      Effect.provideService(Db, db),
      Effect.provideService(Files, files),
      Effect.provideService(RequestContext, { caller: root, locale: 'en', ip: '127.0.0.1' }),
      // The failed transaction's log line is expected here.
      Effect.provide(Logger.layer([])),
    ),
  )
const failure = (exit: Exit.Exit<unknown, ApiError>) => exit.pipe(Exit.findErrorOption)
const body = (problemId: string, tag: string): AdminProblemInput => ({
  problem: { problemId, title: problemId },
  samples: [{ input: `${tag} in`, output: `${tag} out` }],
})

beforeAll(async () => {
  ;({ service: db, close } = await openProblemsDb())
  judging = new JudgeSignals(DEFAULT_TIMINGS, db.client)
})
afterAll(() => close())

describe('saving typed-in cases', () => {
  it('stores their blobs with the problem', async () => {
    const before = files.size()
    const exit = await save(body('SB1', 'kept'))
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(files.size()).toBe(before + 2)
    const [row] = await db.client.select().from(problem).where(eq(problem.problemId, 'SB1'))
    const cases = await db.client.select().from(problemCase).where(eq(problemCase.pid, row!.id))
    expect(cases).toHaveLength(1)
  })

  it('stores no blob when the display id is taken', async () => {
    const before = files.size()
    const exit = await save(body('SB1', 'clash'))
    expect(failure(exit)).toMatchObject({
      value: { status: 400, msgId: 'problems.error.problemIdExists' },
    })
    expect(files.size()).toBe(before)
  })

  it('stores no blob when another module refuses its part of the save', async () => {
    const before = files.size()
    const exit = await save(body('SB2', 'within refused'), async () => {
      throw forbidden('common.error.noPermission', 'no')
    })
    expect(failure(exit)).toMatchObject({ value: { status: 403 } })
    expect(files.size()).toBe(before)
    expect(await db.client.select().from(problem).where(eq(problem.problemId, 'SB2'))).toEqual([])
  })

  it('stores no blob when the transaction fails before the cases are written', async () => {
    const before = files.size()
    const exit = await save(body('SB3', 'within failed'), async () => {
      throw new Error('the database went away')
    })
    expect(failure(exit)).toMatchObject({ value: { status: 500 } })
    expect(files.size()).toBe(before)
  })
})
