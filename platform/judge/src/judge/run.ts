import type { Runner, RunResult, RunSpec } from '../runner.ts'

/** Runs a program to its end; a runner that throws is a result with outcome 'error'. */
export async function runToEnd(runner: Runner, spec: RunSpec): Promise<RunResult> {
  try {
    return await runner.spawn(spec).result
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
