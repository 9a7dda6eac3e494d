import type { Runner, RunResult, RunSpec } from '../runner.ts'

/**
 * Runs a program to its end; a runner that throws is a result with outcome 'error'. An abort of
 * `signal` ends the program (a case another case's failure made moot).
 */
export async function runToEnd(runner: Runner, spec: RunSpec, signal?: AbortSignal): Promise<RunResult> {
  try {
    const program = runner.spawn(spec)
    const kill = () => program.kill()
    if (signal?.aborted) kill()
    signal?.addEventListener('abort', kill, { once: true })
    try {
      return await program.result
    } finally {
      signal?.removeEventListener('abort', kill)
    }
  } catch (error) {
    return failedRun(error)
  }
}

export function failedRun(error: unknown): RunResult {
  return {
    outcome: 'error',
    exitCode: null,
    signal: null,
    cpuMs: 0,
    wallMs: 0,
    memoryKb: 0,
    message: error instanceof Error ? error.message : String(error),
  }
}
