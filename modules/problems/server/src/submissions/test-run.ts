import { randomUUID } from 'node:crypto'

import type { TestJudgeInput, TestJudgeResult } from '@oj/problems-contract'
import type { Caller } from '@oj/sdk/server'
import { dbQuery, dbTransaction, Errors, type JudgeTask, laneOf, refuse } from '@oj/sdk/server'
import { desc, eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { scopeOf, scopeService } from '../scopes/scope.ts'
import { canSeeProblem, isRoot, requireCaller } from './access.ts'
import { JudgeErrors } from './errors.ts'
import { addTask } from './outbox.ts'
import { Judging } from './signals.ts'
import { checkJudgeable, keepInterval, siteInterval } from './submit.ts'
import { testJudge } from './tables.ts'
import { findProblem, judgeProblemOf } from './task.ts'
import { liveLanguages } from './workers.ts'

/** The problem of a test run, when the caller may use it: as its scope says, or the public bank's rule. */
const testedProblem = (caller: Caller, input: TestJudgeInput) =>
  Effect.gen(function* () {
    const scope = scopeOf(input)
    if (scope) {
      const service = yield* scopeService(scope)
      yield* service.problem({ scopeId: scope.id, ref: { pid: input.pid }, caller, purpose: 'test' })
    }
    const row = yield* dbQuery((db) => findProblem(db, input.pid))
    if (!row) return yield* Effect.fail(JudgeErrors.problemNotFound())
    if (!scope && !canSeeProblem(caller, row)) return yield* Effect.fail(JudgeErrors.problemHidden())
    return row
  })

/**
 * POST /submit-problem-test-judge: runs the code on the user's input, on the 'test' lane. Answers the
 * key. Test runs keep the site's submit interval between each other (root exempt), as submissions do.
 */
export const submitTestJudge = (input: TestJudgeInput) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const judging = yield* Judging
    const row = yield* testedProblem(caller, input)
    const interval = isRoot(caller) ? 0 : yield* siteInterval
    const offered = yield* dbQuery((db) => liveLanguages(db))
    const key = randomUUID().replaceAll('-', '')
    yield* dbTransaction(async (tx) => {
      await keepInterval(tx, caller.uid, interval, async () => {
        const [last] = await tx
          .select({ at: testJudge.createdAt })
          .from(testJudge)
          .where(eq(testJudge.uid, caller.uid))
          .orderBy(desc(testJudge.createdAt))
          .limit(1)
        return last?.at
      })
      // A test run needs no test data: it runs on the typed input.
      const family = checkJudgeable(row, input.language, offered, true)
      if (row.isRemote) refuse(JudgeErrors.languageUnavailable(input.language))
      const expectedOutput = input.expectedOutput ?? ''
      await tx.insert(testJudge).values({
        key,
        uid: caller.uid,
        pid: row.id,
        language: input.language,
        userInput: input.userInput,
        expectedOutput: input.expectedOutput ?? null,
        judgeMode: row.judgeMode,
      })
      const task: JudgeTask = {
        kind: 'test',
        taskId: `t${key}`,
        testKey: key,
        attempt: 1,
        priority: 'test',
        language: input.language,
        code: input.code,
        problem: judgeProblemOf(row),
        cases: [
          {
            caseId: 0,
            index: 1,
            inputName: 'input',
            outputName: 'output',
            input: { inline: input.userInput },
            output: { inline: expectedOutput },
            score: 0,
            groupNum: 0,
          },
        ],
        expectedOutput,
        createdAt: new Date().toISOString(),
      }
      await addTask(tx, laneOf('test', family), task)
    })
    judging.wakeOutbox()
    return key
  })

/** GET /get-test-judge-result: the owner's test run. */
export const testJudgeResult = ({ testJudgeKey }: { testJudgeKey: string }) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const [row] = yield* dbQuery((db) => db.select().from(testJudge).where(eq(testJudge.key, testJudgeKey)))
    if (!row) return yield* Effect.fail(JudgeErrors.testJudgeNotFound())
    if (row.uid !== caller.uid) return yield* Effect.fail(Errors.noPermission())
    const result: TestJudgeResult = {
      status: row.status,
      time: row.time,
      memory: row.memory,
      stderr: row.stderr ?? row.errorMessage,
      userInput: row.userInput,
      expectedOutput: row.expectedOutput,
      userOutput: row.userOutput,
      problemJudgeMode: row.judgeMode,
    }
    return result
  })
