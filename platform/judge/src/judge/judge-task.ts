import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

import { type FinalReport, JudgeStatus, type JudgeTask, judgeText } from '@oj/sdk/judge'

import type { Runner } from '../runner.ts'
import { writeNewFile } from '../sandbox/work-dir.ts'
import { type CaseContext, judgeCase, oneAtATime } from './case.ts'
import { summarize } from './case-modes.ts'
import { compileIn } from './compile.ts'
import { type JudgeEnv, runnerOf } from './env.ts'
import { programLimits } from './limits.ts'
import { finalReport, systemError } from './report.ts'
import { runCases } from './run-cases.ts'
import { prepareChecker } from './special-judge.ts'
import { judgeTestRun } from './test-run.ts'
import { openWorkspace, writeExtraFiles } from './workspace.ts'

/** Told as judging goes: Compiling, then Judging with the cases done so far out of all. */
export type Progress = (status: 6 | 7, done: number, total: number) => Promise<void>

/**
 * Judges one task from start to end in a folder of its own, and answers its final report. It
 * never throws: a failure of the judge itself (sandbox, missing data, a broken checker) is a
 * System Error with a message.
 */
export async function judgeTask(env: JudgeEnv, task: JudgeTask, progress: Progress): Promise<FinalReport> {
  const language = env.languages.get(task.language)
  if (!language)
    return systemError(task, env.judger, judgeText('judge.system.language', { language: task.language }))
  const runner = runnerOf(env.runners, language)
  if (!runner)
    return systemError(task, env.judger, judgeText('judge.system.runner', { runtime: language.runtime }))
  let ws
  let caseRunner: Runner | undefined
  try {
    ws = await openWorkspace(env.tempRoot, task.taskId)
  } catch (error) {
    return systemError(
      task,
      env.judger,
      judgeText('judge.system.workFolder', { detail: (error as Error).message }),
    )
  }
  try {
    if (task.compileChecker === true) {
      // The admin's compile button: the checker (or interactor) alone, as a submission would compile it.
      await progress(JudgeStatus.compiling, 0, 0)
      const prepared = await prepareChecker(env, task.problem.checker, task.problem.judgeExtraFiles, ws)
      return prepared.ok
        ? finalReport(task, env.judger, { status: JudgeStatus.accepted })
        : finalReport(task, env.judger, { status: JudgeStatus.compileError, errorMessage: prepared.message })
    }
    await writeExtraFiles(ws.program, task.problem.userExtraFiles)
    await writeNewFile(join(ws.program, language.source), task.code)
    await progress(JudgeStatus.compiling, 0, 0)
    const compiled = await compileIn(env, language, ws.program, ws.io, 'program')
    if (!compiled.ok)
      return finalReport(task, env.judger, { status: compiled.status, errorMessage: compiled.message })
    if (task.kind === 'test') return await judgeTestRun(env, task, { language, runner, ws })

    // Nothing to judge must never read as Accepted.
    if (task.cases.length === 0) return systemError(task, env.judger, judgeText('judge.system.noCases'))
    const mode = task.problem.judgeMode
    let checker
    if (mode === 'spj' || mode === 'interactive') {
      const prepared = await prepareChecker(env, task.problem.checker, task.problem.judgeExtraFiles, ws)
      if (!prepared.ok) return systemError(task, env.judger, prepared.message)
      checker = prepared.checker
    }
    // the cases' runs share warm sandboxes where the runner keeps them (ended in finally)
    caseRunner = runner.session?.()
    const ctx: CaseContext = {
      env,
      task,
      language,
      runner: caseRunner ?? runner,
      ws,
      limits: programLimits(task.problem, language),
      checker,
      keep: new Set(await readdir(ws.program)),
      exclusive: oneAtATime(),
    }
    const cases = [...task.cases].sort((a, b) => a.index - b.index)
    await progress(JudgeStatus.judging, 0, cases.length)
    const done = await runCases({
      cases,
      mode: task.problem.judgeCaseMode,
      stopAtFirstFailure: task.stopAtFirstFailure === true,
      // Cases that share files (file IO, the interactor's folder) run one after another.
      parallel: task.problem.fileIO === undefined && mode !== 'interactive',
      slots: env.slots,
      signal: env.signal,
      judge: (c, signal, idle) => judgeCase(ctx, c, signal, idle),
      finished: (count) => void progress(JudgeStatus.judging, count, cases.length),
    })
    const summary = summarize(task.problem.type, task.problem.judgeCaseMode, cases, done)
    return finalReport(task, env.judger, { ...summary, cases: done })
  } catch (error) {
    return systemError(task, env.judger, error instanceof Error ? error.message : String(error))
  } finally {
    await caseRunner?.close().catch(() => undefined)
    await ws.close().catch(() => undefined)
  }
}
