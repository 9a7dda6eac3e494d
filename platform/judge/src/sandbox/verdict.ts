// From what was seen of a run (exit status, cgroup figures, why we killed it) to its RunResult.
import { constants } from 'node:os'

import type { RunLimits, RunOutcome, RunResult } from '../runner.ts'
import type { CgroupUsage } from './cgroup.ts'

/** Why the runner itself ended the program, if it did. */
export type KillReason = 'time' | 'wall' | 'output' | 'killed' | null

export interface Observed {
  readonly limits: RunLimits
  /** bwrap's exit status: the program's, with a death by signal n reported as 128 + n. */
  readonly exitCode: number | null
  readonly killReason: KillReason
  readonly usage: CgroupUsage
  readonly wallMs: number
  /** Bytes the program wrote to stdout (a file's size, or what went through the pipe). */
  readonly stdoutBytes: number
}

// The first name of each number (SIGABRT, not its alias SIGIOT)
const SIGNAL_NAMES = new Map<number, string>()
for (const [name, n] of Object.entries(constants.signals)) if (!SIGNAL_NAMES.has(n)) SIGNAL_NAMES.set(n, name)

/**
 * bwrap's init reports a death by signal n as exit status 128 + n: a program that itself exits with
 * such a status (rare, and a runtime error either way) is reported as killed by that signal.
 */
export function signalOf(exitCode: number | null): string | null {
  if (exitCode === null || exitCode <= 128 || exitCode > 128 + 64) return null
  return SIGNAL_NAMES.get(exitCode - 128) ?? `signal ${exitCode - 128}`
}

export function verdict(seen: Observed): RunResult {
  const { limits, usage } = seen
  const signal = signalOf(seen.exitCode)
  const base = {
    exitCode: signal === null ? seen.exitCode : null,
    signal,
    cpuMs: Math.round(usage.cpuMs),
    wallMs: Math.round(seen.wallMs),
    memoryKb: usage.memoryKb,
  }
  const result = (outcome: RunOutcome, message: string): RunResult => ({ ...base, outcome, message })

  if (seen.killReason === 'output' || seen.stdoutBytes > limits.outputBytes)
    return result('output', `output over ${limits.outputBytes} bytes`)
  if (signal === 'SIGXFSZ') return result('output', `a written file went over ${limits.outputBytes} bytes`)
  if (usage.oomKills > 0) return result('memory', `memory limit of ${limits.memoryKb} KiB reached (OOM kill)`)
  if (usage.cpuMs > limits.cpuMs) {
    // rounded up: 500.4 ms over a 500 ms limit must not read as 500
    const cpuMs = Math.ceil(usage.cpuMs)
    return { ...result('time', `CPU time ${cpuMs} ms over ${limits.cpuMs} ms`), cpuMs }
  }
  if (seen.killReason === 'wall' || seen.killReason === 'time')
    return result('time', `wall time limit of ${limits.wallMs} ms reached`)
  // A program that failed while its cgroup sat at the limit ran out of memory, whatever it printed.
  if (seen.exitCode !== 0 && usage.memoryKb >= limits.memoryKb)
    return result('memory', `memory limit of ${limits.memoryKb} KiB reached`)
  if (seen.killReason === 'killed') return result('signal', 'ended by the judge')
  const refused =
    usage.forksRefused > 0 ? ` (${usage.forksRefused} fork(s) refused at the process limit)` : ''
  if (signal !== null) return result('signal', `killed by ${signal}${refused}`)
  if (seen.exitCode === 0) return result('ok', `exited normally${refused}`)
  return result('exit', `exit status ${seen.exitCode}${refused}`)
}
