import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { type FinalReport, JudgeStatus, type JudgeTask, type LanguageDef } from '@oj/sdk/judge'

import { compareOutput } from '../check/compare.ts'
import type { Runner } from '../runner.ts'
import type { JudgeEnv } from './env.ts'
import { programLimits } from './limits.ts'
import { describeRun, statusOfRun } from './outcome.ts'
import { finalReport } from './report.ts'
import { runToEnd } from './run.ts'
import { readCapped, truncate, type Workspace } from './workspace.ts'

/** What a test run returns of stdout and stderr (FinalReport: each at most 64 KiB). */
export const TEST_RUN_OUTPUT_LIMIT = 64 * 1024

/**
 * A test run: the compiled program once on the user's input (the task's one case, inline), its
 * stdout and stderr returned. Accepted when it ran fine and, if the user gave an expected output,
 * printed it (trailing blanks forgiven); Wrong Answer otherwise.
 */
export async function judgeTestRun(
  env: JudgeEnv,
  task: JudgeTask,
  program: { readonly language: LanguageDef; readonly runner: Runner; readonly ws: Workspace },
): Promise<FinalReport> {
  const { language, runner, ws } = program
  const one = task.cases[0]
  const input = join(ws.io, 'test.in')
  const stdout = join(ws.io, 'test.out')
  const stderr = join(ws.io, 'test.err')
  await writeFile(input, one && 'inline' in one.input ? one.input.inline : '')
  const run = await runToEnd(runner, {
    argv: language.run.command,
    workDir: ws.program,
    writable: false,
    ...(language.run.env ? { env: language.run.env } : {}),
    stdin: { file: input },
    stdout: { file: stdout },
    stderr: { file: stderr },
    ...(language.toolchain ? { readOnlyBinds: language.toolchain } : {}),
    limits: programLimits(task.problem, language),
  })
  const out = await readCapped(stdout, TEST_RUN_OUTPUT_LIMIT)
  const err = await readCapped(stderr, TEST_RUN_OUTPUT_LIMIT)
  const expected = task.expectedOutput ?? ''
  const failed = statusOfRun(run)
  const status =
    failed ??
    (expected.trim() === '' || compareOutput(out.text, expected, true) === JudgeStatus.accepted
      ? JudgeStatus.accepted
      : JudgeStatus.wrongAnswer)
  return finalReport(task, env.judger, {
    status,
    time: run.cpuMs,
    memory: run.memoryKb,
    errorMessage: failed === undefined ? '' : describeRun(run),
    stdout: out.truncated ? truncate(out.text, TEST_RUN_OUTPUT_LIMIT) : out.text,
    stderr: err.truncated ? truncate(err.text, TEST_RUN_OUTPUT_LIMIT) : err.text,
  })
}
