import { readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import {
  type CaseResult,
  type DataRef,
  type JudgeCase,
  JudgeStatus,
  type JudgeTask,
  judgeText,
  type LanguageDef,
} from '@oj/sdk/judge'

import { compareOutput } from '../check/compare.ts'
import type { RunLimits, Runner } from '../runner.ts'
import { copyToNewFile } from '../sandbox/work-dir.ts'
import type { JudgeEnv } from './env.ts'
import { judgeInteractive } from './interactive.ts'
import { describeRun, statusOfRun } from './outcome.ts'
import { runToEnd } from './run.ts'
import { type PreparedChecker, runChecker } from './special-judge.ts'
import { readCapped, resetFolder, safeFileName, type Workspace } from './workspace.ts'

/** What the detail page shows of the program's output. */
const USER_OUTPUT_LIMIT = 1024

/** Everything one case needs, the same for every case of the task. */
export interface CaseContext {
  readonly env: JudgeEnv
  readonly task: JudgeTask
  readonly language: LanguageDef
  readonly runner: Runner
  readonly ws: Workspace
  readonly limits: RunLimits
  /** The special judge or interactor, for those judge modes. */
  readonly checker?: PreparedChecker | undefined
  /** What the program's folder held after the compile: anything else a run leaves is removed. */
  readonly keep: ReadonlySet<string>
  /** Runs its work alone among the task's cases (the checker's folder is one for all of them). */
  readonly exclusive: <T>(work: () => Promise<T>) => Promise<T>
}

/** A lock: each piece of work starts once the one before has ended. */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve()
  return (work) => {
    const mine = last.then(work, work)
    last = mine.catch(() => undefined)
    return mine
  }
}

/** Puts a case's input or answer at `dest`. */
export async function writeData(env: JudgeEnv, ref: DataRef, dest: string): Promise<void> {
  if ('inline' in ref) await writeFile(dest, ref.inline)
  else await env.data.copyTo(ref.hash, dest)
}

/** A case's answer as text, read from the data cache: for the judge's own compare, no copy needed. */
async function readData(env: JudgeEnv, ref: DataRef): Promise<string> {
  return 'inline' in ref ? ref.inline : Buffer.from(await env.data.get(ref.hash)).toString('utf8')
}

const result = (
  c: JudgeCase,
  fields: Pick<CaseResult, 'status' | 'time' | 'memory' | 'score' | 'userOutput' | 'message'>,
): CaseResult => ({
  caseId: c.caseId,
  index: c.index,
  inputName: c.inputName,
  outputName: c.outputName,
  groupNum: c.groupNum,
  ...fields,
})

/**
 * Judges one case: runs the program (stdin/stdout, or the problem's file IO) under the case limits,
 * then checks its output (exact compare, special judge) or lets the interactor decide. `onIdle` is
 * told when the program is seen idle (asleep: it holds no CPU while it waits for its wall limit).
 */
export async function judgeCase(
  ctx: CaseContext,
  c: JudgeCase,
  signal?: AbortSignal,
  onIdle?: () => void,
): Promise<CaseResult> {
  const { env, task, ws } = ctx
  const problem = task.problem
  const input = join(ws.io, `${c.index}.in`)
  const answer = join(ws.io, `${c.index}.ans`)
  await writeData(env, c.input, input)
  // the answer as a file for those that read one (a special judge, an interactor); the exact
  // compare reads it from the cache (a copy less per case)
  const plainCompare = problem.judgeMode !== 'spj' && problem.judgeMode !== 'interactive'
  if (!plainCompare) await writeData(env, c.output, answer)

  if (problem.judgeMode === 'interactive') {
    if (!ctx.checker) throw new Error('An interactive problem without an interactor')
    const verdict = await judgeInteractive({
      interactor: ctx.checker,
      program: { runner: ctx.runner, language: ctx.language, workDir: ws.program, limits: ctx.limits },
      input,
      answer,
      ioDir: ws.io,
      casePoints: c.score,
    })
    return result(c, {
      status: verdict.status,
      time: verdict.program.cpuMs,
      memory: verdict.program.memoryKb,
      score: verdict.status === JudgeStatus.accepted ? c.score : verdict.points,
      userOutput: '',
      message: verdict.message,
    })
  }

  const fileIO = problem.fileIO
  const output = join(ws.io, `${c.index}.out`)
  if (fileIO) await copyToNewFile(input, join(ws.program, safeFileName(fileIO.input)))
  const run = await runToEnd(
    ctx.runner,
    {
      argv: ctx.language.run.command,
      workDir: ws.program,
      writable: fileIO !== undefined,
      ...(ctx.language.run.env ? { env: ctx.language.run.env } : {}),
      ...(ctx.language.run.reactor ? { reactor: ctx.language.run.reactor } : {}),
      stdin: fileIO ? 'ignore' : { file: input },
      stdout: fileIO ? 'ignore' : { file: output },
      stderr: 'ignore',
      ...(ctx.language.toolchain ? { readOnlyBinds: ctx.language.toolchain } : {}),
      limits: ctx.limits,
    },
    signal,
    onIdle,
  )
  let missingOutput = false
  if (fileIO) {
    const written = join(ws.program, safeFileName(fileIO.output))
    missingOutput = !(await stat(written).catch(() => undefined))?.isFile()
    if (missingOutput) await writeFile(output, '')
    else await rename(written, output)
    await resetFolder(ws.program, ctx.keep)
  }
  const measured = { time: run.cpuMs, memory: run.memoryKb }
  const userOutput = (await readCapped(output, USER_OUTPUT_LIMIT)).text
  const failed = statusOfRun(run)
  if (failed !== undefined) {
    return result(c, { ...measured, status: failed, score: 0, userOutput, message: describeRun(run) })
  }
  if (missingOutput && problem.judgeMode !== 'spj') {
    const message = judgeText('judge.run.noOutputFile', { file: fileIO?.output ?? 'output' })
    return result(c, { ...measured, status: JudgeStatus.wrongAnswer, score: 0, userOutput, message })
  }
  if (problem.judgeMode === 'spj') {
    if (!ctx.checker) throw new Error('A special judge problem without a checker')
    const checker = ctx.checker
    const verdict = await ctx.exclusive(() => runChecker(checker, { input, output, answer }, ws.io, c.score))
    return result(c, {
      ...measured,
      status: verdict.status,
      score: verdict.status === JudgeStatus.accepted ? c.score : verdict.points,
      userOutput,
      message: verdict.message,
    })
  }
  const status = compareOutput(
    await readFile(output, 'utf8'),
    await readData(env, c.output),
    problem.isRemoveEndBlank,
  )
  return result(c, {
    ...measured,
    status,
    score: status === JudgeStatus.accepted ? c.score : 0,
    userOutput,
    message: '',
  })
}
