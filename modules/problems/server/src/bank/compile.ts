import { randomUUID } from 'node:crypto'

import type { CompileInput } from '@oj/problems-contract'
import {
  type ApiError,
  badRequest,
  dbQuery,
  dbTransaction,
  type JudgeTask,
  laneOf,
  type PlatformServices,
  type RequestContext,
} from '@oj/sdk/server'
import { eq } from 'drizzle-orm'
import { Effect } from 'effect'

import { requireCaller } from '../submissions/access.ts'
import { JudgeErrors } from '../submissions/errors.ts'
import { addTask } from '../submissions/outbox.ts'
import { Judging } from '../submissions/signals.ts'
import { testJudge } from '../submissions/tables.ts'
import { liveLanguages } from '../submissions/workers.ts'
import { checkerCompile } from '../tables.ts'
import { extraFilesText } from '../testcases/case-rules.ts'
import { managedProblem } from '../testcases/problem-access.ts'
import { checkerKey } from './problem-extras.ts'

// POST /admin/problem/compile-spj and compile-interactive: a judge worker compiles the checker as a
// submission would (beside the judge's files and testlib.h), on the test lane. The call waits for
// the verdict: success remembers the checker as compiled (a save then accepts it, spec 3 §5 rule 8);
// a compile error is a 400 whose message is the compiler's.

const WAIT_MS = 60_000
const POLL_MS = 200

const sleep = (ms: number) => Effect.promise(() => new Promise((resolve) => setTimeout(resolve, ms)))

/**
 * The check that the caller may compile for the input's problem (or, without one, at all): the bank's
 * managers by default; a scope's calls pass the scope owner's rule.
 */
type CompileGuard = (
  input: CompileInput,
) => Effect.Effect<unknown, ApiError, PlatformServices | RequestContext>

const bankGuard: CompileGuard = (input) => (input.pid !== undefined ? managedProblem(input.pid) : Effect.void)

export const compileChecker = (
  input: CompileInput,
  mode: 'spj' | 'interactive',
  guard: CompileGuard = bankGuard,
) =>
  Effect.gen(function* () {
    const caller = yield* requireCaller
    const judging = yield* Judging
    if (input.code.trim() === '') {
      return yield* Effect.fail(
        badRequest('problems.error.spjCodeRequired', 'The special judge or interactive code is required'),
      )
    }
    // Compiling for a stored problem is for those who may manage it.
    yield* guard(input)
    const offered = yield* dbQuery((db) => liveLanguages(db))
    const language = offered.get(input.language)
    if (!language) return yield* Effect.fail(JudgeErrors.languageUnavailable(input.language))
    const extraText = extraFilesText(input.extraFiles)
    const judgeExtraFiles = extraText ? (JSON.parse(extraText) as Record<string, string>) : undefined
    const key = randomUUID().replaceAll('-', '')
    const task: JudgeTask = {
      kind: 'test',
      taskId: `t${key}`,
      testKey: key,
      attempt: 1,
      priority: 'test',
      language: input.language,
      code: '',
      compileChecker: true,
      problem: {
        pid: input.pid ?? 0,
        problemId: 'checker',
        type: 0,
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        stackLimitMb: 128,
        judgeMode: mode,
        judgeCaseMode: 'default',
        isRemoveEndBlank: true,
        isRemote: false,
        checker: { language: input.language, code: input.code },
        ...(judgeExtraFiles ? { judgeExtraFiles } : {}),
      },
      cases: [],
      createdAt: new Date().toISOString(),
    }
    yield* dbTransaction(async (tx) => {
      await tx.insert(testJudge).values({
        key,
        uid: caller.uid,
        pid: input.pid ?? null,
        language: input.language,
        userInput: '',
        judgeMode: mode,
      })
      await addTask(tx, laneOf('test', language.family), task)
    })
    judging.wakeOutbox()
    const started = Date.now()
    for (;;) {
      const [row] = yield* dbQuery((db) => db.select().from(testJudge).where(eq(testJudge.key, key)))
      if (row?.finishedAt) {
        if (row.status === 0) {
          yield* dbTransaction((tx) =>
            tx
              .insert(checkerCompile)
              .values({ key: checkerKey(input.language, input.code) })
              .onConflictDoUpdate({ target: checkerCompile.key, set: { compiledAt: new Date() } }),
          )
          return null
        }
        const message = row.errorMessage ?? row.stderr ?? 'Compile Error'
        return yield* Effect.fail(badRequest('problems.error.compileError', message, { detail: message }))
      }
      if (Date.now() - started > WAIT_MS) {
        return yield* Effect.fail(
          badRequest(
            'problems.error.compileTimeout',
            'No judge answered the compile in time, please try again',
          ),
        )
      }
      yield* sleep(POLL_MS)
    }
  })
