import { JudgeStatus, type JudgeStatusCode, judgeText } from '@oj/sdk/judge'

import type { RunResult } from '../runner.ts'

/**
 * The verdict of a run that did not end well, or undefined when it exited with 0 (its output is
 * then checked). Output past the limit is a Runtime Error (with "output limit exceeded" in the
 * message): the status list of spec 1 §3 has no output-limit verdict, and the program, not the
 * judge, went wrong at run time.
 */
export function statusOfRun(result: RunResult): JudgeStatusCode | undefined {
  switch (result.outcome) {
    case 'ok':
      return undefined
    case 'time':
      return JudgeStatus.timeLimitExceeded
    case 'memory':
      return JudgeStatus.memoryLimitExceeded
    case 'exit':
    case 'signal':
    case 'output':
      return JudgeStatus.runtimeError
    case 'error':
      return JudgeStatus.systemError
  }
}

/** A short description of a failed run for the case's message. */
export function describeRun(result: RunResult): string {
  switch (result.outcome) {
    case 'ok':
      return ''
    case 'exit':
      return judgeText('judge.run.exitCode', { code: result.exitCode ?? '?' })
    case 'signal':
      return judgeText('judge.run.signal', { signal: result.signal ?? '?' })
    case 'time':
      return judgeText('judge.run.time', { ms: result.cpuMs })
    case 'memory':
      return judgeText('judge.run.memory', { kb: result.memoryKb })
    case 'output':
      return judgeText('judge.run.output')
    case 'error':
      return judgeText('judge.run.error', { detail: result.message })
  }
}
