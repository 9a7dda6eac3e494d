import type { JudgeProblem, LanguageDef } from '@oj/sdk/judge'

import type { RunLimits } from '../runner.ts'

/** Wall-clock backstop as a multiple of the CPU limit (sleep forever ends here). */
const WALL_FACTOR = 2.5
/** The largest stdout a program may write (and each file it writes). */
const OUTPUT_LIMIT_BYTES = 64 * 1024 * 1024

const DEFAULT_COMPILE_MS = 10_000
const DEFAULT_COMPILE_MB = 1024
const DEFAULT_COMPILE_PROCESSES = 64
/** A compiled program may be large (a Go or Java build), but not fill the disk. */
const COMPILE_OUTPUT_BYTES = 256 * 1024 * 1024

/** Limits of a checker or interactor: they are trusted to be fast, not to be harmless. */
export const CHECKER_LIMITS: RunLimits = {
  cpuMs: 5_000,
  wallMs: 12_000,
  memoryKb: 1024 * 1024,
  processes: 1,
  outputBytes: OUTPUT_LIMIT_BYTES,
}

export function compileLimits(language: LanguageDef): RunLimits {
  const compile = language.compile
  const cpuMs = compile?.timeLimitMs ?? DEFAULT_COMPILE_MS
  return {
    cpuMs,
    wallMs: cpuMs * 3,
    memoryKb: (compile?.memoryLimitMb ?? DEFAULT_COMPILE_MB) * 1024,
    processes: compile?.processes ?? DEFAULT_COMPILE_PROCESSES,
    outputBytes: COMPILE_OUTPUT_BYTES,
  }
}

/**
 * The limits of the user's program on one case: the problem's, times the language's factors on
 * local problems (spec 1 §2: languages other than C/C++ get more), as they are on remote ones.
 */
export function programLimits(problem: JudgeProblem, language: LanguageDef): RunLimits {
  const factors = problem.isRemote ? { time: 1, memory: 1 } : (language.limits ?? { time: 1, memory: 1 })
  const cpuMs = Math.max(1, Math.round(problem.timeLimitMs * factors.time))
  return {
    cpuMs,
    wallMs: Math.round(cpuMs * WALL_FACTOR) + 500,
    memoryKb: Math.round(problem.memoryLimitMb * factors.memory * 1024),
    ...(problem.stackLimitMb > 0 ? { stackKb: problem.stackLimitMb * 1024 } : {}),
    processes: language.run.processes ?? 1,
    outputBytes: OUTPUT_LIMIT_BYTES,
  }
}
