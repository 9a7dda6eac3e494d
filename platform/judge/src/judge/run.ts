import type { Runner, RunResult, RunSpec } from '../runner.ts'

/**
 * Runs a program to its end; a runner that throws is a result with outcome 'error'. An abort of
 * `signal` ends the program (a case another case's failure made moot). `onIdle` is told when the
 * runner sees the program idle (RunningProgram.idle), while it runs.
 */
export async function runToEnd(
  runner: Runner,
  spec: RunSpec,
  signal?: AbortSignal,
  onIdle?: () => void,
): Promise<RunResult> {
  try {
    const program = runner.spawn(spec)
    let running = true
    if (onIdle) void program.idle?.then(() => running && onIdle())
    const kill = () => program.kill()
    if (signal?.aborted) kill()
    signal?.addEventListener('abort', kill, { once: true })
    try {
      return await program.result
    } finally {
      running = false
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
