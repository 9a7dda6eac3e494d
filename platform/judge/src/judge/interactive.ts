import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

import type { LanguageDef } from '@oj/sdk/judge'
import { JudgeStatus, type JudgeStatusCode, judgeText } from '@oj/sdk/judge'

import { readCheckerExit } from '../check/testlib.ts'
import type { RunLimits, Runner, RunResult } from '../runner.ts'
import { copyToNewFile } from '../sandbox/work-dir.ts'
import { describeRun, statusOfRun } from './outcome.ts'
import { failedRun } from './run.ts'
import { checkerLimits, type PreparedChecker } from './special-judge.ts'
import { readCapped } from './workspace.ts'

export interface InteractiveVerdict {
  readonly status: JudgeStatusCode
  readonly points: number
  readonly message: string
  /** The user's program run (time and memory are its own). */
  readonly program: RunResult
}

/** Joins two streams, ignoring the broken pipe a side that ended early leaves behind. */
function join2(from: Readable | null, to: Writable | null): void {
  if (!from || !to) return
  to.on('error', () => undefined)
  from.on('error', () => undefined)
  from.pipe(to)
}

/**
 * An interactive case: the interactor (`interactor input tout answer`, testlib's order) and the
 * program, both sandboxed, the program's stdout piped to the interactor's stdin and back. The
 * program's own Time Limit, Memory Limit and Runtime Error win (save a SIGPIPE after the
 * interactor had already given a failing verdict and left); else the interactor's exit code
 * decides, as a checker's does.
 */
export async function judgeInteractive(options: {
  readonly interactor: PreparedChecker
  readonly program: {
    readonly runner: Runner
    readonly language: LanguageDef
    readonly workDir: string
    readonly limits: RunLimits
  }
  readonly input: string
  readonly answer: string
  readonly ioDir: string
  readonly casePoints: number
}): Promise<InteractiveVerdict> {
  const { interactor, program, ioDir } = options
  await copyToNewFile(options.input, join(interactor.dir, 'input'))
  await copyToNewFile(options.answer, join(interactor.dir, 'answer'))
  const stderr = join(ioDir, 'interactor.err')
  try {
    const judge = interactor.runner.spawn({
      argv: [...interactor.language.run.command, 'input', 'tout', 'answer'],
      workDir: interactor.dir,
      writable: true,
      ...(interactor.language.run.env ? { env: interactor.language.run.env } : {}),
      ...(interactor.language.run.reactor ? { reactor: interactor.language.run.reactor } : {}),
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: { file: stderr },
      ...(interactor.language.toolchain ? { readOnlyBinds: interactor.language.toolchain } : {}),
      // The interactor waits on the program: it must outlive the program's wall limit.
      limits: { ...checkerLimits(interactor.language), wallMs: program.limits.wallMs + 10_000 },
    })
    let user
    try {
      user = program.runner.spawn({
        argv: program.language.run.command,
        workDir: program.workDir,
        writable: false,
        ...(program.language.run.env ? { env: program.language.run.env } : {}),
        ...(program.language.run.reactor ? { reactor: program.language.run.reactor } : {}),
        stdin: 'pipe',
        stdout: 'pipe',
        stderr: 'ignore',
        ...(program.language.toolchain ? { readOnlyBinds: program.language.toolchain } : {}),
        limits: program.limits,
      })
    } catch (error) {
      judge.kill()
      await judge.result.catch(() => undefined)
      throw error
    }
    join2(user.stdout, judge.stdin)
    join2(judge.stdout, user.stdin)
    const [judged, ran] = await Promise.all([judge.result.catch(failedRun), user.result.catch(failedRun)])
    const said = (await readCapped(stderr, 1024)).text
    const verdict =
      judged.outcome === 'ok' || judged.outcome === 'exit'
        ? readCheckerExit(judged.exitCode ?? 0, said, options.casePoints)
        : {
            status: JudgeStatus.systemError,
            points: 0,
            message: judgeText('judge.interactor.failed', { detail: describeRun(judged) }),
          }
    const own = statusOfRun(ran)
    // The program's own failure wins, save a broken pipe after the interactor had already ruled.
    const brokenByJudge =
      ran.outcome === 'signal' && ran.signal === 'SIGPIPE' && verdict.status !== JudgeStatus.accepted
    if (own !== undefined && !brokenByJudge) {
      return { status: own, points: 0, message: describeRun(ran), program: ran }
    }
    return { ...verdict, program: ran }
  } finally {
    await Promise.all(['input', 'answer', 'tout'].map((n) => rm(join(interactor.dir, n), { force: true })))
  }
}
