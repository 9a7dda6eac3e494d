import { rm } from 'node:fs/promises'
import { join } from 'node:path'

import { JudgeStatus, judgeText, type LanguageDef } from '@oj/sdk/judge'

import { type CheckerVerdict, readCheckerExit } from '../check/testlib.ts'
import type { Runner } from '../runner.ts'
import { copyToNewFile, writeNewFile } from '../sandbox/work-dir.ts'
import { checkerKey } from './checker-cache.ts'
import { compileIn } from './compile.ts'
import { findLanguage, type JudgeEnv, runnerOf } from './env.ts'
import { CHECKER_LIMITS } from './limits.ts'
import { describeRun } from './outcome.ts'
import { runToEnd } from './run.ts'
import { readCapped, type Workspace, writeExtraFiles } from './workspace.ts'

/** A compiled special judge or interactor, ready to run in the task's checker folder. */
export interface PreparedChecker {
  readonly language: LanguageDef
  readonly runner: Runner
  readonly dir: string
}

export type PrepareResult =
  { readonly ok: true; readonly checker: PreparedChecker } | { readonly ok: false; readonly message: string }

const MESSAGE_LIMIT = 1024

/**
 * Compiles the problem's checker (or interactor) in its language, beside the problem's judge
 * files and testlib.h: the problem's own (judgeExtraFiles) or else the operator's (OJ_TESTLIB_DIR).
 * Any failure here is the problem's or the judge's, never the user's: a System Error.
 */
export async function prepareChecker(
  env: JudgeEnv,
  source: { readonly language: string; readonly code: string } | undefined,
  extraFiles: Readonly<Record<string, string>> | undefined,
  ws: Workspace,
): Promise<PrepareResult> {
  if (!source) return { ok: false, message: judgeText('judge.checker.noCode') }
  const language = findLanguage(env.languages, source.language)
  if (!language)
    return { ok: false, message: judgeText('judge.checker.language', { language: source.language }) }
  const runner = runnerOf(env.runners, language)
  if (!runner) return { ok: false, message: judgeText('judge.checker.runner', { runtime: language.runtime }) }
  await writeExtraFiles(ws.checker, extraFiles)
  if (!extraFiles?.['testlib.h'] && env.testlibDir) {
    await copyToNewFile(join(env.testlibDir, 'testlib.h'), join(ws.checker, 'testlib.h')).catch(
      () => undefined,
    )
  }
  await writeNewFile(join(ws.checker, language.source), source.code)
  const key = env.checkers ? await checkerKey(ws.checker, language.compile?.command ?? []) : ''
  if (env.checkers && (await env.checkers.restore(key, ws.checker))) {
    return { ok: true, checker: { language, runner, dir: ws.checker } }
  }
  const compiled = await compileIn(env, language, ws.checker, ws.io, 'checker')
  if (compiled.ok) await env.checkers?.keep(key, ws.checker)
  if (!compiled.ok) {
    const id = /testlib\.h/.test(compiled.message) ? 'judge.checker.compileTestlib' : 'judge.checker.compile'
    return { ok: false, message: judgeText(id, { detail: compiled.message }) }
  }
  return { ok: true, checker: { language, runner, dir: ws.checker } }
}

export const checkerLimits = (language: LanguageDef) => ({
  ...CHECKER_LIMITS,
  processes: Math.max(CHECKER_LIMITS.processes, language.run.processes ?? 1),
})

/**
 * Runs the checker on one case: `checker input user_out answer` (testlib's order) in its own
 * folder, with copies of the three files. A checker that crashes or runs out of time is a System
 * Error, never an Accepted.
 */
export async function runChecker(
  checker: PreparedChecker,
  files: { readonly input: string; readonly output: string; readonly answer: string },
  ioDir: string,
  casePoints: number,
): Promise<CheckerVerdict> {
  const names = { input: 'input', output: 'user_out', answer: 'answer' }
  await copyToNewFile(files.input, join(checker.dir, names.input))
  await copyToNewFile(files.output, join(checker.dir, names.output))
  await copyToNewFile(files.answer, join(checker.dir, names.answer))
  const stderr = join(ioDir, 'checker.err')
  try {
    const result = await runToEnd(checker.runner, {
      argv: [...checker.language.run.command, names.input, names.output, names.answer],
      workDir: checker.dir,
      writable: false,
      ...(checker.language.run.env ? { env: checker.language.run.env } : {}),
      ...(checker.language.run.reactor ? { reactor: checker.language.run.reactor } : {}),
      stdin: 'ignore',
      stdout: 'ignore',
      stderr: { file: stderr },
      ...(checker.language.toolchain ? { readOnlyBinds: checker.language.toolchain } : {}),
      limits: checkerLimits(checker.language),
    })
    const said = (await readCapped(stderr, MESSAGE_LIMIT)).text
    if (result.outcome === 'ok') return readCheckerExit(0, said, casePoints)
    if (result.outcome === 'exit') return readCheckerExit(result.exitCode ?? -1, said, casePoints)
    return {
      status: JudgeStatus.systemError,
      points: 0,
      message: judgeText('judge.checker.failed', { detail: describeRun(result) }),
    }
  } finally {
    await Promise.all(Object.values(names).map((n) => rm(join(checker.dir, n), { force: true })))
  }
}
