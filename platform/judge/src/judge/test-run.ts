import { copyFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { type FinalReport, JudgeStatus, type JudgeTask, type LanguageDef } from '@oj/sdk/judge'

import { compareOutput } from '../check/compare.ts'
import type { Runner } from '../runner.ts'
import { writeData } from './case.ts'
import type { JudgeEnv } from './env.ts'
import { programLimits } from './limits.ts'
import { describeRun, statusOfRun } from './outcome.ts'
import { finalReport } from './report.ts'
import { runToEnd } from './run.ts'
import { readCapped, safeFileName, type Workspace } from './workspace.ts'

/** What a test run returns of stdout and stderr (FinalReport: each at most 64 KiB). */
const TEST_RUN_OUTPUT_LIMIT = 64 * 1024
const CUT = '\n... (truncated)'

/**
 * A test run: the compiled program once on the user's input (the task's one case), its stdout
 * (or the problem's output file) and stderr returned. Accepted when it ran fine and, if the user
 * gave an expected output, printed it (trailing blanks forgiven); Wrong Answer otherwise.
 */
export async function judgeTestRun(
  env: JudgeEnv,
  task: JudgeTask,
  program: { readonly language: LanguageDef; readonly runner: Runner; readonly ws: Workspace },
): Promise<FinalReport> {
  const { language, runner, ws } = program
  const fileIO = task.problem.fileIO
  const input = join(ws.io, 'test.in')
  const stdout = join(ws.io, 'test.out')
  const stderr = join(ws.io, 'test.err')
  const one = task.cases[0]
  if (one) await writeData(env, one.input, input)
  else await writeFile(input, '')
  if (fileIO) await copyFile(input, join(ws.program, safeFileName(fileIO.input)))
  const run = await runToEnd(runner, {
    argv: language.run.command,
    workDir: ws.program,
    writable: fileIO !== undefined,
    ...(language.run.env ? { env: language.run.env } : {}),
    ...(language.run.reactor ? { reactor: language.run.reactor } : {}),
    stdin: fileIO ? 'ignore' : { file: input },
    stdout: fileIO ? 'ignore' : { file: stdout },
    stderr: { file: stderr },
    ...(language.toolchain ? { readOnlyBinds: language.toolchain } : {}),
    limits: programLimits(task.problem, language),
  })
  if (fileIO) await rename(join(ws.program, safeFileName(fileIO.output)), stdout).catch(() => undefined)
  const out = await capped(stdout)
  const err = await capped(stderr)
  const expected = task.expectedOutput ?? ''
  const failed = statusOfRun(run)
  const status =
    failed ??
    (expected.trim() === '' || compareOutput(out, expected, true) === JudgeStatus.accepted
      ? JudgeStatus.accepted
      : JudgeStatus.wrongAnswer)
  return finalReport(task, env.judger, {
    status,
    time: run.cpuMs,
    memory: run.memoryKb,
    errorMessage: failed === undefined ? '' : describeRun(run),
    stdout: out,
    stderr: err,
  })
}

/** A captured stream, cut to fit the limit (with a note saying so). */
async function capped(path: string): Promise<string> {
  const { text, truncated } = await readCapped(path, TEST_RUN_OUTPUT_LIMIT)
  return truncated ? text.slice(0, TEST_RUN_OUTPUT_LIMIT - CUT.length) + CUT : text
}
