import { join } from 'node:path'

import { JudgeStatus, judgeText, type LanguageDef } from '@oj/sdk/judge'

import { type JudgeEnv } from './env.ts'
import { compileLimits } from './limits.ts'
import { runToEnd } from './run.ts'
import { readCapped, truncate } from './workspace.ts'

/** Compiler output kept for the Compile Error message. */
const COMPILE_MESSAGE_LIMIT = 8 * 1024

export type CompileResult =
  | { readonly ok: true }
  | {
      readonly ok: false
      readonly status: typeof JudgeStatus.compileError | typeof JudgeStatus.systemError
      readonly message: string
    }

/**
 * Compiles the source already written in `dir` with the language's command, in the native sandbox
 * (WASI languages compile natively too: clang to wasm32-wasi), under the compile limits. A compiler
 * that fails, runs out of time or memory, or floods its output is a Compile Error with what it
 * printed; a sandbox that fails is a System Error. `label` keeps the captured files apart.
 */
export async function compileIn(
  env: JudgeEnv,
  language: LanguageDef,
  dir: string,
  ioDir: string,
  label: string,
): Promise<CompileResult> {
  const compile = language.compile
  if (!compile) return { ok: true }
  const runner = env.runners.native
  if (!runner)
    return { ok: false, status: JudgeStatus.systemError, message: judgeText('judge.compile.noSandbox') }
  const stdout = join(ioDir, `${label}.compile.out`)
  const stderr = join(ioDir, `${label}.compile.err`)
  const result = await runToEnd(runner, {
    argv: compile.command,
    workDir: dir,
    writable: true,
    ...(compile.env ? { env: compile.env } : {}),
    stdin: 'ignore',
    stdout: { file: stdout },
    stderr: { file: stderr },
    readOnlyBinds: [...(language.toolchain ?? []), ...(compile.toolchain ?? [])],
    limits: compileLimits(language),
  })
  if (result.outcome === 'ok') return { ok: true }
  if (result.outcome === 'error') {
    return {
      ok: false,
      status: JudgeStatus.systemError,
      message: judgeText('judge.compile.sandbox', { detail: result.message }),
    }
  }
  const printed = [
    (await readCapped(stderr, COMPILE_MESSAGE_LIMIT)).text,
    (await readCapped(stdout, COMPILE_MESSAGE_LIMIT)).text,
  ]
    .filter((t) => t.trim() !== '')
    .join('\n')
  const why =
    result.outcome === 'time'
      ? judgeText('judge.compile.time')
      : result.outcome === 'memory'
        ? judgeText('judge.compile.memory')
        : result.outcome === 'output'
          ? judgeText('judge.compile.output')
          : ''
  return {
    ok: false,
    status: JudgeStatus.compileError,
    message: truncate([why, printed].filter((t) => t !== '').join('\n'), COMPILE_MESSAGE_LIMIT),
  }
}
